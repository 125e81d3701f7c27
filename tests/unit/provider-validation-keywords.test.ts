/**
 * The provider's `ValidationError.keyword` names every rule whose failure the provider API answers with it: the
 * validation keywords of the provider's request schemas (body and parameters, as the served bundle has them, which
 * the sandbox validates with) and the rules the provider's handlers check themselves (`validationError('…'` in
 * src/sandbox/resources/provider, such as `formatMinimum` for a date too soon); and names nothing else (issue 38).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {resolveRef, type Raw} from '../../src/sandbox/openapi';
import {sandboxApis} from './sandbox-helpers';

/** The JSON Schema keywords that validate (a failure of one is reported under its name). */
const VALIDATING = new Set([
  'required',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'format',
  'type',
  'additionalProperties',
  'unevaluatedProperties',
  'minProperties',
  'maxProperties',
  'const',
  'formatMinimum',
  'formatMaximum',
]);

it('ValidationError.keyword lists exactly the rules the provider API can report', async () => {
  const provider = (await sandboxApis(true)).find((a) => a.id === 'provider')!;
  const doc = provider.bundled;
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown, key?: string): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach((n) => visit(n));
    const value = resolveRef(doc, node, '').value as Raw;
    for (const [k, v] of Object.entries(value)) {
      // `properties` and `examples` hold names and values, not keywords.
      if (key !== 'properties' && VALIDATING.has(k) && !(k === 'additionalProperties' && v === true)) found.add(k);
      if (k !== 'example' && k !== 'examples') visit(v, k);
    }
  };
  for (const item of Object.values(doc.paths as Raw))
    for (const [method, op] of Object.entries(resolveRef(doc, item, '').value as Raw)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const o = op as Raw;
      visit(o.parameters);
      if (o.requestBody) visit(resolveRef(doc, o.requestBody, '').value.content);
    }
  const dir = 'src/sandbox/resources/provider';
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts')))
    for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/validationError\(\s*'([A-Za-z]+)'/g))
      found.add(m[1]);

  const schema = YAML_VALIDATION_ERROR(doc);
  // The keywords it names (a field it names as an example, `futurePaymentDate`, is not one).
  const named = [...schema.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]).filter((k) => VALIDATING.has(k));
  expect({
    missing: [...found].filter((k) => !named.includes(k)).sort(),
    extra: named.filter((k) => !found.has(k)),
  }).toEqual({
    missing: [],
    extra: [],
  });
});

/** The description of `ValidationError.error.keyword` in the served bundle. */
function YAML_VALIDATION_ERROR(doc: Raw): string {
  const schemas = (doc.components as Raw).schemas as Raw;
  const error = resolveRef(doc, schemas.ValidationError, '').value as Raw;
  const inner = resolveRef(doc, (error.properties as Raw).error, '').value as Raw;
  return String(((inner.properties as Raw).keyword as Raw).description);
}
