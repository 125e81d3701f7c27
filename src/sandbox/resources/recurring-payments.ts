/**
 * Stateful recurring payments, the same for the toolkit (`toolkit-recurring-payments`, with the public initiate
 * call) and the Partner API (`partner-recurring-payments`): every status change follows
 * lifecycles/recurring-payment.ts and sends the `recurring-payments.status-update` webhook with the whole
 * recurring payment in `data`; the checks of the scheduled payments run on the sandbox clock (onTick), send
 * their own webhooks first, and find what the pence of `recurringAmount` say (/guides/sandbox-outcomes).
 *
 * The initial payment is a single payment (`state.payments`, marked with `recurringPaymentId`): the single
 * payments API gets, lists and refunds it; this module changes its status with the set-up. The set-up link
 * and the initiate call's `authUrl` are sandbox links (links.ts) that open the test bank, whose buttons are
 * `POST /_sandbox/bank/{id}/{approve|decline|expire}`; `run-next-check` is the portal's **Run next check now**.
 * Pure: no DOM, no Node API.
 */
import {payableBankAccount} from './bank-accounts';
import {callerCompany, callersOwn, onCallerCompany as onCompany} from './companies';
import {addWorkingDays, earliestFirstCollectionDate, isWorkingDay, setupDeadline, ukDate} from '../../rules';
import {SANDBOX_COMPANIES, type SandboxCompany} from '../credentials';
import {
  AUTH_URL_LIFETIME_SECONDS,
  EDITABLE_FIELDS,
  RUNNING_STATUSES,
  SANDBOX_CHECK_INTERVAL_SECONDS,
  SETUP_STATUSES,
  dateTooSoonMessage,
  editNotAllowedMessage,
  INITIAL_PAYMENT_LIFECYCLE,
  RECURRING_PAYMENT_LIFECYCLE,
  SANDBOX_COLLECTION_OUTCOMES,
  collectionOutcomeOfAction,
  refusalFor,
  sandboxCollectionOutcome,
  type InitialPaymentAction,
  type SandboxCollectionOutcome,
  type RecurringPaymentAction,
  type RecurringPaymentStatus,
  type SetupStep,
} from '../lifecycles/recurring-payment';
import {BANK_CONFIRMATION_DELAY_SECONDS, type SinglePaymentStatus} from '../lifecycles/single-payment';
import {TRANSACTION_LIFECYCLE, type DataApiCheckStatus} from '../lifecycles/transaction';
import {moveTransaction, recordPaymentTransactions, recordTransaction, setParentDataApiCheck} from './transactions';
import {LINKS_COLLECTION, hashedId, resolveLink, sandboxLink} from '../links';
import type {Json} from '../openapi';
import type {
  BankPage,
  EngineContext,
  Handler,
  HandlerContext,
  PaymentRecord,
  Reply,
  ResourceModule,
  SandboxState,
} from '../types';
import {ifFound, onFound} from '../kit/not-found';
import {editNote, removeNote} from '../kit/notes';
import {apply} from '../kit/apply';
import {minor} from '../kit/money';
import {pagedReply} from '../kit/paging';
import {QR_PNG, deletePayment, paidFields, providerNotEnabled, storePayment} from './single-payments';
import {keyed} from '../kit/keyed';
import {collection, existingCollection, type StoredWithStatus} from '../kit/collection';
import {validatedBody} from '../kit/body';
import type {components} from '../generated/toolkit-recurring-payments';
import type {components as PartnerComponents} from '../generated/partner-recurring-payments';

type Schemas = components['schemas'];
/** A note as the toolkit or the partner API takes it (the partner may also write `restricted` ones). */
type NoteInput = Schemas['MerchantNoteInput'] | PartnerComponents['schemas']['NoteInput'];
/** A recurring payment as the API shows it (the partner API's `RecurringPayment` is the same schema). */
export type RecurringPayment = Schemas['RecurringPayment'];
/**
 * A recurring payment as stored: the API's without `transactions` and `initialPayment`, which are derived when it is
 * shown (`view`), and with `status` `null` from its making to its create transition (the lifecycle's `null`, within
 * the request that creates it).
 */
export type StoredRecurringPayment = StoredWithStatus<Omit<RecurringPayment, 'transactions' | 'initialPayment'>>;

export const RECURRING_PAYMENT_APIS = ['toolkit-recurring-payments', 'partner-recurring-payments'];
const MODULE = 'recurring-payments';
/** `state.store` collection: recurring payment id -> RecurringRecord. */
export const RECURRING_COLLECTION = 'recurring-payments';
const INITIAL_CONFIRM = 'recurring-payments.initial-payment-confirm';

type CheckEvent =
  'payment_made' | 'partial_payment' | 'payment-missed' | 'unable_to_check' | 'permanent_connection_loss';
/** The check that runs next for a scheduled payment. */
type CheckStep = 'on-date' | 'end-of-date' | 'recheck' | 'end-of-waiting-day';

/** One scheduled payment reached or next: its transaction (an id of `transactions`) and its check. */
export interface Collection {
  transactionId: string;
  /** The payment date, `YYYY-MM-DD`. */
  date: string;
  /** The transaction's status (TransactionStatus), moved along the transaction lifecycle. */
  status: 'pending' | 'unable_to_check' | 'completed' | 'partially_paid' | 'missed' | 'cancelled';
  /** When it became `completed` (the lifecycle's stamp). */
  completedAt?: string;
  /** The check that runs next for it (at `RecurringRecord.nextCheckAt`); null once settled or when checks stop. */
  next: CheckStep | null;
  /** What its checks find, fixed at its first check (a test-bank choice, else the pence of `recurringAmount`). */
  outcome?: SandboxCollectionOutcome;
}

/** A stored recurring payment: the API's fields, plus what the sandbox needs to know. JSON only. */
export interface RecurringRecord {
  companyId: string;
  /** The recurring payment as the API shows it, without `transactions` and `initialPayment` (see `view`). */
  payment: StoredRecurringPayment;
  /** The initial payment, a single payment in `state.payments`. */
  initialPaymentId: string | null;
  collections: Collection[];
  /** Sandbox-clock ms of the next check of the current collection; null when none is due. */
  nextCheckAt: number | null;
  /** The current `authUrl` of the initiate call: one use, one hour. */
  authorisation: {id: string; step: SetupStep; provider: string; expiresAt: number} | null;
  authorisations: number;
  /** What the check of the next scheduled payment finds, chosen at the test bank (`next-*`); null: the pence decide. */
  nextOutcome?: SandboxCollectionOutcome | null;
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const midnight = (date: string) => Date.parse(`${date}T00:00:00.000Z`);
const dayAfter = (date: string) => new Date(midnight(date) + DAY_MS).toISOString().slice(0, 10);
const bankError = (status: number, message: string) => ({status, body: {error: {message}} as Json});

/** The stored recurring payments (the collection is added to the state by the first create only). */
function records(state: SandboxState, forCreate = false): Record<string, RecurringRecord> {
  return forCreate
    ? collection<RecurringRecord>(state, RECURRING_COLLECTION)
    : (existingCollection<RecurringRecord>(state, RECURRING_COLLECTION) ?? keyed<RecurringRecord>());
}

// ---- schedule -----------------------------------------------------------------------------------------

const MONTHS: Record<string, number> = {one_month: 1, three_months: 3, one_year: 12};

/** The date of the payment `k` (from 0) of a schedule (RecurringFrequency: the last-day rule of short months). */
export function paymentDate(first: string, frequency: string, k: number): string {
  const [y, m, d] = first.split('-').map(Number);
  if (frequency === 'one_week') return new Date(Date.UTC(y, m - 1, d + 7 * k)).toISOString().slice(0, 10);
  const months = m - 1 + (MONTHS[frequency] ?? 1) * k;
  const lastDay = new Date(Date.UTC(y, months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

function finalPaymentDate(
  p: Pick<StoredRecurringPayment, 'expectedNumberOfPayments' | 'firstPaymentDate' | 'frequency'>,
): string | null {
  const n = p.expectedNumberOfPayments;
  return n > 0 ? paymentDate(p.firstPaymentDate, p.frequency, n - 1) : null;
}

// ---- the recurring payment as the API shows it ---------------------------------------------------------

function initialOf(state: SandboxState, record: RecurringRecord): PaymentRecord | undefined {
  return record.initialPaymentId ? state.payments[record.initialPaymentId] : undefined;
}

/** The recurring payment in the schema's field order, its initial payment read from the single payment. */
export function view(state: SandboxState, record: RecurringRecord): Record<string, Json> {
  const p = record.payment;
  const initial = initialOf(state, record)?.payment;
  return structuredClone({
    id: p.id,
    invoiceRefNumber: p.invoiceRefNumber,
    recurringAmount: p.recurringAmount,
    firstPaymentDate: p.firstPaymentDate,
    finalPaymentDate: p.finalPaymentDate,
    expectedNumberOfPayments: p.expectedNumberOfPayments,
    frequency: p.frequency,
    status: p.status,
    transactions: record.collections.map((c) => c.transactionId),
    initialPayment: initial
      ? {
          id: initial.id,
          status: initial.status,
          reference: initial.reference,
          amount: initial.amount,
          dueDate: initial.dueDate,
          createdAt: initial.createdAt,
          currency: initial.currency,
        }
      : null,
    customerName: p.customerName,
    customerEmail: p.customerEmail,
    createdAt: p.createdAt,
    currency: p.currency,
    link: p.link,
    qrCodeData: p.qrCodeData,
    bankAccount: p.bankAccount,
    notes: p.notes,
    integration: p.integration,
    dataApiCheckStatus: p.dataApiCheckStatus,
    lastDataApiCheckAt: p.lastDataApiCheckAt,
  });
}

async function emit(ctx: EngineContext, record: RecurringRecord, event: CheckEvent | 'status-update') {
  if (record.payment.integration) await ctx.emitWebhook(`recurring-payments.${event}`, view(ctx.state, record));
}

/**
 * Applies a transition of the recurring payment and/or of its initial payment (their lifecycles', kit/apply.ts),
 * then sends the check webhook (if any) and, when a declared webhook is due, one `status-update` for both: check
 * event first, as documented.
 */
async function applyChange(
  ctx: EngineContext,
  record: RecurringRecord,
  change: {action?: RecurringPaymentAction; initial?: InitialPaymentAction; check?: CheckEvent},
): Promise<boolean> {
  let notify = false;
  // The declared webhook of either change: sent once, after the check event, with the whole recurring payment.
  const options = {sends: Boolean(record.payment.integration), deliver: () => void (notify = true)};
  let changed = false;
  if (change.action)
    changed = (await apply(ctx, RECURRING_PAYMENT_LIFECYCLE, record.payment, change.action, options)) !== undefined;
  const initial = initialOf(ctx.state, record);
  if (change.initial && initial) {
    const p = initial.payment;
    const before = (p.status ?? null) as SinglePaymentStatus | null;
    const taken = await apply(ctx, INITIAL_PAYMENT_LIFECYCLE, p, change.initial, {
      ...options,
      effect: async (t) => {
        if (t.to === 'sent') {
          p.link = record.payment.link;
          p.qrCodeData = record.payment.qrCodeData;
        }
        if (t.to === 'paid') Object.assign(p, paidFields(p));
        // The initial payment is a single payment: its own transaction (`parentEntityType` `Payment`).
        await recordPaymentTransactions(ctx, initial, before, t.to);
      },
    });
    changed ||= taken !== undefined;
  }
  if (change.check) await emit(ctx, record, change.check);
  if (notify) await emit(ctx, record, 'status-update');
  return changed;
}

// ---- calls ----------------------------------------------------------------------------------------------

const companyOf = callerCompany;

/** A company that may not take payments (create, create-and-process, process): the documented `403`. */
function accessRefusal(ctx: HandlerContext, company: SandboxCompany): Reply | undefined {
  const who = ctx.family === 'partner' ? `company ${company.id}` : 'your company';
  if (company.accessStatus !== 'active') return {status: 403, body: `Access Denied: ${who} is ${company.accessStatus}`};
  // Toolkit sandbox terminals take payments from sign-up, before verification; partner companies must be verified.
  if (ctx.family === 'partner' && company.verificationStatus !== 'verified')
    return {
      status: 403,
      body: `Access Denied: ${who} is not verified (verification status ${company.verificationStatus})`,
    };
  return undefined;
}

const earliestDate = (ctx: EngineContext) => earliestFirstCollectionDate(new Date(ctx.now()));

/** What the schema cannot say: amounts greater than 0.00, a first collection date far enough ahead. */
function inputRefusal(ctx: HandlerContext, input: Record<string, Json>): Reply | undefined {
  for (const field of ['recurringAmount', 'initialAmount'])
    if (typeof input[field] === 'string' && minor(input[field]) <= 0n)
      return {status: 400, body: `${field} must be greater than 0.00`};
  if (typeof input.recurringPaymentDate === 'string' && input.recurringPaymentDate < earliestDate(ctx))
    return {status: 400, body: dateTooSoonMessage()};
  return undefined;
}

function newNotes(ctx: HandlerContext, notes: NoteInput[] | undefined): Schemas['Note'][] {
  const now = iso(ctx.now());
  return (notes ?? []).map((n) => ({
    id: ctx.newId(),
    text: n.text,
    visibility: n.visibility,
    createdAt: now,
    updatedAt: now,
  }));
}

/** Creates the initial payment as a single payment (status set by the next transition). */
function createInitial(ctx: HandlerContext, record: RecurringRecord, amount: string) {
  const p = record.payment;
  const id = ctx.newId();
  storePayment(ctx.state, {
    companyId: record.companyId,
    recurringPaymentId: String(p.id),
    payment: {
      id,
      reference: p.invoiceRefNumber,
      amount,
      bankAccount: p.bankAccount,
      customerName: p.customerName,
      customerEmail: p.customerEmail,
      customerEmailCC: [],
      dueDate: setupDeadline(String(p.firstPaymentDate)),
      paymentMethod: 'fernpay_ob',
      createdAt: iso(ctx.now()),
      currency: 'GBP',
      status: null,
      link: null,
      qrCodeData: null,
      description: null,
      notes: [],
      customRedirectUrl: null,
      integration: p.integration,
    },
  });
  record.initialPaymentId = id;
}

/** Process (or create-and-process): the set-up link and QR code, then `sent` (the initial payment too). */
async function send(ctx: HandlerContext, record: RecurringRecord, action: 'process' | 'createAndProcess') {
  record.payment.link = await sandboxLink(ctx, 'recurring', MODULE, String(record.payment.id));
  record.payment.qrCodeData = QR_PNG;
  await applyChange(ctx, record, {action, initial: action});
}

async function create(ctx: HandlerContext, company: SandboxCompany, andProcess: boolean): Promise<Reply> {
  const denied = accessRefusal(ctx, company);
  if (denied) return denied;
  const input = validatedBody<Schemas['CreateRecurringPaymentRequest']>(ctx);
  const invalid = inputRefusal(ctx, input);
  if (invalid) return invalid;
  // The account is one of the company's and `verified` (the default when left out), as for single payments.
  const account = payableBankAccount(ctx, company.id, ctx.family, input.bankAccount as string | undefined);
  if ('error' in account) return {status: 400, body: account.error};
  const bankAccount = account.id;
  const id = ctx.newId();
  const payment: StoredRecurringPayment = {
    id,
    invoiceRefNumber: input.reference,
    recurringAmount: input.recurringAmount,
    firstPaymentDate: input.recurringPaymentDate,
    finalPaymentDate: null,
    expectedNumberOfPayments: input.numberOfPayments,
    frequency: input.frequency,
    // Created from "no recurring payment yet" (the lifecycle's `null`).
    status: null,
    customerName: input.customerName ?? null,
    customerEmail: input.customerEmail ?? null,
    createdAt: iso(ctx.now()),
    currency: 'GBP',
    link: null,
    qrCodeData: null,
    bankAccount,
    notes: newNotes(ctx, input.notes),
    integration: company.integration,
    dataApiCheckStatus: null,
    lastDataApiCheckAt: null,
  };
  payment.finalPaymentDate = finalPaymentDate(payment);
  const record: RecurringRecord = {
    companyId: company.id,
    payment,
    initialPaymentId: null,
    collections: [],
    nextCheckAt: null,
    authorisation: null,
    authorisations: 0,
  };
  records(ctx.state, true)[id] = record;
  if (typeof input.initialAmount === 'string') createInitial(ctx, record, input.initialAmount);
  if (andProcess) await send(ctx, record, 'createAndProcess');
  else await applyChange(ctx, record, {action: 'create', initial: 'create'});
  return {status: 201, body: {created: true, result: view(ctx.state, record)}};
}

function inDateRange(value: string, from?: unknown, to?: unknown) {
  if (typeof from === 'string' && value < from) return false;
  if (typeof to === 'string' && value > to) return false;
  return true;
}

const list: Handler = onCompany((ctx, company) => {
  const q = ctx.query;
  const matches = Object.values(records(ctx.state))
    .filter((r) => r.companyId === company.id)
    .filter((r) => q.status === undefined || r.payment.status === q.status)
    .filter((r) => q.frequency === undefined || r.payment.frequency === q.frequency)
    .filter((r) => q.reference === undefined || r.payment.invoiceRefNumber === q.reference)
    .filter((r) => inDateRange(String(r.payment.createdAt).slice(0, 10), q.from, q.to))
    // Newest first by createdAt; ids grow with creation, which orders those created in one millisecond.
    .sort(
      (a, b) =>
        String(b.payment.createdAt).localeCompare(String(a.payment.createdAt)) ||
        String(b.payment.id).localeCompare(String(a.payment.id)),
    );
  return pagedReply(q, matches, (r) => view(ctx.state, r));
});

/** A handler on one existing recurring payment of the company (`404` otherwise). */
const onRecurring = (fn: (ctx: HandlerContext, record: RecurringRecord) => Promise<Reply> | Reply): Handler =>
  onFound((ctx: HandlerContext) => callersOwn(ctx, records(ctx.state)[ctx.pathParams.id]), fn);

const saved = (ctx: HandlerContext, record: RecurringRecord): Reply => ({
  status: 200,
  body: {saved: true, result: view(ctx.state, record)},
});

const statusOf = (record: RecurringRecord) => record.payment.status as RecurringPaymentStatus;

/** The lifecycle's refusal of the call in the recurring payment's status, as documented. */
function refused(ctx: HandlerContext, record: RecurringRecord): Reply | undefined {
  const r = refusalFor(ctx.operation.operationId, statusOf(record));
  return r && {status: r.status, body: r.message};
}

const edit = onRecurring(async (ctx, record) => {
  const changes = validatedBody<Schemas['EditRecurringPaymentRequest']>(ctx);
  const status = statusOf(record);
  const field = Object.keys(changes).find((f) => !EDITABLE_FIELDS[status].includes(f));
  if (field) return {status: 400, body: editNotAllowedMessage(field, status)};
  const invalid = inputRefusal(ctx, changes);
  if (invalid) return invalid;
  const p = record.payment;
  // The request's names of three fields are not the record's.
  const {initialAmount: _initial, reference, recurringPaymentDate, numberOfPayments, ...same} = changes;
  Object.assign(p, same);
  if (reference !== undefined) p.invoiceRefNumber = reference;
  if (recurringPaymentDate !== undefined) p.firstPaymentDate = recurringPaymentDate;
  if (numberOfPayments !== undefined) p.expectedNumberOfPayments = numberOfPayments;
  p.finalPaymentDate = finalPaymentDate(p);
  if (changes.initialAmount !== undefined) {
    const initialId = record.initialPaymentId;
    if (changes.initialAmount === null) {
      if (initialId) deletePayment(ctx.state, initialId);
      record.initialPaymentId = null;
    } else if (initialId && ctx.state.payments[initialId])
      ctx.state.payments[initialId].payment.amount = changes.initialAmount;
    else {
      createInitial(ctx, record, String(changes.initialAmount));
      await applyChange(ctx, record, {initial: 'create'});
    }
  }
  const initial = initialOf(ctx.state, record)?.payment;
  if (initial)
    Object.assign(initial, {
      reference: p.invoiceRefNumber,
      bankAccount: p.bankAccount,
      customerName: p.customerName,
      customerEmail: p.customerEmail,
      dueDate: setupDeadline(String(p.firstPaymentDate)),
    });
  // A new first collection date makes an `overdue` recurring payment (and its initial payment) `sent` again.
  if ('recurringPaymentDate' in changes)
    await applyChange(ctx, record, {action: 'edit.recurringPaymentDate', initial: 'edit.recurringPaymentDate'});
  return saved(ctx, record);
});

const processCall = onRecurring(async (ctx, record) => {
  const company = companyOf(ctx)!;
  const denied = accessRefusal(ctx, company);
  if (denied) return denied;
  const refusal = refused(ctx, record);
  if (refusal) return refusal;
  if (String(record.payment.firstPaymentDate) < earliestDate(ctx)) return {status: 400, body: dateTooSoonMessage()};
  await send(ctx, record, 'process');
  return saved(ctx, record);
});

async function dropLinks(state: SandboxState, record: RecurringRecord) {
  const links = state.store[LINKS_COLLECTION] ?? keyed();
  delete links[await hashedId('recurring', String(record.payment.id))];
  if (record.authorisation) delete links[await hashedId('authorisation', record.authorisation.id)];
}

const remove = onRecurring(async (ctx, record) => {
  const refusal = refused(ctx, record);
  if (refusal) return refusal;
  await dropLinks(ctx.state, record);
  const initial = initialOf(ctx.state, record);
  if (initial) {
    // An initial payment that was not paid is deleted with it; one paid (or being paid) stays a single payment.
    const unpaid: readonly Json[] = ['draft', 'sent', 'overdue', 'rejected'];
    if (unpaid.includes(initial.payment.status)) deletePayment(ctx.state, String(initial.payment.id));
    else delete initial.recurringPaymentId;
  }
  delete records(ctx.state)[String(record.payment.id)];
  return {status: 200, body: {deleted: true}};
});

/** The set-up step the customer is at: the initial payment until it is `pending` or `paid`, then the standing order. */
function setupStep(state: SandboxState, record: RecurringRecord): SetupStep {
  const initial = initialOf(state, record)?.payment;
  const toPay: readonly Json[] = ['draft', 'sent', 'overdue', 'rejected'];
  return initial && toPay.includes(initial.status) ? 'initial_payment' : 'standing_order';
}

/** `POST /public/payment-flow/initiate` (toolkit, no credentials): the test bank's `authUrl` for the next step. */
const initiate: Handler = onFound((ctx: HandlerContext) => {
  const link = resolveLink(ctx.state, (ctx.body as {id: string}).id);
  return link && link.kind === 'recurring' && link.module === MODULE && records(ctx.state)[link.id];
}, initiateSetup);

async function initiateSetup(ctx: HandlerContext, record: RecurringRecord): Promise<Reply> {
  const input = ctx.body as {id: string; provider: string};
  const refusal = refused(ctx, record);
  if (refusal) return refusal;
  // As the single payment's initiate call: only the sandbox's `-sandbox` banks.
  const notEnabled = providerNotEnabled(input.provider);
  if (notEnabled) return {status: 400, body: notEnabled};
  const step = setupStep(ctx.state, record);
  // A new authorisation: the previous authUrl stops working.
  if (record.authorisation)
    delete ctx.state.store[LINKS_COLLECTION]?.[await hashedId('authorisation', record.authorisation.id)];
  record.authorisations += 1;
  const id = `${String(record.payment.id)}.${record.authorisations}`;
  record.authorisation = {id, step, provider: input.provider, expiresAt: ctx.now() + AUTH_URL_LIFETIME_SECONDS * 1000};
  return {status: 200, body: {data: {authUrl: await sandboxLink(ctx, 'authorisation', MODULE, id), step}}};
}

const notes = {
  attach: onRecurring((ctx, record) => {
    record.payment.notes.push(...newNotes(ctx, [validatedBody<NoteInput>(ctx)]));
    return saved(ctx, record);
  }),
  edit: onRecurring((ctx, record) =>
    ifFound(editNote(record.payment, ctx.pathParams.noteId, ctx.body as Record<string, Json>, ctx.now()), () =>
      saved(ctx, record),
    ),
  ),
  remove: onRecurring((ctx, record) =>
    ifFound(removeNote(record.payment, ctx.pathParams.noteId), () => ({status: 200, body: {deleted: true}})),
  ),
};

export const RECURRING_PAYMENT_HANDLERS: Record<string, Handler> = {
  createRecurringPayment: onCompany((ctx, company) => create(ctx, company, false)),
  createAndProcessRecurringPayment: onCompany((ctx, company) => create(ctx, company, true)),
  listRecurringPayments: list,
  getRecurringPayment: onRecurring((ctx, record) => ({status: 200, body: {data: view(ctx.state, record)}})),
  editRecurringPayment: edit,
  processRecurringPayment: processCall,
  deleteRecurringPayment: remove,
  attachRecurringPaymentNote: notes.attach,
  editRecurringPaymentNote: notes.edit,
  deleteRecurringPaymentNote: notes.remove,
  initiateRecurringPaymentFlow: initiate,
};

// ---- the checks of the scheduled payments ----------------------------------------------------------------

/** Adds the next scheduled payment's `pending` transaction, or ends the checks after the last one. */
async function nextCollection(ctx: EngineContext, record: RecurringRecord) {
  const p = record.payment;
  const k = record.collections.length;
  const n = Number(p.expectedNumberOfPayments);
  if (n > 0 && k >= n) {
    record.nextCheckAt = null;
    return;
  }
  const date = paymentDate(String(p.firstPaymentDate), String(p.frequency), k);
  // A transaction of the recurring payment, which the transactions API lists and gets.
  const transaction = recordTransaction(ctx, {
    companyId: record.companyId,
    parentEntityType: 'RecurringPayment',
    parentEntityId: String(p.id),
    direction: 'incoming',
    amount: String(p.recurringAmount),
    reference: String(p.invoiceRefNumber),
    status: 'pending',
    expectedCompletedDate: date,
    completedAt: null,
    parentEntityDataApiCheckStatus: (p.dataApiCheckStatus ?? null) as DataApiCheckStatus | null,
    parentEntityLastDataApiCheckAt: (p.lastDataApiCheckAt ?? null) as string | null,
  });
  await apply(ctx, TRANSACTION_LIFECYCLE, transaction, 'collection.scheduled', {from: null});
  const c: Collection = {transactionId: String(transaction.id), date, status: 'pending', next: 'on-date'};
  record.collections.push(c);
  record.nextCheckAt = midnight(date);
}

/**
 * Moves a scheduled payment's transaction by a declared action of the transaction lifecycle (the stored
 * transaction; a collection stored before transactions were recorded moves alone) and mirrors its status.
 */
async function moveCollection(ctx: EngineContext, c: Collection, action: string) {
  const moved = await moveTransaction(ctx, c.transactionId, action);
  if (!moved) {
    await apply(ctx, TRANSACTION_LIFECYCLE, c, action);
    return;
  }
  c.status = moved.status as Collection['status'];
  if (typeof moved.completedAt === 'string') c.completedAt = moved.completedAt;
}

/** A scheduled payment settled: its transaction's status, the next one, and the recurring payment's status. */
async function settle(
  ctx: EngineContext,
  record: RecurringRecord,
  c: Collection,
  result: 'completed' | 'partially_paid' | 'missed',
  onTime = true,
) {
  const p = record.payment;
  const found = {completed: 'check.fullAmount', partially_paid: 'check.less', missed: 'check.nothing'} as const;
  await moveCollection(ctx, c, found[result]);
  c.next = null;
  const n = Number(p.expectedNumberOfPayments);
  const last = n > 0 && record.collections.length >= n;
  await nextCollection(ctx, record);
  if (result === 'completed') {
    p.dataApiCheckStatus = 'payment_made';
    const action: RecurringPaymentAction = last
      ? 'check.lastPaymentMade'
      : p.status === 'waiting'
        ? onTime
          ? 'check.foundOnNextBusinessDay'
          : 'check.foundLate'
        : 'check.paymentMade';
    await applyChange(ctx, record, {action, check: 'payment_made'});
  } else if (result === 'partially_paid') {
    p.dataApiCheckStatus = 'partial_payment';
    await applyChange(ctx, record, {action: 'check.partialPayment', check: 'partial_payment'});
  } else await applyChange(ctx, record, {action: 'check.stillMissing'});
}

/**
 * Runs the next check of the current scheduled payment at `at`: what it finds follows the pence of
 * `recurringAmount`. Answers whether the check found something to report (a webhook).
 */
async function runCheck(ctx: EngineContext, record: RecurringRecord, at: number): Promise<boolean> {
  const reported = await runCheckStep(ctx, record, at);
  syncTransactions(ctx.state, record);
  return reported;
}

/** The recurring payment's latest check, copied onto its transactions (`parentEntity…`). */
function syncTransactions(state: SandboxState, record: RecurringRecord) {
  const p = record.payment;
  setParentDataApiCheck(
    state,
    String(p.id),
    (p.dataApiCheckStatus ?? null) as DataApiCheckStatus | null,
    (p.lastDataApiCheckAt ?? null) as string | null,
  );
}

async function runCheckStep(ctx: EngineContext, record: RecurringRecord, at: number): Promise<boolean> {
  const c = record.collections[record.collections.length - 1];
  if (!c?.next || !RUNNING_STATUSES.includes(statusOf(record))) {
    record.nextCheckAt = null;
    return false;
  }
  const p = record.payment;
  // Fixed at the first check of a scheduled payment: the test bank's choice for it, else the pence.
  if (c.next === 'on-date' && !c.outcome) {
    c.outcome = record.nextOutcome ?? sandboxCollectionOutcome(String(p.recurringAmount));
    record.nextOutcome = null;
  }
  const outcome = c.outcome ?? sandboxCollectionOutcome(String(p.recurringAmount));
  p.lastDataApiCheckAt = iso(at);
  const recheckAt = at + SANDBOX_CHECK_INTERVAL_SECONDS * 1000;
  switch (c.next) {
    case 'on-date':
      if (outcome === 'in_full') await settle(ctx, record, c, 'completed');
      else if (outcome === 'half') await settle(ctx, record, c, 'partially_paid');
      else if (outcome === 'missed_then_found' || outcome === 'missed') {
        // Nothing yet; the payment is missed only once its date has ended.
        p.dataApiCheckStatus = 'pending_payment';
        c.next = 'end-of-date';
        record.nextCheckAt = midnight(dayAfter(c.date));
        return false;
      } else if (outcome === 'unable_then_found') {
        await moveCollection(ctx, c, 'check.unreadable');
        c.next = 'recheck';
        p.dataApiCheckStatus = 'unable_to_check';
        record.nextCheckAt = recheckAt;
        await emit(ctx, record, 'unable_to_check');
      } else if (outcome === 'connection_lost') {
        await moveCollection(ctx, c, 'check.unreadable');
        c.next = null;
        record.nextCheckAt = null; // checks stop until the account is reconnected
        p.dataApiCheckStatus = 'permanent_connection_loss';
        await emit(ctx, record, 'permanent_connection_loss');
      } else {
        // The standing order was cancelled at the bank: this collection will not come (pending -> cancelled), and
        // nothing is checked any more: no check status (RecurringPayment.yaml `dataApiCheckStatus`).
        await moveCollection(ctx, c, 'check.standingOrderCancelled');
        c.next = null;
        record.nextCheckAt = null;
        p.dataApiCheckStatus = null;
        await applyChange(ctx, record, {action: 'check.standingOrderCancelled'});
      }
      return true;
    case 'end-of-date':
      // Missed on its date: `waiting`, checked again through the next business day.
      p.dataApiCheckStatus = 'missed_payment';
      c.next = outcome === 'missed' ? 'end-of-waiting-day' : 'recheck';
      record.nextCheckAt = outcome === 'missed' ? midnight(dayAfter(addWorkingDays(c.date, 1))) : recheckAt;
      await applyChange(ctx, record, {action: 'check.paymentMissed', check: 'payment-missed'});
      return true;
    case 'recheck':
      // Found: on time after `unable_to_check`, or during the waiting day (late unless its date was not a business day).
      await settle(ctx, record, c, 'completed', outcome === 'unable_then_found' || !isWorkingDay(c.date));
      return true;
    case 'end-of-waiting-day':
      await settle(ctx, record, c, 'missed');
      return true;
  }
}

/** The clock: the set-up deadline, and every check that is due (in order, however far the clock moved). */
async function onTick(ctx: EngineContext): Promise<boolean> {
  let changed = false;
  let today: string | undefined; // UK time, formatted only when a recurring payment needs it
  for (const record of Object.values(records(ctx.state))) {
    const first = String(record.payment.firstPaymentDate);
    if (SETUP_STATUSES.includes(statusOf(record)) && (today ??= ukDate(new Date(ctx.now()))) > setupDeadline(first)) {
      await applyChange(ctx, record, {action: 'clock.setupDeadlinePassed', initial: 'clock.setupDeadlinePassed'});
      changed = true;
    }
    for (let guard = 0; guard < 10_000 && record.nextCheckAt !== null && record.nextCheckAt <= ctx.now(); guard++) {
      await runCheck(ctx, record, record.nextCheckAt);
      changed = true;
    }
  }
  return changed;
}

/** The next check of any recurring payment, or the first instant a set-up deadline may have passed (UK time). */
function nextWake(ctx: EngineContext): number | undefined {
  const times: number[] = [];
  for (const record of Object.values(records(ctx.state))) {
    if (record.nextCheckAt !== null) times.push(record.nextCheckAt);
    if (SETUP_STATUSES.includes(statusOf(record))) {
      // The UK day after the deadline starts at 00:00 UTC (GMT) or 23:00 UTC the day before (BST).
      const start = midnight(dayAfter(setupDeadline(String(record.payment.firstPaymentDate))));
      times.push(start - 3_600_000, start);
    }
  }
  const later = times.filter((t) => t > ctx.now());
  return later.length ? Math.min(...later) : undefined;
}

// ---- the test bank ----------------------------------------------------------------------------------------

/** The recurring payment a test-bank id names: its id, its initial payment's id, or an `authUrl`'s authorisation. */
function findForBank(state: SandboxState, id: string): {record: RecurringRecord; authorisation?: string} | undefined {
  const all = records(state);
  if (all[id]) return {record: all[id]};
  const auth = /^([a-f0-9]{24})\.\d+$/.exec(id);
  if (auth && all[auth[1]]) return {record: all[auth[1]], authorisation: id};
  const recurringId = state.payments[id]?.recurringPaymentId;
  return recurringId && all[recurringId] ? {record: all[recurringId]} : undefined;
}

const SETUP_BUTTONS = [
  {action: 'approve', label: 'Approve'},
  {action: 'decline', label: 'Decline'},
  {action: 'expire', label: 'Let the link expire'},
];
const RUN_CHECK_BUTTON = {action: 'run-next-check', label: 'Run next check now'};
/** Once it runs: what the check of the next scheduled payment finds (lifecycles/recurring-payment.ts). */
const NEXT_OUTCOME_BUTTONS = SANDBOX_COLLECTION_OUTCOMES.map((o) => ({action: o.action, label: o.label}));
const RUNNING_BUTTONS = [RUN_CHECK_BUTTON, ...NEXT_OUTCOME_BUTTONS];

/** The date of the scheduled payment whose first check has not run yet (the one a `next-*` action sets). */
function nextUncheckedDate(record: RecurringRecord): string {
  const c = record.collections[record.collections.length - 1];
  if (c && c.next === 'on-date' && !c.outcome) return c.date;
  const p = record.payment;
  return paymentDate(String(p.firstPaymentDate), String(p.frequency), record.collections.length);
}
const FREQUENCY_WORDS: Record<string, string> = {
  one_week: 'every week',
  one_month: 'every month',
  three_months: 'every three months',
  one_year: 'every year',
};

function bankPage(ctx: EngineContext, id: string): BankPage | undefined {
  const found = findForBank(ctx.state, id);
  if (!found) return undefined;
  const {record} = found;
  const p = record.payment;
  const status = statusOf(record);
  const initial = initialOf(ctx.state, record)?.payment;
  const company = SANDBOX_COMPANIES.find((c) => c.id === record.companyId);
  const canSetUp = SETUP_STATUSES.includes(status);
  const step = found.authorisation ? record.authorisation?.step : setupStep(ctx.state, record);
  const lines = [
    `Payee: ${company?.name ?? record.companyId}`,
    `${String(p.recurringAmount)} GBP ${FREQUENCY_WORDS[String(p.frequency)]}, from ${String(p.firstPaymentDate)}` +
      (p.finalPaymentDate ? ` to ${String(p.finalPaymentDate)}` : ', until cancelled'),
    `Reference: ${String(p.invoiceRefNumber)}`,
    ...(initial ? [`Initial payment: ${String(initial.amount)} GBP (${String(initial.status)})`] : []),
    `Status: ${status}`,
    ...(canSetUp
      ? [step === 'initial_payment' ? 'Authorise: the initial payment' : 'Authorise: the standing order']
      : []),
  ];
  const checks = RUNNING_STATUSES.includes(status) && record.nextCheckAt !== null;
  return {
    title: canSetUp ? 'Set up a recurring payment' : 'Recurring payment',
    lines,
    actions: canSetUp ? SETUP_BUTTONS : checks ? RUNNING_BUTTONS : [],
  };
}

async function bank(ctx: EngineContext, id: string, action: string): Promise<{status: number; body: Json} | undefined> {
  const found = findForBank(ctx.state, id);
  if (!found) return undefined;
  const {record} = found;
  const status = statusOf(record);
  const answer = (done: string) => ({
    status: 200,
    body: {action: done, recurringPayment: view(ctx.state, record)} as Json,
  });
  if (action === RUN_CHECK_BUTTON.action) {
    if (!RUNNING_STATUSES.includes(status) || record.nextCheckAt === null)
      return bankError(400, `there is no check to run: this recurring payment is ${status}`);
    // The check of the next scheduled payment, at once whatever its date (steps that find nothing are skipped).
    let reported = false;
    for (let i = 0; i < 4 && !reported && record.nextCheckAt !== null; i++)
      reported = await runCheck(ctx, record, ctx.now());
    return answer('run-next-check');
  }
  const chosen = collectionOutcomeOfAction(action);
  if (chosen) {
    if (!RUNNING_STATUSES.includes(status) || record.nextCheckAt === null)
      return bankError(400, `there is no scheduled payment to come: this recurring payment is ${status}`);
    // The scheduled payment whose first check has not run: what its checks find, whatever the pence.
    record.nextOutcome = chosen;
    return {
      status: 200,
      body: {
        action,
        nextPayment: {date: nextUncheckedDate(record), finds: chosen},
        recurringPayment: view(ctx.state, record),
      } as Json,
    };
  }
  if (!SETUP_BUTTONS.some((b) => b.action === action))
    return bankError(
      400,
      `a recurring payment's test bank has the actions ${SETUP_BUTTONS.map((b) => b.action).join(', ')} (set-up), and ${RUNNING_BUTTONS.map((b) => b.action).join(', ')} (once it runs), not ${action}`,
    );
  if (found.authorisation && (record.authorisation?.id !== id || record.authorisation.expiresAt <= ctx.now()))
    return bankError(400, 'this authorisation link no longer works: it was used, replaced by a newer one or expired');
  const refusal = refusalFor('initiateRecurringPaymentFlow', status);
  if (refusal) return bankError(refusal.status, refusal.message);
  const step = setupStep(ctx.state, record);
  if (record.authorisation)
    delete ctx.state.store[LINKS_COLLECTION]?.[await hashedId('authorisation', record.authorisation.id)];
  record.authorisation = null; // one use
  if (action === 'expire') {
    await applyChange(ctx, record, {action: 'bank.expire', initial: 'bank.expire'});
    return answer('expire');
  }
  if (step === 'initial_payment') {
    if (action === 'decline') await applyChange(ctx, record, {action: 'bank.decline', initial: 'bank.decline'});
    else {
      await applyChange(ctx, record, {initial: 'bank.approve'});
      ctx.schedule({
        at: ctx.now() + BANK_CONFIRMATION_DELAY_SECONDS * 1000,
        kind: INITIAL_CONFIRM,
        id: String(record.initialPaymentId),
      });
    }
    return answer(`initial_payment.${action}`);
  }
  if (action === 'decline') await applyChange(ctx, record, {action: 'bank.decline'});
  else {
    // The standing order exists: its first scheduled payment is `pending` and checked from its date.
    record.collections = [];
    await nextCollection(ctx, record);
    record.payment.dataApiCheckStatus = 'waiting_for_first_check';
    record.payment.lastDataApiCheckAt = null;
    syncTransactions(ctx.state, record);
    await applyChange(ctx, record, {action: 'bank.approve'});
  }
  return answer(`standing_order.${action}`);
}

/** Recurring payments as a resource module of the engine (listed in a preset: presets/public.ts or presets/provider-only.ts). */
export const RECURRING_PAYMENTS: ResourceModule = {
  name: MODULE,
  handlers: Object.fromEntries(RECURRING_PAYMENT_APIS.map((api) => [api, RECURRING_PAYMENT_HANDLERS])),
  tasks: {
    [INITIAL_CONFIRM]: async (ctx, task) => {
      const initial = ctx.state.payments[task.id];
      if (!initial || initial.payment.status !== 'pending') return;
      const record = initial.recurringPaymentId ? records(ctx.state)[initial.recurringPaymentId] : undefined;
      if (record) await applyChange(ctx, record, {initial: 'bank.confirm'});
      // No recurring payment left to tell: the initial payment alone becomes paid, no webhook.
      else
        await apply(ctx, INITIAL_PAYMENT_LIFECYCLE, initial.payment, 'bank.confirm', {
          sends: false,
          effect: () => void Object.assign(initial.payment, paidFields(initial.payment)),
        });
    },
  },
  onTick,
  nextWake,
  /**
   * What create and edit derive from the first collection's date by the calendar: the final collection's (months or
   * years on) and the initial payment's due date (working days before).
   */
  rederive(ctx) {
    const all = records(ctx.state);
    for (const id in all) {
      const p = all[id].payment;
      p.finalPaymentDate = finalPaymentDate(p);
      const initial = initialOf(ctx.state, all[id]);
      if (initial) initial.payment.dueDate = setupDeadline(String(p.firstPaymentDate));
    }
  },
  bank,
  bankPage,
};
