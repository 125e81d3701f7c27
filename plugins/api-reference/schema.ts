/**
 * OpenAPI 3.1 schema -> SchemaNode tree for rendering.
 * - named component schemas stay references (rendered once, recursion cut by the renderer);
 * - allOf is merged into one object;
 * - oneOf/anyOf become labelled alternatives (with the discriminator when present);
 * - 3.1 type arrays with "null" and 3.0 `nullable` both become `nullable: true`.
 */
import {SCHEMA_REF_PREFIX, SpecError, deref, escapePointer} from './resolve';
import {unescapePointer} from '../../src/shared/json-pointer';
import {mappingRef, refName, selectingValues} from '../../src/shared/polymorphism';
import type {SchemaNode, SchemaVariant} from './types';

type Raw = Record<string, unknown>;
export type MarkdownToHtml = (markdown: string) => string;

const COPIED_KEYWORDS = [
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'readOnly',
  'writeOnly',
  'deprecated',
  'title',
] as const;

export interface SchemaContext {
  doc: unknown;
  file: string;
  md: MarkdownToHtml;
  /** Normalised named schemas, filled lazily. */
  schemas: Record<string, SchemaNode>;
  /** Deep refs being expanded inline right now (cycle detection). */
  inlineStack?: string[];
}

const unescapeSegment = (segment: string) => unescapePointer(decodeURIComponent(segment));

/** The component a deep ref lives in: `#/components/schemas/X/properties/y` -> "X". */
function componentOf(ref: string): string | undefined {
  if (!ref.startsWith(SCHEMA_REF_PREFIX)) return undefined;
  return unescapeSegment(ref.slice(SCHEMA_REF_PREFIX.length).split('/')[0]);
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

/** Merges allOf members into one raw schema; properties and required are unioned. */
export function mergeAllOf(schema: Raw, ctx: SchemaContext, at: string, depth = 0): Raw {
  if (depth > 16) throw new SpecError('allOf nesting deeper than 16 levels (circular allOf?)', ctx.file, at);
  const {allOf, ...rest} = schema;
  if (!Array.isArray(allOf)) return schema;
  const merged: Raw = {};
  const properties: Raw = {};
  const required = new Set<string>();
  const parts = [
    ...allOf.map((m, i) => {
      // Fully resolved (named refs included) before merging.
      const resolved = deref<Raw>(ctx.doc, m, ctx.file, `${at}/allOf/${i}`) ?? {};
      const part = mergeAllOf(resolved, ctx, `${at}/allOf/${i}`, depth + 1);
      // Not a polymorphic parent (no discriminator): merged as it is.
      if (!part.discriminator || typeof part.discriminator !== 'object') return part;
      // A subtype inherits the parent's fields, not its list of subtypes (which would name the subtype itself).
      const {oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...fields} = part;
      return fields;
    }),
    rest,
  ];
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') Object.assign(properties, value as Raw);
      else if (key === 'required') (value as string[]).forEach((r) => required.add(r));
      else if (key === 'description' || key === 'title' || key === 'example' || key === 'examples')
        merged[key] = value; // later (outer) wins
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

/** Subtypes of a discriminated parent that has no oneOf: from its mapping, else every schema that inherits it via allOf. */
function impliedSubtypes(
  parentName: string | undefined,
  disc: {mapping?: Record<string, string>},
  ctx: SchemaContext,
): unknown[] {
  if (disc.mapping) {
    return Object.values(disc.mapping).map((target) => ({$ref: mappingRef(target)}));
  }
  if (!parentName) return [];
  const all = ((ctx.doc as Raw).components as Raw | undefined)?.schemas as Raw | undefined;
  const parentRef = SCHEMA_REF_PREFIX + escapePointer(parentName);
  return Object.entries(all ?? {})
    .filter(
      ([, schema]) =>
        Array.isArray((schema as Raw)?.allOf) &&
        ((schema as Raw).allOf as Raw[]).some((part) => part?.$ref === parentRef),
    )
    .map(([name]) => ({$ref: SCHEMA_REF_PREFIX + escapePointer(name)}));
}

/** A shape's label: its discriminator value, else its schema name, else its title, else its position and type. */
function variantLabel(option: unknown, index: number, ctx: SchemaContext, mapping?: Record<string, string>): string {
  const [value] = selectingValues(option, mapping);
  if (value) return value;
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
      // A deep ref (#/components/schemas/X/properties/y) or another local pointer: expand inline,
      // ending a cycle with a "circular: see X" node instead of recursing forever.
      const ref = schema.$ref;
      const stack = ctx.inlineStack ?? [];
      if (stack.includes(ref)) return {circular: componentOf(ref) ?? ref};
      const target = deref<Raw>(ctx.doc, {$ref: ref}, ctx.file, at);
      const {$ref: _ref, ...siblings} = schema;
      const inner = {...ctx, inlineStack: [...stack, ref]};
      return normalizeSchema(Object.keys(siblings).length ? {allOf: [target], ...siblings} : target, inner, at);
    }
  }
  if (Array.isArray(schema.allOf)) {
    // A named schema merged in again inside its own expansion (`parent: {allOf: [{$ref: Self}, {description}]}`,
    // or `{$ref: Self, description}`) stays a reference there: the expansion ends.
    const refs = (schema.allOf as Raw[]).map((part) => part?.$ref).filter((ref) => typeof ref === 'string');
    const stack = ctx.inlineStack ?? [];
    const again = refs.find((ref) => stack.includes(ref));
    if (again) {
      const name = refName(again);
      return name ? namedRef(name, ctx, at) : {circular: componentOf(again) ?? again};
    }
    if (refs.length) ctx = {...ctx, inlineStack: [...stack, ...refs]};
    schema = mergeAllOf(schema, ctx, at);
  }

  const {type, nullable} = typeOf(schema);
  const node: SchemaNode = {};
  if (type) node.type = type;
  if (nullable) node.nullable = true;
  if (typeof schema.description === 'string' && schema.description.trim()) {
    node.description = ctx.md(schema.description);
    node.descriptionMarkdown = schema.description.trim();
  }
  for (const key of COPIED_KEYWORDS) {
    if (schema[key] !== undefined) (node as Record<string, unknown>)[key] = schema[key];
  }
  if (Array.isArray(schema.enum)) {
    node.enum = schema.enum.filter((v) => v !== null);
    if (node.enum.length !== schema.enum.length) node.nullable = true;
  }
  const enumDescriptions = schema['x-enumDescriptions'];
  if (enumDescriptions && typeof enumDescriptions === 'object') {
    const entries = Object.entries(enumDescriptions as Record<string, string>);
    node.enumDescriptions = Object.fromEntries(entries.map(([k, v]) => [k, ctx.md(String(v))]));
    node.enumDescriptionsMarkdown = Object.fromEntries(entries.map(([k, v]) => [k, String(v).trim()]));
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
    node.additionalProperties =
      schema.additionalProperties === true
        ? true
        : normalizeSchema(schema.additionalProperties, ctx, `${at}/additionalProperties`);
  }
  if (schema.items !== undefined) node.items = normalizeSchema(schema.items, ctx, `${at}/items`);

  const disc = schema.discriminator as {propertyName?: string; mapping?: Record<string, string>} | undefined;
  if (disc && !Array.isArray(schema.oneOf) && !Array.isArray(schema.anyOf)) {
    // A parent with a discriminator but no oneOf: show the subtypes it dispatches to.
    const ownName = /^\/components\/schemas\/([^/]+)$/.exec(at)?.[1];
    const subtypes = impliedSubtypes(ownName ? unescapeSegment(ownName) : undefined, disc, ctx);
    if (subtypes.length > 0) schema = {...schema, oneOf: subtypes};
  }
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const options = schema[kind];
    if (!Array.isArray(options)) continue;
    const nonNull = options.filter((o) => (o as Raw)?.type !== 'null');
    if (nonNull.length !== options.length) node.nullable = true;
    const variants: SchemaVariant[] = nonNull.map((option, i) => {
      const value = disc?.propertyName ? selectingValues(option, disc.mapping)[0] : undefined;
      return {
        label: variantLabel(option, i, ctx, disc?.mapping),
        schema: normalizeSchema(option, ctx, `${at}/${kind}/${Math.max(0, options.indexOf(option))}`),
        ...(value ? {discriminatorValue: value} : {}),
      };
    });
    if (variants.length === 1 && !node.properties) {
      // `oneOf: [X, {type: null}]` is just a nullable X.
      return {...variants[0].schema, ...node, type: node.type ?? variants[0].schema.type};
    }
    node.variants = {kind, options: variants};
    if (disc?.propertyName)
      node.variants.discriminator = {propertyName: disc.propertyName, ...(disc.mapping ? {mapping: disc.mapping} : {})};
  }
  return node;
}
