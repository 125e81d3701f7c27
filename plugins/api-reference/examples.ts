/**
 * Examples generated from a schema when a media type documents none, with openapi-sampler:
 * request examples leave out readOnly fields and response examples writeOnly ones. Every
 * generated example is validated against its schema (JSON Schema 2020-12, as OpenAPI 3.1 uses),
 * so a code sample is never built from a body the API would reject.
 */
import {sample} from 'openapi-sampler';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {SpecError, deref, pointerGet} from './resolve';

export type ExampleValidator = (
  value: unknown,
  schemaPointer: string,
  direction: 'request' | 'response',
) => string | undefined;

export function generateExample(
  schema: unknown,
  doc: unknown,
  direction: 'request' | 'response',
  file: string,
  at: string,
  validate?: ExampleValidator,
): unknown {
  const resolved = deref(doc, schema, file, at);
  if (!resolved || typeof resolved !== 'object') return undefined;
  let value: unknown;
  try {
    value = sample(
      schema as never,
      {skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true},
      doc as never,
    );
  } catch (error) {
    throw new SpecError(`cannot generate an example from the schema: ${(error as Error).message}`, file, at);
  }
  if (value === undefined) return undefined;
  const problem = validate?.(value, at, direction);
  if (problem) {
    throw new SpecError(
      `the example generated from this schema does not validate (${problem}); add an example to the media type`,
      file,
      at,
    );
  }
  return value;
}

type Raw = Record<string, unknown>;
const SCHEMAS = '#/components/schemas/';

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

/**
 * Validates values against schemas inside one bundled OpenAPI document, addressed by JSON pointer.
 * readOnly/writeOnly are annotations only, as in JSON Schema.
 */
export function createExampleValidator(doc: unknown): ExampleValidator {
  const base = withoutInheritanceLoops(doc);
  const ajvFor = (direction: 'request' | 'response') => {
    const ajv = new Ajv2020({strict: false, allErrors: false, validateSchema: false, discriminator: false});
    addFormats(ajv);
    // A required readOnly field is not sent in requests; a required writeOnly field is not returned.
    ajv.addSchema(
      withoutOneWayRequired(base, direction === 'request' ? 'readOnly' : 'writeOnly') as object,
      'openapi:doc',
    );
    return ajv;
  };
  const instances = {request: ajvFor('request'), response: ajvFor('response')};
  const cache = new Map<string, ReturnType<Ajv2020['compile']>>();
  return (value, pointer, direction) => {
    const key = `${direction}${pointer.startsWith('#') ? pointer : `#${pointer}`}`;
    let check = cache.get(key);
    if (!check) {
      check = instances[direction].compile({$ref: `openapi:doc${key.slice(direction.length)}`});
      cache.set(key, check);
    }
    if (check(value)) return undefined;
    const [first] = check.errors ?? [];
    return first ? `${first.instancePath || '(root)'} ${first.message ?? 'is invalid'}` : 'invalid';
  };
}
