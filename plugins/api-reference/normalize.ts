/**
 * OpenAPI 3.0 -> the 3.1 model, in one place, before anything reads the description (model, examples,
 * validation). Pure: returns a converted copy, or the document itself when it is already 3.1.
 * - `nullable: true` (and Swagger's `x-nullable`) -> `"null"` added to `type` (and to `enum`); beside a
 *   `$ref` or with no `type` -> `anyOf: [schema, {type: 'null'}]`;
 * - boolean `exclusiveMinimum`/`exclusiveMaximum` -> the numeric 3.1 form (`minimum: 0, exclusiveMinimum: true`
 *   -> `exclusiveMinimum: 0`);
 * - a schema's `example` stays (3.1 keeps it as an annotation; the model reads it first, then `examples[0]`);
 * - file uploads (`type: string, format: binary` or `byte`) keep their format: the model shows it and the
 *   validator knows both formats; 3.1's `contentMediaType`/`contentEncoding` need no conversion;
 * - `x-` extensions are left as they are (annotations for Ajv, which runs with `strict: false`).
 * Only values in schema positions are converted: an example value that has a `nullable` key stays as written.
 */
import {METHODS, SpecError} from './resolve';

type Raw = Record<string, unknown>;

/** The OpenAPI versions the model reads. */
export const SUPPORTED_VERSIONS = /^3\.[01]\.\d+/;

/** The document as OpenAPI 3.1 (a copy when it was 3.0); an unsupported version is a SpecError at /openapi. */
export function toOpenApi31(doc: Raw, file: string): Raw {
  const version = doc.openapi;
  if (typeof version !== 'string' || !SUPPORTED_VERSIONS.test(version)) {
    const swagger =
      typeof doc.swagger === 'string' ? ` (a Swagger ${doc.swagger} description: convert it to OpenAPI 3)` : '';
    throw new SpecError(
      `expected openapi 3.0.x or 3.1.x, found ${JSON.stringify(version)}${swagger}`,
      file,
      version === undefined && swagger ? '/swagger' : '/openapi',
    );
  }
  if (version.startsWith('3.1')) return doc;
  const copy = structuredClone(doc);
  copy.openapi = '3.1.0';
  forEachSchema(copy, convertSchema);
  return copy;
}

const OUTSIDE_NULLABLE = ['description', 'title', 'readOnly', 'writeOnly', 'deprecated', 'default', 'example'];

/** Converts one 3.0 schema object in place (its subschemas are visited by forEachSchema). */
function convertSchema(schema: Raw): Raw {
  for (const bound of ['Minimum', 'Maximum'] as const) {
    const exclusive = `exclusive${bound}`;
    const inclusive = bound.toLowerCase();
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive] === true && typeof schema[inclusive] === 'number') {
      schema[exclusive] = schema[inclusive];
      delete schema[inclusive];
    } else delete schema[exclusive];
  }
  const nullable = schema.nullable === true || schema['x-nullable'] === true;
  delete schema.nullable;
  delete schema['x-nullable'];
  if (!nullable) return schema;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  if (typeof schema.type === 'string' && typeof schema.$ref !== 'string') {
    schema.type = [schema.type, 'null'];
    return schema;
  }
  if (Array.isArray(schema.type)) {
    if (!schema.type.includes('null')) schema.type = [...schema.type, 'null'];
    return schema;
  }
  // `{$ref, nullable}` (siblings of $ref are ignored in 3.0, `nullable` is not meant to be) or a composition.
  // The annotations stay on the outside; the rest becomes the non-null option.
  const rest = Object.fromEntries(Object.entries(schema).filter(([key]) => !OUTSIDE_NULLABLE.includes(key)));
  for (const key of Object.keys(rest)) delete schema[key];
  schema.anyOf = [rest, {type: 'null'}];
  return schema;
}

const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];
const SCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];
const SCHEMA_SINGLES = [
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
];

/** Calls `visit` on every schema object of the document (children after their parent's conversion). */
export function forEachSchema(doc: Raw, visit: (schema: Raw) => Raw): void {
  const seen = new Set<object>();
  const schema = (value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value) || seen.has(value)) return;
    seen.add(value);
    const s = visit(value as Raw);
    for (const key of SCHEMA_MAPS)
      if (s[key] && typeof s[key] === 'object') Object.values(s[key] as Raw).forEach(schema);
    for (const key of SCHEMA_LISTS) if (Array.isArray(s[key])) (s[key] as unknown[]).forEach(schema);
    for (const key of SCHEMA_SINGLES) {
      if (Array.isArray(s[key])) (s[key] as unknown[]).forEach(schema);
      else schema(s[key]);
    }
  };
  const isObject = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object';
  const media = (content: unknown) => {
    if (!isObject(content)) return;
    for (const mt of Object.values(content)) {
      if (!isObject(mt)) continue;
      schema(mt.schema);
      for (const enc of Object.values((mt.encoding as Raw) ?? {})) headers((enc as Raw)?.headers);
    }
  };
  const headers = (hs: unknown) => {
    for (const h of Object.values((hs as Raw) ?? {})) parameter(h);
  };
  const parameter = (param: unknown) => {
    if (!isObject(param)) return;
    schema(param.schema);
    media(param.content);
  };
  const response = (res: unknown) => {
    if (!isObject(res)) return;
    headers(res.headers);
    media(res.content);
  };
  const operation = (op: unknown) => {
    if (!isObject(op)) return;
    ((op.parameters as unknown[]) ?? []).forEach(parameter);
    if (isObject(op.requestBody)) media(op.requestBody.content);
    Object.values((op.responses as Raw) ?? {}).forEach(response);
    for (const callback of Object.values((op.callbacks as Raw) ?? {}))
      Object.values((callback as Raw) ?? {}).forEach(pathItem);
  };
  const pathItem = (item: unknown) => {
    if (!isObject(item)) return;
    ((item.parameters as unknown[]) ?? []).forEach(parameter);
    for (const method of METHODS) operation(item[method]);
  };
  Object.values((doc.paths as Raw) ?? {}).forEach(pathItem);
  Object.values((doc.webhooks as Raw) ?? {}).forEach(pathItem);
  const components = (doc.components as Raw) ?? {};
  Object.values((components.schemas as Raw) ?? {}).forEach(schema);
  Object.values((components.parameters as Raw) ?? {}).forEach(parameter);
  headers(components.headers);
  Object.values((components.responses as Raw) ?? {}).forEach(response);
  for (const body of Object.values((components.requestBodies as Raw) ?? {})) media((body as Raw)?.content);
  Object.values((components.pathItems as Raw) ?? {}).forEach(pathItem);
  for (const callback of Object.values((components.callbacks as Raw) ?? {}))
    Object.values((callback as Raw) ?? {}).forEach(pathItem);
}
