/**
 * Markdown of one API for the reference page's `.md` twin, written from the same page model as the
 * page's HTML (model.ts + schema.ts interpret the spec once; format.ts words types and constraints once):
 * introduction (downloads, servers, description, credentials, error statuses), then per tag every
 * operation (method, path, credentials, description, parameters, request body fields and examples,
 * responses with examples, the request sample in every language: curl, PHP, Node.js, Python), webhooks, and every named schema. Pure.
 */
import type {Download} from './emit';
import {exampleText, formatValue, hasEntry, isJson, isObjectLike, sentAs, typeLabel} from './format';
import {
  credentialsOf,
  enumEntryView,
  fieldClaimer,
  parameterFacts,
  sayAlternatives,
  shapesSaid,
  valuesOf,
  walkSchema,
  type BodyView,
  type Facts,
  type SchemaView,
  type ValuesView,
  type WalkContext,
} from './schema-view';
import {schemaAnchor} from '../../src/shared/api-reference';
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
const constraintsOf = (list: string[]) =>
  list.map((c) => (c.startsWith('pattern ') ? `pattern ${code(c.slice('pattern '.length))}` : c));

/** The values of an enum, each with its meaning when it is said here. */
const valueList = (values: ValuesView) =>
  values.list.map((v) => `${code(v.value)}${v.markdown ? `: ${oneLine(v.markdown)}` : ''}`);

/** What the page shows next to a field, on one line: type; required; constraints. */
const summaryOf = (facts: Facts) =>
  [facts.type, ...(facts.required ? ['required'] : []), ...constraintsOf(facts.constraints)].join('; ');

/** The field's description, where its values are explained, its example. */
function describe(facts: Facts): string {
  const parts = [
    oneLine(facts.descriptionMarkdown),
    facts.explainedIn ? `See the schema ${code(facts.explainedIn)}.` : '',
    facts.example !== undefined ? `Example: ${code(facts.example)}.` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** `type | required | description` cells of a parameter or response header row. */
function parameterCells(p: ParameterModel, schemas: Schemas): string {
  const facts = parameterFacts(p, schemas);
  const values = valueList(facts.values);
  const said = [
    cell(facts.descriptionMarkdown),
    constraintsOf(facts.constraints).join('; '),
    values.length ? `One of: ${values.join(', ')}.` : '',
    p.example !== undefined ? `Example: ${code(formatValue(p.example))}.` : '',
  ];
  return `${cell(facts.type)} | ${p.required ? 'yes' : 'no'} | ${said.filter(Boolean).join(' ')}`;
}

/** The twin's walk: the page's walker, with ids of its own (the twin shows none). */
const twinWalk = (schemas: Schemas): WalkContext => ({schemas, claim: fieldClaimer()});

/** A schema as a nested list, from the same walk as the page's field tree. */
export function fieldLines(node: SchemaNode, schemas: Schemas): string[] {
  return viewLines(walkSchema(node, twinWalk(schemas), {base: 'twin', open: 0}), '');
}

/** A tree's lines; a scalar's facts are said on the line that leads to it. */
function viewLines(view: SchemaView, indent: string): string[] {
  return view.kind === 'scalar' ? [] : bodyLines(view.body, indent);
}

function bodyLines(body: BodyView, indent: string): string[] {
  switch (body.kind) {
    case 'circular':
      return [`${indent}- Circular: see ${code(body.circular.target)}.`];
    case 'items':
      return viewLines(body.items, indent);
    case 'map':
      return [`${indent}- Each value (${body.label}):`, ...viewLines(body.values, `${indent}  `)];
    case 'variants': {
      const {options, discriminator, shared} = body.variants;
      const by = discriminator ? `, chosen by ${code(discriminator)}` : '';
      const lines = [`${indent}- ${shapesSaid(body.variants)}${by}:`];
      for (const option of options) {
        const when = discriminator && option.value ? ` (when ${code(discriminator)} is ${code(option.value)})` : '';
        if (option.named) {
          lines.push(`${indent}  - ${code(option.named)}${when}: see the schema ${code(option.named)}.`);
        } else if (option.circular) {
          lines.push(
            `${indent}  - ${option.label}${when}`,
            `${indent}    - Circular: see ${code(option.circular.target)}.`,
          );
        } else if (option.view?.kind === 'scalar') {
          const text = describe(option.view.facts);
          lines.push(`${indent}  - ${option.label}${when} (${summaryOf(option.view.facts)})${text ? `: ${text}` : ''}`);
        } else {
          lines.push(`${indent}  - ${option.label}${when}`, ...viewLines(option.view!, `${indent}    `));
        }
      }
      if (shared) lines.push(`${indent}- Fields common to every shape:`, ...viewLines(shared, indent));
      return lines;
    }
    case 'fields':
      return body.fields.flatMap(({name, facts, circular, nested}) => {
        const text = describe(facts);
        const values = valueList(facts.values);
        return [
          `${indent}- ${code(name)} (${summaryOf(facts)})${text ? `: ${text}` : ''}`,
          ...(values.length ? [`${indent}  One of: ${values.join(', ')}.`] : []),
          ...(circular ? [`${indent}  - Circular: see ${code(circular.target)}.`] : []),
          ...(nested ? bodyLines(nested.body, `${indent}  `) : []),
        ];
      });
  }
}

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
      '```' + (isJson(media.contentType) ? 'json' : 'text'),
      exampleText(example.value, media.contentType),
      '```',
      '',
    );
  }
  return out;
}

function operationLines(op: OperationModel, model: PageModel, level: number): string[] {
  const {schemas} = model;
  const webhook = op.kind === 'webhook';
  const out: string[] = [heading(level, `${op.summary} {#${op.anchor}}`), ''];
  const id = op.operationId ? ` (operationId ${code(op.operationId)})` : '';
  out.push(
    webhook
      ? `${code(op.method)} to your endpoint, event ${code(op.path)}${id}${op.deprecated ? ', deprecated' : ''}.`
      : `${code(`${op.method} ${op.path}`)}${id}${op.deprecated ? ', deprecated' : ''}.`,
    '',
  );
  if (!webhook) {
    const credentials = credentialsOf(
      op,
      Object.fromEntries(model.securitySchemes.map((s) => [s.key, s.name ?? s.key])),
    );
    out.push(
      credentials.kind === 'required'
        ? `Credentials: ${sayAlternatives(credentials.alternatives, code).join('')}.`
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

/**
 * The reference as Markdown, headings from `## `, from the page model the HTML is rendered from. Each heading of an
 * entry the page gives an id (a tag, an operation, a webhook, a schema, the credentials and error tables) carries it in
 * Markdown's heading-id form (`### Get a payment {#get-single-payment}`), as the docs' twins do: the descriptions'
 * links (`#refund-single-payment`) and the site's URLs name those ids, not the headings' slugs.
 */
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
    out.push(
      '### Authentication headers {#security-schemes}',
      '',
      '| Credential | Sent as | Description |',
      '| --- | --- | --- |',
    );
    for (const s of model.securitySchemes) {
      out.push(`| ${code(s.name ?? s.key)} | ${sentAs(s)} | ${cell(s.descriptionMarkdown)} |`);
    }
    out.push('');
  }
  if (model.errors.length) {
    out.push('### Error statuses {#error-statuses}', '', '| Status | Meaning | Example body |', '| --- | --- | --- |');
    for (const e of model.errors) {
      const example = e.example !== undefined ? code(oneLine(formatValue(e.example))) : '';
      out.push(`| ${e.status} | ${cell(e.descriptionMarkdown)} | ${example.replace(/\|/g, '\\|')} |`);
    }
    out.push('');
  }
  for (const tag of model.tags) {
    out.push(`## ${tag.name} {#${tag.anchor}}`, '');
    if (tag.description) out.push(demoteHeadings(tag.description.trim(), 2), '');
    for (const op of tag.operations) out.push(...operationLines(op, model, 3));
  }
  if (model.webhooks.length) {
    out.push('## Webhooks {#webhooks}', '');
    for (const hook of model.webhooks) out.push(...operationLines(hook, model, 3));
  }
  const documented = Object.keys(model.schemas)
    .filter((name) => hasEntry(model.schemas[name]))
    .sort((a, b) => a.localeCompare(b));
  if (documented.length) {
    out.push('## Schemas', '');
    for (const name of documented) {
      const schema = model.schemas[name];
      out.push(`### ${name} {#${schemaAnchor(name)}}`, '');
      if (!isObjectLike(schema)) {
        // An enum explained once: its type and constraints, its description, every value with its meaning.
        const entry = enumEntryView(schema, model.schemas);
        out.push([entry.type, ...constraintsOf(entry.constraints)].join('; '), '');
        if (schema.descriptionMarkdown) out.push(schema.descriptionMarkdown, '');
        out.push(`One of: ${valueList(valuesOf(schema, false)).join(', ')}.`, '');
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
