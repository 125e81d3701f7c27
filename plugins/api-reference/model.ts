/**
 * Bundled OpenAPI 3.1 document -> PageModel. Pure: no I/O, no Docusaurus.
 * Markdown rendering and code-sample generation are injected so this stays testable.
 */
import {SpecError, deref, escapePointer} from './resolve';
import {normalizeSchema, type MarkdownToHtml, type SchemaContext} from './schema';
import type {
  CodeSample, ErrorSummary, ExampleModel, MediaModel, OperationModel, PageModel, ParameterModel, ResponseModel,
  SecuritySchemeModel, TagModel,
} from './types';

type Raw = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface BuildOptions {
  /** Path of the root file, used in error messages. */
  file: string;
  md?: MarkdownToHtml;
  samples?: (op: OperationModel, model: Pick<PageModel, 'servers' | 'securitySchemes'>) => CodeSample[];
}

/** Lower-kebab anchor from an operationId or name: createSinglePayment -> create-single-payment. */
export function toAnchor(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

function examplesOf(doc: unknown, media: Raw, file: string, at: string): ExampleModel[] {
  const out: ExampleModel[] = [];
  if (media.examples && typeof media.examples === 'object') {
    for (const [name, ex] of Object.entries(media.examples as Raw)) {
      const resolved = deref<Raw>(doc, ex, file, `${at}/examples/${escapePointer(name)}`);
      if (resolved && 'value' in resolved) out.push({name, ...(typeof resolved.summary === 'string' ? {summary: resolved.summary} : {}), value: resolved.value});
    }
  }
  if (out.length === 0 && 'example' in media) out.push({name: 'example', value: media.example});
  if (out.length === 0 && media.schema) {
    const generated = exampleFromSchema(media.schema, doc, file, at);
    if (generated !== undefined) out.push({name: 'generated', summary: 'Generated from the schema', value: generated});
  }
  return out;
}

/** Builds an example from `example`/`default`/`enum` values when a media type has none. */
export function exampleFromSchema(schema: unknown, doc: unknown, file: string, at: string, depth = 0): unknown {
  if (depth > 8 || !schema || typeof schema !== 'object') return undefined;
  const s = deref<Raw>(doc, schema, file, at);
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if (Array.isArray(s.allOf)) {
    return s.allOf.reduce<Raw>((acc, part) => ({...acc, ...((exampleFromSchema(part, doc, file, at, depth + 1) as Raw) ?? {})}), {});
  }
  if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return exampleFromSchema(((s.oneOf ?? s.anyOf) as unknown[])[0], doc, file, at, depth + 1);
  if (s.properties) {
    return Object.fromEntries(
      Object.entries(s.properties as Raw)
        .map(([k, v]) => [k, exampleFromSchema(v, doc, file, at, depth + 1)])
        .filter(([, v]) => v !== undefined),
    );
  }
  if (s.items) {
    const item = exampleFromSchema(s.items, doc, file, at, depth + 1);
    return item === undefined ? [] : [item];
  }
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'string') return s.format === 'date-time' ? '2026-01-01T00:00:00Z' : 'string';
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return true;
  return undefined;
}

function mediaList(doc: unknown, content: unknown, file: string, at: string, ctx: SchemaContext): MediaModel[] {
  if (!content || typeof content !== 'object') return [];
  return Object.entries(content as Raw).map(([contentType, m]) => {
    const media = (m ?? {}) as Raw;
    const mAt = `${at}/content/${escapePointer(contentType)}`;
    return {
      contentType,
      ...(media.schema ? {schema: normalizeSchema(media.schema, ctx, `${mAt}/schema`)} : {}),
      examples: examplesOf(doc, media, file, mAt),
    };
  });
}

function buildOperation(
  doc: Raw, ctx: SchemaContext, opts: BuildOptions, kind: OperationModel['kind'], method: string, path: string,
  pathItem: Raw, op: Raw, at: string, globalSecurity: string[][],
): OperationModel {
  const {file} = opts;
  const md = ctx.md;
  if (typeof op.summary !== 'string' || !op.summary.trim()) throw new SpecError('operation has no summary', file, `${at}/summary`);
  const params = new Map<string, ParameterModel>();
  const rawParams = [...((pathItem.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])];
  rawParams.forEach((p, i) => {
    const pAt = `${at}/parameters/${i}`;
    const param = deref<Raw>(doc, p, file, pAt);
    if (typeof param.name !== 'string' || typeof param.in !== 'string') throw new SpecError('parameter needs `name` and `in`', file, pAt);
    params.set(`${param.in}:${param.name}`, {
      name: param.name,
      in: param.in as ParameterModel['in'],
      required: param.required === true || param.in === 'path',
      ...(param.deprecated ? {deprecated: true} : {}),
      ...(typeof param.description === 'string' ? {description: md(param.description)} : {}),
      schema: normalizeSchema(param.schema ?? {}, ctx, `${pAt}/schema`),
      ...('example' in param ? {example: param.example} : {}),
    });
  });
  let requestBody: OperationModel['requestBody'];
  if (op.requestBody) {
    const rbAt = `${at}/requestBody`;
    const rb = deref<Raw>(doc, op.requestBody, file, rbAt);
    const [first] = mediaList(doc, rb.content, file, rbAt, ctx);
    if (!first) throw new SpecError('requestBody has no content', file, rbAt);
    requestBody = {...first, required: rb.required === true, ...(typeof rb.description === 'string' ? {description: md(rb.description)} : {})};
  }
  const responses: ResponseModel[] = Object.entries((op.responses as Raw) ?? {}).map(([status, r]) => {
    const rAt = `${at}/responses/${escapePointer(status)}`;
    const res = deref<Raw>(doc, r, file, rAt);
    return {
      status,
      ...(typeof res.description === 'string' ? {description: md(res.description)} : {}),
      content: mediaList(doc, res.content, file, rAt, ctx),
    };
  });
  const security = Array.isArray(op.security)
    ? (op.security as Raw[]).map((alt) => Object.keys(alt))
    : globalSecurity;
  const name = typeof op.operationId === 'string' ? op.operationId : `${method}-${path}`;
  return {
    anchor: kind === 'webhook' ? `webhook-${toAnchor(path)}` : toAnchor(name),
    ...(typeof op.operationId === 'string' ? {operationId: op.operationId} : {}),
    kind,
    method: method.toUpperCase(),
    path,
    summary: op.summary,
    ...(typeof op.description === 'string' ? {description: op.description} : {}),
    ...(op.deprecated ? {deprecated: true} : {}),
    security,
    parameters: [...params.values()],
    ...(requestBody ? {requestBody} : {}),
    responses,
    samples: [],
  };
}

export function buildPageModel(id: string, doc: Raw, opts: BuildOptions): PageModel {
  const {file} = opts;
  const md = opts.md ?? ((s: string) => s);
  const ctx: SchemaContext = {doc, file, md, schemas: {}};
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.1')) throw new SpecError(`expected openapi 3.1.x, found ${JSON.stringify(doc.openapi)}`, file, '/openapi');
  const info = (doc.info ?? {}) as Raw;
  if (typeof info.title !== 'string') throw new SpecError('info.title is required', file, '/info/title');
  const components = (doc.components ?? {}) as Raw;

  const securitySchemes: SecuritySchemeModel[] = Object.entries((components.securitySchemes as Raw) ?? {}).map(([key, s]) => {
    const scheme = deref<Raw>(doc, s, file, `/components/securitySchemes/${escapePointer(key)}`);
    return {
      key,
      type: String(scheme.type),
      ...(typeof scheme.in === 'string' ? {in: scheme.in} : {}),
      ...(typeof scheme.name === 'string' ? {name: scheme.name} : {}),
      ...(typeof scheme.scheme === 'string' ? {scheme: scheme.scheme} : {}),
      ...(typeof scheme.description === 'string' ? {description: md(scheme.description)} : {}),
    };
  });
  const globalSecurity = Array.isArray(doc.security) ? (doc.security as Raw[]).map((alt) => Object.keys(alt)) : [];
  const servers = ((doc.servers as Raw[]) ?? []).map((s) => ({url: String(s.url), ...(typeof s.description === 'string' ? {description: s.description} : {})}));

  // Tags in declared order, then any used but undeclared.
  const tags = new Map<string, TagModel>();
  for (const t of (doc.tags as Raw[]) ?? []) {
    const name = String(t.name);
    tags.set(name, {name, anchor: toAnchor(name), ...(typeof t.description === 'string' ? {description: t.description} : {}), operations: []});
  }
  const seenAnchors = new Map<string, string>();
  const claimAnchor = (op: OperationModel, at: string) => {
    const prior = seenAnchors.get(op.anchor);
    if (prior) throw new SpecError(`operation anchor "${op.anchor}" is also used at ${prior}: operationIds must be unique`, file, at);
    seenAnchors.set(op.anchor, at);
  };
  const withSamples = (op: OperationModel) => (opts.samples ? {...op, samples: opts.samples(op, {servers, securitySchemes})} : op);

  for (const [path, item] of Object.entries((doc.paths as Raw) ?? {})) {
    const pAt = `/paths/${escapePointer(path)}`;
    const pathItem = deref<Raw>(doc, item, file, pAt);
    for (const method of METHODS) {
      const op = pathItem[method] as Raw | undefined;
      if (!op) continue;
      const at = `${pAt}/${method}`;
      const model = withSamples(buildOperation(doc, ctx, opts, 'operation', method, path, pathItem, op, at, globalSecurity));
      claimAnchor(model, at);
      const tagNames = Array.isArray(op.tags) && op.tags.length ? (op.tags as string[]) : ['Operations'];
      const tagName = tagNames[0];
      if (!tags.has(tagName)) tags.set(tagName, {name: tagName, anchor: toAnchor(tagName), operations: []});
      tags.get(tagName)!.operations.push(model);
    }
  }

  const webhooks: OperationModel[] = [];
  for (const [name, item] of Object.entries((doc.webhooks as Raw) ?? {})) {
    const wAt = `/webhooks/${escapePointer(name)}`;
    const pathItem = deref<Raw>(doc, item, file, wAt);
    for (const method of METHODS) {
      const op = pathItem[method] as Raw | undefined;
      if (!op) continue;
      const model = buildOperation(doc, ctx, opts, 'webhook', method, name, pathItem, op, `${wAt}/${method}`, []);
      claimAnchor(model, `${wAt}/${method}`);
      webhooks.push(model);
    }
  }

  // Error conventions: every non-2xx status used, with its first description and example.
  const errors = new Map<string, ErrorSummary>();
  for (const op of [...tags.values()].flatMap((t) => t.operations)) {
    for (const r of op.responses) {
      if (/^[23]/.test(r.status) || errors.has(r.status)) continue;
      const example = r.content[0]?.examples[0]?.value;
      errors.set(r.status, {status: r.status, ...(r.description ? {description: r.description} : {}), ...(example !== undefined ? {example} : {})});
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
