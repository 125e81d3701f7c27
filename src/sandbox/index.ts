/**
 * The sandbox engine: one `handle(request)` for every documented operation of the APIs it is given (their
 * served bundles), plus the control surface under `/_sandbox`. The same code runs in the local server
 * (src/sandbox/server.ts) and, later, in the browser: no DOM and no Node API here, only Web Crypto
 * (`globalThis.crypto`), which Node 20 and browsers both have.
 *
 * Order of a call: route (unknown path `404`), rate limit (`429` past `RATE_LIMITS[family].sandbox` per
 * minute), credentials (`401`), validation of path/query/header parameters and the JSON body (`400` naming
 * the field), idempotency (replay, `409`, `422`): all synchronous, so that a second request with the same key
 * arriving meanwhile gets the `409`; then what is due on the sandbox clock, then the stateful handler of the
 * resource or, where there is none yet, the documented success example (exampleResponder). Only documented
 * statuses are answered. Every answer carries `RateLimit-*`.
 */
import {IDEMPOTENCY, RATE_LIMITS, RATE_LIMIT_WINDOW_SECONDS, REQUEST_LIMITS, WEBHOOKS} from '../rules';
import {webhookDelivery, webhookHeaders, webhookOutcome} from './webhooks';
import {SANDBOX_WEBHOOK_SECRET, webhookSecretFor as secretFor, type SandboxCredentials} from './credentials';
import {exampleResponder} from './exampleResponder';
import {
  FAMILY_PREFIX,
  buildOperations,
  familyOfPath,
  matchRoute,
  pointerGet,
  resolveRef,
  type Json,
  type Operation,
  type SandboxApi,
  type SandboxFamily,
} from './openapi';
import {trackState, type Change} from './changes';
import {LINK_KINDS, LINKS_COLLECTION, linkHashOf, resolveLink, type LinkKind, type LinkRecord} from './links';
import {bankPage, resultPage} from './pages/bank';
import {messagePage, notFoundPage, parseForm} from './pages/html';
import {resourceSet, type SandboxPreset} from './preset';
import {
  emptyState,
  type Handler,
  type EngineContext,
  type HandlerContext,
  type Reply,
  type SandboxEvent,
  type SandboxRequest,
  type SandboxResponse,
  type SandboxState,
  type PageContext,
  type ResourceModule,
  type ScheduledTask,
} from './types';
import {
  createRequestValidator,
  plainMessage,
  providerValidationError,
  type CompiledValidators,
  type ValidationFailure,
} from './validate';
import {keyed, keyedState} from './kit/keyed';
import {declaredStatuses, stateValueProblem} from './state';
import {redirectAllowed} from './kit/redirect';
import {madeBy, stepName} from './seed';

export type {SandboxApi, SandboxFamily} from './openapi';
export type {SandboxPreset} from './preset';
export type * from './types';
export type {Change} from './changes';

/**
 * Sends one webhook attempt (the server's `fetch`); a thrown error is a network error. `signal` aborts at the
 * documented timeout: the transport closes the connection then.
 */
export type WebhookTransport = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}) => Promise<{status: number}>;

/** What the sandbox keeps: the newest this many webhooks (`GET /_sandbox/events`; shown by `GET /_sandbox`). */
export const SANDBOX_LIMITS = {eventsKept: 1000} as const;

/**
 * A saved state (`createSandbox({state})`) with an impossible value: the server refuses to start on its file,
 * Try it starts fresh. `pointer` is the JSON pointer of the value in the state.
 */
export class StateValueError extends Error {
  constructor(
    readonly pointer: string,
    readonly problem: string,
  ) {
    super(`the value at ${pointer} is wrong: ${problem}`);
  }
}

/** A change the store (`commit`) refused: the engine went back to the state before it, and answers `503`. */
export class CommitRefused extends Error {}

export interface SandboxOptions {
  apis: readonly SandboxApi[];
  /**
   * What the sandbox runs: its resource modules (a set, in any order) and the test credentials of its families
   * (presets/public.ts, presets/provider.ts). An operation no module handles answers its documented example.
   */
  preset: SandboxPreset;
  /** The base clock (ms since the epoch); the sandbox clock is it plus what was advanced. Default `Date.now`. */
  clock?: () => number;
  /** A snapshot to start from (`snapshot()` of an earlier sandbox). */
  state?: SandboxState;
  /** Where webhooks are POSTed (`--forward-to`); without it they are only recorded. */
  forwardTo?: string;
  transport?: WebhookTransport;
  /**
   * Retry failed deliveries of the events of no integration (a company's, the provider's) on the documented
   * schedule; an integration's events follow its `isRetryWebhookEnabled`.
   */
  retryWebhooks?: boolean;
  /** The origin shown in `GET /_sandbox` (`http://127.0.0.1:4010`). */
  origin?: string;
  /**
   * Request validators compiled at build time, by API id (plugins/sandbox-web/standalone.ts): required where schemas cannot be
   * compiled at run time (a page's Content Security Policy); without them the engine compiles with Ajv.
   */
  validators?: Readonly<Record<string, CompiledValidators>>;
  /**
   * Keeps what a step changed (the server's `--state` journal): called inside the exclusive section once a
   * request, a tick or a webhook attempt is wholly done, with its changes as live values (serialise them
   * before returning). Throwing refuses the change: the engine goes back to `rollback()` and answers `503`.
   * The promise it returns (the change flushed to disk) is awaited before the answer is given; rejected, the
   * answer is `503`. A step that changed nothing commits `[]`: its answer waits for the flush of the changes
   * before it. Without `commit`, the state is only in memory (and `snapshot()`). `state` is the state with the
   * step in it, to read there and then if at all (the journal folds itself into a snapshot from it), never kept.
   */
  commit?: (changes: Change[], state: SandboxState) => Promise<void> | void;
  /** The state as the store last kept it (a refused change is undone by going back to it). */
  rollback?: () => SandboxState;
  /** How long a webhook attempt may take before it is aborted (default `WEBHOOKS.timeoutSeconds`). */
  webhookTimeoutMs?: number;
  /** Where a defect of the sandbox is reported, with its stack (default `console.error`). */
  logDefect?: (message: string) => void;
}

export interface Sandbox {
  handle(request: SandboxRequest): Promise<SandboxResponse>;
  /** Every webhook sent, oldest first. */
  events(): SandboxEvent[];
  snapshot(): SandboxState;
  /** Runs what is due on the sandbox clock (bank confirmations, overdue payments, webhook attempts). */
  tick(): Promise<void>;
  now(): number;
  /** Grows with every change of state: the server persists when it moved. */
  revision(): number;
}

const TEXT = 'text/plain; charset=utf-8';
/** How many passes of the modules' ticks a run makes at most (each after one that changed something). */
const MAX_TICK_PASSES = 8;
/** The most stops a clock advance makes on its way (each runs what is due then). */
const MAX_CLOCK_STEPS = 10_000;
/** The last time a JavaScript Date can hold (8.64e15 ms after the epoch). */
const MAX_TIME_MS = 8.64e15;

/** `decodeURIComponent`, or undefined for a malformed escape (`%E0%A4%A`). */
function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
const JSON_TYPE = 'application/json';

/** ISO 8601 duration (`P7D`, `PT5S`, `P1Y2M3DT4H5M6.5S`, `P2W`) added to a time, in ms; undefined if malformed. */
export function addDuration(ms: number, duration: string): number | undefined {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    duration,
  );
  if (!m || duration === 'P' || duration.endsWith('T')) return undefined;
  const [, y, mo, w, d, h, mi, s] = m.map((v) => (v === undefined ? 0 : Number(v)));
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() + y, date.getUTCMonth() + mo);
  return date.getTime() + ((w * 7 + d) * 86400 + h * 3600 + mi * 60 + s) * 1000;
}

function lowerHeaders(headers: SandboxRequest['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {}))
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
  return out;
}

/** Sorted-key JSON, so that whitespace and key order do not make two bodies differ. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A query value as its schema's type, when it can be read as one (otherwise the string, which then fails). */
function coerce(values: string[], schema: Record<string, unknown>): unknown {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('array')) {
    const items = (schema.items ?? {}) as Record<string, unknown>;
    return values.flatMap((v) => v.split(',')).map((v) => coerce([v], items));
  }
  const v = values[values.length - 1];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (types.includes('boolean') && (v === 'true' || v === 'false')) return v === 'true';
  return v;
}

/**
 * What the sandbox reads of a request body: at most this many characters, nested at most this deep (a
 * deeper value could not be stored and snapshotted safely; no documented body comes near either limit). The
 * local server refuses a body of more than `maxBodyBytes` with `413` as soon as it passes them, unread, a URL
 * longer than `maxUrlBytes` with `414`, a header block over `maxHeaderBytes` with `431`, and a body that is not
 * declared JSON where JSON is taken with `415` (src/rules `REQUEST_LIMITS`, stated by the rule `request-limits`).
 */
export {REQUEST_LIMITS};

/** How deep arrays and objects nest in a parsed JSON value (iterative: any depth is measured safely). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > REQUEST_LIMITS.maxBodyDepth) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** What checking a request found: the `401`/`400` answer a Fernpay server gives, or the parsed query and body. */
export type RequestCheck = {reply: Reply} | {query: Record<string, unknown>; body: unknown};

/**
 * The checks of a call before anything runs, in the server's order: credentials (the sandbox's test values,
 * `401`), then path, query and header parameters and the JSON body (`400` with the documented message: plain
 * text naming the field, or the provider's JSON `ValidationError`). `validate` is `createRequestValidator` of
 * the operation's bundle. Used by the engine for every call and by the MCP server's `validate_request`.
 */
export function checkRequest(
  operation: Operation,
  validate: ReturnType<typeof createRequestValidator>,
  req: {pathParams: Record<string, string>; url: URL; headers: Record<string, string>; body?: string},
  /** The test credentials the sandbox accepts (its preset's). */
  credentials: SandboxCredentials,
): RequestCheck {
  const {pathParams, url, headers} = req;
  const family = operation.api.family;
  const isPublic = operation.credentialHeaders.length === 0;
  const reply = (r: Reply): RequestCheck => ({reply: r});
  const documents = (status: number) => operation.responses[String(status)] !== undefined;
  // Credentials: exactly the test values, named as the API's security schemes name them. Another family's
  // valid terminal (a partner terminal on the toolkit, a merchant terminal on the Partner API) is `403`.
  if (!isPublic) {
    const sends = (f: SandboxFamily) => {
      const expected: Record<string, string> | undefined = credentials[f]?.headers;
      return operation.credentialHeaders.every(
        (h) => expected?.[h] !== undefined && headers[h.toLowerCase()] === expected[h],
      );
    };
    if (!sends(family)) {
      const otherFamily = (Object.keys(credentials) as SandboxFamily[]).some((f) => f !== family && sends(f));
      if (otherFamily && documents(403)) return reply({status: 403, body: 'Access Denied'});
      return reply({status: 401, body: family === 'provider' ? 'Invalid client credentials' : 'Unauthorized'});
    }
  }
  // Validation.
  const fail = (failure: ValidationFailure) =>
    family === 'provider'
      ? reply({status: 400, body: providerValidationError(failure) as Json})
      : reply({status: 400, body: plainMessage(failure)});
  // Only documented statuses: where the operation documents no `400`, a malformed path parameter names
  // nothing (`404`) and a malformed or missing query or header parameter is ignored (DECISIONS.md).
  const query: Record<string, unknown> = {};
  const firstQuery = [...url.searchParams.keys()][0];
  if (firstQuery !== undefined && operation.parameters.length === 0 && !operation.body && documents(400))
    return reply({status: 400, body: `unknown query parameter: ${firstQuery} (this call takes no parameters)`});
  for (const p of operation.parameters) {
    let value: unknown;
    if (p.in === 'path') value = coerce([pathParams[p.name] ?? ''], p.schema);
    else if (p.in === 'query') {
      const values = url.searchParams.getAll(p.name);
      if (values.length) value = coerce(values, p.schema);
    } else if (p.in === 'header') value = headers[p.name.toLowerCase()];
    else continue;
    if (value === undefined) {
      if (p.required && documents(400)) return reply({status: 400, body: `${p.name} is required`});
      continue;
    }
    const failure = validate(value, p.schemaPointer, p.name);
    if (failure) {
      if (documents(400)) return fail(failure);
      if (p.in === 'path') return reply({status: 404, body: 'Not Found'});
      continue;
    }
    if (p.in === 'query') query[p.name] = value;
  }
  let body: unknown;
  if (operation.body) {
    const raw = req.body ?? '';
    if (raw.trim() === '') {
      if (operation.body.required) return reply({status: 400, body: 'the body is required: send a JSON object'});
    } else {
      if (raw.length > REQUEST_LIMITS.maxBodyCharacters)
        return reply({status: 400, body: `the body must be at most ${REQUEST_LIMITS.maxBodyCharacters} characters`});
      try {
        body = JSON.parse(raw);
      } catch {
        return reply({status: 400, body: 'the body must be valid JSON'});
      }
      if (depthOf(body) > REQUEST_LIMITS.maxBodyDepth)
        return reply({status: 400, body: `the body must be nested at most ${REQUEST_LIMITS.maxBodyDepth} levels deep`});
      const schema = resolveRef(
        operation.api.bundled,
        pointerGet(operation.api.bundled, operation.body.schemaPointer),
        operation.body.schemaPointer,
      ).value;
      const wantsObject =
        schema.type === 'object' || schema.properties || schema.oneOf || schema.allOf || schema.discriminator;
      if (wantsObject && (typeof body !== 'object' || body === null || Array.isArray(body)))
        return family === 'provider'
          ? reply({
              status: 400,
              body: {
                error: {
                  keyword: 'type',
                  dataPath: '',
                  schemaPath: '#/type',
                  params: {type: 'object'},
                  message: 'should be object',
                },
              },
            })
          : reply({status: 400, body: 'the body must be a JSON object'});
      const failure = validate(body, operation.body.schemaPointer, '');
      if (failure) return fail(failure);
    }
  }
  return {query, body};
}

export function createSandbox(given: SandboxOptions): Sandbox {
  // The state given is read once, into the engine's own copy (below): the options, which the engine keeps, do not
  // keep it too (at 30,000 payments it was a second whole state in the heap for the sandbox's life).
  // Copied by descriptor, not spread: a getter (the server's `origin`, known once it listens) stays a getter.
  const givenState = given.state;
  const {state: _state, ...descriptors} = Object.getOwnPropertyDescriptors(given);
  const options = Object.defineProperties({}, descriptors) as Omit<SandboxOptions, 'state'>;
  // The preset's modules (checked: one handler per operation) and credentials: the engine imports no list of them.
  const {modules: RESOURCE_MODULES, handlerFor, taskRunner} = resourceSet(options.preset);
  /** The modules' settings of the control surface, by name (`POST /_sandbox/<name>`). */
  const CONTROLS = RESOURCE_MODULES.flatMap((m) => Object.entries(m.controls ?? {}));
  const credentials = options.preset.credentials;
  const webhookSecretFor = (type: string, data?: unknown, integrationSecret?: (id: string) => string | undefined) =>
    secretFor(credentials, type, data, integrationSecret);
  const baseClock = options.clock ?? (() => Date.now());
  // A copy of the state given (JSON or a structuredClone: plain objects), its tables made prototype-free again,
  // refused when a value is impossible (a clock 1e300 ms ahead, a status no lifecycle declares, a made-up amount).
  const initial: SandboxState = givenState
    ? keyedState({...emptyState(), ...structuredClone(givenState)})
    : emptyState();
  if (givenState) {
    const bad = stateValueProblem(initial, declaredStatuses(options.preset.lifecycles));
    if (bad) throw new StateValueError(bad.pointer, bad.problem);
  }
  /** With a store (`commit`), the engine runs on a view of the state that notes what each step changes. */
  const tracker = options.commit ? trackState(initial) : undefined;
  let state: SandboxState = tracker ? tracker.state : initial;
  /** The state itself, for reads that change nothing (a snapshot, the events list). */
  const rawState = () => tracker?.raw ?? state;
  let rev = 0;
  const now = () => baseClock() + state.clockOffsetMs;
  // Read at each use: the server knows its port (and so its origin) only once it listens.
  const originNow = () => options.origin ?? 'http://127.0.0.1:4010';
  const operations = buildOperations(options.apis);
  const validators = new Map<string, ReturnType<typeof createRequestValidator>>();
  const validatorFor = (op: Operation) => {
    let v = validators.get(op.api.id);
    if (!v) validators.set(op.api.id, (v = createRequestValidator(op.api.bundled, options.validators?.[op.api.id])));
    return v;
  };
  const inFlight = new Set<string>();
  /** Attempts under way, by event id: a tick waits for them, so an attempt's end is known before the next. */
  const delivering = new Map<string, Promise<void>>();

  /** While a seed step runs (seed/): the documented ids the next records created get, in order. */
  let seedIds: string[] = [];
  /** A record's id: the next documented one while a seed step runs. */
  const newId = () => seedIds.shift() ?? freshId();
  /** A new id, never a seeded one (a webhook event's: the seed's events are dropped). */
  const freshId = () => {
    state.counter += 1;
    const seconds = Math.floor(now() / 1000)
      .toString(16)
      .padStart(8, '0')
      .slice(-8);
    const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(5)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    return `${seconds}${random}${(state.counter % 0x1000000).toString(16).padStart(6, '0')}`;
  };

  // ---- webhooks -------------------------------------------------------------------------------------
  /** What an integration of the state says about its webhooks: the first module that knows the id answers. */
  const integrationOf = (id: string) => {
    for (const m of RESOURCE_MODULES) {
      const settings = m.integration?.(state, id);
      if (settings) return settings;
    }
    return undefined;
  };
  /** The secret of an integration of the state (`whsec_…`), for the webhooks sent to it. */
  const integrationSecret = (id: string) => integrationOf(id)?.webhookSecret;
  const payloadOf = (body: string): unknown => {
    try {
      return (JSON.parse(body) as {data?: unknown}).data;
    } catch {
      return undefined;
    }
  };
  /** The secret that signs an event: its payload names where it goes. */
  const secretOf = (type: string, body: string) => webhookSecretFor(type, payloadOf(body), integrationSecret);
  /**
   * Whether a failed delivery of an event is retried: an event of an integration (its payload's `integration`)
   * follows that integration's `isRetryWebhookEnabled` as it is now, as in live; any other event (a company's,
   * the provider's) the sandbox's `--retry-webhooks` option.
   */
  const retries = (body: string) => {
    const integration = (payloadOf(body) as {integration?: unknown} | null | undefined)?.integration;
    const settings = typeof integration === 'string' ? integrationOf(integration) : undefined;
    return settings?.retryWebhooks ?? options.retryWebhooks === true;
  };

  async function emitWebhook(type: string, data: Json) {
    // `t` is the real time, not the sandbox clock: a receiver checks it against its own clock (the
    // signature tolerance), which advancing the sandbox clock does not move.
    const secret = webhookSecretFor(type, data, integrationSecret);
    const {headers, body} = await webhookDelivery(
      type,
      data,
      new Date(now()).toISOString(),
      [secret],
      Math.floor(baseClock() / 1000),
    );
    const target = options.forwardTo && options.transport;
    state.events.push({
      id: freshId(),
      type,
      createdAt: new Date(now()).toISOString(),
      headers,
      body,
      attempts: [],
      nextAttemptAt: target ? now() : null,
      outcome: target ? 'pending' : 'not-forwarded',
    });
    tracker?.event(state.events[state.events.length - 1].id);
    const over = state.events.length - SANDBOX_LIMITS.eventsKept;
    if (over > 0) {
      state.events.splice(0, over);
      tracker?.droppedEvents(over);
    }
  }

  async function attempt(event: SandboxEvent) {
    const t = Math.floor(baseClock() / 1000); // real time, as in emitWebhook
    const signature =
      event.attempts.length === 0
        ? event.headers[WEBHOOKS.signatureHeader]
        : (await webhookHeaders(event.body, [secretOf(event.type, event.body)], t))[WEBHOOKS.signatureHeader];
    const record: SandboxEvent['attempts'][number] = {at: new Date(now()).toISOString(), signature};
    let status: number | undefined;
    // Aborted at the timeout: the transport closes the connection (a receiver that never answers holds nothing).
    const timeoutMs = options.webhookTimeoutMs ?? WEBHOOKS.timeoutSeconds * 1000;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const result = await Promise.race([
        options.transport!({
          url: options.forwardTo!,
          headers: {...event.headers, [WEBHOOKS.signatureHeader]: signature},
          body: event.body,
          signal,
        }),
        new Promise<never>((_, reject) => {
          const timedOut = () => reject(new Error(`no answer within ${timeoutMs / 1000} seconds`));
          if (signal.aborted) timedOut();
          else signal.addEventListener('abort', timedOut, {once: true});
        }),
      ]);
      status = result.status;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    // The result is recorded (and kept) in the exclusive section, on the event as it is now.
    // A refused write undid the result: the attempt counts as not made, and is made again.
    // (The flush is wrapped, not returned: the exclusive section ends without waiting for it.)
    const step = await exclusive(async () => {
      const current = state.events.find((e) => e.id === event.id);
      if (current) recordAttempt(current, record, status);
      return {durable: commitStep()};
    }).catch(() => undefined);
    await step?.durable?.catch(() => undefined);
  }

  function recordAttempt(event: SandboxEvent, record: SandboxEvent['attempts'][number], status?: number) {
    // A 2xx ends the delivery; a 5xx is a failed attempt; 1xx, 3xx and 4xx end it without a retry.
    const outcome = webhookOutcome(status);
    const failed = outcome === 'retried';
    if (status !== undefined) {
      record.status = status;
      event.outcome = outcome === 'delivered' ? 'delivered' : failed ? 'pending' : 'failed';
    }
    event.attempts.push(record);
    const retriesDone = event.attempts.length - 1;
    if (failed && retriesDone < WEBHOOKS.retryDelaysSeconds.length && retries(event.body)) {
      // Counted from the end of the failed attempt, on the sandbox clock.
      event.nextAttemptAt = now() + WEBHOOKS.retryDelaysSeconds[retriesDone] * 1000;
      event.outcome = 'pending';
    } else {
      event.nextAttemptAt = null;
      if (failed) event.outcome = 'failed';
    }
    tracker?.event(event.id);
    rev++;
  }

  // ---- the sandbox clock's tasks ------------------------------------------------------------------
  /**
   * The earliest `at` of the scheduled tasks (Infinity: none; -Infinity: not known, the next run looks): a request
   * with nothing due reads no task.
   */
  let nextDue = -Infinity;
  const schedule = (task: ScheduledTask) => {
    state.scheduled.push(task);
    if (task.at < nextDue) nextDue = task.at;
  };
  /** What clock tasks, ticks and test-bank actions get (the state as it is now: reset replaces it). */
  const engineCtx = (): EngineContext => ({state, now, newId, emitWebhook, schedule, origin: originNow()});

  /**
   * Runs what is due, one run at a time: a request's run waits for the background tick's, so that no answer
   * shows a status change whose webhook is not recorded yet, and no change is made twice.
   */
  /** The first instant after `after` at which a scheduled task or a module's `onTick` is due, if any. */
  function nextWakeAfter(after: number): number | undefined {
    let next: number | undefined;
    const consider = (at: number | undefined) => {
      if (at !== undefined && at > after && (next === undefined || at < next)) next = at;
    };
    for (const task of state.scheduled) consider(task.at);
    const ctx = engineCtx();
    for (const m of RESOURCE_MODULES) consider(m.nextWake?.(ctx));
    return next;
  }

  let dueRuns: Promise<void> = Promise.resolve();
  function runDue(): Promise<void> {
    const run = dueRuns.then(runDueNow);
    dueRuns = run.catch(() => undefined);
    return run;
  }

  async function runDueNow() {
    // A task may schedule another that is already due (a confirmation right after an approval): loop.
    for (let round = 0; round < 100; round++) {
      // One instant for the whole split: the base clock runs on (real time), and a task due between two reads
      // of it would be neither run nor kept.
      const at = now();
      if (nextDue > at) break;
      const scheduled = rawState().scheduled;
      const due = scheduled.filter((t) => t.at <= at).sort((a, b) => a.at - b.at);
      nextDue = Infinity;
      for (const t of scheduled) if (t.at > at && t.at < nextDue) nextDue = t.at;
      if (due.length === 0) break;
      state.scheduled = scheduled.filter((t) => t.at > at);
      for (const task of due) {
        const run = taskRunner(task.kind);
        // A task changes the records it reads (a bank confirmation): they are kept again.
        const reads = tracker?.readsChange;
        if (tracker) tracker.readsChange = true;
        try {
          if (run) await run(engineCtx(), task);
        } finally {
          if (tracker) tracker.readsChange = reads ?? false;
        }
        rev++;
      }
    }
    // The modules' ticks until none changes anything: one that follows from another's change (an invoice paid
    // by its payment, then its order complete) runs whatever the modules' order (a set: preset.ts).
    for (let pass = 0; pass < MAX_TICK_PASSES; pass++) {
      const before = rev;
      for (const m of RESOURCE_MODULES) {
        if (!m.onTick) continue;
        // `onTick` reads every record of its module on every step: it runs on the state itself, unnoted, and
        // when it says it changed something (rare: a date passed), the whole state is kept.
        const ctx = tracker ? {...engineCtx(), state: tracker.raw} : engineCtx();
        const key = m.tickKey?.(ctx);
        const last = lastTicks.get(m.name);
        if (key !== undefined && last && last.key === key && last.rev === rev) continue;
        if (await m.onTick(ctx)) {
          rev++;
          tracker?.everything();
        }
        if (key !== undefined) lastTicks.set(m.name, {key, rev});
      }
      if (rev === before) break;
    }
  }

  /** The sandbox-clock time of the last pruning (`prune`). */
  let prunedAt = -Infinity;
  /**
   * What the sandbox keeps only for a while goes on the sandbox clock, looked at once a minute of it (a look
   * reads every entry: once a minute, not on every request): idempotency keys past their lifetime (a lookup never
   * answers one anyway), and rate-limit windows that ended (a credential's next request opens a new one; any
   * `X-Terminal-Id` sent opens one).
   */
  function prune() {
    const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000;
    const at = now();
    if (at >= prunedAt && at - prunedAt < windowMs) return;
    prunedAt = at;
    const lifetime = IDEMPOTENCY.keyLifetimeHours * 3600 * 1000;
    const entries = rawState().idempotency;
    for (const key in entries) if (at - entries[key].at >= lifetime) delete state.idempotency[key];
    const buckets = rawState().rateLimits;
    for (const key in buckets)
      if (at < buckets[key].windowStart || at - buckets[key].windowStart >= windowMs) delete state.rateLimits[key];
  }

  /**
   * Ends a step in the exclusive section: prunes what expired (with or without a store), then hands what the
   * step changed to the store (`options.commit`): the promise of its flush, awaited before answering. A
   * refused write undoes the step (`CommitRefused`).
   */
  function commitStep(): Promise<void> | undefined {
    prune();
    if (!tracker || !options.commit) return undefined;
    // No change still waits for the flush of those before it: no answer shows what a crash could lose.
    const changes = tracker.take();
    try {
      return Promise.resolve(options.commit(changes, tracker.raw));
    } catch (error) {
      rollback();
      throw new CommitRefused(error instanceof Error ? error.message : String(error));
    }
  }

  /** Back to the state the store last kept: a step that failed (refused write, defect) leaves nothing. */
  function rollback() {
    const kept = options.rollback?.();
    if (kept) keyedState(kept);
    if (!tracker || !kept) {
      tracker?.take(); // nothing to go back to: the step's changes stay (in memory only)
      return;
    }
    tracker.replace(kept, false);
    state = tracker.state;
    nextDue = -Infinity;
    rev++;
    lastTicks.clear();
  }
  /** Per module with a `tickKey`: its key and the state revision after its last `onTick`. */
  const lastTicks = new Map<string, {key: string; rev: number}>();

  /**
   * One change of state at a time: a request, a tick's due tasks and a control call run one after the other,
   * never interleaved at an `await` (a tick marking a payment `overdue` while its create is being answered).
   * Webhook deliveries run outside it: they wait on the network.
   */
  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  /** Starts every webhook attempt that is due, and waits for those under way. */
  async function deliver() {
    if (!options.transport || !options.forwardTo) return;
    const ready = state.events.filter(
      (e) => e.nextAttemptAt !== null && e.nextAttemptAt <= now() && !delivering.has(e.id),
    );
    for (const event of ready)
      delivering.set(
        event.id,
        attempt(event).finally(() => delivering.delete(event.id)),
      );
    await Promise.all(delivering.values());
  }

  async function tick() {
    const step = await exclusive(async () => {
      if (tracker) tracker.readsChange = true;
      try {
        await runDue();
      } catch (error) {
        defect('the sandbox clock (tick)', error);
        rollback();
        return undefined;
      }
      return {durable: commitStep()};
    });
    await step?.durable;
    await deliver();
  }

  /** A defect of the sandbox itself (a handler threw): reported with its stack, never silent. */
  function defect(operation: string, error: unknown) {
    const log = options.logDefect ?? ((message: string) => console.error(message));
    log(`[sandbox] defect in ${operation}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }

  // ---- answers ------------------------------------------------------------------------------------
  /** The operation a request names, for a defect's report: its operationId, or the method and path. */
  function operationName(req: SandboxRequest, url: URL) {
    const match = matchRoute(operations, req.method, url.pathname);
    const where = `${req.method.toUpperCase()} ${url.pathname}`;
    return 'operation' in match ? `${match.operation.operationId} (${where})` : where;
  }

  /** `503`: the state file (the store) did not take the change, so it was not kept (DECISIONS.md). */
  function unavailable(family: SandboxFamily | undefined, page: unknown, error: unknown): SandboxResponse {
    const message = `the sandbox could not save this change to its state file, so it was not kept: ${error instanceof Error ? error.message : String(error)}. Try again once the file can be written.`;
    if (page) return messagePage(503, 'The sandbox could not save', message, {'Retry-After': '1'});
    const e = errorBody(family, message);
    return {status: 503, headers: {'Content-Type': e.type, 'Retry-After': '1'}, body: e.body};
  }

  const errorBody = (family: SandboxFamily | undefined, message: string): {body: string; type: string} =>
    family === 'provider' ? {body: JSON.stringify({error: {message}}), type: JSON_TYPE} : {body: message, type: TEXT};

  function render(reply: Reply, family: SandboxFamily | undefined): SandboxResponse {
    const headers: Record<string, string> = {...(reply.headers ?? {})};
    let body = '';
    if (typeof reply.body === 'string') {
      if (reply.status >= 400 && family === 'provider') {
        body = JSON.stringify({error: {message: reply.body}});
        headers['Content-Type'] = JSON_TYPE;
      } else {
        body = reply.body;
        headers['Content-Type'] ??= TEXT;
      }
    } else if (reply.body !== undefined) {
      body = JSON.stringify(reply.body);
      headers['Content-Type'] = JSON_TYPE;
    }
    return {status: reply.status, headers, body};
  }

  /** Counts the request in its credential's window; the headers, and whether it is over the limit. */
  function rateLimit(family: SandboxFamily | 'public', who: string) {
    const limit = RATE_LIMITS[family].sandbox;
    const key = `${family}:${who}`;
    const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000;
    let bucket = state.rateLimits[key];
    // A window that starts after now (a state restored under an earlier clock) restarts too.
    if (!bucket || now() < bucket.windowStart || now() - bucket.windowStart >= windowMs)
      bucket = state.rateLimits[key] = {windowStart: now(), count: 0};
    bucket.count += 1;
    const reset = Math.max(1, Math.ceil((bucket.windowStart + windowMs - now()) / 1000));
    const over = bucket.count > limit;
    const headers = {
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(Math.max(0, limit - bucket.count)),
      'RateLimit-Reset': String(reset),
    };
    return {over, headers, limit, reset};
  }

  /**
   * The idempotency claim of a request as it arrives (`<family>:<credential>:<key>` of a keyed call), taken
   * before it waits its turn: a second request with the same key arriving while the first is queued or
   * running gets `409`, as on a server that handles requests in parallel.
   */
  function claimOf(req: SandboxRequest, url: URL, headers: Record<string, string>): string | undefined {
    const match = matchRoute(operations, req.method, url.pathname);
    if (!('operation' in match) || !match.operation.keyed) return undefined;
    const key = headers[IDEMPOTENCY.header.toLowerCase()];
    if (key === undefined) return undefined;
    const op = match.operation;
    const who =
      op.credentialHeaders.length === 0 ? 'client' : (headers[op.credentialHeaders[0].toLowerCase()] ?? 'anonymous');
    return `${op.api.family}:${who}:${key}`;
  }

  async function handleApi(
    req: SandboxRequest,
    url: URL,
    headers: Record<string, string>,
    /** Another request with this key was in flight when this one arrived. */
    conflict = false,
  ): Promise<SandboxResponse> {
    const match = matchRoute(operations, req.method, url.pathname);
    if (!('operation' in match)) {
      const family = match.family;
      const rl = rateLimit(family ?? 'public', headers['x-terminal-id'] ?? headers['x-client-id'] ?? 'anonymous');
      const e = errorBody(family, 'Not Found');
      return {status: 404, headers: {'Content-Type': e.type, ...rl.headers}, body: e.body};
    }
    const {operation, pathParams} = match;
    const family = operation.api.family;
    const isPublic = operation.credentialHeaders.length === 0;
    const who = isPublic ? 'client' : (headers[operation.credentialHeaders[0].toLowerCase()] ?? 'anonymous');
    const rl = rateLimit(isPublic ? 'public' : family, who);
    // `Idempotency-Replayed` is on every answer to a keyed call that carried a key: `false` unless a replay.
    const carriedKey = operation.keyed && headers[IDEMPOTENCY.header.toLowerCase()] !== undefined;
    const answer = (reply: Reply) => {
      const r = render(reply, family);
      Object.assign(r.headers, rl.headers);
      if (carriedKey) r.headers[IDEMPOTENCY.replayedHeader] = 'false';
      return r;
    };
    if (rl.over) {
      const message =
        family === 'provider'
          ? `Too many requests: ${rl.limit} requests per minute allowed, retry after ${rl.reset} seconds`
          : `Too Many Requests: ${rl.limit} requests per minute allowed, retry after ${rl.reset} seconds`;
      return answer({status: 429, body: message, headers: {'Retry-After': String(rl.reset)}});
    }
    const checked = checkRequest(
      operation,
      validatorFor(operation),
      {pathParams, url, headers, body: req.body},
      credentials,
    );
    if ('reply' in checked) return answer(checked.reply);
    const {query, body} = checked;
    // Idempotency: per credential and key, for the calls that take a key.
    const key = operation.keyed ? headers[IDEMPOTENCY.header.toLowerCase()] : undefined;
    const storeKey = key === undefined ? undefined : `${family}:${who}:${key}`;
    const fingerprint = `${req.method.toUpperCase()} ${url.pathname}${url.search} ${body === undefined ? '' : canonical(body)}`;
    if (storeKey && conflict)
      return answer({
        status: 409,
        // As each family documents it: the provider's JSON message has no `Conflict:` prefix.
        body: `${family === 'provider' ? 'A' : 'Conflict: a'} request with this ${IDEMPOTENCY.header} is still being processed`,
      });
    if (storeKey) {
      const lifetime = IDEMPOTENCY.keyLifetimeHours * 3600 * 1000;
      const stored = state.idempotency[storeKey];
      if (stored && now() - stored.at < lifetime) {
        if (stored.fingerprint !== fingerprint)
          return answer({status: 422, body: `${IDEMPOTENCY.header} ${key} was already used for a different request`});
        const replay = {
          ...stored.response,
          headers: {...stored.response.headers, ...rl.headers, [IDEMPOTENCY.replayedHeader]: 'true'},
        };
        return replay;
      }
    }
    try {
      // Everything above is synchronous: a second request with the same key, arriving while this one waits
      // here or in its handler, gets the `409`. What is due runs now, before the handler reads the state.
      await runDue();
      const handler: Handler | undefined = handlerFor(operation.api.id, operation.operationId);
      const ctx: HandlerContext = {
        operation,
        family,
        pathParams,
        query,
        headers,
        body,
        state,
        now,
        newId,
        emitWebhook,
        schedule,
        origin: originNow(),
      };
      // Awaited either way: a second request with the same key that arrives meanwhile gets the `409`.
      const reply = await (handler ? handler(ctx) : exampleResponder(operation));
      const response = render(reply, family);
      if (operation.keyed) response.headers[IDEMPOTENCY.replayedHeader] = 'false';
      // A provider `400` (refused before anything was done: a VRP over its limits, a bank refusal) leaves
      // the key unused, as the provider API documents; elsewhere a business-rule `4xx` is stored.
      const keyUnused = family === 'provider' && response.status === 400;
      if (storeKey && response.status < 500 && !keyUnused)
        state.idempotency[storeKey] = {fingerprint, at: now(), response: structuredClone(response)};
      if (storeKey || (handler && req.method.toUpperCase() !== 'GET')) rev++;
      Object.assign(response.headers, rl.headers);
      return response;
    } finally {
      // The claim (claimOf) is released by `handle`, once the answer is out.
    }
  }

  // ---- test-bank actions and the sandbox's pages --------------------------------------------------
  /** A test-bank (customer, person) action on a resource: the first module that owns `id` answers. */
  async function bankAction(id: string, action: string, input: unknown, module?: string) {
    for (const m of RESOURCE_MODULES) {
      if (module !== undefined && m.name !== module) continue;
      const answer = await m.bank?.(engineCtx(), id, action, input);
      if (!answer) continue;
      rev++;
      await runDue();
      return answer;
    }
    return undefined;
  }

  /** A call of a public API operation from a page, as the customer's browser makes it (no credentials). */
  async function browserCall(method: string, path: string, body?: Json) {
    const url = new URL(path, 'http://sandbox.invalid');
    const headers: Record<string, string> = body === undefined ? {} : {'content-type': JSON_TYPE};
    const response = await handleApi(
      {method, url: path, headers, body: body === undefined ? undefined : JSON.stringify(body)},
      url,
      headers,
    );
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      parsed = undefined;
    }
    return {status: response.status, text: response.body, json: parsed as Record<string, Json> | undefined};
  }

  /** The link kind a page path serves (`/pay/payment` -> `payment`). */
  const kindOfPath = (pathname: string) =>
    (Object.keys(LINK_KINDS) as LinkKind[]).find((k) => LINK_KINDS[k].path === pathname);

  /** The test bank page of any resource's link, and its buttons. */
  async function testBankLinkPage(req: SandboxRequest, link: LinkRecord, here: string, module?: ResourceModule) {
    const view = module?.bankPage?.(engineCtx(), link.id);
    if (!module || !view) return notFoundPage();
    const bankName = state.payments[link.id]?.provider?.name;
    // An authorisation leads back to the customer's page of the same resource (the payment page it started from).
    const customerLink = Object.entries(state.store[LINKS_COLLECTION] ?? keyed())
      .map(([h, v]) => ({hash: h, record: v as unknown as LinkRecord}))
      .find(
        ({record: r}) =>
          link.kind === 'authorisation' &&
          r.id === link.id &&
          r.module === link.module &&
          (r.kind === 'payment' || r.kind === 'recurring'),
      );
    const back = customerLink
      ? {
          href: `${LINK_KINDS[customerLink.record.kind].path}?${LINK_KINDS[customerLink.record.kind].param}=${customerLink.hash}`,
          label: 'Back to the payment page',
        }
      : {href: here, label: 'Back to the test bank'};
    if (req.method.toUpperCase() === 'GET')
      return bankPage({view, here, bankName, back: back.href === here ? undefined : back});
    const {action, ...fields} = parseForm(req.body);
    if (!action) return bankPage({view, here, bankName, error: 'Choose one of the buttons below.', status: 400});
    // A button no longer offered (a form posted again from the browser's history) gets the module's refusal.
    const label = view.actions.find((a) => a.action === action)?.label ?? action;
    const answer = await bankAction(link.id, action, Object.keys(fields).length ? fields : undefined, link.module);
    if (!answer) return notFoundPage();
    const after = module.bankPage?.(engineCtx(), link.id) ?? view;
    if (answer.status >= 300) {
      const message = (answer.body as {error?: {message?: string}} | null)?.error?.message ?? 'The bank refused.';
      return bankPage({view: after, here, bankName, error: message, status: answer.status});
    }
    // A flow that sends the user back to the integrator (a bank connection's `redirectUrl`, a provider
    // consent's or payment's `RedirectUri`: "Approve returns the user to your RedirectUri") does so.
    const sent = answer.body as {redirect?: unknown; redirectTo?: unknown} | null;
    const redirect = sent?.redirect ?? sent?.redirectTo;
    // Only to a URL a browser may be sent to (never `javascript:` or `data:`): otherwise the result page.
    if (typeof redirect === 'string' && redirectAllowed(redirect))
      return {status: 303, headers: {Location: redirect, 'Cache-Control': 'no-store'}, body: ''};
    return resultPage({label, view: after, bankName, back});
  }

  /** A page of a link the sandbox gave out (LINK_KINDS): `GET` shows it, `POST` is its forms. */
  async function handlePage(req: SandboxRequest, url: URL, kind: LinkKind): Promise<SandboxResponse> {
    const method = req.method.toUpperCase();
    if (method !== 'GET' && method !== 'POST')
      return messagePage(405, 'Method not allowed', 'This page takes GET, and POST from its own forms.', {
        Allow: 'GET, POST',
      });
    const {path, param} = LINK_KINDS[kind];
    const hash = url.searchParams.get(param) ?? '';
    const link = resolveLink(state, hash);
    if (!link || link.kind !== kind) return notFoundPage();
    const here = `${path}?${param}=${encodeURIComponent(hash)}`;
    // The module's own customer page (a single payment's payment page), else the test bank's.
    const module = RESOURCE_MODULES.find((m) => m.name === link.module);
    const ctx: PageContext = {
      ...engineCtx(),
      call: browserCall,
      bankAction: (id, action, input) => bankAction(id, action, input, link.module),
    };
    const own = await module?.customerPage?.(ctx, {req, link, hash, here});
    return own ?? testBankLinkPage(req, link, here, module);
  }

  // ---- control surface ----------------------------------------------------------------------------
  const json = (status: number, value: unknown): SandboxResponse => ({
    status,
    headers: {'Content-Type': JSON_TYPE},
    body: JSON.stringify(value),
  });

  /**
   * `GET /_sandbox/events[?after=ID][&limit=N]`: the kept webhooks, oldest first; with `after`, those sent after
   * the event with that id (a poller's cursor: the last id it read); at most `limit` (1 to `eventsKept`, default
   * all), `hasMore` when more follow. An `after` no kept event has (gone past the cap, or never sent) is `404`.
   */
  function listEvents(url: URL): SandboxResponse {
    const events = rawState().events;
    const max = SANDBOX_LIMITS.eventsKept;
    const limitText = url.searchParams.get('limit');
    const limit = limitText === null ? max : /^\d{1,7}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= max))
      return json(400, {error: {message: `limit must be a whole number from 1 to ${max}`}});
    const after = url.searchParams.get('after');
    let from = 0;
    if (after !== null) {
      const at = events.findIndex((e) => e.id === after);
      if (at < 0)
        return json(404, {
          error: {
            message: `no kept event has the id ${after}: the sandbox keeps the newest ${max} webhooks (GET /_sandbox/events lists them)`,
          },
        });
      from = at + 1;
    }
    return json(200, {events: events.slice(from, from + limit), hasMore: from + limit < events.length});
  }

  async function handleControl(req: SandboxRequest, url: URL): Promise<SandboxResponse> {
    const method = req.method.toUpperCase();
    const path = url.pathname.replace(/\/$/, '');
    if (method === 'GET' && path === '/_sandbox') {
      const families = [...new Set(options.apis.map((a) => a.family))];
      return json(200, {
        ...Object.fromEntries(
          families.map((f) => [
            f,
            {
              baseUrl: `${options.origin ?? ''}${FAMILY_PREFIX[f]}`,
              ...credentials[f]?.headers,
              // Provider webhooks are signed with the customer's clientSecret (/provider/webhook-retries).
              ...(credentials[f]?.webhookSecret ? {webhookSecret: credentials[f].webhookSecret} : {}),
            },
          ]),
        ),
        webhookSecret: SANDBOX_WEBHOOK_SECRET,
        ...Object.fromEntries(CONTROLS.map(([, c]) => [c.field, c.read(state)])),
        now: new Date(now()).toISOString(),
        forwardTo: options.forwardTo ?? null,
        retryWebhooks: options.retryWebhooks === true,
        eventsKept: SANDBOX_LIMITS.eventsKept,
      });
    }
    if (method === 'GET' && path === '/_sandbox/events') return listEvents(url);
    if (method === 'GET' && path === '/_sandbox/bank') {
      // Every link given out whose test-bank page offers buttons now: what the page shows, as data (the
      // browser's events panel shows these buttons; each is `POST /_sandbox/bank/{id}/{action}`).
      const seen = new Set<string>();
      const links = [];
      for (const record of Object.values(state.store[LINKS_COLLECTION] ?? keyed())) {
        const link = record as unknown as LinkRecord;
        const key = `${link.module}:${link.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const page = RESOURCE_MODULES.find((m) => m.name === link.module)?.bankPage?.(engineCtx(), link.id);
        if (page && page.actions.length > 0) links.push({id: link.id, kind: link.kind, module: link.module, ...page});
      }
      return json(200, {links});
    }
    if (method === 'POST' && path === '/_sandbox/reset') {
      if (tracker) {
        tracker.replace(emptyState(), true);
        state = tracker.state;
      } else state = emptyState();
      seedPending = true;
      nextDue = -Infinity;
      rev++;
      return json(200, {reset: true});
    }
    if (method === 'POST' && path === '/_sandbox/clock') {
      let input: {advance?: unknown};
      try {
        input = JSON.parse(req.body || '{}');
      } catch {
        return json(400, {error: {message: 'the body must be valid JSON'}});
      }
      const to = typeof input?.advance === 'string' ? addDuration(now(), input.advance) : undefined;
      // Past the last date a Date can hold (+275760), the clock could not be shown any more.
      if (to === undefined || to < now() || !(to <= MAX_TIME_MS))
        return json(400, {error: {message: 'advance must be an ISO 8601 duration, for example "P7D" or "PT5S"'}});
      // In steps: the clock stops at each instant something is due on the way (a scheduled task, a module's
      // wake-up), so what happens then is stamped with its own time (`sentAt`, `createdAt`), not the end's.
      for (let steps = 0; steps < MAX_CLOCK_STEPS; steps++) {
        const wake = nextWakeAfter(now());
        if (wake === undefined || wake >= to) break;
        state.clockOffsetMs += wake - now();
        rev++;
        await runDue();
      }
      state.clockOffsetMs += to - now();
      rev++;
      await runDue();
      return json(200, {now: new Date(now()).toISOString()});
    }
    const control = method === 'POST' ? CONTROLS.find(([name]) => path === `/_sandbox/${name}`)?.[1] : undefined;
    if (control) {
      let input: unknown;
      try {
        input = JSON.parse(req.body || '{}');
      } catch {
        return json(400, {error: {message: 'the body must be valid JSON'}});
      }
      const answer = control.write(state, input);
      if (answer.status < 300) rev++;
      return json(answer.status, answer.body);
    }
    const bank = /^\/_sandbox\/bank\/([^/]+)\/([a-z-]+)$/.exec(path);
    // The same buttons by the link the sandbox gave out (`?url=`), for a caller that has the link, not an id.
    const byLink = /^\/_sandbox\/link\/([a-z-]+)$/.exec(path);
    if (method === 'POST' && (bank || byLink)) {
      let input: unknown;
      try {
        input = req.body && req.body.trim() ? JSON.parse(req.body) : undefined;
      } catch {
        return json(400, {error: {message: 'the body must be valid JSON'}});
      }
      if (byLink) {
        const given = url.searchParams.get('url') ?? '';
        const link = resolveLink(state, linkHashOf(given) ?? '');
        if (!link)
          return json(404, {
            error: {
              message: `url must be a link this sandbox gave out (a payment's link, an authUri, a directorsVerificationLinks link)${given ? `, not ${given}` : ''}`,
            },
          });
        const answer = await bankAction(link.id, byLink[1], input, link.module);
        return answer ? json(answer.status, answer.body) : json(404, {error: {message: 'Not Found'}});
      }
      const id = safeDecode(bank![1]);
      const answer = id === undefined ? undefined : await bankAction(id, bank![2], input);
      return answer ? json(answer.status, answer.body) : json(404, {error: {message: 'Not Found'}});
    }
    return json(404, {error: {message: 'Not Found'}});
  }

  // A saved state: each module schedules what an earlier version of it left to be found by scanning.
  if (givenState) for (const m of RESOURCE_MODULES) m.resume?.(engineCtx());

  /**
   * A new sandbox (no saved state given) and a reset one hold its preset's seed (seed/): created by the first
   * request, through the operations' own handlers, the test bank's buttons and the clock, each record given its
   * documented id. The seed happens just before now: the clock is set back by the time its steps let pass (a bank's
   * confirmation), and is where it was once they ran. What the seed's calls leave besides the records (webhooks,
   * rate-limit counts) is dropped: nothing is sent for the seed. A step that fails is a defect of the seed (thrown).
   */
  let seedPending = !givenState;
  async function runSeed() {
    seedPending = false;
    const steps = options.preset.seed ?? [];
    if (steps.length === 0) return;
    const eventsBefore = state.events.length;
    const offset = state.clockOffsetMs;
    const advances = steps
      .filter((s) => s.path === '/_sandbox/clock')
      .map((s) => String((s.body as {advance?: unknown})?.advance));
    state.clockOffsetMs -= advances.reduce((total, d) => total + (addDuration(0, d) ?? 0), 0);
    for (const step of steps) {
      const family = step.family ?? 'toolkit';
      const own = credentials[family];
      const control = step.path.startsWith('/_sandbox/');
      // A step of an API this sandbox does not serve (a provider-only sandbox) is not made.
      if (!own || (!control && !('operation' in matchRoute(operations, step.method ?? 'POST', step.path)))) continue;
      const req = {
        method: step.method ?? 'POST',
        url: step.path,
        headers: lowerHeaders({...own.headers, 'Content-Type': JSON_TYPE}),
        body: step.body === undefined ? '' : JSON.stringify(step.body),
      };
      const url = new URL(step.path, 'http://sandbox.invalid');
      seedIds = (step.makes ?? []).map((r) => r.id);
      const response = control ? await handleControl(req, url) : await handleApi(req, url, req.headers);
      const unused = seedIds;
      seedIds = [];
      const made = madeBy(step);
      // A create call answers with the record it made first (an aggregate call, in its list); a control step (a
      // bank's button, the clock) does not.
      if (response.status >= 300 || unused.length > 0 || (made && !control && !response.body.includes(`"${made.id}"`)))
        throw new Error(`the seed's ${stepName(step)} failed: ${response.status} ${response.body.slice(0, 200)}`);
    }
    state.clockOffsetMs = offset;
    nextDue = -Infinity;
    await runDue();
    state.events.splice(eventsBefore);
    state.rateLimits = keyed();
  }

  return {
    async handle(req) {
      let url: URL;
      try {
        url = new URL(req.url || '/', 'http://sandbox.invalid');
      } catch {
        return {status: 400, headers: {'Content-Type': TEXT}, body: 'the request URL is malformed'};
      }
      const pageKind = kindOfPath(url.pathname);
      const isControl = url.pathname === '/_sandbox' || url.pathname.startsWith('/_sandbox/');
      const isReset =
        isControl && req.method.toUpperCase() === 'POST' && url.pathname.replace(/\/$/, '') === '/_sandbox/reset';
      const headers = lowerHeaders(req.headers);
      const claim = isControl || pageKind ? undefined : claimOf(req, url, headers);
      const conflict = claim !== undefined && inFlight.has(claim);
      if (claim && !conflict) inFlight.add(claim);
      const family = familyOfPath(url.pathname);
      let durable: Promise<void> | undefined;
      const response = await exclusive(async (): Promise<SandboxResponse> => {
        // A step that only reads (GET) changes nothing it reads; any other keeps again what it read.
        if (tracker) tracker.readsChange = req.method.toUpperCase() !== 'GET';
        try {
          // Reset runs nothing due first: it works whatever the state holds.
          if (!isReset) await runDue();
          if (seedPending && !isReset) await runSeed();
          const answer = isControl
            ? await handleControl(req, url)
            : pageKind
              ? await handlePage(req, url, pageKind)
              : await handleApi(req, url, headers, conflict);
          durable = commitStep();
          return answer;
        } catch (error) {
          if (error instanceof CommitRefused) return unavailable(family, pageKind, error);
          // A handler refuses what it cannot do with a documented 4xx and never throws on validated input
          // (tests/unit/sandbox-fuzz.test.ts): a throw is a defect of the sandbox, reported and answered 500,
          // and what the step had changed is undone.
          const operation = operationName(req, url);
          defect(operation, error);
          rollback();
          if (pageKind)
            return messagePage(
              500,
              'The sandbox failed',
              `The sandbox failed on ${operation}: a defect of the sandbox, not of what you did.`,
            );
          const e = errorBody(
            family,
            `the sandbox failed on ${operation}: this is a defect of the sandbox, not of your request (it is logged where the sandbox runs)`,
          );
          return {status: 500, headers: {'Content-Type': e.type}, body: e.body};
        } finally {
          if (claim && !conflict) inFlight.delete(claim);
        }
      });
      // The answer leaves once its change is on disk; a failed flush answers 503.
      if (durable) {
        const flushed = await durable.then(
          () => undefined,
          (error: unknown) => error,
        );
        if (flushed !== undefined) return unavailable(family, pageKind, flushed);
      }
      // Moving the clock answers once the deliveries it made due were tried; other calls do not wait for them.
      if (isControl && url.pathname.startsWith('/_sandbox/clock')) await deliver();
      else void deliver();
      return response;
    },
    events: () => structuredClone(rawState().events),
    snapshot: () => structuredClone(rawState()),
    tick,
    now,
    revision: () => rev,
  };
}
