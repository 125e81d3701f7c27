/**
 * OpenAPI 3.1 schema -> SchemaNode tree for rendering.
 * - named component schemas stay references (rendered once, recursion cut by the renderer);
 * - allOf is merged into one object;
 * - oneOf/anyOf become labelled alternatives (with the discriminator when present);
 * - 3.1 type arrays with "null" and 3.0 `nullable` both become `nullable: true`.
 */
import {SCHEMA_REF_PREFIX, SpecError, deref, escapePointer} from './resolve';
import type {SchemaNode, SchemaVariant} from './types';

type Raw = Record<string, unknown>;
export type MarkdownToHtml = (markdown: string) => string;

const COPIED_KEYWORDS = [
  'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'minItems', 'maxItems', 'uniqueItems', 'readOnly', 'writeOnly', 'deprecated', 'title',
] as const;

export interface SchemaContext {
  doc: unknown;
  file: string;
  md: MarkdownToHtml;
  /** Normalised named schemas, filled lazily. */
  schemas: Record<string, SchemaNode>;
}

function refName(ref: string): string | undefined {
  return ref.startsWith(SCHEMA_REF_PREFIX) ? decodeURIComponent(ref.slice(SCHEMA_REF_PREFIX.length)).replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/** Registers a named schema (once) and returns a reference node to it. */
function namedRef(name: string, ctx: SchemaContext, at: string): SchemaNode {
  if (!(name in ctx.schemas)) {
    const target = deref(ctx.doc, {$ref: SCHEMA_REF_PREFIX + escapePointer(name)}, ctx.file, at);
    ctx.schemas[name] = {}; // placeholder: a self-reference met while normalising stays a ref
    ctx.schemas[name] = normalizeSchema(target, ctx, `${SCHEMA_REF_PREFIX.slice(1)}${escapePointer(name)}`);
  }
  return {ref: name};
}

/** Fully resolves a schema for merging (named refs included). */
function resolveForMerge(schema: unknown, ctx: SchemaContext, at: string): Raw {
  return deref<Raw>(ctx.doc, schema, ctx.file, at) ?? {};
}

/** Merges allOf members into one raw schema; properties and required are unioned. */
export function mergeAllOf(schema: Raw, ctx: SchemaContext, at: string, depth = 0): Raw {
  if (depth > 16) throw new SpecError('allOf nesting deeper than 16 levels (circular allOf?)', ctx.file, at);
  const {allOf, ...rest} = schema;
  if (!Array.isArray(allOf)) return schema;
  const merged: Raw = {};
  const properties: Raw = {};
  const required = new Set<string>();
  const parts = [...allOf.map((m, i) => mergeAllOf(resolveForMerge(m, ctx, `${at}/allOf/${i}`), ctx, `${at}/allOf/${i}`, depth + 1)), rest];
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') Object.assign(properties, value as Raw);
      else if (key === 'required') (value as string[]).forEach((r) => required.add(r));
      else if (key === 'description' || key === 'title' || key === 'example' || key === 'examples') merged[key] = value; // later (outer) wins
      else if (!(key in merged)) merged[key] = value;
    }
  }
  if (Object.keys(properties).length > 0) {
    merged.properties = properties;
    if (!merged.type) merged.type = 'object';
  }
  if (required.size > 0) merged.required = [...required];
  return merged;
}

function typeOf(schema: Raw): {type?: string; nullable: boolean} {
  const t = schema.type;
  let nullable = schema.nullable === true;
  let type: string | undefined;
  if (Array.isArray(t)) {
    const nonNull = t.filter((x) => x !== 'null');
    nullable ||= nonNull.length !== t.length;
    type = nonNull.join(' | ') || 'null';
  } else if (typeof t === 'string') {
    type = t;
  }
  if (!type) {
    if (schema.properties || schema.additionalProperties) type = 'object';
    else if (schema.items) type = 'array';
    else if (schema.enum && Array.isArray(schema.enum)) type = typeof schema.enum.find((v) => v !== null) as string;
    else if ('const' in schema) type = typeof schema.const;
  }
  return {type, nullable};
}

function variantLabel(option: unknown, index: number, ctx: SchemaContext, mapping?: Record<string, string>): string {
  const raw = option as Raw;
  if (typeof raw?.$ref === 'string') {
    const mapped = mapping && Object.entries(mapping).find(([, ref]) => ref === raw.$ref)?.[0];
    if (mapped) return mapped;
    const name = refName(raw.$ref);
    if (name) return name;
  }
  const resolved = deref<Raw>(ctx.doc, option, ctx.file, '');
  if (typeof resolved?.title === 'string') return resolved.title;
  const {type} = typeOf(resolved ?? {});
  return type ? `Option ${index + 1} (${type})` : `Option ${index + 1}`;
}

export function normalizeSchema(input: unknown, ctx: SchemaContext, at: string): SchemaNode {
  if (input === true || input === undefined) return {type: 'any'};
  if (input === false) return {type: 'never'};
  if (typeof input !== 'object' || input === null) throw new SpecError('schema must be an object', ctx.file, at);
  let schema = input as Raw;

  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    const siblings = Object.keys(schema).filter((k) => k !== '$ref');
    if (name && siblings.length === 0) return namedRef(name, ctx, at);
    if (name) {
      // 3.1 allows siblings next to $ref: treat as allOf of the target and the siblings.
      const {$ref, ...rest} = schema;
      schema = {allOf: [{$ref}], ...rest};
    } else {
      schema = deref<Raw>(ctx.doc, schema, ctx.file, at);
    }
  }
  if (Array.isArray(schema.allOf)) schema = mergeAllOf(schema, ctx, at);

  const {type, nullable} = typeOf(schema);
  const node: SchemaNode = {};
  if (type) node.type = type;
  if (nullable) node.nullable = true;
  if (typeof schema.description === 'string' && schema.description.trim()) node.description = ctx.md(schema.description);
  for (const key of COPIED_KEYWORDS) {
    if (schema[key] !== undefined) (node as Record<string, unknown>)[key] = schema[key];
  }
  if (Array.isArray(schema.enum)) {
    node.enum = schema.enum.filter((v) => v !== null);
    if (node.enum.length !== schema.enum.length) node.nullable = true;
  }
  const enumDescriptions = schema['x-enumDescriptions'];
  if (enumDescriptions && typeof enumDescriptions === 'object') {
    node.enumDescriptions = Object.fromEntries(Object.entries(enumDescriptions as Record<string, string>).map(([k, v]) => [k, ctx.md(String(v))]));
  }
  if ('const' in schema) node.const = schema.const;
  if ('default' in schema) node.default = schema.default;
  if ('example' in schema) node.example = schema.example;
  else if (Array.isArray(schema.examples) && schema.examples.length > 0) node.example = schema.examples[0];

  if (schema.properties && typeof schema.properties === 'object') {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    node.properties = Object.entries(schema.properties as Raw).map(([name, prop]) => ({
      name,
      required: required.has(name),
      schema: normalizeSchema(prop, ctx, `${at}/properties/${escapePointer(name)}`),
    }));
  }
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
    node.additionalProperties = schema.additionalProperties === true ? true : normalizeSchema(schema.additionalProperties, ctx, `${at}/additionalProperties`);
  }
  if (schema.items !== undefined) node.items = normalizeSchema(schema.items, ctx, `${at}/items`);

  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = schema[kind];
    if (!Array.isArray(options)) continue;
    const disc = schema.discriminator as {propertyName?: string; mapping?: Record<string, string>} | undefined;
    const nonNull = options.filter((o) => (o as Raw)?.type !== 'null');
    if (nonNull.length !== options.length) node.nullable = true;
    const variants: SchemaVariant[] = nonNull.map((option, i) => ({
      label: variantLabel(option, i, ctx, disc?.mapping),
      schema: normalizeSchema(option, ctx, `${at}/${kind}/${options.indexOf(option)}`),
    }));
    if (variants.length === 1 && !node.properties) {
      // `oneOf: [X, {type: null}]` is just a nullable X.
      return {...variants[0].schema, ...node, type: node.type ?? variants[0].schema.type};
    }
    node.variants = {kind, options: variants};
    if (disc?.propertyName) node.variants.discriminator = {propertyName: disc.propertyName, ...(disc.mapping ? {mapping: disc.mapping} : {})};
  }
  return node;
}
