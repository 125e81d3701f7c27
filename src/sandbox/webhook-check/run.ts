/**
 * The webhook conformance check's runner: sends every case of cases.ts to one URL, in order, one at a time,
 * and grades each answer against the documented rules (src/rules `WEBHOOKS`: a `2xx` delivers, a `4xx` ends
 * the delivery, a `5xx` or no answer within the timeout is retried). Safe by design: it sends only to the URL
 * given, never follows a redirect (`redirect: 'manual'`), sends at most `MAX_DELIVERIES`, aborts each request
 * at the documented timeout and reads at most `ANSWER_BYTES` of each answer. Uses `fetch` (Node 20+).
 */
import {WEBHOOKS} from '../../rules';
import {SANDBOX_WEBHOOK_SECRET} from '../credentials';
import type {SandboxApi} from '../openapi';
import {webhookDelivery, webhookOutcome, WEBHOOK_ANSWER_BYTES} from '../webhooks';
import {CASES, TIMING, type BaseDelivery, type CheckCase, type Expectation, type Hint, type RuleLink} from './cases';

/** At most this many deliveries per run (the cases, with the valid event once per scope). */
export const MAX_DELIVERIES = 40;
/** How much of each answer is read (only its status counts; the start is shown in the report). */
export const ANSWER_BYTES = WEBHOOK_ANSWER_BYTES;
const EXCERPT_CHARS = 200;

/** Bad input to the check (a URL that is not http(s), an unknown scope, a blank secret): a clear message. */
export class CheckInputError extends Error {}

/** One scope's documented example event (the first webhook of the scope in the APIs' descriptions). */
export interface ScopeExample {
  scope: string;
  type: string;
  data: unknown;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows a local `$ref` (`#/components/examples/x`) of a bundled description. */
function deref(doc: Obj, value: unknown): unknown {
  for (let i = 0; i < 8 && isObj(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#/'); i++) {
    let target: unknown = doc;
    for (const part of value.$ref.slice(2).split('/'))
      target = isObj(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    value = target;
  }
  return value;
}

/** The documented example event of every webhook scope of these APIs, the first API's first webhook of each. */
export function webhookExamples(apis: readonly SandboxApi[]): Map<string, ScopeExample> {
  const found = new Map<string, ScopeExample>();
  for (const api of apis) {
    const doc = api.bundled;
    const webhooks = isObj(doc.webhooks) ? doc.webhooks : {};
    for (const item of Object.values(webhooks)) {
      const pathItem = deref(doc, item);
      const op = isObj(pathItem) ? deref(doc, pathItem.post) : undefined;
      const body = isObj(op) ? deref(doc, op.requestBody) : undefined;
      const media = isObj(body) && isObj(body.content) ? body.content['application/json'] : undefined;
      const examples = isObj(media) && isObj(media.examples) ? Object.values(media.examples) : [];
      for (const ex of examples) {
        const value = (deref(doc, ex) as {value?: unknown} | undefined)?.value;
        if (!isObj(value) || typeof value.scope !== 'string' || typeof value.event !== 'string') continue;
        if (!found.has(value.scope))
          found.set(value.scope, {scope: value.scope, type: `${value.scope}.${value.event}`, data: value.data});
        break;
      }
    }
  }
  return found;
}

export interface CheckOptions {
  /** The receiver's URL: the only address the check sends to. */
  to: string;
  /** The secret the receiver verifies with; default the sandbox webhook secret. */
  secret?: string;
  /** The scopes the receiver subscribes to; default every scope of `apis`. */
  scopes?: readonly string[];
  /** Where the documented example events come from (the served bundles). */
  apis: readonly SandboxApi[];
  /** Tests: the per-request timeout (default the documented one). */
  timeoutMs?: number;
  /** The check's clock (ms); default `Date.now`. */
  now?: () => number;
}

export interface CaseResult {
  /** The case's id, with the scope for a per-scope case (`valid-event:invoices`). */
  id: string;
  case: string;
  title: string;
  expect: Expectation;
  scope: string;
  /** The answer's status; null when there was none in time (or no connection). */
  status: number | null;
  timedOut: boolean;
  /** Why there was no answer (timeout, connection refused…). */
  error?: string;
  /** How long the answer took (shown, never graded but by the timeout). */
  ms: number;
  pass: boolean;
  /** On a failure: what the receiver did and what it should have done. */
  problem?: string;
  rule: RuleLink;
  /** On a failure: the usual cause and its fix per stack. */
  hint?: Hint;
  note?: string;
  /** The start of the answer's body. */
  answer?: string;
}

export interface CheckReport {
  to: string;
  scopes: string[];
  /** `sandbox`: signed with the sandbox webhook secret; `given`: with `--secret`. */
  secret: 'sandbox' | 'given';
  timeoutSeconds: number;
  passed: number;
  failed: number;
  ok: boolean;
  results: CaseResult[];
  /** What the check does and does not do, as printed. */
  safety: string;
}

export const SAFETY = `Sends only to the URL given, at most ${MAX_DELIVERIES} requests, one at a time, each aborted after ${WEBHOOKS.timeoutSeconds} seconds; never follows redirects; reads at most ${ANSWER_BYTES / 1024} KiB of each answer.`;

/** Checks the URL: `http:` or `https:`, with a host. */
export function checkTarget(to: string): URL {
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    throw new CheckInputError(`--to: "${to}" is not a URL (for example http://localhost:3000/webhooks)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CheckInputError(`--to: the URL must start with http:// or https:// (got ${url.protocol})`);
  if (!url.hostname) throw new CheckInputError('--to: the URL has no host');
  return url;
}

/** A URL on this machine (`localhost`, `127.0.0.0/8`, `[::1]`): what the docs MCP server's tool may send to. */
export function isLoopback(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

function checkSecret(secret: string): string {
  if (secret.trim() === '' || /\s/.test(secret) || secret.length > 256)
    throw new CheckInputError(
      '--secret: give the webhook secret your endpoint verifies with (whsec_…), without spaces',
    );
  return secret;
}

/**
 * Grades one answer against the rules: an accept case passes on a `2xx`, a reject case on a `4xx`; no answer
 * within the timeout fails either (Fernpay counts it as a network error and retries it).
 */
export function grade(
  expect: Expectation,
  answer: {status: number | null; timedOut: boolean; error?: string},
): {pass: boolean; problem?: string} {
  const should =
    expect === 'accept' ? 'It should have answered 2xx (200).' : 'It should have answered 4xx (400), never 2xx.';
  if (answer.timedOut)
    return {
      pass: false,
      problem: `No answer within ${WEBHOOKS.timeoutSeconds} seconds: Fernpay closes the connection, counts a network error and retries the delivery. ${should}`,
    };
  if (answer.status === null)
    return {
      pass: false,
      problem: `No answer (${answer.error ?? 'connection failed'}): is the endpoint running at this URL? ${should}`,
    };
  const s = answer.status;
  const outcome = webhookOutcome(s);
  if (expect === 'accept') {
    if (outcome === 'delivered') return {pass: true};
    if (s >= 300 && s < 400)
      return {
        pass: false,
        problem: `Answered ${s}: Fernpay does not follow redirects and ends the delivery. ${should}`,
      };
    return {
      pass: false,
      problem:
        outcome === 'retried'
          ? `Answered ${s}: Fernpay would retry it, and with retries off the event is lost. ${should}`
          : `Answered ${s}: Fernpay records the delivery as failed and never sends it again: the event is lost. ${should}`,
    };
  }
  if (s >= 400 && s < 500) return {pass: true};
  if (outcome === 'delivered')
    return {pass: false, problem: `Answered ${s}: the endpoint accepted a delivery it must refuse. ${should}`};
  if (outcome === 'retried')
    return {
      pass: false,
      problem: `Answered ${s}: a 5xx asks for a retry of a delivery that will never verify. ${should}`,
    };
  return {pass: false, problem: `Answered ${s}. ${should}`};
}

/** The start of an answer's body, reading at most `ANSWER_BYTES`. */
async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let read = 0;
  try {
    while (reader && read < ANSWER_BYTES) {
      const chunk = await reader.read();
      if (chunk.done) break;
      chunks.push(chunk.value);
      read += chunk.value.byteLength;
    }
  } catch {
    // cut off or aborted: the status is what counts
  } finally {
    await reader?.cancel().catch(() => undefined);
  }
  const all = new Uint8Array(Math.min(read, ANSWER_BYTES));
  let at = 0;
  for (const c of chunks) {
    const part = c.subarray(0, all.length - at);
    all.set(part, at);
    at += part.length;
    if (at >= all.length) break;
  }
  return new TextDecoder().decode(all).slice(0, EXCERPT_CHARS);
}

async function send(url: URL, delivery: {headers: Record<string, string>; body: string}, timeoutMs: number) {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
      redirect: 'manual',
      signal,
    });
    const answer = await readCapped(response);
    return {status: response.status, timedOut: false, answer, ms: performance.now() - started};
  } catch (error) {
    const timedOut = signal.aborted;
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    const message = timedOut
      ? `no answer within ${timeoutMs / 1000} seconds`
      : (cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)));
    return {status: null, timedOut, error: message, ms: performance.now() - started};
  }
}

/** The deliveries of a run: each case once, the per-scope ones once per scope, bounded. */
export function plan(scopes: readonly string[]): {kase: CheckCase; scope: string}[] {
  const list = CASES.flatMap((kase) =>
    kase.perScope ? scopes.map((scope) => ({kase, scope})) : [{kase, scope: scopes[0]}],
  );
  if (list.length > MAX_DELIVERIES) throw new CheckInputError(`at most ${MAX_DELIVERIES} deliveries per run`);
  return list;
}

/** Runs the check against `options.to` and returns the report (it never throws for a wrong answer). */
export async function runWebhookCheck(options: CheckOptions): Promise<CheckReport> {
  const url = checkTarget(options.to);
  const secret = checkSecret(options.secret ?? SANDBOX_WEBHOOK_SECRET);
  const examples = webhookExamples(options.apis);
  if (examples.size === 0) throw new Error('webhook check: the APIs describe no webhook example');
  const scopes = options.scopes?.length ? [...new Set(options.scopes)] : [...examples.keys()];
  for (const s of scopes)
    if (!examples.has(s))
      throw new CheckInputError(`--scope: unknown scope "${s}" (known: ${[...examples.keys()].join(', ')})`);
  const timeoutMs = options.timeoutMs ?? WEBHOOKS.timeoutSeconds * 1000;
  const clock = options.now ?? (() => Date.now());
  const deliveries = plan(scopes);
  const valid = new Map<string, BaseDelivery>();
  const validOf = async (scope: string, now: number) => {
    let base = valid.get(scope);
    if (!base) {
      const {type, data} = examples.get(scope)!;
      const sentAt = new Date(now * 1000).toISOString();
      base = {type, data, sentAt, t: now, ...(await webhookDelivery(type, data, sentAt, [secret], now))};
      valid.set(scope, base);
    }
    return base;
  };
  const results: CaseResult[] = [];
  for (const {kase, scope} of deliveries) {
    const now = Math.floor(clock() / 1000);
    const delivery = await kase.build({valid: await validOf(scope, now), secret, now});
    const answer = await send(url, delivery, timeoutMs);
    const graded = grade(kase.expect, answer);
    results.push({
      id: kase.perScope ? `${kase.id}:${scope}` : kase.id,
      case: kase.id,
      title: kase.perScope ? `${kase.title}: ${scope}` : kase.title,
      expect: kase.expect,
      scope,
      status: answer.status,
      timedOut: answer.timedOut,
      ...(answer.error ? {error: answer.error} : {}),
      ms: Math.round(answer.ms),
      pass: graded.pass,
      ...(graded.problem ? {problem: graded.problem} : {}),
      rule: answer.timedOut ? TIMING.rule : kase.rule,
      // No connection at all: no hint of the case's (the problem says why).
      ...(graded.pass || (answer.status === null && !answer.timedOut)
        ? {}
        : {hint: answer.timedOut ? TIMING.hint : kase.hint}),
      ...(kase.note ? {note: kase.note} : {}),
      ...(answer.answer ? {answer: answer.answer} : {}),
    });
  }
  const failed = results.filter((r) => !r.pass).length;
  return {
    to: url.href,
    scopes,
    secret: options.secret === undefined ? 'sandbox' : 'given',
    timeoutSeconds: timeoutMs / 1000,
    passed: results.length - failed,
    failed,
    ok: failed === 0,
    results,
    safety: SAFETY,
  };
}
