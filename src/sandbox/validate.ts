/**
 * Request validation against a served bundle, with Ajv configured as the reference compiler configures it
 * for OpenAPI 3.1 (JSON Schema 2020-12, formats, OpenAPI discriminators made explicit, a required
 * `readOnly` property not asked of a request): plugins/api-reference/examples.ts. Pure: no DOM, no Node API.
 *
 * An error becomes the documented `400` text: merchant and partner APIs answer a plain-text message that
 * names the field and the rule (`reference must be 1 to 12 letters, digits or hyphens`); the provider
 * answers its JSON `ValidationError` (`keyword`, `dataPath`, `schemaPath`, `params`, `message`).
 */
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {unescapePointer} from '../shared/json-pointer';
import {withDiscriminatorSemantics, withoutInheritanceLoops, withoutOneWayRequired} from '../shared/polymorphism';
import {FIELD_LIMITS, IDEMPOTENCY} from '../rules';
import type {Raw} from './openapi';

export interface ValidationFailure {
  /** Where the value is: `reference`, `bankDetails.sortCode`, `page` (a parameter's name). */
  field: string;
  error: ErrorObject;
  /** Ajv's other errors of the same check (the other branches of a `oneOf`). */
  others?: ErrorObject[];
}

/** Ajv as the engine validates requests (standalone.ts compiles the same validators at build time). */
export const AJV_OPTIONS = {
  strict: false,
  allErrors: false,
  validateSchema: false,
  discriminator: true,
  verbose: true,
} as const;

/** The bundle as Ajv reads it: discriminators made explicit, a required `readOnly` not asked of a request. */
export function requestSchemaDocument(bundled: Raw): object {
  return withoutOneWayRequired(withDiscriminatorSemantics(withoutInheritanceLoops(bundled)), 'readOnly') as object;
}

export const SCHEMA_DOCUMENT_ID = 'openapi:doc';

/**
 * Validators compiled ahead of time (plugins/sandbox-web/standalone.ts): schema pointer -> validate function. The browser uses
 * them, since compiling a schema at run time needs `new Function`, which the site's Content Security
 * Policy forbids; they also spare the page Ajv's compiler.
 */
export type CompiledValidators = Readonly<Record<string, ValidateFunction>>;

/**
 * The schemas of a bundle compiled at run time, per bundle object: every validator of one bundle shares them (a
 * validator is a pure function of the bundle and the pointer). One process may start many sandboxes over the same
 * compiled APIs (the MCP server's, a page's Try it after a reset, the tests' fresh sandboxes): each compiled the
 * bundle's document and its schemas again.
 */
const compiledAtRunTime = new WeakMap<object, {ajv?: Ajv2020; checks: Map<string, ValidateFunction>}>();
function compiledFor(bundled: Raw): {ajv?: Ajv2020; checks: Map<string, ValidateFunction>} {
  let entry = compiledAtRunTime.get(bundled as object);
  if (!entry) compiledAtRunTime.set(bundled as object, (entry = {checks: new Map()}));
  return entry;
}

/** One validator per bundle (schemas compiled once per pointer and bundle, or taken from `compiled`). */
export function createRequestValidator(bundled: Raw, compiled?: CompiledValidators) {
  // Compiled ahead of time: looked up, nothing shared to keep.
  const own = compiled ? undefined : compiledFor(bundled);
  const cache = own?.checks ?? new Map<string, ValidateFunction>();
  const compile = (schemaPointer: string): ValidateFunction => {
    if (own) {
      if (!own.ajv) {
        own.ajv = new Ajv2020({...AJV_OPTIONS});
        addFormats(own.ajv);
        own.ajv.addSchema(requestSchemaDocument(bundled), SCHEMA_DOCUMENT_ID);
      }
      return own.ajv.compile({$ref: `${SCHEMA_DOCUMENT_ID}${schemaPointer}`});
    }
    const check = compiled?.[schemaPointer];
    if (!check) throw new Error(`no compiled validator for ${schemaPointer}`);
    return check;
  };
  return (value: unknown, schemaPointer: string, field: string): ValidationFailure | undefined => {
    let check = cache.get(schemaPointer);
    if (!check) {
      check = compile(schemaPointer);
      cache.set(schemaPointer, check);
    }
    if (check(value)) return undefined;
    const error = check.errors?.[0];
    if (!error) return undefined;
    const inner = error.instancePath.split('/').filter(Boolean).map(unescapePointer);
    const missing = error.keyword === 'required' ? [String(error.params.missingProperty)] : [];
    const extra = error.keyword === 'additionalProperties' ? [String(error.params.additionalProperty)] : [];
    const extraUnevaluated =
      error.keyword === 'unevaluatedProperties' ? [String(error.params.unevaluatedProperty)] : [];
    const parts = [...(field ? [field] : []), ...inner, ...missing, ...extra, ...extraUnevaluated];
    return {
      field: parts.join('.').replace(/\.(\d+)(?=\.|$)/g, '[$1]') || '(body)',
      error,
      others: check.errors?.slice(1),
    };
  };
}

/** Patterns whose rule the docs word in their own way (the documented `400` messages). */
const PATTERN_WORDING: Record<string, string> = {
  [FIELD_LIMITS.referencePattern]: `must be 1 to ${FIELD_LIMITS.referenceMax} letters, digits or hyphens`,
  '^\\d+\\.\\d{2}$': 'must be a string with exactly two decimals, for example "125.50"',
  [IDEMPOTENCY.keyPattern]: 'must be 1 to 255 characters from A-Z a-z 0-9 - _ . :',
  // The partner merchants' `identifier` (per `type`) and the integrations' URLs.
  '^\\d{10}$': 'must be 10 digits for type sole_trader',
  '^(?:[A-Z]{2}\\d{6}|\\d{8})$':
    'must be 8 characters for type company: two capital letters and six digits, or eight digits',
  '^(?:[A-Z]{2}\\d{6}|\\d{8}|\\d{10})$': 'must be 8 characters for type company or 10 digits for type sole_trader',
  '^https://': 'must start with https://',
  // PaymentLinkId: the hashed id of a payment link (the public payment-flow calls).
  '^[a-f0-9]{20}$': "must be the 20 hexadecimal characters of the link's p parameter",
};

/** Enum values whose refusal the docs word in their own way (the documented `400` messages), by schema title. */
const ENUM_WORDING: Record<string, (value: unknown) => string | undefined> = {
  BankProviderConnectable: (value) =>
    value === 'other'
      ? 'must be a connectable bank; other cannot be connected by open banking (add the account with the create call)'
      : undefined,
};

/** The merchant/partner plain-text message for a validation failure: `<field> <rule>`. */
export function plainMessage(failure: ValidationFailure): string {
  const {field, error} = failure;
  const p = error.params as Raw;
  const schema = (error.parentSchema ?? {}) as Raw;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `${field} is not a known field`;
    case 'enum': {
      const worded = typeof schema.title === 'string' ? ENUM_WORDING[schema.title]?.(error.data) : undefined;
      if (worded) return `${field} ${worded}`;
      return `${field} must be one of ${(p.allowedValues as unknown[]).join(', ')}`;
    }
    case 'const':
      return `${field} must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `${field} must be ${/^[aeiou]/.test(String(p.type)) ? 'an' : 'a'} ${String(p.type).replace(',', ' or ')}`;
    case 'pattern':
      if (schema.format === 'date') return `${field} must be a date in the format YYYY-MM-DD`;
      if (field === IDEMPOTENCY.header) return `${field} ${PATTERN_WORDING[IDEMPOTENCY.keyPattern]}`;
      return `${field} ${PATTERN_WORDING[String(p.pattern)] ?? `must match ${String(p.pattern)}`}`;
    case 'format':
      if (p.format === 'date') return `${field} must be a date in the format YYYY-MM-DD`;
      if (p.format === 'date-time')
        return `${field} must be a date-time in ISO 8601 format, for example 2026-07-01T00:00:00.000Z`;
      return `${field} must be a valid ${String(p.format)}`;
    case 'minLength':
    case 'maxLength':
      if (typeof schema.pattern === 'string')
        return `${field} ${PATTERN_WORDING[schema.pattern] ?? `must match ${schema.pattern}`}`;
      if (schema.minLength === schema.maxLength)
        return `${field} must be exactly ${String(schema.minLength)} characters`;
      if (typeof schema.minLength === 'number' && typeof schema.maxLength === 'number')
        return `${field} must be ${schema.minLength} to ${schema.maxLength} characters`;
      return error.keyword === 'minLength'
        ? `${field} must be at least ${String(p.limit)} characters`
        : `${field} must be at most ${String(p.limit)} characters`;
    case 'minimum':
    case 'maximum':
      if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number')
        return `${field} must be between ${schema.minimum} and ${schema.maximum}`;
      return error.keyword === 'minimum'
        ? `${field} must be ${String(p.limit)} or more`
        : `${field} must be at most ${String(p.limit)}`;
    case 'minItems':
      return `${field} must have at least ${String(p.limit)} items`;
    case 'maxItems':
      return `${field} must have at most ${String(p.limit)} items`;
    case 'minProperties':
      return `${field === '(body)' ? 'the body' : field} must have at least ${String(p.limit)} field${p.limit === 1 ? '' : 's'}`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/**
 * The provider's `schemaPath`: where the rule is, from the schema that holds the field. A rule of a shared
 * one-value schema (`ProviderAmount`, `PaymentReference`, the provider list) is shown at the property that uses
 * it, `#/properties/amount/pattern`, as the documented examples show it; a parameter's, from its own schema.
 */
function providerSchemaPath(error: ErrorObject): string {
  const path = error.schemaPath.replace(/^openapi:doc#\/.*?#?/, '#/');
  // A parameter's rule, from the parameter's own schema (`#/format` for a `transactionStartDate` not a date).
  const parameter = /\/parameters\/[^/]+\/schema\/(.+)$/.exec(path);
  if (parameter) return `#/${parameter[1]}`;
  const shared = /^#\/components\/schemas\/[^/]+\/(.+)$/.exec(path);
  const property = error.instancePath.split('/').filter(Boolean).map(unescapePointer).pop();
  if (shared && property !== undefined && !/^\d+$/.test(property)) return `#/properties/${property}/${shared[1]}`;
  return path;
}

/**
 * Every value the field allows: the enum that failed and the other branches of a `oneOf` at the same place
 * (`ProviderId`: the Open Banking list or `starling`), as `params.allowedValues` promises.
 */
function allowedValues(failure: ValidationFailure): unknown[] {
  const values = [...((failure.error.params as Raw).allowedValues as unknown[])];
  for (const other of failure.others ?? []) {
    if (other.instancePath !== failure.error.instancePath) continue;
    const p = other.params as Raw;
    const more =
      other.keyword === 'enum' ? (p.allowedValues as unknown[]) : other.keyword === 'const' ? [p.allowedValue] : [];
    for (const v of more) if (!values.includes(v)) values.push(v);
  }
  return values;
}

/** The provider's JSON `ValidationError` for a validation failure. */
export function providerValidationError(failure: ValidationFailure): {error: Raw} {
  const {error, field} = failure;
  const dataPath = field === '(body)' ? '' : `.${field}`;
  return {
    error: {
      keyword: error.keyword,
      dataPath: error.keyword === 'required' ? dataPath.replace(/\.[^.]+$/, '') : dataPath,
      schemaPath: providerSchemaPath(error),
      // Ajv's `comparison` (`<=`) is in the message already; the documented examples leave it out.
      params:
        error.keyword === 'enum'
          ? {allowedValues: allowedValues(failure)}
          : Object.fromEntries(Object.entries(error.params as Raw).filter(([k]) => k !== 'comparison')),
      message:
        error.keyword === 'required'
          ? `should have required property '${String(error.params.missingProperty)}'`
          : error.keyword === 'maxLength' || error.keyword === 'minLength'
            ? // The wording of the provider's documented examples (`should NOT be longer than 18 characters`).
              `should NOT be ${error.keyword === 'maxLength' ? 'longer' : 'shorter'} than ${String(error.params.limit)} characters`
            : `should ${String(error.message ?? 'be valid').replace(/^must /, '')}`,
    },
  };
}
