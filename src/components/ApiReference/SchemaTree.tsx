import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {SchemaNode} from '../../../plugins/api-reference/types';
import {constraints, expand, formatValue, hasChildren, linkedSchema, schemaAnchor, typeLabel} from './format';
import {useSchemas} from './context';
import styles from './styles.module.css';

function Html({html, className}: {html?: string; className?: string}) {
  return html ? <div className={clsx(styles.desc, className)} dangerouslySetInnerHTML={{__html: html}} /> : null;
}

/** The type; a named object schema links to its entry in the Schemas section. */
function TypeLabel({node}: {node: SchemaNode}) {
  const schemas = useSchemas();
  const label = typeLabel(node, schemas);
  const linked = linkedSchema(node, schemas);
  if (!linked) return <span className={styles.type}>{label}</span>;
  const [before, after] = label.split(linked);
  return (
    <span className={styles.type}>
      {before}
      <a href={`#${schemaAnchor(linked)}`}>{linked}</a>
      {after}
    </span>
  );
}

/** Type, badges, constraints, description and enum values of one node. */
export function SchemaFacts({node, required}: {node: SchemaNode; required?: boolean}) {
  const schemas = useSchemas();
  const {node: shown} = expand(node, schemas, []);
  const facts = constraints(shown);
  const values = shown.enum;
  return (
    <>
      <TypeLabel node={node} />
      {required && <span className={clsx(styles.badge, styles.required)}>required</span>}
      {facts.map((f) => (
        <span key={f} className={styles.constraint}>{f}</span>
      ))}
      <Html html={shown.description} />
      {values && values.length > 0 && (
        <div className={styles.enum}>
          <span className={styles.enumLabel}>One of:</span>
          {shown.enumDescriptions ? (
            <ul>
              {values.map((v) => (
                <li key={formatValue(v)}>
                  <code>{formatValue(v)}</code>
                  {shown.enumDescriptions?.[String(v)] && <span dangerouslySetInnerHTML={{__html: ` — ${shown.enumDescriptions[String(v)]}`}} />}
                </li>
              ))}
            </ul>
          ) : (
            values.map((v) => <code key={formatValue(v)} className={styles.enumValue}>{formatValue(v)}</code>)
          )}
        </div>
      )}
      {shown.example !== undefined && typeof shown.example !== 'object' && (
        <div className={styles.example}>
          Example: <code>{formatValue(shown.example)}</code>
        </div>
      )}
    </>
  );
}

function Children({node, path, depth}: {node: SchemaNode; path: string[]; depth: number}) {
  const schemas = useSchemas();
  const {node: target, circular} = expand(node, schemas, path);
  if (circular) {
    return <div className={styles.circular}>Recursive: same fields as <code>{circular}</code> above.</div>;
  }
  const nextPath = node.ref ? [...path, node.ref] : path;
  if (target.variants) {
    const {kind, options, discriminator} = target.variants;
    return (
      <div className={styles.variants}>
        <div className={styles.variantsLabel}>
          {kind === 'oneOf' ? 'Exactly one of' : 'Any of'} these {options.length} shapes
          {discriminator && (
            <>
              , chosen by <code>{discriminator.propertyName}</code>
            </>
          )}
          :
        </div>
        {options.map((opt) => (
          <div key={opt.label} className={styles.variant}>
            <div className={styles.variantName}>{opt.label}</div>
            {hasChildren(opt.schema) || opt.schema.ref ? <Fields node={opt.schema} path={nextPath} depth={depth + 1} /> : <SchemaFacts node={opt.schema} />}
          </div>
        ))}
        {target.properties && <Fields node={{...target, variants: undefined}} path={nextPath} depth={depth} />}
      </div>
    );
  }
  if (target.type === 'array' && target.items) {
    return <Fields node={target.items} path={nextPath} depth={depth} itemsOf />;
  }
  if (target.additionalProperties && target.additionalProperties !== true && !target.properties) {
    return <Fields node={target.additionalProperties} path={nextPath} depth={depth} />;
  }
  return (
    <ul className={styles.fields}>
      {(target.properties ?? []).map((p) => (
        <Field key={p.name} name={p.name} node={p.schema} required={p.required} path={nextPath} depth={depth} />
      ))}
    </ul>
  );
}

function Field({name, node, required, path, depth}: {name: string; node: SchemaNode; required: boolean; path: string[]; depth: number}) {
  const schemas = useSchemas();
  // Named object schemas are not expanded in place: the type links to their one full entry.
  const linked = linkedSchema(node, schemas);
  const nested = !linked && hasChildren(expand(node, schemas, path).node) && !(node.ref && path.includes(node.ref));
  const recursive = !linked && node.ref && path.includes(node.ref);
  return (
    <li className={styles.field}>
      <code className={styles.fieldName}>{name}</code> <SchemaFacts node={node} required={required} />
      {recursive && <div className={styles.circular}>Recursive: same fields as <code>{node.ref}</code> above.</div>}
      {nested && <Nested node={node} path={path} depth={depth + 1} label={name} />}
    </li>
  );
}

function Nested({node, path, depth, label}: {node: SchemaNode; path: string[]; depth: number; label: string}): ReactNode {
  // The first level is open; deeper levels are collapsed (still in the HTML for search).
  if (depth <= 1) return <Children node={node} path={path} depth={depth} />;
  return (
    <details className={styles.nested}>
      <summary>Fields of <code>{label}</code></summary>
      <Children node={node} path={path} depth={depth} />
    </details>
  );
}

/** A schema as a readable tree. */
export function Fields({node, path = [], depth = 0, itemsOf}: {node: SchemaNode; path?: string[]; depth?: number; itemsOf?: boolean}) {
  const schemas = useSchemas();
  const {node: target} = expand(node, schemas, path);
  if (!hasChildren(target)) {
    return (
      <div className={styles.scalar}>
        {itemsOf && <span className={styles.enumLabel}>Each item: </span>}
        <SchemaFacts node={node} />
      </div>
    );
  }
  return (
    <div className={styles.tree}>
      {itemsOf && <div className={styles.enumLabel}>Each item ({typeLabel(node, schemas)}):</div>}
      <Children node={node} path={path} depth={depth} />
    </div>
  );
}
