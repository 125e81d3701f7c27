/**
 * Stateful transactions, read through the toolkit (`toolkit-transactions`: list and get) and the Partner API
 * (`partner-transactions`: list with filters, get, statistics). Transactions are created and moved by the engine,
 * never by a call: `recordTransaction` and `updateTransaction` are exported for every module whose payments move
 * money (single payments call `onSinglePaymentTransition` from their transitions, the initial payment of a recurring
 * payment `recordPaymentTransactions`; recurring collections call `recordTransaction` and `moveTransaction`). The data API check of a paid single payment also runs here, on the sandbox
 * clock (lifecycles/transaction.ts: 60 seconds after `paid`, outcomes by the pence), and sends the
 * `single-payments` `data-api-check` webhook. Every sandbox transaction has `isSandbox: true`, and the statistics
 * leave sandbox transactions out, as documented. Pure: no DOM, no Node API.
 */
import {TRANSACTION_STATISTICS} from '../../rules';
import {LINK_METHODS, type SinglePaymentStatus} from '../lifecycles/single-payment';
import {
  DATA_API_CHECK_DELAY_SECONDS,
  DATA_API_CHECK_WEBHOOK,
  PAYMENT_TRANSACTION_EFFECTS,
  TRANSACTION_LIFECYCLE,
  transactionTransition,
  type DataApiCheckStatus,
  type TransactionDirection,
  type TransactionParentEntityType,
  type TransactionStatus,
} from '../lifecycles/transaction';
import type {Json} from '../openapi';
import type {components} from '../generated/partner-transactions';
import type {EngineContext, Handler, HandlerContext, PaymentRecord, ResourceModule, SandboxState} from '../types';
import {onFound} from '../kit/not-found';
import {apply, type ApplyContext} from '../kit/apply';
import {newestFirst, pagedReply} from '../kit/paging';
import {orderedIndex} from '../kit/ordered';
import {divideHalfUp, major, minor} from '../kit/money';
import {bankAccountRecord} from './bank-accounts';
import {callersOwn, onCallerCompany as onCompany} from './companies';
import {collection} from '../kit/collection';
import {bandOutcome} from '../scenarios/catalogue';
import {PUBLIC_BANDS} from '../scenarios/public-bands';

export const TRANSACTION_APIS = ['toolkit-transactions', 'partner-transactions'];
export const TRANSACTIONS_COLLECTION = 'transactions';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The mean of a total of `count` amounts, in minor units (0 without any), as the API writes an amount. */
const meanAmount = (total: bigint, count: number) => major(count ? divideHalfUp(total, BigInt(count)) : 0n);
/** `count / days` with two decimals, rounded half up (an average count), exactly. */
const meanCount = (count: number, days: number) => Number(major(divideHalfUp(BigInt(count) * 100n, BigInt(days))));

/** A transaction as the API shows it (the served description's `Transaction`: src/sandbox/generated). */
export type Transaction = components['schemas']['Transaction'];

/** A stored transaction: the transaction as the API shows it, and its company. */
export interface TransactionRecord {
  companyId: string;
  transaction: Transaction;
}

/** What a module gives to record a transaction (the engine adds `id`, `createdAt`, `isSandbox`). */
export interface NewTransaction {
  companyId: string;
  parentEntityType: TransactionParentEntityType;
  parentEntityId: string;
  direction: TransactionDirection;
  /** Two decimals, always positive. */
  amount: string;
  /** The payment's `reference` or the recurring payment's `invoiceRefNumber`. */
  reference: string;
  status: TransactionStatus;
  /** Default: the day of the call (UTC). */
  expectedCompletedDate?: string | null;
  /** Default: now when `completed`, else `null`. */
  completedAt?: string | null;
  /** A copy of the parent's `dataApiCheckStatus` and `lastDataApiCheckAt` (default `null`). */
  parentEntityDataApiCheckStatus?: DataApiCheckStatus | null;
  parentEntityLastDataApiCheckAt?: string | null;
}

type StoreContext = Pick<EngineContext, 'state' | 'now'>;

function transactionStore(state: SandboxState): Record<string, TransactionRecord> {
  return collection<TransactionRecord>(state, TRANSACTIONS_COLLECTION);
}

/**
 * The transactions of each parent and of each company, oldest first (kit/ordered.ts: by `createdAt`, then the order
 * they were stored in), so that moving a payment reads its own transactions, not every one. `recordTransaction` is
 * the only writer of the collection.
 */
const byParentAndCompany = (state: SandboxState) =>
  orderedIndex(transactionStore(state), 'parent-and-company', {
    groups: (r) => [`parent:${String(r.transaction.parentEntityId)}`, `company:${r.companyId}`],
    key: (r) => String(r.transaction.createdAt),
  });

/** The records of `group` (`parent:<id>`, `company:<id>`), oldest first. */
const recordsOf = (state: SandboxState, group: string): TransactionRecord[] => {
  const store = transactionStore(state);
  return byParentAndCompany(state)
    .ids(group)
    .map((id) => store[id]);
};

/** Records a new transaction (for any parent: single payments, refunds, recurring collections); returns it. */
export function recordTransaction(
  ctx: Pick<EngineContext, 'state' | 'now' | 'newId'>,
  input: NewTransaction,
): Transaction {
  const now = iso(ctx.now());
  const id = ctx.newId();
  const transaction: Transaction = {
    id,
    amount: input.amount,
    status: input.status,
    createdAt: now,
    parentEntityType: input.parentEntityType,
    parentEntityId: input.parentEntityId,
    isSandbox: true,
    direction: input.direction,
    expectedCompletedDate: input.expectedCompletedDate === undefined ? now.slice(0, 10) : input.expectedCompletedDate,
    completedAt: input.completedAt !== undefined ? input.completedAt : input.status === 'completed' ? now : null,
    reference: input.reference,
    parentEntityDataApiCheckStatus: input.parentEntityDataApiCheckStatus ?? null,
    parentEntityLastDataApiCheckAt: input.parentEntityLastDataApiCheckAt ?? null,
  };
  const record: TransactionRecord = {companyId: input.companyId, transaction};
  transactionStore(ctx.state)[id] = record;
  byParentAndCompany(ctx.state).added(id, record);
  return transaction;
}

/**
 * Moves a transaction along the documented lifecycle (`completed` sets `completedAt`, now unless given); false
 * when there is no such transaction or the lifecycle has no such step (a final status never changes).
 */
export async function updateTransaction(
  ctx: StoreContext & Partial<ApplyContext>,
  id: string,
  to: TransactionStatus,
  changes: {completedAt?: string} = {},
): Promise<boolean> {
  const record = transactionStore(ctx.state)[id] as TransactionRecord | undefined;
  if (!record) return false;
  // The status the payment's outcome gives decides the step: the declared transition from here to there.
  const declared = transactionTransition(record.transaction.status as TransactionStatus, to);
  if (!declared) return false;
  const taken = await apply(ctx, TRANSACTION_LIFECYCLE, record.transaction, declared.action, {
    pick: (t) => t === declared,
    effect: (t) => {
      if (t.to === 'completed' && changes.completedAt) record.transaction.completedAt = changes.completedAt;
    },
  });
  return taken !== undefined;
}

/**
 * Moves a stored transaction by a declared action of its lifecycle (a recurring collection's check): the
 * transaction as it is now, or undefined when there is no such transaction or the action does not apply.
 */
export async function moveTransaction(
  ctx: StoreContext & Partial<ApplyContext>,
  id: string,
  action: string,
): Promise<Record<string, Json> | undefined> {
  const record = transactionStore(ctx.state)[id] as TransactionRecord | undefined;
  if (!record) return undefined;
  const taken = await apply(ctx, TRANSACTION_LIFECYCLE, record.transaction, action);
  return taken && record.transaction;
}

/** The transactions of one parent (a payment or a recurring payment), oldest first: the live objects. */
export function transactionsOfParent(state: SandboxState, parentEntityId: string): Record<string, Json>[] {
  return recordsOf(state, `parent:${parentEntityId}`).map((r) => r.transaction);
}

/** Copies a parent's latest data API check onto every one of its transactions. */
export function setParentDataApiCheck(
  state: SandboxState,
  parentEntityId: string,
  status: DataApiCheckStatus | null,
  at: string | null,
): void {
  for (const t of transactionsOfParent(state, parentEntityId)) {
    t.parentEntityDataApiCheckStatus = status;
    t.parentEntityLastDataApiCheckAt = at;
  }
}

// ---- single payments ------------------------------------------------------------------------------------

const DATA_API_CHECK = 'transactions.data-api-check';

/**
 * What a single payment's status change does (called by single-payments.ts for every transition, before its
 * webhook): records or moves its transactions (lifecycles/transaction.ts `PAYMENT_TRANSACTION_EFFECTS`) and, when it
 * becomes `paid` into an account connected by open banking, starts its data API check. `cash` and `other` payments
 * produce no transaction.
 */
export async function onSinglePaymentTransition(
  ctx: EngineContext,
  record: PaymentRecord,
  from: SinglePaymentStatus | null,
  to: SinglePaymentStatus,
): Promise<void> {
  const p = record.payment;
  if (!(LINK_METHODS as readonly unknown[]).includes(p.paymentMethod)) return;
  const id = String(p.id);
  if (to === 'paid') {
    const account = bankAccountRecord(ctx, String(p.bankAccount));
    if (account?.account.creationType === 'data_api')
      ctx.schedule({at: ctx.now() + DATA_API_CHECK_DELAY_SECONDS * 1000, kind: DATA_API_CHECK, id, data: {round: 0}});
    else p.dataApiCheckStatus = null; // only accounts connected by open banking are checked
  }
  await recordPaymentTransactions(ctx, record, from, to);
}

/**
 * The transactions a payment's status change records or moves (`PAYMENT_TRANSACTION_EFFECTS`), without its data
 * API check: single payments (above) and the initial payment of a recurring payment (recurring-payments.ts).
 */
export async function recordPaymentTransactions(
  ctx: Pick<EngineContext, 'state' | 'now' | 'newId'> & Partial<ApplyContext>,
  record: PaymentRecord,
  from: SinglePaymentStatus | null,
  to: SinglePaymentStatus,
): Promise<void> {
  const p = record.payment;
  if (!(LINK_METHODS as readonly unknown[]).includes(p.paymentMethod)) return;
  const id = String(p.id);
  const effect = PAYMENT_TRANSACTION_EFFECTS.find((e) => (e.from === '*' || e.from === from) && e.to === to)?.effect;
  if (effect) {
    const base = {
      companyId: record.companyId,
      parentEntityType: 'Payment' as const,
      parentEntityId: id,
      reference: String(p.reference),
      parentEntityDataApiCheckStatus: (p.dataApiCheckStatus ?? null) as DataApiCheckStatus | null,
      parentEntityLastDataApiCheckAt: (p.lastDataApiCheckAt ?? null) as string | null,
    };
    const completedAt = typeof p.completedAt === 'string' ? p.completedAt : undefined;
    if ('record' in effect) {
      const {direction, status, amount} = effect.record;
      recordTransaction(ctx, {
        ...base,
        direction,
        status,
        amount: amount === 'refund' ? (record.refundAmount ?? String(p.amount)) : String(p.amount),
      });
    } else {
      const {direction, from: was, to: now} = effect.move;
      const open = transactionsOfParent(ctx.state, id).find((t) => t.direction === direction && t.status === was);
      // A payment that reached its outcome without an open transaction (paid another way) gets one in that outcome.
      if (!open || !(await updateTransaction(ctx, String(open.id), now, {completedAt})))
        recordTransaction(ctx, {...base, direction, status: now, amount: String(p.amount), completedAt});
    }
  }
  setParentDataApiCheck(
    ctx.state,
    id,
    (p.dataApiCheckStatus ?? null) as DataApiCheckStatus | null,
    (p.lastDataApiCheckAt ?? null) as string | null,
  );
}

/** One data API check of a paid single payment: its result by the pence, a webhook, and the next check if any. */
async function runSinglePaymentCheck(ctx: EngineContext, paymentId: string, round: number): Promise<void> {
  const record = ctx.state.payments[paymentId];
  if (!record) return;
  const p = record.payment;
  if (p.dataApiCheckStatus !== 'waiting_for_first_check' && p.dataApiCheckStatus !== 'unable_to_check') return;
  const account = bankAccountRecord(ctx, String(p.bankAccount));
  const outcomes = bandOutcome(PUBLIC_BANDS.dataApiCheck, String(p.amount));
  // An expired consent cannot be read: the check is unable to check, and checks pause until it is renewed.
  const paused = account?.account.bankConsentExpired === true;
  const result: DataApiCheckStatus = paused ? 'unable_to_check' : outcomes[Math.min(round, outcomes.length - 1)];
  p.dataApiCheckStatus = result;
  p.lastDataApiCheckAt = iso(ctx.now());
  setParentDataApiCheck(ctx.state, paymentId, result, p.lastDataApiCheckAt);
  if (p.integration) await ctx.emitWebhook(DATA_API_CHECK_WEBHOOK, structuredClone(p));
  if (!paused && round + 1 < outcomes.length)
    ctx.schedule({
      at: ctx.now() + DATA_API_CHECK_DELAY_SECONDS * 1000,
      kind: DATA_API_CHECK,
      id: paymentId,
      data: {round: round + 1},
    });
}

// ---- statistics ---------------------------------------------------------------------------------------

const addDays = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS) + 1;

/**
 * The statistics of transactions (the Partner API's `Statistics`): the `completed`, non-sandbox ones of one
 * direction whose `completedAt` falls on a day from `from` to `to` (UTC, both included).
 */
export function transactionStatistics(
  transactions: readonly Record<string, Json>[],
  from: string,
  to: string,
  direction: TransactionDirection,
): Record<string, Json> {
  const days = Array.from({length: daysBetween(from, to)}, (_, i) => addDays(from, i));
  const byDay = new Map(days.map((d) => [d, {count: 0, total: 0n}]));
  for (const t of transactions) {
    if (t.status !== 'completed' || t.isSandbox !== false || t.direction !== direction) continue;
    const day = byDay.get(String(t.completedAt).slice(0, 10));
    if (!day) continue;
    day.count += 1;
    day.total += minor(String(t.amount));
  }
  let count = 0;
  let total = 0n;
  const avgCountByDate: Json[] = [];
  days.forEach((date, i) => {
    const day = byDay.get(date)!;
    count += day.count;
    total += day.total;
    avgCountByDate.push({date, value: meanCount(count, i + 1)});
  });
  return {
    count,
    totalAmount: major(total),
    avgAmount: meanAmount(total, count),
    avgCount: meanCount(count, days.length),
    countByDate: days.map((date) => ({date, value: byDay.get(date)!.count})),
    totalAmountByDate: days.map((date) => ({date, value: major(byDay.get(date)!.total)})),
    avgAmountByDate: days.map((date) => {
      const day = byDay.get(date)!;
      return {date, value: meanAmount(day.total, day.count)};
    }),
    avgCountByDate,
  };
}

// ---- handlers -----------------------------------------------------------------------------------------

const list: Handler = onCompany((ctx, company) => {
  const q = ctx.query;
  const day = (t: Record<string, Json>) => String(t.createdAt).slice(0, 10);
  // The toolkit list takes page and limit only; the partner's filters are validated against the bundle.
  const mine = byParentAndCompany(ctx.state).ids(`company:${company.id}`);
  const store = transactionStore(ctx.state);
  const filtered = ['status', 'direction', 'parentEntityType', 'parentEntityId', 'from', 'to'].some(
    (k) => q[k] !== undefined,
  );
  // Newest first: without a filter, a page reads only its own transactions.
  if (!filtered) return pagedReply(q, newestFirst(mine), (id) => structuredClone(store[id].transaction));
  const matches = recordsOf(ctx.state, `company:${company.id}`)
    .reverse()
    .map((r) => r.transaction)
    .filter((t) => q.status === undefined || t.status === q.status)
    .filter((t) => q.direction === undefined || t.direction === q.direction)
    .filter((t) => q.parentEntityType === undefined || t.parentEntityType === q.parentEntityType)
    .filter((t) => q.parentEntityId === undefined || t.parentEntityId === q.parentEntityId)
    .filter((t) => typeof q.from !== 'string' || day(t) >= q.from)
    .filter((t) => typeof q.to !== 'string' || day(t) <= q.to);
  return pagedReply(q, matches);
});

const get: Handler = onFound(
  (ctx: HandlerContext) =>
    callersOwn(ctx, transactionStore(ctx.state)[ctx.pathParams.id] as TransactionRecord | undefined),
  (_ctx, record) => ({status: 200, body: {data: structuredClone(record.transaction)}}),
);

const statistics: Handler = onCompany((ctx, company) => {
  const q = ctx.query;
  const to = typeof q.completedTo === 'string' ? q.completedTo : iso(ctx.now()).slice(0, 10);
  const from =
    typeof q.completedFrom === 'string' ? q.completedFrom : addDays(to, 1 - TRANSACTION_STATISTICS.defaultRangeDays);
  if (from > to) return {status: 400, body: 'completedFrom must be on or before completedTo'};
  const days = daysBetween(from, to);
  if (days > TRANSACTION_STATISTICS.maxRangeDays)
    return {
      status: 400,
      body: `the range from completedFrom to completedTo may cover at most ${TRANSACTION_STATISTICS.maxRangeDays} days; this one covers ${days}`,
    };
  const direction = (q.direction as TransactionDirection | undefined) ?? 'incoming';
  const mine = recordsOf(ctx.state, `company:${company.id}`).map((r) => r.transaction);
  return {status: 200, body: {data: transactionStatistics(mine, from, to, direction)}};
});

export const TRANSACTION_HANDLERS: Record<string, Handler> = {
  listTransactions: list,
  getTransaction: get,
  getTransactionStatistics: statistics,
};

/** Transactions as a resource module of the engine (listed in a preset: presets/public.ts or presets/provider-only.ts). */
export const TRANSACTIONS: ResourceModule = {
  name: 'transactions',
  handlers: Object.fromEntries(TRANSACTION_APIS.map((api) => [api, TRANSACTION_HANDLERS])),
  tasks: {
    [DATA_API_CHECK]: (ctx, task) =>
      runSinglePaymentCheck(ctx, task.id, Number((task.data as {round?: number} | undefined)?.round ?? 0)),
  },
};
