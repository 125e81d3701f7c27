/**
 * What the provider resource modules (resources/provider/*.ts) share: the sandbox customer, the provider
 * catalogue, the store, the documented error bodies, reference numbers, the sandbox's status-check clock,
 * and seeded values (paging: kit/paging.ts) (so that generated bank data is the same on every read). Pure: Web Crypto only.
 */
import {PROVIDER_LIMITS} from '../../../rules';
import {PROVIDER_CREDENTIALS} from './credentials';
import {bankOfProvider, isSandboxProvider} from '../../lifecycles/bank-account';
import {major} from '../../kit/money';
import {sandboxLink} from '../../links';
import type {Json} from '../../openapi';
import type {EngineContext, Reply} from '../../types';
import {own} from '../../kit/keyed';
import {collection} from '../../kit/collection';

/** The provider API's id in openapi/redocly.yaml: the key of every provider module's `handlers`. */
export const PROVIDER_API = 'provider';
export const CLIENT_ID = PROVIDER_CREDENTIALS.headers['X-Client-Id'];

/** The sandbox customer (`GET /customer`, example `getCustomer-kestrelLedger`): its default URIs. */
export const SANDBOX_CUSTOMER = {
  id: CLIENT_ID,
  name: 'Kestrel Ledger Ltd',
  redirectUri: 'https://app.kestrelledger.example/bank/return',
  webhookUri: 'https://app.kestrelledger.example/webhooks/fernpay',
  otpUri: 'https://app.kestrelledger.example/bank/otp',
} as const;

/** Provider names as the provider lists show them (`GET /providers`, `/providers/eu`). */
const PROVIDER_NAMES: Record<string, string> = {
  'ob-natwest': 'NatWest',
  'ob-rbs': 'Royal Bank of Scotland',
  'ob-ulster': 'Ulster Bank',
  'ob-coutts': 'Coutts',
  'ob-mettle': 'Mettle',
  'ob-lloyds': 'Lloyds Bank',
  'ob-lloyds-business': 'Lloyds Bank Business',
  'ob-halifax': 'Halifax',
  'ob-bos': 'Bank of Scotland',
  'ob-barclays': 'Barclays',
  'ob-barclays-business': 'Barclays Business',
  'ob-hsbc': 'HSBC UK',
  'ob-hsbc-business': 'HSBC UK Business',
  'ob-first-direct': 'first direct',
  'ob-santander': 'Santander UK',
  'ob-monzo': 'Monzo',
  'ob-starling': 'Starling Bank',
  'ob-revolut': 'Revolut',
  'ob-nationwide': 'Nationwide Building Society',
  'ob-tsb': 'TSB',
  'ob-danske': 'Danske Bank',
  'ob-metro': 'Metro Bank',
  'ob-tide': 'Tide',
  'ob-wise': 'Wise',
  'ob-aib': 'AIB',
  'ob-boi': 'Bank of Ireland UK',
  'ob-virgin-money': 'Virgin Money',
  'ob-cooperative': 'The Co-operative Bank',
  'ob-cater-allen': 'Cater Allen',
  starling: 'Starling Bank',
  'bg-ubb': 'United Bulgarian Bank',
  'bg-postbank': 'Postbank (Bulgaria)',
  'bg-dskbank': 'DSK Bank',
  'bg-unicredit': 'UniCredit Bulbank',
};
const SORT_CODE_RANGES: Record<string, string[]> = {
  'ob-natwest': ['500000-509999', '600000-609999'],
  'ob-barclays-business': ['200000-209999'],
  'ob-revolut': ['040075-040075'],
  'ob-hsbc-business': ['400000-409999'],
  'ob-rbs': ['830000-839999'],
  'ob-ulster': ['980000-989999'],
  'ob-lloyds-business': ['300000-309999'],
  'ob-santander': ['090000-099999'],
  'ob-monzo': ['040004-040004'],
  starling: ['608371-608371'],
};

/** Whether the sandbox knows a provider id (a bank of the catalogue, or its `-sandbox` twin). */
export function isKnownProvider(id: string): boolean {
  return (
    Object.hasOwn(PROVIDER_NAMES, id) || (isSandboxProvider(id) && Object.hasOwn(PROVIDER_NAMES, bankOfProvider(id)))
  );
}

export function providerName(id: string): string {
  const live = bankOfProvider(id);
  return own(PROVIDER_NAMES, id) ?? (id === live ? id : `${own(PROVIDER_NAMES, live) ?? live} sandbox`);
}

/** A payment record's `provider` (`ProviderSummary`). */
export function providerSummary(id: string): {id: string; name: string; sortCodeRange: string[]} {
  return {id, name: providerName(id), sortCodeRange: isSandboxProvider(id) ? [] : (own(SORT_CODE_RANGES, id) ?? [])};
}

// ---- store ------------------------------------------------------------------------------------------

/** A collection of `state.store` (created on first use), typed (kit/collection.ts). */
export {collection};

/** Fernpay's reference number: prefix, year, six-digit sequence per kind (`FPP-2026-000001`). */
export function referenceNumber(ctx: Pick<EngineContext, 'state' | 'now'>, prefix: string): string {
  const sequences = collection<number>(ctx.state, 'provider-sequences');
  const key = `${prefix}-${new Date(ctx.now()).getUTCFullYear()}`;
  sequences[key] = (sequences[key] ?? 0) + 1;
  return `${key}-${String(sequences[key]).padStart(6, '0')}`;
}

// ---- answers ----------------------------------------------------------------------------------------

/** `400` `{error: {message}}`: a call not allowed in the object's status. */
export const refused = (message: string): Reply => ({status: 400, body: message});

/** `400` in the provider's `ValidationError` shape, for a rule the schema cannot express. */
export function validationError(
  keyword: string,
  dataPath: string,
  schemaPath: string,
  params: Record<string, Json>,
  message: string,
): Reply {
  return {status: 400, body: {error: {keyword, dataPath, schemaPath, params, message}}};
}

/** The bank's rejection as Fernpay passes it on (`500`, `BankError`). */
export function bankError(errorCode: string, message: string, path: string): Reply {
  return {
    status: 500,
    body: {
      Code: '400 BadRequest',
      clientId: CLIENT_ID,
      Message: 'The request was rejected by the bank',
      Errors: [{ErrorCode: errorCode, Message: message, Path: path}],
    },
  };
}

/** A `{result}` answer (a deep copy: the store is not shared with the caller). */
export const result = (value: unknown, status = 200): Reply => ({
  status,
  body: {result: structuredClone(value) as Json},
});

/** A test-bank button's answers. */
export const bankDone = (body: Record<string, unknown>) => ({status: 200, body: structuredClone(body) as Json});
export const bankRefused = (message: string) => ({status: 400, body: {error: {message}} as Json});

// ---- time -------------------------------------------------------------------------------------------

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();
export const day = (ms: number) => iso(ms).slice(0, 10);

/** When an authorisation link created at `ms` stops working. */
export const linkExpiry = (ms: number) => ms + PROVIDER_LIMITS.authorisationLinkMinutes * MINUTE_MS;

/**
 * Whether the status check after `eventMs` has run by `nowMs`: the checks run at the start of every
 * minute in the sandbox (every hour in live), so an event is noticed at the next whole minute.
 */
export function checkedSince(eventMs: number, nowMs: number): boolean {
  const every = PROVIDER_LIMITS.statusCheckMinutes.sandbox * MINUTE_MS;
  return nowMs >= Math.floor(eventMs / every) * every + every;
}

// ---- amounts ----------------------------------------------------------------------------------------

/** Minor units (a seeded bank's balance, a request's `minorUnits`) as the API's decimal amount: kit/money.ts. */
export const formatCents = (value: number) => major(BigInt(value));

// ---- requests ---------------------------------------------------------------------------------------

/** The URIs a request chose in `option`/`Option`, else the customer's defaults. */
export function requestUris(
  option: unknown,
  fallback: {redirectUri: string; webhookUri: string} = SANDBOX_CUSTOMER,
): {redirectUri: string; webhookUri: string} {
  const o = (option ?? {}) as {RedirectUri?: string; WebhookUri?: string};
  return {redirectUri: o.RedirectUri ?? fallback.redirectUri, webhookUri: o.WebhookUri ?? fallback.webhookUri};
}

/** Where the test bank sends the end user back: the redirect URI with the outcome in the query. */
export function redirectWith(uri: string, query: Record<string, string | null | undefined>): string {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** The test-bank authorisation link of a resource (`authUrl`, `authorisationFlow.uri`). */
export const authorisationLink = (ctx: Pick<EngineContext, 'state' | 'origin'>, module: string, id: string) =>
  sandboxLink(ctx, 'authorisation', module, id);

// ---- seeded values ----------------------------------------------------------------------------------

/** A 32-bit hash of a text (MurmurHash3's mixing): the same text always gives the same number. */
export function hash32(text: string, seed = 0): number {
  let h = 0x9e3779b9 ^ seed;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x5bd1e995);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A random number source seeded by a text (mulberry32). */
export function seededRandom(seed: string): () => number {
  let a = hash32(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/** A UUID (version 4 layout) derived from a text. */
export function seededUuid(seed: string): string {
  const h = [0, 1, 2, 3].map((i) => hex8(hash32(seed, i + 1))).join('');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** `n` decimal digits derived from a text. */
export function seededDigits(seed: string, n: number): string {
  let out = '';
  for (let i = 0; out.length < n; i++) out += String(hash32(seed, i + 11) % 1_000_000_000).padStart(9, '0');
  return out.slice(0, n);
}

/** A random UUID v4 (Web Crypto). */
export function randomUuid(): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** `n` random lowercase hex characters. */
export function randomHex(n: number): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(Math.ceil(n / 2)));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, n);
}

/** The buttons of an authorisation at the test bank, and of an authorised consent: the scenario catalogue's. */
export {AUTHORISE_BUTTONS, REVOKE_BUTTON} from '../../scenarios/provider';
