/** Types shared by the sandbox engine's modules. Pure: no DOM, no Node API. */
import type {Json, Operation, SandboxFamily} from './openapi';
import {keyed, type Keyed} from './kit/keyed';
import type {StoredWithStatus} from './kit/collection';
import type {LinkRecord} from './links';
import type {components} from './generated/toolkit-single-payments';

/**
 * A single payment as the API shows it: the served description's `SinglePayment` (src/sandbox/generated; the
 * partner API's is the same schema).
 */
export type SinglePayment = components['schemas']['SinglePayment'];

/**
 * A single payment as stored: the API's, but for its `status`, which is `null` from the moment the payment is made
 * until its create transition sets it (the lifecycle's `null` status: within the one request that creates it, so
 * the API never shows it).
 */
export type StoredSinglePayment = StoredWithStatus<SinglePayment>;

export interface SandboxRequest {
  method: string;
  /** Path and query, as sent (`/v1/payments/single/list?page=2`). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: string;
}

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What a handler answers: the engine adds the content type, rate-limit and idempotency headers. */
export interface Reply {
  status: number;
  /** A string is sent as text/plain (provider: wrapped as `{"error": {"message"}}` when an error). */
  body?: Json | string;
  headers?: Record<string, string>;
}

/** A stored single payment: the payment as the API shows it, plus what the sandbox needs to know. */
export interface PaymentRecord {
  companyId: string;
  /** The bank the customer chose on the payment page (`initiatePublicSinglePayment`'s `provider`). */
  provider?: {externalId: string; name: string};
  /** The refund amount asked for by the refund call, while `refund_started`. */
  refundAmount?: string;
  /** Set on the initial payment of a recurring payment (resources/recurring-payments.ts): that recurring payment's id. */
  recurringPaymentId?: string;
  payment: StoredSinglePayment;
}

export interface WebhookAttempt {
  at: string;
  /** The `Fernpay-Signature` this attempt carried (only `t=` changes between attempts). */
  signature: string;
  status?: number;
  error?: string;
}

/** One webhook the sandbox sent (or would send: without a receiver it is only recorded). */
export interface SandboxEvent {
  id: string;
  /** `<scope>.<event>`, the webhook's name in the spec: `single-payments.status-update`. */
  type: string;
  createdAt: string;
  /** The headers of the first attempt. */
  headers: Record<string, string>;
  /** The raw body, byte for byte what every attempt sends. */
  body: string;
  attempts: WebhookAttempt[];
  /** Sandbox-clock time (ms) of the next attempt; null when delivered, given up, or nothing to send to. */
  nextAttemptAt: number | null;
  outcome: 'pending' | 'delivered' | 'failed' | 'not-forwarded';
}

export interface IdempotencyEntry {
  fingerprint: string;
  /** Sandbox-clock ms when the key was first used. */
  at: number;
  response: {status: number; headers: Record<string, string>; body: string};
}

/** A time-based task on the sandbox clock: `kind` names the resource module's task runner (one per kind in a preset: preset.ts). */
export interface ScheduledTask {
  at: number;
  /** `<module>.<task>`, e.g. `single-payments.bank-confirm`. */
  kind: string;
  /** The resource the task acts on. */
  id: string;
  data?: Json;
}

/** Everything the sandbox keeps; JSON-serialisable (`snapshot()`), restorable (`createSandbox({state})`). */
export interface SandboxState {
  version: 1;
  /** Added to the base clock: what `POST /_sandbox/clock` advanced. */
  clockOffsetMs: number;
  counter: number;
  /** Every table of the state has no prototype (kit/keyed.ts): any id is a key, `__proto__` included. */
  payments: Keyed<PaymentRecord>;
  idempotency: Keyed<IdempotencyEntry>;
  rateLimits: Keyed<{windowStart: number; count: number}>;
  scheduled: ScheduledTask[];
  events: SandboxEvent[];
  /**
   * Every other resource, by collection (`recurring-payments`, `companies`, `vrp-consents`, ...), then id.
   * Each resource module owns its collections (its preset lists it: presets/); values are JSON.
   */
  store: Keyed<Keyed<Json>>;
}

export function emptyState(): SandboxState {
  return {
    version: 1,
    clockOffsetMs: 0,
    counter: 0,
    payments: keyed(),
    idempotency: keyed(),
    rateLimits: keyed(),
    scheduled: [],
    events: [],
    store: keyed(),
  };
}

/** What a handler gets. */
export interface HandlerContext {
  operation: Operation;
  family: SandboxFamily;
  pathParams: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
  state: SandboxState;
  /** Sandbox-clock now (ms since the epoch). */
  now: () => number;
  /**
   * A new record's id, drawn through the engine (so that a seed step can give it its documented id): a 24-hex
   * ObjectId, or `fresh()` where the record's ids have a shape of their own (`aac-<uuid>`, `sso-<12 hex>`).
   */
  newId: (fresh?: () => string) => string;
  /** Records (and queues for delivery) a webhook about a change. */
  emitWebhook: (type: string, data: Json) => Promise<void>;
  /**
   * An in-process event (`<lifecycle>.<status>`, kit/apply.ts) other resource modules may subscribe to; the
   * record as it is now. Optional: without it, a transition announces nothing in process.
   */
  emit?: (event: string, record: Json) => Promise<void>;
  /** Schedules a time-based task on the sandbox clock. */
  schedule: (task: ScheduledTask) => void;
  /** The sandbox's origin (`http://127.0.0.1:4010`): links (links.ts) open its pages. */
  origin: string;
}

export type Handler = (ctx: HandlerContext) => Promise<Reply> | Reply;

/** What a clock task, a test-bank button or a tick gets: the state and the engine's services. */
export type EngineContext = Pick<
  HandlerContext,
  'state' | 'now' | 'newId' | 'emitWebhook' | 'emit' | 'schedule' | 'origin'
>;

/**
 * A test-bank, customer or person action (`POST /_sandbox/bank/{id}/{action}`): the answer, or undefined
 * when `id` is not one of the module's resources (the next module is asked).
 */
export type BankAction = (
  ctx: EngineContext,
  id: string,
  action: string,
  body: unknown,
) => Promise<{status: number; body: Json} | undefined>;

/** One resource module of the sandbox (resources/*.ts), listed in a preset (presets/) given to createSandbox. */
export interface ResourceModule {
  name: string;
  /** API id (openapi/redocly.yaml) -> operationId -> stateful handler. */
  handlers: Record<string, Record<string, Handler>>;
  /** Task runners by `kind` (`<module>.<task>`), called when a scheduled task is due. */
  tasks?: Record<string, (ctx: EngineContext, task: ScheduledTask) => Promise<void>>;
  /**
   * In-process events the module follows, by name (`<lifecycle name>.<status>`, announced by kit/apply.ts when a
   * transition is taken, such as `single payment.paid`; `single payment.deleted` when a payment is deleted):
   * another resource's change it follows (an invoice its payment, an order its invoice and shipment), instead of
   * reading that resource on every step. The subscriber schedules what it does (a task due now).
   */
  on?: Record<string, (ctx: EngineContext, record: Json) => Promise<void> | void>;
  /**
   * Runs on every request and tick, after due tasks: conditions that follow from the date (warnings). Answers
   * true when it changed something (the server then persists the state). It reads its whole collection on every
   * step that changed something: what has a due time is better a clock task (`tasks`, scheduled with `schedule`),
   * which costs nothing until it is due.
   */
  onTick?: (ctx: EngineContext) => Promise<boolean>;
  /**
   * When `onTick` depends only on the state and this key of the clock (the date, say): the engine skips
   * `onTick` while the key and the state are as they were after its last run (it runs on every request).
   */
  tickKey?: (ctx: EngineContext) => string;
  /**
   * The earliest sandbox-clock instant after now at which `onTick` has something to do (a check's time, the
   * day after a due date), if the module knows it: a clock advance stops there, so what happens then is
   * stamped with its own time, not the end of the jump.
   */
  nextWake?: (ctx: EngineContext) => number | undefined;
  /**
   * Runs once when a sandbox starts on a saved state (`createSandbox({state})`), before anything else: schedules
   * the clock tasks a state kept by an earlier version of the module did not have.
   */
  resume?: (ctx: EngineContext) => void;
  /**
   * Runs when a new or reset sandbox starts from a seed's snapshot moved to its day (engine/snapshot.ts), before
   * anything else: derives again what the module derives from a date by the calendar (a working day before it),
   * which moving every date by the same number of days would get wrong.
   */
  rederive?: (ctx: EngineContext) => void;
  bank?: BankAction;
  /**
   * What the test bank (or the customer payment page, the verification flow) shows for one of the
   * module's resources: a title, lines describing it, and its buttons (each `action` is what
   * `POST /_sandbox/bank/{id}/{action}` takes). Undefined when `id` is not the module's.
   */
  bankPage?: (ctx: EngineContext, id: string) => BankPage | undefined;
  /**
   * The customer's page of one of the module's links, when it is not the test bank's (a single payment's
   * payment page): `GET` shows it, `POST` is its forms. Undefined: the test bank page serves the link.
   */
  customerPage?: (ctx: PageContext, page: CustomerPageRequest) => Promise<SandboxResponse | undefined>;
  /** Settings the control surface shows in `GET /_sandbox` (a field each) and changes at `POST /_sandbox/<name>`; names unique in a preset. */
  controls?: Record<string, SandboxControl>;
  /**
   * What an integration of the state says about its webhooks (its signing secret, its retry switch); undefined
   * when `id` is not one of the module's. The engine signs and retries each webhook by it.
   */
  integration?: (state: SandboxState, id: string) => IntegrationWebhooks | undefined;
}

/** A webhook destination's own settings (an integration's): the engine's options apply where one is missing. */
export interface IntegrationWebhooks {
  webhookSecret?: string;
  /** Whether a failed delivery is retried (its `isRetryWebhookEnabled`). */
  retryWebhooks?: boolean;
}

/** One setting of the control surface: `GET /_sandbox` shows `read` as `field`, `POST /_sandbox/<name>` calls `write`. */
export interface SandboxControl {
  field: string;
  read: (state: SandboxState) => Json;
  /** The parsed JSON body; answers the reply, or a 400 with the message. */
  write: (state: SandboxState, input: unknown) => {status: number; body: Json};
}

/** What a customer page is given: the engine's context, and calls as the customer's browser makes them. */
export interface PageContext extends EngineContext {
  /** A call of a public API operation, as the customer's browser makes it (no credentials). */
  call: (
    method: string,
    path: string,
    body?: Json,
  ) => Promise<{status: number; text: string; json?: Record<string, Json>}>;
  /** A test-bank action on one of the module's resources (`bank`), then the work it made due. */
  bankAction: (id: string, action: string, input: unknown) => Promise<{status: number; body: Json} | undefined>;
}

export interface CustomerPageRequest {
  req: SandboxRequest;
  /** The link's record and its hash (the page's query parameter). */
  link: LinkRecord;
  hash: string;
  /** The page's own path and query (its forms post here). */
  here: string;
}

export interface BankPage {
  title: string;
  /** What is being authorised, in plain words (payee, amount, reference, limits...). */
  lines: string[];
  /** The buttons, as the sandbox-outcomes pages name them (Approve, Decline, Let the link expire, ...). */
  actions: {
    action: string;
    label: string;
    /** What the button leads to, shown with it (`pending now, paid 5 seconds later`). */
    outcome?: string;
  }[];
  /** The resource's status now (`pending`), shown on the page and on the result page after a button. */
  status?: string;
  /** What happens next without anyone acting, in plain words ("The bank confirms it in 5 seconds: paid"). */
  next?: string;
  /** Reload the page after this many seconds (a status about to change by itself, such as `pending`). */
  refreshSeconds?: number;
}
