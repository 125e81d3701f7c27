/**
 * Markdown of one API for the reference page's `.md` twin, written from the same page model as the
 * page's HTML (model.ts + schema.ts interpret the spec once; format.ts words types and constraints once):
 * introduction (downloads, servers, description, credentials, error statuses), then per tag every
 * operation (method, path, credentials, description, parameters, request body fields and examples,
 * responses with examples, the request sample in every language: curl, PHP, Node.js, Python), webhooks, and every named schema. Pure.
 */
import type {Download} from './emit';
import {
  constraints,
  expand,
  formatValue,
  hasChildren,
  hasEntry,
  isDescribedEnum,
  isObjectLike,
  leadParagraphMarkdown,
  linkedSchema,
  typeLabel,
} from './format';
import type {MediaModel, OperationModel, PageModel, ParameterModel, SchemaNode} from './types';

type Schemas = Record<string, SchemaNode>;

/** Shifts Markdown headings down by `by` levels (capped at 6) outside code fences. */
export function demoteHeadings(markdown: string, by: number): string {
  let fence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      if (fence) return line;
      return line.replace(
        /^(#{1,6})(\s)/,
        (_, hashes: string, space: string) => `${'#'.repeat(Math.min(6, hashes.length + by))}${space}`,
      );
    })
    .join('\n');
}

/** Text for one line (a list item or a table cell). */
const oneLine = (s: string | undefined) => (s ?? '').replace(/\s*\n\s*/g, ' ').trim();
const cell = (s: string | undefined) => oneLine(s).replace(/\|/g, '\\|');
const code = (s: string) => (s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``);
const heading = (level: number, text: string) => `${'#'.repeat(Math.min(6, level))} ${text}`;

/** The page's constraint wording (format.ts), with patterns in code font so Markdown keeps their backslashes. */
const constraintsOf = (node: SchemaNode) =>
  constraints(node).map((c) => (c.startsWith('pattern ') ? `pattern ${code(c.slice('pattern '.length))}` : c));

/** A named enum explained in an entry of its own (the Schemas section), as on the page. */
const explainedElsewhere = (node: SchemaNode, schemas: Schemas) =>
  Boolean(node.ref && isDescribedEnum(schemas[node.ref]));

/** The values of an enum, each with its meaning unless `bare`. */
function valuesOf(shown: SchemaNode, bare: boolean): string[] {
  return (shown.enum ?? []).map((v) => {
    const said = bare ? undefined : shown.enumDescriptionsMarkdown?.[String(v)];
    return `${code(formatValue(v))}${said ? `: ${oneLine(said)}` : ''}`;
  });
}

/** What the page shows next to a field: type, required, constraints, description, values, example. */
function facts(node: SchemaNode, schemas: Schemas, required?: boolean): {summary: string; values: string[]} {
  const shown = expand(node, schemas, []).node;
  const summary = [typeLabel(node, schemas), ...(required ? ['required'] : []), ...constraintsOf(shown)].join('; ');
  return {summary, values: valuesOf(shown, explainedElsewhere(node, schemas))};
}

/** `type | required | description` cells of a parameter or response header row. */
function parameterCells(p: ParameterModel, schemas: Schemas): string {
  const {summary, values} = facts(p.schema, schemas);
  const said = [
    cell(p.descriptionMarkdown ?? p.schema.descriptionMarkdown),
    constraintsOf(expand(p.schema, schemas, []).node).join('; '),
    values.length ? `One of: ${values.join(', ')}.` : '',
    p.example !== undefined ? `Example: ${code(formatValue(p.example))}.` : '',
  ];
  return `${cell(summary.split('; ')[0])} | ${p.required ? 'yes' : 'no'} | ${said.filter(Boolean).join(' ')}`;
}

function describe(node: SchemaNode, schemas: Schemas): string {
  const shown = expand(node, schemas, []).node;
  // A named enum with its own entry: the field's own description, else the first paragraph of the enum's (and a pointer).
  const elsewhere = explainedElsewhere(node, schemas);
  const said =
    elsewhere && !node.descriptionMarkdown
      ? leadParagraphMarkdown(shown.descriptionMarkdown ?? '')
      : shown.descriptionMarkdown;
  const parts = [oneLine(said), elsewhere ? `See the schema ${code(node.ref!)}.` : ''];
  if (shown.example !== undefined && (shown.example === null || typeof shown.example !== 'object'))
    parts.push(`Example: ${code(formatValue(shown.example))}.`);
  return parts.filter(Boolean).join(' ');
}

/** A schema as a nested list, as the page's field tree: named object schemas link to their one entry. */
export function fieldLines(node: SchemaNode, schemas: Schemas, indent = '', path: string[] = []): string[] {
  const {node: target, circular} = expand(node, schemas, path);
  if (circular) return [`${indent}- Circular: see ${code(circular)}.`];
  if (target.circular) return [`${indent}- Circular: see ${code(target.circular)}.`];
  const nextPath = node.ref ? [...path, node.ref] : path;
  const lines: string[] = [];
  if (target.variants) {
    const {kind, options, discriminator} = target.variants;
    const by = discriminator ? `, chosen by ${code(discriminator.propertyName)}` : '';
    lines.push(`${indent}- ${kind === 'oneOf' ? 'Exactly one' : 'Any'} of these ${options.length} shapes${by}:`);
    for (const option of options) {
      const when =
        discriminator && option.discriminatorValue
          ? ` (when ${code(discriminator.propertyName)} is ${code(option.discriminatorValue)})`
          : '';
      const named = option.schema.ref && isObjectLike(schemas[option.schema.ref]) ? option.schema.ref : undefined;
      if (named) lines.push(`${indent}  - ${code(named)}${when}: see the schema ${code(named)}.`);
      else {
        lines.push(`${indent}  - ${option.label}${when}`);
        lines.push(...fieldLines(option.schema, schemas, `${indent}    `, nextPath));
      }
    }
    if (target.properties?.length) lines.push(`${indent}- Fields common to every shape:`);
  }
  if (target.type === 'array' && target.items && !target.properties) {
    if (linkedSchema(target.items, schemas) || !hasChildren(expand(target.items, schemas, nextPath).node)) return lines;
    return [...lines, ...fieldLines(target.items, schemas, indent, nextPath)];
  }
  if (target.additionalProperties && target.additionalProperties !== true && !target.properties) {
    lines.push(`${indent}- Each value (${typeLabel(target.additionalProperties, schemas)}):`);
    return [...lines, ...fieldLines(target.additionalProperties, schemas, `${indent}  `, nextPath)];
  }
  for (const property of target.properties ?? []) {
    const {summary, values} = facts(property.schema, schemas, property.required);
    const text = describe(property.schema, schemas);
    lines.push(`${indent}- ${code(property.name)} (${summary})${text ? `: ${text}` : ''}`);
    if (values.length) lines.push(`${indent}  One of: ${values.join(', ')}.`);
    const linked = linkedSchema(property.schema, schemas);
    const recursive = !linked && property.schema.ref && nextPath.includes(property.schema.ref);
    if (recursive) lines.push(`${indent}  - Circular: see ${code(property.schema.ref!)}.`);
    else if (!linked && hasChildren(expand(property.schema, schemas, nextPath).node))
      lines.push(...fieldLines(property.schema, schemas, `${indent}  `, nextPath));
  }
  return lines;
}

const json = (value: unknown, contentType: string) =>
  typeof value === 'string' && !/json/.test(contentType) ? value : JSON.stringify(value, null, 2);

function mediaLines(media: MediaModel, schemas: Schemas, level: number): string[] {
  const out: string[] = [];
  const schema = media.schema;
  const named = schema?.ref && isObjectLike(schemas[schema.ref]) ? schema.ref : undefined;
  out.push(
    `Content type ${code(media.contentType)}${named ? `, schema ${code(named)}` : schema ? `, ${typeLabel(schema, schemas)}` : ''}.`,
    '',
  );
  if (schema) {
    const fields = fieldLines(schema, schemas);
    if (fields.length) out.push(...fields, '');
  }
  for (const example of media.examples) {
    out.push(
      heading(level, `Example ${code(example.name)}${example.summary ? `: ${oneLine(example.summary)}` : ''}`),
      '',
      '```' + (/json/.test(media.contentType) ? 'json' : 'text'),
      json(example.value, media.contentType),
      '```',
      '',
    );
  }
  return out;
}

function operationLines(op: OperationModel, model: PageModel, level: number): string[] {
  const {schemas} = model;
  const webhook = op.kind === 'webhook';
  const out: string[] = [heading(level, op.summary), ''];
  const id = op.operationId ? ` (operationId ${code(op.operationId)})` : '';
  out.push(
    webhook
      ? `${code(op.method)} to your endpoint, event ${code(op.path)}${id}${op.deprecated ? ', deprecated' : ''}.`
      : `${code(`${op.method} ${op.path}`)}${id}${op.deprecated ? ', deprecated' : ''}.`,
    '',
  );
  if (!webhook) {
    const credentials = Object.fromEntries(model.securitySchemes.map((s) => [s.key, s.name ?? s.key]));
    const first = op.security.find((alt) => alt.length > 0);
    out.push(
      first && op.security.every((alt) => alt.length > 0)
        ? `Credentials: ${first.map((k) => code(credentials[k] ?? k)).join(', ')}.`
        : 'Credentials: none (public call).',
      '',
    );
  }
  if (op.description) out.push(demoteHeadings(op.description.trim(), level - 1), '');
  if (op.parameters.length) {
    out.push(heading(level + 1, 'Parameters'), '', '| Name | In | Type | Required | Description |');
    out.push('| --- | --- | --- | --- | --- |');
    for (const p of op.parameters) out.push(`| ${code(p.name)} | ${p.in} | ${parameterCells(p, schemas)} |`);
    out.push('');
  }
  if (op.requestBody) {
    const body = op.requestBody;
    out.push(heading(level + 1, `${webhook ? 'Payload' : 'Request body'}${body.required ? ' (required)' : ''}`), '');
    if (body.descriptionMarkdown) out.push(oneLine(body.descriptionMarkdown), '');
    for (const media of body.content) out.push(...mediaLines(media, schemas, level + 2));
  }
  if (op.responses.length) {
    out.push(heading(level + 1, webhook ? 'Your response' : 'Responses'), '');
    for (const response of op.responses) {
      const said = response.descriptionMarkdown ? ` ${oneLine(response.descriptionMarkdown)}` : '';
      out.push(heading(level + 2, `${response.status}${said}`), '');
      if (response.headers?.length) {
        out.push('| Header | Type | Required | Description |', '| --- | --- | --- | --- |');
        for (const h of response.headers) out.push(`| ${code(h.name)} | ${parameterCells(h, schemas)} |`);
        out.push('');
      }
      for (const media of response.content) out.push(...mediaLines(media, schemas, level + 3));
    }
  }
  if (op.samples.length) {
    out.push(heading(level + 1, 'Example request'), '');
    for (const sample of op.samples)
      out.push(heading(level + 2, sample.label), '', '```' + sample.lang, sample.code.trimEnd(), '```', '');
  }
  return out;
}

/** The reference as Markdown, headings from `## `, from the page model the HTML is rendered from. */
export function referenceMarkdown(model: PageModel, opts: {downloads: Download[]; siteUrl?: string}): string {
  const out: string[] = [];
  const abs = (href: string) => `${(opts.siteUrl ?? '').replace(/\/$/, '')}${href}`;
  out.push('## Introduction', '');
  out.push(
    `${oneLine(model.title)}, version ${oneLine(model.version)}. Downloads: ${opts.downloads.map((d) => `[${d.label}](${abs(d.href)})`).join(', ')}.`,
    '',
  );
  if (model.servers.length) {
    out.push('| Environment | Base URL |', '| --- | --- |');
    out.push(...model.servers.map((s) => `| ${cell(s.description)} | ${code(s.url)} |`), '');
  }
  if (model.description) out.push(demoteHeadings(model.description.trim(), 1), '');
  if (model.securitySchemes.length) {
    out.push('### Authentication headers', '', '| Credential | Sent as | Description |', '| --- | --- | --- |');
    for (const s of model.securitySchemes) {
      const sentAs =
        s.type === 'apiKey'
          ? s.in === 'header'
            ? 'HTTP header'
            : `${s.in} parameter`
          : `${s.type}${s.scheme ? ` (${s.scheme})` : ''}`;
      out.push(`| ${code(s.name ?? s.key)} | ${sentAs} | ${cell(s.descriptionMarkdown)} |`);
    }
    out.push('');
  }
  if (model.errors.length) {
    out.push('### Error statuses', '', '| Status | Meaning | Example body |', '| --- | --- | --- |');
    for (const e of model.errors) {
      const example = e.example !== undefined ? code(oneLine(formatValue(e.example))) : '';
      out.push(`| ${e.status} | ${cell(e.descriptionMarkdown)} | ${example.replace(/\|/g, '\\|')} |`);
    }
    out.push('');
  }
  for (const tag of model.tags) {
    out.push(`## ${tag.name}`, '');
    if (tag.description) out.push(demoteHeadings(tag.description.trim(), 2), '');
    for (const op of tag.operations) out.push(...operationLines(op, model, 3));
  }
  if (model.webhooks.length) {
    out.push('## Webhooks', '');
    for (const hook of model.webhooks) out.push(...operationLines(hook, model, 3));
  }
  const documented = Object.keys(model.schemas)
    .filter((name) => hasEntry(model.schemas[name]))
    .sort((a, b) => a.localeCompare(b));
  if (documented.length) {
    out.push('## Schemas', '');
    for (const name of documented) {
      const schema = model.schemas[name];
      out.push(`### ${name}`, '');
      if (!isObjectLike(schema)) {
        // An enum explained once: its type and constraints, its description, every value with its meaning.
        out.push([typeLabel({...schema, enum: undefined}, model.schemas), ...constraintsOf(schema)].join('; '), '');
        if (schema.descriptionMarkdown) out.push(schema.descriptionMarkdown, '');
        out.push(`One of: ${valuesOf(schema, false).join(', ')}.`, '');
        continue;
      }
      if (schema.descriptionMarkdown) out.push(schema.descriptionMarkdown, '');
      const fields = fieldLines({ref: name}, model.schemas);
      if (fields.length) out.push(...fields, '');
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
