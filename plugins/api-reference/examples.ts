/**
 * Examples generated from a schema when a media type documents none: openapi-sampler's first (request
 * examples leave out readOnly fields and response examples writeOnly ones), else one built from every
 * keyword of the schema (synthesize.ts: patterns, formats, bounds, multipleOf, uniqueItems, composition).
 * Every generated example is validated against its schema (JSON Schema 2020-12, as OpenAPI 3.1 uses), so a
 * code sample is never built from a body the API would reject. When none validates, the media type has no
 * example and the build warns (`file#pointer: ...`); it never fails for it.
 */
import {sample} from 'openapi-sampler';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {deref, pointerGet} from './resolve';
import {MULTIPLE_OF_PRECISION, NONE, synthesize} from './synthesize';
import {
  withDiscriminatorSemantics,
  withoutInheritanceLoops,
  withoutOneWayRequired,
} from '../../src/shared/polymorphism';

export type ExampleValidator = (
  value: unknown,
  schemaPointer: string,
  direction: 'request' | 'response',
) => string | undefined;

/** A build warning about a valid description: where it is (`file#pointer`) and what the page does about it. */
export type SpecWarn = (message: string) => void;

const SAMPLER_FAILED: unique symbol = Symbol('sampler failed');

/** openapi-sampler's example (undefined when the schema gives none, as a body of read-only fields in a request). */
function sampled(source: unknown, sampling: unknown, direction: 'request' | 'response'): unknown {
  // openapi-sampler prints its doubts ("Using minLength = 24 is incorrect with format date-time") despite `quiet`;
  // its example is validated anyway, so they are left out of the build's output (sample() is synchronous).
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    return sample(
      source as never,
      {skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true},
      sampling as never,
    );
  } catch {
    // openapi-sampler gives up on some schemas (contradictory allOf, deep cycles): the synthesizer tries.
    return SAMPLER_FAILED;
  } finally {
    console.warn = warn;
  }
}

/** The sampler's example, then the synthesizer's attempts (lazily): the schema's own examples first, then without them, then other oneOf options. */
function* synthesized(
  first: unknown,
  source: unknown,
  sampling: unknown,
  direction: 'request' | 'response',
): Generator<unknown> {
  yield first;
  for (const rotate of [0, 1, 2])
    for (const useExamples of [true, false]) yield synthesize(source, sampling, {direction, useExamples, rotate});
}

export function generateExample(
  schema: unknown,
  doc: unknown,
  direction: 'request' | 'response',
  file: string,
  at: string,
  validate?: ExampleValidator,
  warn?: SpecWarn,
): unknown {
  const resolved = deref(doc, schema, file, at);
  if (!resolved || typeof resolved !== 'object') return undefined;
  // Sampled from the document as validation reads it (samplingDocument): a discriminated union gives
  // its first shape with the discriminator value that selects it.
  const sampling = samplingDocument(doc);
  const source = pointerGet(sampling, at) ?? schema;
  const first = sampled(source, sampling, direction);
  if (first === undefined) return undefined;
  let problem: string | undefined;
  for (const value of synthesized(first, source, sampling, direction)) {
    if (value === NONE || value === SAMPLER_FAILED || value === undefined) continue;
    if (!validate) return value;
    let invalid: string | undefined;
    try {
      invalid = validate(value, at, direction);
    } catch (error) {
      warn?.(
        `${file}#${at}: cannot check a generated example against this schema (${(error as Error).message}); the page shows the schema without an example`,
      );
      return undefined;
    }
    if (!invalid) return value;
    problem ??= invalid;
  }
  warn?.(
    `${file}#${at}: no example generated from this schema validates against it${problem ? ` (${problem})` : ''}; the page shows the schema without an example (add one to the media type)`,
  );
  return undefined;
}

/** The document examples are sampled from: inheritance loops cut, discriminators made explicit. */
const samplingDocuments = new WeakMap<object, unknown>();
function samplingDocument(doc: unknown): unknown {
  if (!doc || typeof doc !== 'object') return doc;
  let sampling = samplingDocuments.get(doc);
  if (!sampling) {
    sampling = withDiscriminatorSemantics(withoutInheritanceLoops(doc));
    samplingDocuments.set(doc, sampling);
  }
  return sampling;
}

/**
 * Validates values against schemas inside one bundled OpenAPI document, addressed by JSON pointer,
 * with the discriminator's semantics (Ajv's `discriminator` option). readOnly/writeOnly are
 * annotations only, as in JSON Schema.
 */
export function createExampleValidator(doc: unknown): ExampleValidator {
  const base = samplingDocument(doc);
  const ajvFor = (direction: 'request' | 'response', unicode = true) => {
    const ajv = new Ajv2020({
      strict: false,
      allErrors: false,
      validateSchema: false,
      discriminator: true,
      // 12.34 is a multiple of 0.01 (floating point says 1233.9999999999998 times).
      multipleOfPrecision: MULTIPLE_OF_PRECISION,
      // Formats Ajv does not know (`currency`, `decimal`) are annotations, as in JSON Schema 2020-12: no console output.
      logger: false,
      ...(unicode ? {} : {unicodeRegExp: false}),
    });
    addFormats(ajv);
    // A required readOnly field is not sent in requests; a required writeOnly field is not returned.
    ajv.addSchema(
      withoutOneWayRequired(base, direction === 'request' ? 'readOnly' : 'writeOnly') as object,
      'openapi:doc',
    );
    return ajv;
  };
  // Patterns are compiled in Unicode mode as JSON Schema says; a description whose pattern only compiles without
  // it (`[\w-.]`) is checked by a second validator that compiles them as written.
  const instances = new Map<string, Ajv2020>();
  const instance = (direction: 'request' | 'response', unicode: boolean) => {
    const key = `${direction}:${unicode}`;
    if (!instances.has(key)) instances.set(key, ajvFor(direction, unicode));
    return instances.get(key)!;
  };
  const cache = new Map<string, ReturnType<Ajv2020['compile']>>();
  return (value, pointer, direction) => {
    const key = `${direction}${pointer.startsWith('#') ? pointer : `#${pointer}`}`;
    let check = cache.get(key);
    if (!check) {
      const ref = {$ref: `openapi:doc${key.slice(direction.length)}`};
      try {
        check = instance(direction, true).compile(ref);
      } catch (error) {
        if (!/regular expression/i.test((error as Error).message)) throw error;
        check = instance(direction, false).compile(ref);
      }
      cache.set(key, check);
    }
    if (check(value)) return undefined;
    const [first] = check.errors ?? [];
    return first ? `${first.instancePath || '(root)'} ${first.message ?? 'is invalid'}` : 'invalid';
  };
}
