/**
 * The sandbox engine: one `handle(request)` for every documented operation of the APIs it is given (their
 * served bundles), plus the control surface under `/_sandbox`. The same code runs in the local server
 * (src/sandbox/server.ts), in the page (Try it) and in the MCP server: no DOM and no Node API here, only Web Crypto
 * (`globalThis.crypto`), which Node 20 and browsers both have.
 *
 * `createSandbox` composes the parts in engine/ (src/sandbox/README.md "The engine's parts"), each with one job:
 * routing and request checks (`routing.ts`, `request.ts`), idempotency (`idempotency.ts`), webhooks and their
 * delivery (`webhooks.ts`), in-process events between resources (`events.ts`), the clock and its scheduler (`clock.ts`), the control surface (`controls.ts`), the
 * pages of the links it gives out (`link-pages.ts`) and the seed hook (`seeding.ts`), over what they share
 * (`core.ts`: the state, the clock, new ids). What stays here is the step: one change of state at a time (the
 * exclusive section), committed whole to the store or rolled back, and a defect logged and answered `500`.
 *
 * Order of a call: route (unknown path `404`), rate limit (`429`), credentials (`401`), validation (`400` naming
 * the field), idempotency (replay, `409`, `422`): all synchronous, so that a second request with the same key
 * arriving meanwhile gets the `409`; then what is due on the sandbox clock, then the stateful handler of the
 * resource or, where there is none yet, the documented success example (exampleResponder).
 */
import {RATE_LIMIT_WINDOW_SECONDS, REQUEST_LIMITS} from '../rules';
import {familyOfPath, type SandboxApi} from './openapi';
import {trackState, type Change} from './changes';
import {messagePage} from './pages/html';
import type {SandboxPreset} from './preset';
import {
  emptyState,
  type EngineContext,
  type SandboxEvent,
  type SandboxRequest,
  type SandboxResponse,
  type SandboxState,
} from './types';
import type {CompiledValidators} from './validate';
import {keyedState} from './kit/keyed';
import {declaredStatuses, stateValueProblem} from './state';
import {createCore, TEXT, type WebhookTransport} from './engine/core';
import {createClock} from './engine/clock';
import {createWebhooks} from './engine/webhooks';
import {createEvents} from './engine/events';
import {createIdempotency} from './engine/idempotency';
import {createRouting, errorBody} from './engine/routing';
import {createLinkPages, kindOfPath} from './engine/link-pages';
import {createControls, isControlPath} from './engine/controls';
import {runSeed, startFromSnapshot} from './engine/seeding';
import type {SeedSnapshot} from './engine/snapshot';
import {lowerHeaders} from './engine/request';

export type {SandboxApi, SandboxFamily} from './openapi';
export type {SandboxPreset} from './preset';
export type * from './types';
export type {Change} from './changes';
export type {SeedSnapshot} from './engine/snapshot';
export {SANDBOX_LIMITS, type WebhookTransport} from './engine/core';
export {addDuration} from './engine/clock';
export {checkRequest, type RequestCheck} from './engine/request';

/**
 * What the sandbox reads of a request body: at most this many characters, nested at most this deep (a
 * deeper value could not be stored and snapshotted safely; no documented body comes near either limit). The
 * local server refuses a body of more than `maxBodyBytes` with `413` as soon as it passes them, unread, a URL
 * longer than `maxUrlBytes` with `414`, a header block over `maxHeaderBytes` with `431`, and a body that is not
 * declared JSON where JSON is taken with `415` (src/rules `REQUEST_LIMITS`, stated by the rule `request-limits`).
 */
export {REQUEST_LIMITS};

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
  /**
   * The instant (ms since the epoch) the clock of a new or reset sandbox reads (the server's `--start`); it runs on
   * from there. A saved state's clock goes on as it was. Default: the base clock's now.
   */
  startAt?: number;
  /** A snapshot to start from (`snapshot()` of an earlier sandbox). */
  state?: SandboxState;
  /**
   * What a new or reset sandbox holds instead of running its preset's seed: a seeded state taken once, moved to the
   * day the sandbox starts (engine/snapshot.ts). Try it's page sandbox, which serves one page's API, starts from the
   * public seed's (plugins/sandbox-web/browser.ts).
   */
  seedSnapshot?: SeedSnapshot;
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
   * before it (it may be an idempotent replay of one), except a read (`GET`) that changed nothing, which
   * commits nothing and never waits (DECISIONS.md "Sandbox state file"). Without `commit`, the state is only in
   * memory (and `snapshot()`). `state` is the state with the
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

export function createSandbox(given: SandboxOptions): Sandbox {
  // The state given is read once, into the engine's own copy (below): the options, which the engine keeps, do not
  // keep it too (at 30,000 payments it was a second whole state in the heap for the sandbox's life).
  // Copied by descriptor, not spread: a getter (the server's `origin`, known once it listens) stays a getter.
  const givenState = given.state;
  const {state: _state, ...descriptors} = Object.getOwnPropertyDescriptors(given);
  const options = Object.defineProperties({}, descriptors) as Omit<SandboxOptions, 'state'>;
  // A copy of the state given (JSON or a structuredClone: plain objects), its tables made prototype-free again,
  // refused when a value is impossible (a clock 1e300 ms ahead, a status no lifecycle declares, a made-up amount).
  /** A new or reset sandbox's state: empty, its clock at `startAt` when one is given (read from `options`, never
   * `given`, which holds the state given and would keep it alive). */
  const freshState = (): SandboxState => {
    const state = emptyState();
    if (options.startAt !== undefined) state.clockOffsetMs = options.startAt - (options.clock ?? Date.now)();
    return state;
  };
  const initial: SandboxState = givenState
    ? keyedState({...emptyState(), ...structuredClone(givenState)})
    : freshState();
  if (givenState) {
    const bad = stateValueProblem(initial, declaredStatuses(options.preset.lifecycles));
    if (bad) throw new StateValueError(bad.pointer, bad.problem);
  }
  /** With a store (`commit`), the engine runs on a view of the state that notes what each step changes. */
  const tracker = options.commit ? trackState(initial) : undefined;
  // The preset's modules (checked: one handler per operation) and credentials: the engine imports no list of them.
  const core = createCore(options, initial, tracker);

  // ---- the parts (engine/) ------------------------------------------------------------------------
  /** What handlers, clock tasks, ticks, pages and test-bank actions get (the state as it is now: reset replaces it). */
  const context = (): EngineContext => ({
    state: core.state,
    now: core.now,
    newId: core.newId,
    emitWebhook: webhooks.emit,
    emit,
    schedule: clock.schedule,
    origin: core.origin(),
  });
  const emit = createEvents(core, context);
  const webhooks = createWebhooks(core, async (record) => {
    // A refused write undid the result: the attempt counts as not made, and is made again.
    // (The flush is wrapped, not returned: the exclusive section ends without waiting for it.)
    const step = await exclusive(async () => {
      record();
      return {durable: commitStep()};
    }).catch(() => undefined);
    await step?.durable?.catch(() => undefined);
  });
  const clock = createClock(core, context);
  const idempotency = createIdempotency(core);
  const routing = createRouting(core, {clock, idempotency, context});
  const linkPages = createLinkPages(core, {clock, routing, context});
  const controls = createControls(core, {
    clock,
    linkPages,
    context,
    reset() {
      if (tracker) {
        tracker.replace(freshState(), true);
        core.state = tracker.state;
      } else core.state = freshState();
      seedPending = true;
      clock.forget();
      core.rev++;
    },
  });

  // ---- the step: one change at a time, committed whole --------------------------------------------
  /** The sandbox-clock time of the last pruning (`prune`). */
  let prunedAt = -Infinity;
  /**
   * What the sandbox keeps only for a while goes on the sandbox clock, looked at once a minute of it (a look
   * reads every entry: once a minute, not on every request): idempotency keys past their lifetime (a lookup never
   * answers one anyway), and rate-limit windows that ended (a credential's next request opens a new one; any
   * `X-Terminal-Id` sent opens one).
   */
  function prune() {
    const at = core.now();
    if (at >= prunedAt && at - prunedAt < RATE_LIMIT_WINDOW_SECONDS * 1000) return;
    prunedAt = at;
    idempotency.prune(at);
    routing.prune(at);
  }

  /**
   * Ends a step in the exclusive section: prunes what expired (with or without a store), then hands what the
   * step changed to the store (`options.commit`): the promise of its flush, awaited before answering. A
   * refused write undoes the step (`CommitRefused`).
   */
  function commitStep(read = false): Promise<void> | undefined {
    prune();
    if (!tracker || !options.commit) return undefined;
    const changes = tracker.take();
    try {
      const durable = Promise.resolve(options.commit(changes, tracker.raw));
      // A read that changed nothing answers at once (the store still learns that a step ended well). Any other step
      // that changed nothing waits for the flush of those before it: a retry with an idempotency key may be answered
      // the stored answer of a change not yet flushed.
      if (read && changes.length === 0) {
        durable.catch(() => undefined);
        return undefined;
      }
      return durable;
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
    core.state = tracker.state;
    clock.forget();
    core.rev++;
  }

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

  async function tick() {
    const step = await exclusive(async () => {
      if (tracker) tracker.readsChange = true;
      try {
        await clock.runDue();
      } catch (error) {
        defect('the sandbox clock (tick)', error);
        rollback();
        return undefined;
      }
      return {durable: commitStep()};
    });
    await step?.durable;
    await webhooks.deliver();
  }

  /** A defect of the sandbox itself (a handler threw): reported with its stack, never silent. */
  function defect(operation: string, error: unknown) {
    const log = options.logDefect ?? ((message: string) => console.error(message));
    log(`[sandbox] defect in ${operation}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }

  /** `503`: the state file (the store) did not take the change, so it was not kept (DECISIONS.md). */
  function unavailable(family: ReturnType<typeof familyOfPath>, page: unknown, error: unknown): SandboxResponse {
    const message = `the sandbox could not save this change to its state file, so it was not kept: ${error instanceof Error ? error.message : String(error)}. Try again once the file can be written.`;
    if (page) return messagePage(503, 'The sandbox could not save', message, {'Retry-After': '1'});
    const e = errorBody(family, message);
    return {status: 503, headers: {'Content-Type': e.type, 'Retry-After': '1'}, body: e.body};
  }

  // A saved state: each module schedules what an earlier version of it left to be found by scanning.
  if (givenState) for (const m of core.modules) m.resume?.(context());

  /** A new sandbox (no saved state given) and a reset one hold the seed, made by the first request (seeding.ts). */
  let seedPending = !givenState;

  return {
    async handle(req) {
      let url: URL;
      try {
        url = new URL(req.url || '/', 'http://sandbox.invalid');
      } catch {
        return {status: 400, headers: {'Content-Type': TEXT}, body: 'the request URL is malformed'};
      }
      const pageKind = kindOfPath(url.pathname);
      const isControl = isControlPath(url.pathname);
      const isReset =
        isControl && req.method.toUpperCase() === 'POST' && url.pathname.replace(/\/$/, '') === '/_sandbox/reset';
      const headers = lowerHeaders(req.headers);
      const claim = isControl || pageKind ? undefined : idempotency.claim(req, url, headers);
      const family = familyOfPath(url.pathname);
      let durable: Promise<void> | undefined;
      const response = await exclusive(async (): Promise<SandboxResponse> => {
        // A step that only reads (GET) changes nothing it reads; any other keeps again what it read.
        const method = req.method.toUpperCase();
        if (tracker) tracker.readsChange = method !== 'GET';
        try {
          // Reset runs nothing due first: it works whatever the state holds.
          if (!isReset) await clock.runDue();
          if (seedPending && !isReset) {
            seedPending = false;
            if (options.seedSnapshot)
              await startFromSnapshot(core, clock, options.seedSnapshot, (state) => {
                keyedState(state);
                if (tracker) {
                  tracker.replace(state, true);
                  core.state = tracker.state;
                } else core.state = state;
                core.rev++;
                for (const m of core.modules) m.rederive?.(context());
              });
            else await runSeed(core, routing, controls, clock);
          }
          const answer = isControl
            ? await controls.handleControl(req, url)
            : pageKind
              ? await linkPages.handlePage(req, url, pageKind)
              : await routing.handleApi(req, url, headers, claim?.conflict);
          durable = commitStep(method === 'GET');
          return answer;
        } catch (error) {
          if (error instanceof CommitRefused) return unavailable(family, pageKind, error);
          // A handler refuses what it cannot do with a documented 4xx and never throws on validated input
          // (tests/unit/sandbox-fuzz.test.ts): a throw is a defect of the sandbox, reported and answered 500,
          // and what the step had changed is undone.
          const operation = routing.operationName(req, url);
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
          claim?.release();
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
      if (isControl && url.pathname.startsWith('/_sandbox/clock')) await webhooks.deliver();
      else void webhooks.deliver();
      return response;
    },
    events: () => structuredClone(core.rawState().events),
    snapshot: () => structuredClone(core.rawState()),
    tick,
    now: core.now,
    revision: () => core.rev,
  };
}
