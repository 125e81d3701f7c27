/**
 * Bundled OpenAPI 3.0 or 3.1 document -> PageModel (3.0 read as 3.1: normalize.ts). Pure: no I/O, no Docusaurus.
 * Markdown rendering, code-sample generation and warnings are injected so this stays testable.
 */
import {toAnchor} from '../../src/shared/api-reference';
import {createExampleValidator, generateExample, type ExampleValidator, type SpecWarn} from './examples';
import {toOpenApi31} from './normalize';
import {METHODS, SpecError, deref, escapePointer, pointerGet} from './resolve';
import {normalizeSchema, type MarkdownToHtml, type SchemaContext} from './schema';
import type {
  CodeSample,
  Described,
  ErrorSummary,
  ExampleModel,
  OperationModel,
  PageModel,
  ParameterModel,
  ResponseModel,
  SecuritySchemeModel,
  TagModel,
} from './types';

type Raw = Record<string, unknown>;

export interface BuildOptions {
  /** Path of the root file, used in error messages. */
  file: string;
  md?: MarkdownToHtml;
  samples?: (op: OperationModel, model: Pick<PageModel, 'servers' | 'securitySchemes'>) => CodeSample[];
  /** Checks generated examples against their schema (default: Ajv over the document, createExampleValidator). */
  validate?: ExampleValidator;
  /** Told what a valid description lacks for the page (`file#pointer: ...`, an example that cannot be generated). */
  warn?: SpecWarn;
}

/** The pointer a value stands at once its $ref chain is followed (where its schema lives). */
function locationOf(doc: unknown, value: unknown, at: string): string {
  let location = at;
  let cur = value as Raw | undefined;
  for (let hops = 0; cur && typeof cur.$ref === 'string' && cur.$ref.startsWith('#') && hops < 32; hops++) {
    location = cur.$ref.slice(1);
    cur = pointerGet(doc, cur.$ref) as Raw | undefined;
  }
  return location;
}

export {toAnchor};

type Direction = 'request' | 'response';

/** A description as HTML (for the page) and as written (Markdown, for its twin). */
function prose(text: unknown, md: (markdown: string) => string): Described {
  return typeof text === 'string' ? {description: md(text), descriptionMarkdown: text.trim()} : {};
}

/** A media type's examples: its own, else one generated from its schema (validated: `opts.validate`). */
function examplesOf(media: Raw, at: string, direction: Direction, ctx: SchemaContext, opts: BuildOptions) {
  const {doc, file} = ctx;
  const out: ExampleModel[] = [];
  if (media.examples && typeof media.examples === 'object') {
    for (const [name, ex] of Object.entries(media.examples as Raw)) {
      const resolved = deref<Raw>(doc, ex, file, `${at}/examples/${escapePointer(name)}`);
      if (resolved && 'value' in resolved)
        out.push({
          name,
          ...(typeof resolved.summary === 'string' ? {summary: resolved.summary} : {}),
          value: resolved.value,
        });
    }
  }
  if (out.length === 0 && 'example' in media) out.push({name: 'example', value: media.example});
  if (out.length === 0 && media.schema) {
    const generated = generateExample(media.schema, doc, direction, file, `${at}/schema`, opts.validate, opts.warn);
    if (generated !== undefined) out.push({name: 'generated', summary: 'Generated from the schema', value: generated});
  }
  return out;
}

function mediaList(content: unknown, at: string, direction: Direction, ctx: SchemaContext, opts: BuildOptions) {
  if (!content || typeof content !== 'object') return [];
  return Object.entries(content as Raw).map(([contentType, m]) => {
    const media = (m ?? {}) as Raw;
    const mAt = `${at}/content/${escapePointer(contentType)}`;
    return {
      contentType,
      ...(media.schema ? {schema: normalizeSchema(media.schema, ctx, `${mAt}/schema`)} : {}),
      examples: examplesOf(media, mAt, direction, ctx, opts),
    };
  });
}

function buildOperation(
  doc: Raw,
  ctx: SchemaContext,
  opts: BuildOptions,
  kind: OperationModel['kind'],
  method: string,
  path: string,
  pathItem: Raw,
  op: Raw,
  at: string,
  globalSecurity: string[][],
): OperationModel {
  const {file} = opts;
  const md = ctx.md;
  // `summary` and `operationId` are optional in OpenAPI; requiring them is a house lint rule (openapi/redocly.yaml).
  const operationId = typeof op.operationId === 'string' && op.operationId.trim() ? op.operationId : undefined;
  const summary =
    typeof op.summary === 'string' && op.summary.trim()
      ? op.summary
      : (operationId ?? `${method.toUpperCase()} ${path}`);
  const params = new Map<string, ParameterModel>();
  const rawParams = [...((pathItem.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])];
  rawParams.forEach((p, i) => {
    const pAt = `${at}/parameters/${i}`;
    const param = deref<Raw>(doc, p, file, pAt);
    if (typeof param.name !== 'string' || typeof param.in !== 'string')
      throw new SpecError('parameter needs `name` and `in`', file, pAt);
    params.set(`${param.in}:${param.name}`, {
      name: param.name,
      in: param.in as ParameterModel['in'],
      required: param.required === true || param.in === 'path',
      ...(param.deprecated ? {deprecated: true} : {}),
      ...prose(param.description, md),
      schema: normalizeSchema(param.schema ?? {}, ctx, `${pAt}/schema`),
      ...('example' in param ? {example: param.example} : {}),
    });
  });
  let requestBody: OperationModel['requestBody'];
  if (op.requestBody) {
    const rb = deref<Raw>(doc, op.requestBody, file, `${at}/requestBody`);
    // Where the body is written (a $ref'd one in components): its schemas are addressed from there.
    const rbAt = locationOf(doc, op.requestBody, `${at}/requestBody`);
    // A webhook's payload travels to the reader, like a response: its examples keep read-only fields.
    const content = mediaList(rb.content, rbAt, kind === 'webhook' ? 'response' : 'request', ctx, opts);
    if (content.length === 0) throw new SpecError('requestBody has no content', file, rbAt);
    requestBody = {
      content,
      required: rb.required === true,
      ...prose(rb.description, md),
    };
  }
  const responses: ResponseModel[] = Object.entries((op.responses as Raw) ?? {}).map(([status, r]) => {
    const res = deref<Raw>(doc, r, file, `${at}/responses/${escapePointer(status)}`);
    const rAt = locationOf(doc, r, `${at}/responses/${escapePointer(status)}`);
    const headers = Object.entries((res.headers as Raw) ?? {}).map(([name, h]): ParameterModel => {
      const hAt = `${rAt}/headers/${escapePointer(name)}`;
      const header = deref<Raw>(doc, h, file, hAt);
      return {
        name,
        in: 'header',
        required: header.required === true,
        ...prose(header.description, md),
        schema: normalizeSchema(header.schema ?? {}, ctx, `${hAt}/schema`),
        ...('example' in header ? {example: header.example} : {}),
      };
    });
    return {
      status,
      ...prose(res.description, md),
      content: mediaList(res.content, rAt, kind === 'webhook' ? 'request' : 'response', ctx, opts),
      ...(headers.length ? {headers} : {}),
      ...(res.links && typeof res.links === 'object' && Object.keys(res.links).length
        ? {links: Object.keys(res.links as Raw)}
        : {}),
    };
  });
  const security = Array.isArray(op.security) ? (op.security as Raw[]).map((alt) => Object.keys(alt)) : globalSecurity;
  // Without an operationId the anchor comes from the method and path (`GET /pets/{petId}` -> #get-pets-pet-id).
  const name = operationId ?? `${method} ${path}`;
  const unrendered: string[] = [];
  if (op.callbacks && typeof op.callbacks === 'object')
    unrendered.push(`callbacks (${Object.keys(op.callbacks as Raw).join(', ')})`);
  return {
    anchor: kind === 'webhook' ? `webhook-${toAnchor(path)}` : toAnchor(name),
    ...(operationId ? {operationId} : {}),
    kind,
    method: method.toUpperCase(),
    path,
    summary,
    ...(typeof op.description === 'string' ? {description: op.description} : {}),
    ...(op.deprecated ? {deprecated: true} : {}),
    security,
    parameters: [...params.values()],
    ...(requestBody ? {requestBody} : {}),
    responses,
    samples: [],
    ...(unrendered.length ? {unrendered} : {}),
  };
}

export function buildPageModel(id: string, description: Raw, options: BuildOptions): PageModel {
  const {file} = options;
  const doc = toOpenApi31(description, file);
  const opts: BuildOptions = {...options, validate: options.validate ?? createExampleValidator(doc)};
  const md = opts.md ?? ((s: string) => s);
  const ctx: SchemaContext = {doc, file, md, schemas: {}};
  const info = (doc.info ?? {}) as Raw;
  if (typeof info.title !== 'string') throw new SpecError('info.title is required', file, '/info/title');
  const components = (doc.components ?? {}) as Raw;

  const securitySchemes: SecuritySchemeModel[] = Object.entries((components.securitySchemes as Raw) ?? {}).map(
    ([key, s]) => {
      const scheme = deref<Raw>(doc, s, file, `/components/securitySchemes/${escapePointer(key)}`);
      return {
        key,
        type: String(scheme.type),
        ...(typeof scheme.in === 'string' ? {in: scheme.in} : {}),
        ...(typeof scheme.name === 'string' ? {name: scheme.name} : {}),
        ...(typeof scheme.scheme === 'string' ? {scheme: scheme.scheme} : {}),
        ...prose(scheme.description, md),
      };
    },
  );
  const globalSecurity = Array.isArray(doc.security) ? (doc.security as Raw[]).map((alt) => Object.keys(alt)) : [];
  const servers = ((doc.servers as Raw[]) ?? []).map((s) => ({
    url: String(s.url),
    ...(typeof s.description === 'string' ? {description: s.description} : {}),
  }));

  // Tags in declared order, then any used but undeclared.
  const tags = new Map<string, TagModel>();
  for (const t of (doc.tags as Raw[]) ?? []) {
    const name = String(t.name);
    tags.set(name, {
      name,
      anchor: toAnchor(name),
      ...(typeof t.description === 'string' ? {description: t.description} : {}),
      operations: [],
    });
  }
  const withSamples = (op: OperationModel) =>
    opts.samples ? {...op, samples: opts.samples(op, {servers, securitySchemes})} : op;

  // A generated anchor (no operationId) that another operation already has gets -2, -3...
  const anchors = new Set<string>();
  const unique = (op: OperationModel): OperationModel => {
    let anchor = op.anchor;
    for (let n = 2; !op.operationId && anchors.has(anchor); n++) anchor = `${op.anchor}-${n}`;
    anchors.add(anchor);
    return anchor === op.anchor ? op : {...op, anchor};
  };

  // Operations (paths) and webhooks (a webhook's `path` is its name): one walk of their path items.
  const webhooks: OperationModel[] = [];
  for (const key of ['paths', 'webhooks'] as const) {
    const kind = key === 'paths' ? 'operation' : 'webhook';
    for (const [path, item] of Object.entries((doc[key] as Raw) ?? {})) {
      const pAt = `/${key}/${escapePointer(path)}`;
      const pathItem = deref<Raw>(doc, item, file, pAt);
      for (const method of METHODS) {
        const op = pathItem[method] as Raw | undefined;
        if (!op) continue;
        const security = kind === 'operation' ? globalSecurity : [];
        const model = buildOperation(doc, ctx, opts, kind, method, path, pathItem, op, `${pAt}/${method}`, security);
        if (kind === 'webhook') {
          webhooks.push(model);
          continue;
        }
        const tagName = Array.isArray(op.tags) && op.tags.length ? (op.tags as string[])[0] : 'Operations';
        if (!tags.has(tagName)) tags.set(tagName, {name: tagName, anchor: toAnchor(tagName), operations: []});
        tags.get(tagName)!.operations.push(withSamples(unique(model)));
      }
    }
  }

  // Error conventions: every non-2xx status used, with its first description and example.
  const errors = new Map<string, ErrorSummary>();
  for (const op of [...tags.values()].flatMap((t) => t.operations)) {
    for (const r of op.responses) {
      if (/^[23]/.test(r.status) || errors.has(r.status)) continue;
      const example = r.content[0]?.examples[0]?.value;
      errors.set(r.status, {
        status: r.status,
        ...(r.description ? {description: r.description, descriptionMarkdown: r.descriptionMarkdown} : {}),
        ...(example !== undefined ? {example} : {}),
      });
    }
  }

  return {
    id,
    title: info.title,
    version: String(info.version ?? ''),
    ...(typeof info.description === 'string' ? {description: info.description} : {}),
    servers,
    securitySchemes,
    tags: [...tags.values()].filter((t) => t.operations.length > 0),
    webhooks,
    errors: [...errors.values()].sort((a, b) => a.status.localeCompare(b.status)),
    schemas: ctx.schemas,
  };
}
