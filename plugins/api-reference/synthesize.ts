/**
 * An example built from every keyword of a schema, for when openapi-sampler's does not validate: `const`,
 * `enum`, `pattern` (regex-sample.ts), formats, string lengths, numeric bounds (exclusive too) and
 * `multipleOf`, array sizes, `uniqueItems`, `prefixItems`, `contains`, required and dependent properties,
 * `minProperties`/`maxProperties`, `allOf` (merged), `oneOf`/`anyOf` (the option chosen by `rotate`),
 * `$ref` (cycles cut). Scalars are checked against their schema here; the caller validates the whole
 * value with Ajv. Pure: reads the document it is given (the sampling document of examples.ts).
 */
import {fullFormats} from 'ajv-formats/dist/formats';
import {pointerGet} from './resolve';
import {patternRegExp, regexSample} from './regex-sample';

type Raw = Record<string, unknown>;

/** No value satisfies the schema as far as the synthesizer can tell. */
export const NONE: unique symbol = Symbol('none');
type Result = unknown;

export interface SynthesizeOptions {
  direction: 'request' | 'response';
  /** Use the schema's own example/default for objects and arrays (scalars' are always checked first). */
  useExamples: boolean;
  /** Which `oneOf`/`anyOf` option to try first (0: the first non-null one). */
  rotate: number;
}

/** Ajv's multipleOf with `multipleOfPrecision` (examples.ts uses the same). */
export const MULTIPLE_OF_PRECISION = 9;

const FORMAT_SAMPLES: Record<string, (n: number) => string> = {
  date: (n) => `2024-05-${String(17 + (n % 10)).padStart(2, '0')}`,
  'date-time': (n) => `2024-05-${String(17 + (n % 10)).padStart(2, '0')}T09:30:00Z`,
  'iso-date-time': (n) => `2024-05-${String(17 + (n % 10)).padStart(2, '0')}T09:30:00Z`,
  time: (n) => `09:${String(30 + (n % 30)).padStart(2, '0')}:00Z`,
  'iso-time': (n) => `09:${String(30 + (n % 30)).padStart(2, '0')}:00Z`,
  duration: (n) => `P${n + 1}D`,
  uri: (n) => (n ? `https://example.com/${n}` : 'https://example.com'),
  url: (n) => (n ? `https://example.com/${n}` : 'https://example.com'),
  'uri-reference': (n) => `/example/${n}`,
  'uri-template': (n) => `https://example.com/{id}/${n}`,
  iri: (n) => `https://example.com/${n}`,
  'iri-reference': (n) => `/example/${n}`,
  email: (n) => (n ? `user${n}@example.com` : 'user@example.com'),
  'idn-email': (n) => (n ? `user${n}@example.com` : 'user@example.com'),
  hostname: (n) => (n ? `host${n}.example.com` : 'example.com'),
  'idn-hostname': (n) => (n ? `host${n}.example.com` : 'example.com'),
  ipv4: (n) => `192.0.2.${(n % 254) + 1}`,
  ipv6: (n) => `2001:db8::${(n % 65535) + 1}`,
  uuid: (n) => `3fa85f64-5717-4562-b3fc-2c963f66a${(0xfa6 + n).toString(16).padStart(3, '0').slice(-3)}`,
  regex: () => '^[a-z]+$',
  'json-pointer': (n) => `/example/${n}`,
  'relative-json-pointer': (n) => `${n}/example`,
  byte: (n) => btoa(`example${n || ''}`),
  binary: (n) => (n ? `binary${n}` : 'binary'),
  password: (n) => (n ? `password${n}` : 'password'),
};

type FormatCheck = RegExp | ((s: string) => boolean) | {validate: RegExp | ((s: string) => boolean)};
function formatOk(format: unknown, value: string): boolean {
  if (typeof format !== 'string') return true;
  const check = (fullFormats as Record<string, FormatCheck | undefined>)[format];
  if (!check || typeof check === 'boolean') return true;
  const validate = check instanceof RegExp || typeof check === 'function' ? check : check.validate;
  if (validate instanceof RegExp) return validate.test(value);
  return typeof validate === 'function' ? validate(value) : true;
}

const types = (s: Raw): string[] | undefined =>
  Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : undefined;

const BOUNDS_MAX = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains'];
const BOUNDS_MIN = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'];

/** Two schemas as one (an `allOf` of them), scalars of `b` winning where they cannot be combined. */
function mergeTwo(a: Raw, b: Raw): Raw {
  const out: Raw = {...a};
  for (const [key, value] of Object.entries(b)) {
    if (!(key in out)) {
      out[key] = value;
      continue;
    }
    const prior = out[key];
    if (key === 'properties' || key === 'patternProperties') {
      const merged: Raw = {...(prior as Raw)};
      for (const [name, schema] of Object.entries(value as Raw))
        merged[name] = name in merged ? {allOf: [merged[name], schema]} : schema;
      out[key] = merged;
    } else if (key === 'required') out[key] = [...new Set([...(prior as string[]), ...(value as string[])])];
    else if (key === 'type') {
      const pa = types(a) ?? [];
      const pb = types(b) ?? [];
      const both = pa.filter((t) => pb.includes(t) || (t === 'integer' && pb.includes('number')));
      for (const t of pb) if (t === 'integer' && pa.includes('number') && !both.includes(t)) both.push(t);
      out.type = both;
    } else if (key === 'enum') {
      const keys = new Set((value as unknown[]).map((v) => JSON.stringify(v)));
      out.enum = (prior as unknown[]).filter((v) => keys.has(JSON.stringify(v)));
    } else if (BOUNDS_MAX.includes(key) && typeof value === 'number' && typeof prior === 'number')
      out[key] = Math.max(prior, value);
    else if (BOUNDS_MIN.includes(key) && typeof value === 'number' && typeof prior === 'number')
      out[key] = Math.min(prior, value);
    else if (key === 'pattern' && prior !== value)
      out['x-patterns'] = [...((out['x-patterns'] as string[]) ?? [prior]), value];
    else if (key === 'items' || key === 'additionalProperties' || key === 'contains') {
      if (prior === false || value === false) out[key] = false;
      else if (typeof prior === 'object' && typeof value === 'object') out[key] = {allOf: [prior, value]};
    } else if (key === 'oneOf' || key === 'anyOf')
      out['x-choices'] = [...((out['x-choices'] as unknown[][]) ?? [prior]), value];
    else if (key === 'readOnly' || key === 'writeOnly' || key === 'uniqueItems')
      out[key] = prior === true || value === true;
    else out[key] = value;
  }
  return out;
}

interface Walk {
  doc: unknown;
  opts: SynthesizeOptions;
  /** $refs being expanded (cycle cut). */
  refs: string[];
  depth: number;
  /** Values left to build: a huge schema gives up instead of growing an example without end. */
  budget: {left: number};
}

/** The schema with `$ref` followed and `allOf` merged, recursively; undefined on a cycle. */
function flatten(schema: unknown, w: Walk, guard = 0): Raw | boolean | undefined {
  if (schema === true || schema === undefined) return true;
  if (schema === false) return false;
  if (!schema || typeof schema !== 'object' || guard > 32) return undefined;
  let s = schema as Raw;
  if (typeof s.$ref === 'string') {
    const ref = s.$ref;
    if (w.refs.filter((r) => r === ref).length >= 2 || !ref.startsWith('#')) return undefined;
    const target = pointerGet(w.doc, ref);
    if (target === undefined) return undefined;
    const {$ref: _ref, ...siblings} = s;
    w.refs.push(ref);
    const inner = flatten(target, w, guard + 1);
    w.refs.pop();
    if (inner === undefined || inner === false) return inner;
    s = Object.keys(siblings).length ? {allOf: [inner === true ? {} : inner, siblings]} : inner === true ? {} : inner;
  }
  if (Array.isArray(s.allOf)) {
    const {allOf, ...rest} = s;
    let merged: Raw = {};
    for (const part of allOf as unknown[]) {
      const flat = flatten(part, w, guard + 1);
      if (flat === undefined || flat === false) return flat;
      if (flat !== true) merged = mergeTwo(merged, flat);
    }
    const own = flatten(rest, w, guard + 1);
    if (own === undefined || own === false) return own;
    return own === true ? merged : mergeTwo(merged, own);
  }
  return s;
}

const isNullSchema = (option: unknown) => {
  const o = option as Raw | undefined;
  return o?.type === 'null' || (Array.isArray(o?.enum) && o.enum.length === 1 && o.enum[0] === null);
};

/** A copy of `items` rotated by `by`, null-only options last. */
function ordered<T>(items: T[], by: number): T[] {
  const nonNull = items.filter((o) => !isNullSchema(o));
  const rest = items.filter((o) => isNullSchema(o));
  const k = nonNull.length ? by % nonNull.length : 0;
  return [...nonNull.slice(k), ...nonNull.slice(0, k), ...rest];
}

/** Length in code points, as JSON Schema counts it. */
const countOf = (value: string) => [...value].length;

/** True when a scalar satisfies the scalar keywords of a flattened schema. */
export function scalarOk(value: unknown, s: Raw): boolean {
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(value)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) return false;
  const t = types(s);
  const kind = value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value;
  if (!['null', 'integer', 'number', 'string', 'boolean'].includes(kind)) return false;
  if (t && !t.includes(kind) && !(kind === 'integer' && t.includes('number'))) return false;
  if (typeof value === 'string') {
    const length = countOf(value);
    if (typeof s.minLength === 'number' && length < s.minLength) return false;
    if (typeof s.maxLength === 'number' && length > s.maxLength) return false;
    const patterns = (s['x-patterns'] as string[] | undefined) ?? (typeof s.pattern === 'string' ? [s.pattern] : []);
    for (const p of patterns) {
      const re = patternRegExp(p);
      if (re && !re.test(value)) return false;
    }
    if (!formatOk(s.format, value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return false;
    if (typeof s.maximum === 'number' && value > s.maximum) return false;
    if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum) return false;
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0) {
      const division = value / s.multipleOf;
      if (Math.abs(Math.round(division) - division) > 10 ** -MULTIPLE_OF_PRECISION) return false;
    }
  }
  return true;
}

function inferType(s: Raw): string | undefined {
  const t = types(s);
  if (t && t.length) return t.find((x) => x !== 'null') ?? t[0];
  if (s.properties || s.additionalProperties || s.patternProperties || s.required || s.minProperties !== undefined)
    return 'object';
  if (s.items || s.prefixItems || s.minItems !== undefined || s.maxItems !== undefined || s.contains) return 'array';
  if (s.pattern || s.format || s.minLength !== undefined || s.maxLength !== undefined) return 'string';
  if (
    ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'].some((k) => typeof s[k] === 'number')
  )
    return 'number';
  return undefined;
}

function stringValue(s: Raw, variant: number): Result {
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
  const maxLength = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  const patterns = (s['x-patterns'] as string[] | undefined) ?? (typeof s.pattern === 'string' ? [s.pattern] : []);
  const ok = (v: string) => scalarOk(v, {...s, type: 'string'});
  const format = typeof s.format === 'string' ? FORMAT_SAMPLES[s.format] : undefined;
  if (format) {
    const v = format(variant);
    if (ok(v)) return v;
  }
  if (patterns.length) {
    for (const pattern of patterns) {
      const v = regexSample(pattern, {minLength, maxLength, variant, accept: ok});
      if (v !== undefined) return v;
    }
    return NONE;
  }
  const base = variant ? `string${variant}` : 'string';
  let v = base;
  while (countOf(v) < minLength) v += base;
  v = [...v].slice(0, Math.max(minLength, Math.min(maxLength, countOf(v)))).join('');
  if (variant && countOf(v) > maxLength) v = [...`${variant}${base}`].slice(0, maxLength).join('');
  return ok(v) ? v : NONE;
}

function numberValue(s: Raw, integer: boolean, variant: number): Result {
  const m = typeof s.multipleOf === 'number' && s.multipleOf > 0 ? s.multipleOf : undefined;
  const step = integer ? 1 : m ? m : 1;
  let lo = -Infinity;
  let hi = Infinity;
  if (typeof s.minimum === 'number') lo = s.minimum;
  if (typeof s.exclusiveMinimum === 'number') lo = Math.max(lo, s.exclusiveMinimum + (integer ? 1e-9 : 0));
  if (typeof s.maximum === 'number') hi = s.maximum;
  if (typeof s.exclusiveMaximum === 'number') hi = Math.min(hi, s.exclusiveMaximum - (integer ? 1e-9 : 0));
  const ok = (v: number) => scalarOk(v, {...s, type: integer ? 'integer' : 'number'});
  const start = lo > -Infinity ? lo : hi < Infinity ? Math.min(hi, 0) - (hi <= 0 ? step * 4 : 0) : 0;
  const candidates: number[] = [];
  if (m) {
    const unit = integer && !Number.isInteger(m) ? smallestIntegerMultiple(m) : m;
    const k0 = Math.ceil(start / unit - 1e-9);
    for (let k = k0; k < k0 + 8 + variant; k++) candidates.push(round(k * unit, unit));
  } else {
    const first = integer ? Math.ceil(start) : start;
    for (let k = 0; k < 4 + variant; k++) candidates.push(first + k);
    if (lo > -Infinity && hi < Infinity) candidates.push((lo + hi) / 2, integer ? Math.floor((lo + hi) / 2) : lo);
  }
  const valid = candidates.filter(ok);
  return valid.length ? valid[Math.min(variant, valid.length - 1)] : NONE;
}

function smallestIntegerMultiple(m: number): number {
  for (let k = 1; k <= 1000; k++) if (Math.abs(Math.round(k * m) - k * m) < 1e-9) return Math.round(k * m);
  return m;
}

function round(value: number, unit: number): number {
  const decimals = Math.min(12, Math.max(0, -Math.floor(Math.log10(Math.abs(unit) || 1)) + 2));
  return Number(value.toFixed(decimals));
}

function synth(schema: unknown, w: Walk, variant: number): Result {
  if (w.depth > 24 || --w.budget.left < 0) return NONE;
  const flat = flatten(schema, w);
  if (flat === undefined || flat === false) return NONE;
  if (flat === true) return null;
  let s = flat;
  // oneOf/anyOf (and several of them merged from an allOf): take one option of each.
  const choices = [
    ...((s['x-choices'] as unknown[][] | undefined) ?? []),
    ...(!s['x-choices'] && Array.isArray(s.oneOf) ? [s.oneOf as unknown[]] : []),
    ...(!s['x-choices'] && Array.isArray(s.anyOf) ? [s.anyOf as unknown[]] : []),
  ];
  if (choices.length) {
    const {oneOf: _o, anyOf: _a, 'x-choices': _c, discriminator: _d, ...base} = s;
    for (const options of choices) {
      let chosen: Raw | undefined;
      for (const option of ordered(options, w.opts.rotate)) {
        const flatOption = flatten(option, w);
        if (flatOption === undefined || flatOption === false) continue;
        const merged = flatOption === true ? base : mergeTwo(base, flatOption);
        if (Array.isArray(merged.type) && merged.type.length === 0) continue;
        if (Array.isArray(merged.enum) && merged.enum.length === 0) continue;
        chosen = merged;
        break;
      }
      if (!chosen) return NONE;
      s = chosen;
    }
    return synth(s, {...w, depth: w.depth + 1}, variant);
  }
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) {
    const values = s.enum.filter((v) => v !== null && (typeof v === 'object' || scalarOk(v, s)));
    if (values.length) return values[variant % values.length];
    return s.enum.includes(null) ? null : NONE;
  }
  const type = inferType(s);
  const own = [...(Array.isArray(s.examples) ? s.examples : []), ...('example' in s ? [s.example] : [])];
  if ('default' in s) own.push(s.default);
  if (type !== 'object' && type !== 'array') {
    const usable = own.filter((v) => v !== null && typeof v !== 'object' && scalarOk(v, s));
    if (usable.length && variant < usable.length) return usable[variant];
  } else if (w.opts.useExamples && variant === 0) {
    const usable = own.find((v) => v !== null && typeof v === 'object' && Array.isArray(v) === (type === 'array'));
    if (usable !== undefined) return usable;
  }
  switch (type) {
    case 'string':
      return stringValue(s, variant);
    case 'integer':
      return numberValue(s, true, variant);
    case 'number':
      return numberValue(s, false, variant);
    case 'boolean':
      return variant % 2 === 0;
    case 'null':
      return null;
    case 'array':
      return arrayValue(s, w);
    case 'object':
      return objectValue(s, w, variant);
    default:
      return variant ? `string${variant}` : 'string';
  }
}

function arrayValue(s: Raw, w: Walk): Result {
  const inner = {...w, depth: w.depth + 1};
  const prefix = Array.isArray(s.prefixItems) ? (s.prefixItems as unknown[]) : [];
  const minItems = typeof s.minItems === 'number' ? s.minItems : 0;
  const maxItems = typeof s.maxItems === 'number' ? s.maxItems : Infinity;
  const unique = s.uniqueItems === true;
  const out: unknown[] = [];
  const seen = new Set<string>();
  const add = (schema: unknown, index: number): boolean => {
    for (let variant = index; variant < index + 24; variant++) {
      const value = synth(schema, inner, variant);
      if (value === NONE) return false;
      const key = JSON.stringify(value);
      if (unique && seen.has(key)) continue;
      seen.add(key);
      out.push(value);
      return true;
    }
    return false;
  };
  for (const [i, schema] of prefix.entries()) {
    if (out.length >= maxItems) break;
    if (!add(schema, i)) return minItems > i ? NONE : out;
  }
  const items = s.items === undefined ? true : s.items;
  const wanted = Math.min(maxItems, Math.max(minItems, out.length === 0 && w.depth < 12 ? 1 : 0));
  while (out.length < wanted && items !== false) {
    if (!add(items, out.length)) {
      if (out.length < minItems) return NONE;
      break;
    }
  }
  if (s.contains !== undefined && out.length < maxItems) {
    const need = typeof s.minContains === 'number' ? s.minContains : 1;
    for (let k = 0; k < need && out.length < maxItems; k++) if (!add(s.contains, out.length)) return NONE;
  }
  return out.length < minItems ? NONE : out;
}

function objectValue(s: Raw, w: Walk, variant: number): Result {
  const inner = {...w, depth: w.depth + 1};
  const properties = (s.properties as Raw | undefined) ?? {};
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const maxProperties = typeof s.maxProperties === 'number' ? s.maxProperties : Infinity;
  const minProperties = typeof s.minProperties === 'number' ? s.minProperties : 0;
  const skip = w.opts.direction === 'request' ? 'readOnly' : 'writeOnly';
  const oneWay = (schema: unknown) => {
    const flat = flatten(schema, w);
    return typeof flat === 'object' && flat[skip] === true;
  };
  const out: Raw = {};
  const dependent = (s.dependentRequired as Record<string, string[]> | undefined) ?? {};
  const put = (name: string, schema: unknown, mandatory: boolean): boolean => {
    if (name in out) return true;
    const value = synth(schema ?? additional(s, name), inner, mandatory ? 0 : variant);
    if (value === NONE) return !mandatory;
    out[name] = value;
    for (const dep of dependent[name] ?? []) if (!put(dep, properties[dep], true)) return false;
    return true;
  };
  for (const name of required) {
    if (!(name in properties) && oneWay(additional(s, name))) continue;
    if (name in properties && oneWay(properties[name])) continue;
    if (!put(name, properties[name], true)) return NONE;
  }
  // Optional fields, as openapi-sampler shows them, while the level is shallow and the size allows.
  if (w.depth < 6) {
    for (const [name, schema] of Object.entries(properties)) {
      if (Object.keys(out).length >= maxProperties) break;
      if (required.has(name) || oneWay(schema)) continue;
      if (!put(name, schema, false)) return NONE;
    }
  }
  const extra = s.additionalProperties;
  const mapOnly = Object.keys(properties).length === 0 && extra && typeof extra === 'object';
  let n = 1;
  while (
    (Object.keys(out).length < minProperties || (mapOnly && Object.keys(out).length === 0)) &&
    Object.keys(out).length < maxProperties &&
    n < 50
  ) {
    const name = propertyName(s, n++);
    if (name === undefined) return NONE;
    if (!put(name, undefined, true)) return NONE;
  }
  return Object.keys(out).length < minProperties ? NONE : out;
}

/** The schema a property not listed in `properties` must satisfy. */
function additional(s: Raw, name: string): unknown {
  for (const [pattern, schema] of Object.entries((s.patternProperties as Raw) ?? {}))
    if (patternRegExp(pattern)?.test(name)) return schema;
  return s.additionalProperties === undefined ? true : s.additionalProperties;
}

function propertyName(s: Raw, n: number): string | undefined {
  const names = s.propertyNames as Raw | undefined;
  const patterns = Object.keys((s.patternProperties as Raw) ?? {});
  if (s.additionalProperties === false && patterns.length) return regexSample(patterns[0], {variant: n - 1});
  if (names && typeof names === 'object') {
    if (typeof names.pattern === 'string')
      return regexSample(names.pattern, {
        variant: n - 1,
        ...(typeof names.minLength === 'number' ? {minLength: names.minLength} : {}),
        ...(typeof names.maxLength === 'number' ? {maxLength: names.maxLength} : {}),
      });
    if (Array.isArray(names.enum)) return names.enum.map(String)[n - 1];
  }
  return `property${n}`;
}

/** A value for `schema` (resolved inside `doc`), or NONE. */
export function synthesize(schema: unknown, doc: unknown, opts: SynthesizeOptions): unknown {
  return synth(schema, {doc, opts, refs: [], depth: 0, budget: {left: 20_000}}, 0);
}
