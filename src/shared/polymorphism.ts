/**
 * OpenAPI polymorphism (and readOnly/writeOnly), one rule for everyone: the page model (schema.ts: shapes,
 * their labels and discriminator values, the subtypes of a parent without oneOf), the examples and their
 * validation (examples.ts) and the sandbox's validators (src/sandbox/validate.ts). Pure; in src/shared because
 * the compiler and the engine both read it and neither imports the other.
 *
 * The value that selects a shape is every `mapping` key whose target names it (a schema name or a ref),
 * else (OpenAPI's implicit value) its component name; a shape that is not a named component has none.
 */
import {escapePointer, pointerGet, unescapePointer} from './json-pointer';

/** Where a named schema is (the compiler's `SCHEMA_REF_PREFIX`, plugins/api-reference/resolve.ts, is this one). */
export const SCHEMA_REF_PREFIX = '#/components/schemas/';
const SCHEMAS = SCHEMA_REF_PREFIX;

type Raw = Record<string, unknown>;

/** `#/components/schemas/X` -> "X"; deep refs (`.../X/properties/y`) are not names. */
export function refName(ref: string): string | undefined {
  if (!ref.startsWith(SCHEMAS)) return undefined;
  const rest = ref.slice(SCHEMAS.length);
  return rest.includes('/') ? undefined : unescapePointer(decodeURIComponent(rest));
}

/** A discriminator mapping target as a full ref (mappings may name a schema or give a ref). */
export const mappingRef = (target: string) => (target.startsWith('#') ? target : `${SCHEMAS}${escapePointer(target)}`);

/** The discriminator values that select one shape (`option`, a `$ref`), in the mapping's order. */
export function selectingValues(option: unknown, mapping: Record<string, string> = {}): string[] {
  const ref = (option as Raw | undefined)?.$ref;
  if (typeof ref !== 'string') return [];
  const mapped = Object.entries(mapping)
    .filter(([, target]) => mappingRef(target) === ref)
    .map(([key]) => key);
  if (mapped.length > 0) return mapped;
  const name = refName(ref);
  return name ? [name] : [];
}

/**
 * OpenAPI polymorphism (a parent with a discriminator and `oneOf: [Child]`, each child `allOf:
 * [Parent, ...]`) loops forever as plain JSON Schema. For validation, children inherit a copy of
 * the parent without its list of subtypes, exactly as the reference renders them.
 */
export function withoutInheritanceLoops(doc: unknown): unknown {
  const copy = structuredClone(doc) as Raw;
  const schemas = ((copy.components as Raw | undefined)?.schemas ?? {}) as Raw;
  const parents = Object.keys(schemas).filter((name) => {
    const s = schemas[name] as Raw;
    return s && typeof s === 'object' && s.discriminator && (Array.isArray(s.oneOf) || Array.isArray(s.anyOf));
  });
  for (const name of parents) {
    const {oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...base} = schemas[name] as Raw;
    const baseName = `${name}__inherited`;
    schemas[baseName] = base;
    for (const schema of Object.values(schemas)) {
      const allOf = (schema as Raw)?.allOf;
      if (!Array.isArray(allOf)) continue;
      for (const part of allOf as Raw[]) if (part?.$ref === `${SCHEMAS}${name}`) part.$ref = `${SCHEMAS}${baseName}`;
    }
  }
  return copy;
}

/**
 * OpenAPI's discriminator as JSON Schema can check it: in a `oneOf` with a `discriminator`, each shape
 * is the one selected by its discriminator value (the `mapping` keys that name it, else its schema name),
 * so each option becomes `{properties: {<tag>: {const: value}}, required: [<tag>], allOf: [option, …]}` and
 * the mapping is dropped: Ajv's `discriminator` keyword then selects the shape by the value (its errors
 * name the tag), and openapi-sampler samples the first shape with its value set. A discriminator without
 * `oneOf` (a parent that its subtypes reference), or whose options have no value, is only an annotation.
 */
export function withDiscriminatorSemantics(doc: unknown): unknown {
  const copy = structuredClone(doc) as Raw;
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const value of Object.values(node as Raw)) walk(value);
    if (Array.isArray(node)) return;
    const s = node as Raw;
    const discriminator = s.discriminator as {propertyName?: unknown; mapping?: Record<string, string>} | undefined;
    if (!discriminator || typeof discriminator !== 'object') return;
    const tag = discriminator.propertyName;
    const options = Array.isArray(s.oneOf) ? (s.oneOf as Raw[]) : undefined;
    const values = options?.map((option) => selectingValues(option, discriminator.mapping ?? {}));
    if (typeof tag !== 'string' || !options || !values || values.some((v) => v.length === 0)) {
      delete s.discriminator;
      return;
    }
    s.oneOf = options.map((option, i) => {
      const selector = {[tag]: values[i].length === 1 ? {const: values[i][0]} : {enum: values[i]}};
      // The selector comes first for Ajv (it reads `properties/<tag>`) and last in `allOf` for the
      // sampler (later parts of an allOf win there).
      return {type: 'object', properties: selector, required: [tag], allOf: [option, {properties: selector}]};
    });
    s.discriminator = {propertyName: tag};
  };
  walk(copy);
  return copy;
}

/** Drops properties marked `flag` (readOnly or writeOnly, directly or on their $ref target) from `required`. */
export function withoutOneWayRequired(doc: unknown, flag: 'readOnly' | 'writeOnly'): unknown {
  const copy = structuredClone(doc) as Raw;
  const flagged = (schema: unknown): boolean => {
    const s = schema as Raw | undefined;
    if (!s || typeof s !== 'object') return false;
    if (s[flag] === true) return true;
    return typeof s.$ref === 'string' && s.$ref.startsWith('#/') ? flagged(pointerGet(copy, s.$ref)) : false;
  };
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const s = node as Raw;
    if (Array.isArray(s.required) && s.properties && typeof s.properties === 'object') {
      const props = s.properties as Raw;
      s.required = (s.required as string[]).filter((name) => !flagged(props[name]));
    }
    for (const value of Object.values(s)) walk(value);
  };
  walk(copy);
  return copy;
}
