/**
 * Try it's pure helpers (no DOM, no engine state): the form of an operation from its served bundle, the URL
 * a form sends, what the engine would refuse in it (its own checks), the refusal of a live-looking secret, the equivalent request in the reader's language, a
 * response body made safe to show as text, the ids a response created, a webhook replayed with curl.
 * Unit-tested in tests/unit/try-it.test.ts.
 */
import {
  GENERATORS,
  SAMPLE_TARGETS,
  type SampleHeader,
  type SampleRequest,
} from '../../../plugins/api-reference/sample-code';
import {pointerGet, resolveRef, type Operation, type Raw} from '../../sandbox/openapi';
import {checkBody, checkCredentials, checkParameter} from '../../sandbox/engine/request';
import type {createRequestValidator} from '../../sandbox/validate';
import type {SandboxCredentials} from '../../sandbox/credentials';
import type {Reply} from '../../sandbox/types';
import {escapePointer} from '../../shared/json-pointer';
import {firstExample} from '../../shared/refs';
import {IDEMPOTENCY, WEBHOOKS} from '../../rules';

/** Where the local sandbox (`npm run sandbox`, or the downloaded single file) listens by default. */
export const LOCAL_SANDBOX = 'http://127.0.0.1:4010';

/** One field of the form. */
export interface FormField {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** What the field's schema says, in a few words: `string, enum: draft, sent`, `date (YYYY-MM-DD)`. */
  hint: string;
  enum?: string[];
  /** The prefilled value (documented example, test credential, fresh idempotency key). */
  value: string;
  /** A test credential: another value that looks like a real secret is refused. */
  credential?: boolean;
  schemaPointer?: string;
}

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** A schema's hint: its type, format, enum, length and range, as a short phrase. */
export function schemaHint(schema: Raw): string {
  const parts: string[] = [];
  const type = [schema.type].flat().filter(Boolean).join(' or ');
  if (type) parts.push(type);
  if (typeof schema.format === 'string')
    parts.push(schema.format === 'date' ? 'date (YYYY-MM-DD)' : String(schema.format));
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.join(', ')}`);
  if (typeof schema.minLength === 'number' || typeof schema.maxLength === 'number')
    parts.push(`${schema.minLength ?? 0} to ${schema.maxLength ?? '∞'} characters`);
  if (typeof schema.minimum === 'number' || typeof schema.maximum === 'number')
    parts.push(`${schema.minimum ?? '−∞'} to ${schema.maximum ?? '∞'}`);
  if (typeof schema.pattern === 'string' && !schema.format) parts.push(`pattern ${schema.pattern}`);
  return parts.join(', ');
}

/** The documented value of a schema (example, first of examples, default, first enum value), as text. */
function documentedValue(schema: Raw): string | undefined {
  const v = schema.example ?? first(schema.examples) ?? schema.default ?? first(schema.enum);
  return v === undefined || v === null ? undefined : typeof v === 'string' ? v : JSON.stringify(v);
}

/** A fresh idempotency key (the documented pattern: letters, digits, `-`). */
export function freshKey(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return random();
}

/**
 * The operation's form: path, query and header parameters, prefilled; the credential headers with `testHeaders`,
 * the test credentials of the API's family (the API's module brings them: engine.ts `loadApi`).
 */
export function formFields(
  op: Operation,
  testHeaders: Readonly<Record<string, string>>,
  newKey: () => string = freshKey,
): FormField[] {
  const creds = testHeaders;
  const fields: FormField[] = op.credentialHeaders.map((name) => ({
    name,
    in: 'header',
    required: true,
    hint: 'test credential',
    value: creds[name] ?? '',
    credential: true,
  }));
  for (const p of op.parameters) {
    if (p.in === 'cookie') continue;
    if (p.in === 'header' && op.credentialHeaders.some((h) => h.toLowerCase() === p.name.toLowerCase())) continue;
    const isKey = p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY.header.toLowerCase();
    const enumValues = Array.isArray(p.schema.enum) ? p.schema.enum.map(String) : undefined;
    // The parameter's own example first (`example`, or the first of `examples`), then its schema's.
    const raw = (pointerGet(op.api.bundled, p.schemaPointer.replace(/\/schema$/, '')) ?? {}) as Raw;
    const rawExamples = Object.values((raw.examples ?? {}) as Raw).map(
      (e) => resolveRef(op.api.bundled, e, '').value.value,
    );
    const documented = documentedValue({
      example: raw.example ?? rawExamples[0] ?? p.schema.example,
      examples: p.schema.examples,
      default: p.schema.default,
      enum: p.schema.enum,
    });
    fields.push({
      name: p.name,
      in: p.in,
      required: p.required,
      hint: schemaHint(p.schema),
      enum: enumValues,
      // Optional query parameters start empty: the documented defaults apply.
      value: isKey ? newKey() : p.in === 'query' && !p.required ? '' : (documented ?? ''),
      schemaPointer: p.schemaPointer,
    });
  }
  return fields;
}

/** The first documented example of the operation's JSON request body, pretty-printed; '' without a body. */
export function documentedBody(op: Operation): string {
  if (!op.body) return '';
  const doc = op.api.bundled;
  const opAt = `#/paths/${escapePointer(op.path)}/${op.method}`;
  const rb = resolveRef(doc, pointerGet(doc, `${opAt}/requestBody`), `${opAt}/requestBody`).value;
  const media = ((rb.content ?? {}) as Record<string, Raw>)[op.body.mediaType] ?? {};
  let value = firstExample(media, (node) => resolveRef(doc, node, '').value)?.value;
  if (value === undefined) value = resolveRef(doc, media.schema, '').value.example;
  return value === undefined ? '{}' : JSON.stringify(value, null, 2);
}

/** The served path and query of a form: `{id}` filled in (encoded), empty optional query values left out. */
export function requestUrl(op: Operation, values: Record<string, string>, fields: readonly FormField[]): string {
  const path = op.servedPath.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[`path:${name}`] ?? ''),
  );
  const query = fields
    .filter((f) => f.in === 'query' && (values[`query:${f.name}`] ?? '') !== '')
    .map((f) => `${encodeURIComponent(f.name)}=${encodeURIComponent(values[`query:${f.name}`])}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/**
 * Why a credential value is refused, or undefined: anything but the sandbox's test value that looks like a
 * real secret (a UUID, a long token, a `live` or `whsec_` key). A short wrong value is sent, and gets the
 * documented `401`.
 */
export function liveSecretProblem(name: string, value: string, testValue: string | undefined): string | undefined {
  const v = value.trim();
  if (v === '' || v === testValue) return undefined;
  const looksSecret =
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) ||
    /(^|_)(live|prod)(_|$)/i.test(v) ||
    /^whsec_/i.test(v) ||
    (v.length >= 20 && /^[A-Za-z0-9_\-+/=.]+$/.test(v));
  if (!looksSecret) return undefined;
  return `${name} looks like a real credential. Try it runs only the sandbox, in this page, with its test credentials: never paste a live secret into a web page. Put back the test value.`;
}

/** A field's problem: the sentence shown, and the engine's answer to the call (none for a secret never sent). */
export interface FormProblem {
  message: string;
  reply?: Reply;
}

/**
 * What the engine would refuse in the form, field by field (`path:id`, `query:page`, `header:X-Terminal-Id`,
 * `body`), as the reader types: the engine's own checks of a call (src/sandbox/engine/request.ts:
 * `checkCredentials`, `checkParameter`, `checkBody`) on the values the form would send, so the message shown is
 * the one Send gets back. A credential that looks like a live secret is refused first (`liveSecretProblem`: it is
 * never sent).
 */
export function formProblems(
  op: Operation,
  validate: ReturnType<typeof createRequestValidator>,
  credentials: SandboxCredentials,
  form: {fields: readonly FormField[]; values: Readonly<Record<string, string>>; body: string},
): Record<string, FormProblem> {
  const out: Record<string, FormProblem> = {};
  const valueOf = (f: FormField) => form.values[`${f.in}:${f.name}`] ?? '';
  const testHeaders = credentials[op.api.family]?.headers ?? {};
  const headers: Record<string, string> = {};
  for (const f of form.fields) if (f.in === 'header' && valueOf(f) !== '') headers[f.name.toLowerCase()] = valueOf(f);
  const refused = checkCredentials(op, headers, credentials);
  for (const f of form.fields) {
    const key = `${f.in}:${f.name}`;
    const value = valueOf(f);
    if (f.credential) {
      const secret = liveSecretProblem(f.name, value, testHeaders[f.name]);
      if (secret) out[key] = {message: secret};
      // The answer is the API's bare word (`Unauthorized`); the sentence says which field and what the sandbox takes.
      else if (refused && value !== testHeaders[f.name])
        out[key] = {
          ...refused,
          message:
            testHeaders[f.name] === undefined
              ? refused.message
              : `${refused.message}: ${f.name} must be the sandbox's test value, ${testHeaders[f.name]}`,
        };
      continue;
    }
    const parameter = op.parameters.find((p) => p.name === f.name && p.in === f.in);
    if (!parameter) continue;
    // As the form sends it: the path segment always, an empty query value or header not at all (requestUrl).
    const checked = checkParameter(op, validate, parameter, f.in === 'path' || value !== '' ? [value] : []);
    if ('problem' in checked) out[key] = checked.problem;
  }
  if (op.body) {
    const checked = checkBody(op, validate, form.body);
    if ('problem' in checked) out.body = checked.problem;
  }
  return out;
}

/**
 * The request the reader sent, as code in their chosen language (the `api-lang` tab), against the local
 * sandbox: the values they sent, literally (test credentials are not secrets).
 */
export function requestCode(
  label: string,
  req: {method: string; url: string; headers: Record<string, string>; body?: string; mediaType?: string},
): {label: string; lang: string; code: string} {
  const target = SAMPLE_TARGETS.find((t) => t.label === label) ?? SAMPLE_TARGETS[0];
  // The body's Content-Type is written by each language with the body.
  const headers: SampleHeader[] = Object.entries(req.headers)
    .filter(([name]) => req.body === undefined || name.toLowerCase() !== 'content-type')
    .map(([name, value]) => ({name, kind: 'literal', value}));
  let body: SampleRequest['body'];
  if (req.body !== undefined && req.body.trim() !== '') {
    const contentType = req.mediaType ?? 'application/json';
    try {
      body = {kind: 'json', contentType, value: JSON.parse(req.body)};
    } catch {
      body = {kind: 'text', contentType, text: req.body};
    }
  }
  const sample: SampleRequest = {
    method: req.method.toUpperCase(),
    baseUrl: LOCAL_SANDBOX,
    pathAndQuery: req.url,
    headers,
    body,
  };
  return {label: target.label, lang: target.lang, code: GENERATORS[target.label](sample)};
}

/** How much of a response body is shown, and how deep JSON is pretty-printed. */
export const DISPLAY_LIMITS = {maxCharacters: 100_000, maxDepth: 64} as const;

/**
 * A response body as text to show: pretty-printed when it is JSON nested no deeper than `maxDepth` (deeper,
 * or not JSON: as sent), cut at `maxCharacters` with a note. Never HTML: the caller puts it in a text node.
 * `json` says the text is the whole body, parsed and re-printed (so it can be highlighted).
 */
export function displayBody(
  body: string,
  limits: {maxCharacters: number; maxDepth: number} = DISPLAY_LIMITS,
): {text: string; truncated: boolean; total: number; json: boolean} {
  let text = body;
  let json = false;
  if (body.length <= limits.maxCharacters * 4 && /^\s*[[{]/.test(body) && nestingDepth(body) <= limits.maxDepth) {
    try {
      text = JSON.stringify(JSON.parse(body), null, 2);
      json = true;
    } catch {
      text = body;
    }
  }
  if (text.length <= limits.maxCharacters) return {text, truncated: false, total: body.length, json};
  return {text: text.slice(0, limits.maxCharacters), truncated: true, total: body.length, json: false};
}

/** Above this many characters a JSON body is shown plain: a span per token would cost more than it helps. */
export const HIGHLIGHT_MAX_CHARACTERS = 100_000;

/** One piece of a highlighted body: its text and its Prism token class (`null`: plain text). */
export type BodyToken = {text: string; type: string | null};

const JSON_TOKEN = /("(?:[^"\\\n]|\\.)*")(\s*:)?|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\b(?:true|false)\b|\bnull\b/g;

/**
 * A shown body cut into tokens with the classes the site's build-time highlighter gives JSON (`property`,
 * `string`, `number`, `boolean`, `null keyword`; punctuation stays plain, as in the page's code blocks), or
 * `null` when it is shown plain: not JSON, cut short, or longer than HIGHLIGHT_MAX_CHARACTERS. The pieces
 * are rendered as text nodes in spans, never as HTML.
 */
export function highlightJson(
  shown: {text: string; truncated: boolean; json: boolean},
  maxCharacters = HIGHLIGHT_MAX_CHARACTERS,
): BodyToken[] | null {
  if (!shown.json || shown.truncated || shown.text.length > maxCharacters) return null;
  const tokens: BodyToken[] = [];
  let last = 0;
  const push = (text: string, type: string | null) => {
    if (!text) return;
    const prev = tokens[tokens.length - 1];
    if (type === null && prev && prev.type === null) prev.text += text;
    else tokens.push({text, type});
  };
  for (const m of shown.text.matchAll(JSON_TOKEN)) {
    push(shown.text.slice(last, m.index), null);
    if (m[1] !== undefined && m[2] !== undefined) {
      push(m[1], 'property');
      push(m[2], null);
    } else if (m[1] !== undefined) push(m[1], 'string');
    else if (m[0] === 'true' || m[0] === 'false') push(m[0], 'boolean');
    else if (m[0] === 'null') push(m[0], 'null keyword');
    else push(m[0], 'number');
    last = m.index! + m[0].length;
  }
  push(shown.text.slice(last), null);
  return tokens;
}

/** How deep brackets nest in a JSON text (a scan, no parse: any depth is measured without recursion). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
}

/** A created resource, offered in path parameters afterwards. */
export interface CreatedId {
  id: string;
  /** What it is: the operation that created it and a word of it (`createSinglePayment: INV-2026-051`). */
  label: string;
  apiId: string;
}

/** The ids a successful create answered (`id` of the body, of its `data` or of its `result`), with a label. */
export function createdIds(op: Operation, status: number, body: string): CreatedId[] {
  if (status < 200 || status >= 300 || op.method === 'get' || op.method === 'delete') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const out: CreatedId[] = [];
  const visit = (v: unknown) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return;
    const r = v as Raw;
    if (typeof r.id === 'string' && r.id.length <= 64) {
      const word = [r.reference, r.name, r.status].find((x) => typeof x === 'string');
      out.push({id: r.id, label: `${op.operationId}${word ? `: ${String(word)}` : ''}`, apiId: op.api.id});
    }
  };
  // The resource is the body, or its `data` (gets, partner creates) or `result` (create-and-process, provider).
  visit(parsed);
  visit((parsed as Raw | null)?.data);
  visit((parsed as Raw | null)?.result);
  return out;
}

/** Adds ids to a list (newest first, each once, at most `max`). */
export function rememberIds(list: readonly CreatedId[], added: readonly CreatedId[], max = 50): CreatedId[] {
  const seen = new Set<string>();
  return [...added, ...list].filter((c) => !seen.has(c.id) && seen.add(c.id)).slice(0, max);
}

/** A webhook delivery replayed to the reader's own endpoint, byte for byte, with its signature. */
export function replayCurl(event: {headers: Record<string, string>; body: string}, endpoint: string): string {
  const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const lines = [`curl -sS -X POST ${sh(endpoint)}`];
  for (const [name, value] of Object.entries(event.headers)) lines.push(`-H ${sh(`${name}: ${value}`)}`);
  lines.push(`--data-binary ${sh(event.body)}`);
  return lines.join(' \\\n  ');
}

/** The signature header of a recorded webhook. */
export const signatureOf = (headers: Record<string, string>) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === WEBHOOKS.signatureHeader.toLowerCase())?.[1] ?? '';
