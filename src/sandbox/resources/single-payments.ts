/**
 * Stateful single payments, the same for the toolkit (`toolkit-single-payments`) and the Partner API
 * (`partner-single-payments`): every status change follows lifecycles/single-payment.ts and sends the
 * `single-payments.status-update` webhook with the whole payment in `data`. The request was validated
 * against the bundle before a handler runs. Pure: no DOM, no Node API.
 */
import {PAGING} from '../../rules';
import {SANDBOX_COMPANIES, type SandboxCompany} from '../credentials';
import {findCompany} from './companies';
import {
  BANK_CONFIRMATION_DELAY_SECONDS,
  EDITABLE_AFTER_DRAFT,
  LINK_METHODS,
  PARTNER_METHODS,
  editDraftOnlyMessage,
  refusalFor,
  transitionFor,
  type SinglePaymentAction,
  type SinglePaymentStatus,
} from '../lifecycles/single-payment';
import {INITIAL_PAYMENT_LOCKED_OPERATIONS, initialPaymentLockedMessage} from '../lifecycles/recurring-payment';
import type {Json} from '../openapi';
import type {Handler, HandlerContext, PaymentRecord, Reply, ResourceModule} from '../types';

export const SINGLE_PAYMENT_APIS = ['toolkit-single-payments', 'partner-single-payments'];
export const STATUS_UPDATE_WEBHOOK = 'single-payments.status-update';

const PAYMENT_LINK = 'https://pay.fernpay.example/payment?p=';
const REFUND_LINK = 'https://pay.fernpay.example/refund?p=';
/** A 1×1 PNG, standing in for the QR code of a link (the sandbox draws no real QR code). */
export const QR_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPgttUDAADNAHeD8SzuAAAAAElFTkSuQmCC';

const NOT_FOUND: Reply = {status: 404, body: 'Not Found'};
const iso = (ms: number) => new Date(ms).toISOString();
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The hashed id of a payment's link (`p`): the first 20 hex characters of SHA-256 of `<kind>:<id>`. */
async function hashedId(kind: 'payment' | 'refund', id: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${kind}:${id}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 20);
}

/** The company a call acts on: the toolkit terminal's, or the partner's `companyId` (one it manages). */
function companyOf(ctx: HandlerContext): SandboxCompany | undefined {
  const id = ctx.family === 'partner' ? ctx.pathParams.companyId : SANDBOX_COMPANIES[0].id;
  return findCompany(ctx.state, id);
}

function findPayment(ctx: HandlerContext, company: SandboxCompany): PaymentRecord | undefined {
  const record = ctx.state.payments[ctx.pathParams.id];
  return record && record.companyId === company.id ? record : undefined;
}

/** The fields a payment gets when it becomes `paid` (also the initial payment of a recurring payment). */
export function paidFields(p: Record<string, Json>, now: number): Record<string, Json> {
  const viaBank = (LINK_METHODS as readonly string[]).includes(String(p.paymentMethod));
  return {
    completedAt: iso(now),
    refundLink: null,
    refundQrCodeData: null,
    refundPayeeAccount: viaBank
      ? {name: (p.customerName as string | null) ?? 'Sandbox Customer', sortCode: '601613', accountNumber: '20417758'}
      : null,
    dataApiCheckStatus: viaBank ? 'waiting_for_first_check' : null,
    lastDataApiCheckAt: null,
    externalReference: viaBank ? `PISP-SBX${String(p.id).slice(-8).toUpperCase()}` : null,
  };
}

/** Moves a payment along a transition of the lifecycle and sends its webhook. */
export async function applyTransition(
  ctx: Pick<HandlerContext, 'now' | 'emitWebhook'>,
  record: PaymentRecord,
  action: SinglePaymentAction,
  pick?: Parameters<typeof transitionFor>[2],
): Promise<boolean> {
  const from = record.payment.status as SinglePaymentStatus;
  const transition = transitionFor(action, from, pick);
  if (!transition) return false;
  const p = record.payment;
  p.status = transition.to;
  const id = String(p.id);
  if (transition.to === 'sent') {
    p.link = `${PAYMENT_LINK}${await hashedId('payment', id)}`;
    p.qrCodeData = QR_PNG;
  }
  if (transition.to === 'paid') Object.assign(p, paidFields(p, ctx.now()));
  if (transition.to === 'refund_started') {
    p.refundLink = `${REFUND_LINK}${await hashedId('refund', id)}`;
    p.refundQrCodeData = QR_PNG;
  }
  if (transition.webhook && p.integration) await ctx.emitWebhook(STATUS_UPDATE_WEBHOOK, structuredClone(p));
  return true;
}

const hasLink = (method: unknown) => (LINK_METHODS as readonly unknown[]).includes(method);

async function create(ctx: HandlerContext, andProcess: boolean): Promise<Reply> {
  const company = companyOf(ctx);
  if (!company) return NOT_FOUND;
  if (ctx.family === 'partner') {
    if (company.accessStatus !== 'active')
      return {status: 403, body: `Access Denied: company ${company.id} is ${company.accessStatus}`};
    if (company.verificationStatus !== 'verified')
      return {
        status: 403,
        body: `Access Denied: company ${company.id} is not verified (verification status ${company.verificationStatus})`,
      };
  }
  const input = ctx.body as Record<string, Json>;
  const method = (input.paymentMethod as string | undefined) ?? 'fernpay_ob';
  if (ctx.family === 'partner' && !(PARTNER_METHODS as readonly string[]).includes(method))
    return {status: 400, body: `paymentMethod must be one of ${PARTNER_METHODS.join(', ')}`};
  const bankAccount = (input.bankAccount as string | undefined) ?? company.defaultBankAccount;
  if (!bankAccount)
    return {status: 400, body: 'bankAccount is required: the company has no verified bank account to use as default'};
  const now = iso(ctx.now());
  const id = ctx.newId();
  const payment: Record<string, Json> = {
    id,
    reference: input.reference,
    amount: input.amount,
    bankAccount,
    customerName: input.customerName ?? null,
    customerEmail: input.customerEmail ?? null,
    customerEmailCC: input.customerEmailCC ?? [],
    dueDate: input.dueDate ?? null,
    paymentMethod: method,
    createdAt: now,
    currency: 'GBP',
    // create-and-process starts from "no payment yet" (the lifecycle's `null`), create makes a draft.
    status: andProcess ? null : 'draft',
    link: null,
    qrCodeData: null,
    description: input.description ?? null,
    notes: ((input.notes ?? []) as {text: string; visibility: string}[]).map((n) => ({
      id: ctx.newId(),
      text: n.text,
      visibility: n.visibility,
      createdAt: now,
      updatedAt: now,
    })),
    customRedirectUrl: input.customRedirectUrl ?? null,
    integration: company.integration,
  };
  const record: PaymentRecord = {companyId: company.id, payment};
  ctx.state.payments[id] = record;
  if (andProcess) await applyTransition(ctx, record, 'createAndProcess', (t) => hasLink(method) === (t.to === 'sent'));
  return {status: 201, body: {created: true, result: structuredClone(payment)}};
}

function inDateRange(value: string | null | undefined, from?: unknown, to?: unknown, toExclusive = false) {
  if (from === undefined && to === undefined) return true;
  if (!value) return false;
  if (typeof from === 'string' && value < from) return false;
  if (typeof to === 'string' && (toExclusive ? value >= to : value > to)) return false;
  return true;
}

const list: Handler = (ctx) => {
  const company = companyOf(ctx);
  if (!company) return NOT_FOUND;
  const q = ctx.query;
  const page = (q.page as number | undefined) ?? PAGING.defaultPage;
  const limit = (q.limit as number | undefined) ?? PAGING.defaultLimit;
  const time = (s: unknown) => (typeof s === 'string' ? Date.parse(s) : undefined);
  const completedFrom = time(q.completedFrom);
  const completedTo = time(q.completedTo);
  const matches = Object.values(ctx.state.payments)
    .filter((r) => r.companyId === company.id)
    .map((r) => r.payment)
    .filter((p) => q.status === undefined || p.status === q.status)
    .filter((p) => q.paymentMethod === undefined || p.paymentMethod === q.paymentMethod)
    .filter((p) => q.reference === undefined || p.reference === q.reference)
    .filter((p) => q.amountFrom === undefined || cents(String(p.amount)) >= cents(String(q.amountFrom)))
    .filter((p) => q.amountTo === undefined || cents(String(p.amount)) <= cents(String(q.amountTo)))
    .filter((p) => inDateRange(String(p.createdAt).slice(0, 10), q.from, q.to))
    .filter((p) => {
      if (completedFrom === undefined && completedTo === undefined) return true;
      const at = time(p.completedAt);
      if (at === undefined) return false;
      return (completedFrom === undefined || at >= completedFrom) && (completedTo === undefined || at < completedTo);
    })
    // Newest first by createdAt; ids grow with creation, which orders payments created in one millisecond.
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || String(b.id).localeCompare(String(a.id)));
  const totalPages = Math.ceil(matches.length / limit);
  return {
    status: 200,
    body: {
      data: {
        docs: structuredClone(matches.slice((page - 1) * limit, page * limit)),
        page,
        totalDocs: matches.length,
        totalPages,
        limit,
        hasNextPage: page < totalPages,
      },
    },
  };
};

/** A handler on one existing payment of the company (`404` otherwise). */
const onPayment =
  (fn: (ctx: HandlerContext, record: PaymentRecord) => Promise<Reply> | Reply): Handler =>
  (ctx) => {
    const company = companyOf(ctx);
    const record = company && findPayment(ctx, company);
    if (!record) return NOT_FOUND;
    // The initial payment of a recurring payment is processed, edited and deleted only with it.
    if (
      record.recurringPaymentId &&
      (INITIAL_PAYMENT_LOCKED_OPERATIONS as readonly string[]).includes(ctx.operation.operationId)
    )
      return {status: 400, body: initialPaymentLockedMessage(record.recurringPaymentId)};
    return fn(ctx, record);
  };

const saved = (record: PaymentRecord): Reply => ({
  status: 200,
  body: {saved: true, result: structuredClone(record.payment)},
});

/** The calls that can be refused in a status: the lifecycle's refusal, as documented. */
const refused = (ctx: HandlerContext, record: PaymentRecord): Reply | undefined => {
  const r = refusalFor(ctx.operation.operationId, record.payment.status as SinglePaymentStatus);
  return r && {status: r.status, body: r.message};
};

export const SINGLE_PAYMENT_HANDLERS: Record<string, Handler> = {
  createSinglePayment: (ctx) => create(ctx, false),
  createAndProcessSinglePayment: (ctx) => create(ctx, true),
  listSinglePayments: list,
  getSinglePayment: onPayment((_ctx, record) => ({status: 200, body: {data: structuredClone(record.payment)}})),
  editSinglePayment: onPayment((ctx, record) => {
    const changes = ctx.body as Record<string, Json>;
    if (record.payment.status !== 'draft') {
      const field = Object.keys(changes).find((f) => !EDITABLE_AFTER_DRAFT.includes(f));
      if (field) return {status: 400, body: editDraftOnlyMessage(field)};
    }
    Object.assign(record.payment, structuredClone(changes));
    return saved(record);
  }),
  processSinglePayment: onPayment(async (ctx, record) => {
    const refusal = refused(ctx, record);
    if (refusal) return refusal;
    const method = record.payment.paymentMethod;
    await applyTransition(ctx, record, 'process', (t) => hasLink(method) === (t.to === 'sent'));
    return saved(record);
  }),
  cancelSinglePayment: onPayment(async (ctx, record) => {
    const refusal = refused(ctx, record);
    if (refusal) return refusal;
    await applyTransition(ctx, record, 'cancel');
    return saved(record);
  }),
  deleteSinglePayment: onPayment((ctx, record) => {
    const refusal = refused(ctx, record);
    if (refusal) return refusal;
    delete ctx.state.payments[String(record.payment.id)];
    return {status: 200, body: {deleted: true}};
  }),
  refundSinglePayment: onPayment(async (ctx, record) => {
    const refusal = refused(ctx, record);
    if (refusal) return refusal;
    const amount = (ctx.body as {amount?: string}).amount ?? String(record.payment.amount);
    if (cents(amount) > cents(String(record.payment.amount)) || cents(amount) <= 0)
      return {
        status: 400,
        body: `amount must be more than 0.00 and at most the amount paid, ${String(record.payment.amount)}`,
      };
    record.refundAmount = amount;
    await applyTransition(ctx, record, 'refund');
    return saved(record);
  }),
  attachSinglePaymentNote: onPayment((ctx, record) => {
    const input = ctx.body as {text: string; visibility: string};
    const now = iso(ctx.now());
    (record.payment.notes as Json[]).push({
      id: ctx.newId(),
      text: input.text,
      visibility: input.visibility,
      createdAt: now,
      updatedAt: now,
    });
    return saved(record);
  }),
  editSinglePaymentNote: onPayment((ctx, record) => {
    const note = (record.payment.notes as Record<string, Json>[]).find((n) => n.id === ctx.pathParams.noteId);
    if (!note) return NOT_FOUND;
    Object.assign(note, structuredClone(ctx.body as Record<string, Json>), {updatedAt: iso(ctx.now())});
    return saved(record);
  }),
  deleteSinglePaymentNote: onPayment((ctx, record) => {
    const notes = record.payment.notes as Record<string, Json>[];
    const index = notes.findIndex((n) => n.id === ctx.pathParams.noteId);
    if (index < 0) return NOT_FOUND;
    notes.splice(index, 1);
    return {status: 200, body: {deleted: true}};
  }),
};

/**
 * The test bank, for a payment's link: `approve` (`pending`, then `paid` once the bank confirms) or
 * `decline` (`rejected`); for a refund link (`refund_started`): `approve` (`refunded` or `partial_refund`)
 * or `decline` (`refund_rejected`). Undefined when the payment has no link the bank can act on.
 */
export async function testBank(
  ctx: Pick<HandlerContext, 'now' | 'emitWebhook'>,
  record: PaymentRecord,
  outcome: 'approve' | 'decline',
): Promise<SinglePaymentAction | undefined> {
  const status = record.payment.status as SinglePaymentStatus;
  if (status === 'refund_started') {
    const partial = cents(record.refundAmount ?? String(record.payment.amount)) < cents(String(record.payment.amount));
    const action = outcome === 'approve' ? 'refund-bank.approve' : 'refund-bank.decline';
    await applyTransition(ctx, record, action, (t) => outcome === 'decline' || (t.to === 'partial_refund') === partial);
    delete record.refundAmount;
    return action;
  }
  if (!hasLink(record.payment.paymentMethod) || !record.payment.link) return undefined;
  const action = outcome === 'approve' ? 'bank.approve' : 'bank.decline';
  return (await applyTransition(ctx, record, action)) ? action : undefined;
}

const BANK_CONFIRM = 'single-payments.bank-confirm';

/** Single payments as a resource module of the engine (resources/registry.ts). */
export const SINGLE_PAYMENTS: ResourceModule = {
  name: 'single-payments',
  handlers: Object.fromEntries(SINGLE_PAYMENT_APIS.map((api) => [api, SINGLE_PAYMENT_HANDLERS])),
  tasks: {
    [BANK_CONFIRM]: async (ctx, task) => {
      const record = ctx.state.payments[task.id];
      if (record) await applyTransition(ctx, record, 'bank.confirm');
    },
  },
  async onTick(ctx) {
    const today = new Date(ctx.now()).toISOString().slice(0, 10);
    let changed = false;
    for (const record of Object.values(ctx.state.payments)) {
      if (record.recurringPaymentId) continue; // an initial payment follows its recurring payment's set-up deadline
      const due = record.payment.dueDate;
      if (record.payment.status === 'sent' && typeof due === 'string' && due < today)
        changed = (await applyTransition(ctx, record, 'clock.dueDatePassed')) || changed;
    }
    return changed;
  },
  async bank(ctx, id, action) {
    const record = ctx.state.payments[id];
    // An initial payment is paid through its recurring payment's set-up (resources/recurring-payments.ts).
    if (!record || record.recurringPaymentId) return undefined;
    if (action !== 'approve' && action !== 'decline')
      return {status: 400, body: {error: {message: `a payment's test bank has Approve and Decline, not ${action}`}}};
    const done = await testBank(ctx, record, action);
    if (!done)
      return {
        status: 400,
        body: {
          error: {message: `the test bank has no link to act on: this payment is ${String(record.payment.status)}`},
        },
      };
    if (done === 'bank.approve')
      ctx.schedule({at: ctx.now() + BANK_CONFIRMATION_DELAY_SECONDS * 1000, kind: BANK_CONFIRM, id});
    return {status: 200, body: {action: done, payment: record.payment} as Json};
  },
};
