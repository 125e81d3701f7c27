/**
 * A reference's search records, from what the compiler emits (pure): one per operation, webhook and schema
 * entry (title, method and path, every field name, descriptions, responses) from the page model through the
 * one schema walk (schema-view.ts), and one per section heading (introduction, tags) from its Markdown.
 * Written next to the API's files (`<id>.search.json`); scripts/search-index.mjs gives them their page.
 */
import type {RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {addMarkdown, line, markdownText, WEIGHTS, type Block, type PageRecord} from '../search-index/text';
import {
  fieldClaimer,
  parameterFacts,
  shapesSaid,
  valuesOf,
  walkSchema,
  type BodyView,
  type Facts,
  type SchemaView,
} from './schema-view';
import {markdownToMdast} from './markdown';
import {formatValue, isDescribedEnum, isObjectLike, leadParagraphMarkdown, sentAs} from './format';
import {asideTitles, NO_RESPONSE_BODY, unionBody, unionWords} from './render';
import type {
  ErrorSummary,
  MediaModel,
  OperationModel,
  PageModel,
  ParameterModel,
  SchemaNode,
  SecuritySchemeModel,
} from './types';

/** What the emitter tells the walk about one of its nodes (kept on the node's `data.search`). */
export type SearchNote = {op: OperationModel} | {schema: string} | {lines: Block[]};

type Schemas = PageModel['schemas'];

/** A field's line: its name (weighted), then what it is and its values. */
function fieldLine(name: string | undefined, facts: Facts): Block[] {
  const values = facts.values.list.map((v) => (v.markdown ? `${v.value}: ${markdownText(v.markdown)}` : v.value));
  const said = [markdownText(facts.descriptionMarkdown), values.join(', ')].filter(Boolean).join(' ');
  if (!name) return line(said);
  return [[{text: name, weight: WEIGHTS.field}, ...(said ? [{text: ` — ${said}`, weight: WEIGHTS.fieldText}] : [])]];
}

function viewLines(view: SchemaView, record: PageRecord): void {
  if (view.kind === 'scalar') record.blocks.push(...fieldLine(undefined, view.facts));
  else bodyLines(view.body, record);
}

function bodyLines(body: BodyView, record: PageRecord): void {
  switch (body.kind) {
    case 'circular':
      return;
    case 'items':
      return viewLines(body.items, record);
    case 'map':
      return viewLines(body.values, record);
    case 'variants': {
      const {discriminator, options, shared} = body.variants;
      if (shared) viewLines(shared, record);
      record.blocks.push(
        ...line(`${shapesSaid(body.variants)}${discriminator ? `, chosen by ${discriminator}` : ''}:`),
      );
      for (const option of options) {
        const when = discriminator && option.value ? ` when ${discriminator} is ${option.value}` : '';
        record.blocks.push(...line(`${option.label}${when}`));
        if (option.named) record.blocks.push(...line(`Fields: see ${option.named}.`));
        if (option.view) viewLines(option.view, record);
      }
      return;
    }
    case 'fields':
      for (const field of body.fields) {
        if (!record.fields.includes(field.name)) record.fields.push(field.name);
        record.blocks.push(...fieldLine(field.name, field.facts));
        // A folded level ("Fields of `data` (12)") is left out: its fields are found in their own schema's entry,
        // and a long payload's every nested name would outrank the entry that documents it.
        if (field.nested && !field.nested.folded) bodyLines(field.nested.body, record);
      }
  }
}

/** A schema's lines, with as many nested levels open as the page shows open (render.ts). */
function schemaLines(node: SchemaNode | undefined, schemas: Schemas, record: PageRecord, open = 0): void {
  if (node) viewLines(walkSchema(node, {schemas, claim: fieldClaimer()}, {base: 'search', open}), record);
}

/** A body's fields; a named union is only named with its shapes, as the page links it (render.ts). */
function mediaLines(media: MediaModel | undefined, schemas: Schemas, record: PageRecord, open = 0): void {
  const union = media && unionBody(media, schemas);
  if (!union) return schemaLines(media?.schema, schemas, record, open);
  const {which, options, by} = unionWords(union, schemas);
  const labels = options.map((o) => o.label).join(', ');
  record.blocks.push(...line(`${union}: ${which} of ${labels}${by ? `, chosen by ${by}` : ''}.`));
}

function parameterLines(params: readonly ParameterModel[] | undefined, schemas: Schemas, record: PageRecord): void {
  for (const p of params ?? []) {
    if (!record.fields.includes(p.name)) record.fields.push(p.name);
    record.blocks.push(...fieldLine(p.name, parameterFacts(p, schemas)));
  }
}

/** An operation's or webhook's aside, first as on the page (its description comes from the page's Markdown). */
function asideLines(op: OperationModel, record: PageRecord): void {
  // The aside (render.ts renderOperationAside): its cards' titles, each response's lead paragraph over its example.
  for (const title of Object.values(asideTitles(op))) if (title) record.blocks.push(...line(title));
  for (const r of op.responses) {
    record.blocks.push(...line(markdownText(leadParagraphMarkdown(r.descriptionMarkdown ?? ''))));
    if (!r.content.some((m) => m.examples.length > 0)) record.blocks.push(...line(NO_RESPONSE_BODY));
  }
}

/** An operation's or webhook's main column after its description: parameters, body fields, responses. */
function operationLines(op: OperationModel, schemas: Schemas, record: PageRecord): void {
  parameterLines(op.parameters, schemas, record);
  if (op.requestBody) {
    record.blocks.push(...line(markdownText(op.requestBody.descriptionMarkdown)));
    mediaLines(op.requestBody.content[0], schemas, record, op.kind === 'webhook' ? 0 : 1);
  }
  for (const response of op.responses) {
    record.blocks.push(...line(`${response.status} ${markdownText(response.descriptionMarkdown)}`, WEIGHTS.fieldText));
    parameterLines(response.headers, schemas, record);
    mediaLines(response.content[0], schemas, record);
  }
}

/** The rows of the table of credentials: name · sent as · description. */
export const securityLines = (schemes: readonly SecuritySchemeModel[]): Block[] =>
  schemes.flatMap((s) =>
    line(
      [s.name ?? s.key, sentAs(s), markdownText(s.descriptionMarkdown)].filter(Boolean).join(' · '),
      WEIGHTS.tableRow,
    ),
  );

/** The rows of the table of error statuses: status · meaning · example body. */
export const errorLines = (errors: readonly ErrorSummary[]): Block[] =>
  errors.flatMap((e) =>
    line(
      [e.status, markdownText(e.descriptionMarkdown), e.example !== undefined ? formatValue(e.example) : '']
        .filter(Boolean)
        .join(' · '),
      WEIGHTS.tableRow,
    ),
  );

const noteOf = (node: RootContent): SearchNote | undefined => (node.data as {search?: SearchNote} | undefined)?.search;

/**
 * The records of a reference, from the nodes the emitter wrote (before they are turned into HTML): an h2/h3
 * starts a record, an entry block (noted with its operation or schema) is one record, Markdown prose goes
 * into the record it follows, a fragment noted with lines (security schemes, error statuses) adds them.
 */
export function referenceRecords(model: PageModel, nodes: readonly RootContent[]): PageRecord[] {
  const records: PageRecord[] = [];
  let current: PageRecord | undefined;
  const start = (record: Omit<PageRecord, 'blocks' | 'fields' | 'keywords'>) => {
    current = {...record, blocks: [], fields: [], keywords: []};
    records.push(current);
    return current;
  };
  const visit = (node: RootContent) => {
    const note = noteOf(node);
    if (note && 'lines' in note) {
      current?.blocks.push(...note.lines);
      return;
    }
    if (note && 'op' in note) {
      const {op} = note;
      const record = start({
        anchor: anchorOf(node) ?? op.anchor,
        title: op.summary,
        kind: op.kind,
        method: op.kind === 'webhook' ? 'POST' : op.method.toUpperCase(),
        path: op.path,
      });
      // Its aside, its description's Markdown (headings claimed by the emitter), then its main column.
      asideLines(op, record);
      for (const child of (node as {children: RootContent[]}).children) visit(child);
      current = record;
      operationLines(op, model.schemas, record);
      return;
    }
    if (note && 'schema' in note) {
      const schema = model.schemas[note.schema];
      const record = start({anchor: anchorOf(node) ?? note.schema, title: note.schema, kind: 'schema'});
      // As the entry shows it (render.ts renderSchemaEntry): an enum that explains itself, else the fields.
      if (isDescribedEnum(schema) && !isObjectLike(schema)) {
        if (schema.descriptionMarkdown) addMarkdown(record, [markdownToMdast(schema.descriptionMarkdown)]);
        const values = valuesOf(schema, false);
        if (values.meanings)
          for (const v of values.list) record.blocks.push(...line(`${v.value} — ${markdownText(v.markdown)}`));
        else record.blocks.push(...line(values.list.map((v) => v.value).join(' ')));
      } else schemaLines({ref: note.schema}, model.schemas, record);
      return;
    }
    if (node.type === 'heading') {
      const id = (node.data?.hProperties as {id?: string} | undefined)?.id;
      if (node.depth <= 3 && id) {
        // An entry's own heading is its record's title; any other h2/h3 starts a section.
        if (current?.anchor !== id) start({anchor: id, title: toString(node).trim(), kind: 'section'});
        return;
      }
    }
    if (node.type === 'mdxJsxFlowElement') {
      for (const child of node.children as RootContent[]) visit(child);
      return;
    }
    if (current) addMarkdown(current, [node]);
  };
  for (const node of nodes) visit(node);
  return records.filter((r) => r.blocks.length > 0 || r.kind !== 'section');
}

/** The id of the first heading under a node. */
function anchorOf(node: RootContent): string | undefined {
  if (node.type === 'heading') return (node.data?.hProperties as {id?: string} | undefined)?.id;
  if ('children' in node)
    for (const child of node.children as RootContent[]) {
      const id = anchorOf(child);
      if (id) return id;
    }
  return undefined;
}
