/**
 * Fernpay webhook signatures, the one implementation the site has: the browser verifier on the guide page
 * (src/components/WebhookVerifier) and the unit test that checks the published test vectors both use it.
 * Pure (no DOM): Web Crypto's HMAC, which the browser and Node (globalThis.crypto) both provide.
 *
 * Every delivery carries `Fernpay-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]`. Each `v1` is the
 * lowercase hex HMAC-SHA256 of `<t>.<raw body>` (UTF-8) keyed with a webhook secret (its characters as
 * UTF-8 bytes, `whsec_` prefix included). While a secret is being rolled, the header has one `v1` per
 * secret that signs (the new one first). A receiver accepts the delivery when one `v1` matches one of its
 * secrets and `t` is within the tolerance (5 minutes) of its clock.
 */

export const SIGNATURE_HEADER = 'Fernpay-Signature';
/** How far `t` may be from the receiver's clock, either way. */
export const TOLERANCE_SECONDS = 300;
/** The signature scheme this module computes; other keys in the header are ignored. */
export const SCHEME = 'v1';

export interface ParsedSignatureHeader {
  /** `t`, Unix seconds. */
  timestamp: number;
  /** The `v1` values, in header order. */
  signatures: string[];
}

export type ParseResult = {ok: true; header: ParsedSignatureHeader} | {ok: false; message: string};

/** Reads a `Fernpay-Signature` value. Unknown keys (a later scheme) are skipped, as receivers must. */
export function parseSignatureHeader(value: string): ParseResult {
  const text = value.trim();
  if (text === '') return {ok: false, message: 'The signature header is empty.'};
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return {ok: false, message: `"${part.trim()}" is not a key=value pair.`};
    const key = part.slice(0, eq).trim();
    const val = part.slice(eq + 1).trim();
    if (key === 't') {
      if (timestamp !== undefined) return {ok: false, message: 'The header has more than one t=.'};
      if (!/^\d{1,12}$/.test(val)) return {ok: false, message: `t=${val} is not a Unix time in seconds.`};
      timestamp = Number(val);
    } else if (key === SCHEME) {
      if (!/^[0-9a-f]{64}$/.test(val))
        return {ok: false, message: `v1=${val} is not 64 lowercase hexadecimal characters.`};
      signatures.push(val);
    }
  }
  if (timestamp === undefined) return {ok: false, message: 'The header has no t= (timestamp).'};
  if (signatures.length === 0) return {ok: false, message: 'The header has no v1= signature.'};
  return {ok: true, header: {timestamp, signatures}};
}

/** The string that is signed: `<t>.<raw body>`. */
export function signedPayload(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('Web Crypto (crypto.subtle) is not available here: it needs a secure context (HTTPS).');
  return s;
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** The `v1` value for one secret: lowercase hex HMAC-SHA256 of `<t>.<body>`. */
export async function computeSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await subtle().importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  return hex(await subtle().sign('HMAC', key, encoder.encode(signedPayload(timestamp, body))));
}

/** The header Fernpay sends: `t=<t>,v1=<sig>` with one `v1` per signing secret, in the order given. */
export async function signatureHeader(secrets: readonly string[], timestamp: number, body: string): Promise<string> {
  const signatures = await Promise.all(secrets.map((s) => computeSignature(s, timestamp, body)));
  return [`t=${timestamp}`, ...signatures.map((s) => `${SCHEME}=${s}`)].join(',');
}

/** Compares two strings in time that depends on their length only. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type VerifyFailure = 'malformed-header' | 'no-secret' | 'mismatch' | 'outside-tolerance';

export type VerifyResult =
  | {
      valid: true;
      /** Index of the secret that matched, and of the `v1` it matched. */
      secretIndex: number;
      signatureIndex: number;
      timestamp: number;
      /** Seconds between `t` and `now` (positive: `t` is in the past); null when the time was not checked. */
      ageSeconds: number | null;
    }
  | {valid: false; reason: VerifyFailure; message: string; timestamp?: number; expected?: string[]};

export interface VerifyInput {
  /** The raw request body, exactly as received. */
  body: string;
  /** The `Fernpay-Signature` header's value. */
  header: string;
  /** Every secret the receiver accepts (two while a secret is being rolled). Blank entries are ignored. */
  secrets: readonly string[];
  /** The receiver's clock, Unix seconds; `null` skips the tolerance check (published test vectors). */
  now: number | null;
  toleranceSeconds?: number;
}

/**
 * Verifies a delivery as a receiver must: a `v1` of the header equals the HMAC of `<t>.<body>` under one of
 * the secrets (compared in constant time), and `t` is within the tolerance of `now`.
 */
export async function verifyWebhook(input: VerifyInput): Promise<VerifyResult> {
  const parsed = parseSignatureHeader(input.header);
  if (!parsed.ok) return {valid: false, reason: 'malformed-header', message: parsed.message};
  const {timestamp, signatures} = parsed.header;
  const secrets = input.secrets.map((s) => s.trim()).filter(Boolean);
  if (secrets.length === 0) return {valid: false, reason: 'no-secret', message: 'Give at least one webhook secret.'};
  const expected = await Promise.all(secrets.map((s) => computeSignature(s, timestamp, input.body)));
  let match: {secretIndex: number; signatureIndex: number} | undefined;
  expected.forEach((e, secretIndex) =>
    signatures.forEach((s, signatureIndex) => {
      if (constantTimeEqual(e, s) && !match) match = {secretIndex, signatureIndex};
    }),
  );
  if (!match)
    return {
      valid: false,
      reason: 'mismatch',
      message:
        'No v1 signature matches: the body, the timestamp or the secret differs from what Fernpay signed. Use the raw body exactly as received.',
      timestamp,
      expected,
    };
  const tolerance = input.toleranceSeconds ?? TOLERANCE_SECONDS;
  const ageSeconds = input.now === null ? null : input.now - timestamp;
  if (ageSeconds !== null && Math.abs(ageSeconds) > tolerance)
    return {
      valid: false,
      reason: 'outside-tolerance',
      message: `The signature matches, but t is ${Math.abs(ageSeconds)} seconds ${ageSeconds > 0 ? 'old' : 'in the future'}: more than the ${tolerance}-second tolerance. Reject it (a replay, or a clock that is wrong).`,
      timestamp,
    };
  return {valid: true, ...match, timestamp, ageSeconds};
}
