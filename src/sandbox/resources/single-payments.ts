/**
 * Stateful single payments, the same for the toolkit (`toolkit-single-payments`) and the Partner API
 * (`partner-single-payments`): every status change follows lifecycles/single-payment.ts and sends the
 * `single-payments.status-update` webhook with the whole payment in `data`. The request was validated
 * against the bundle before a handler runs. Pure: no DOM, no Node API.
 */
import {SANDBOX_COMPANIES, TOOLKIT_COMPANY_ID, type SandboxCompany} from '../credentials';
import {callerCompany, onCallerCompany as onCompany} from './companies';
import {
  BANK_CONFIRMATION_DELAY_SECONDS,
  CARD_METHOD,
  CARD_PAYMENTS_INACTIVE_MESSAGE,
  EDITABLE_AFTER_DRAFT,
  LINK_METHODS,
  OPEN_BANKING_METHODS,
  PARTNER_METHODS,
  REFUND_TEST_BANK,
  PAYMENT_TEST_BANK,
  SINGLE_PAYMENT_LIFECYCLE,
  TEST_CARDS,
  cardNumber,
  editDraftOnlyMessage,
  notOpenBankingMessage,
  refusalFor,
  testBankButtons,
  type SinglePaymentAction,
  type SinglePaymentStatus,
} from '../lifecycles/single-payment';
import {INITIAL_PAYMENT_LOCKED_OPERATIONS, initialPaymentLockedMessage} from '../lifecycles/recurring-payment';
import {SANDBOX_PROVIDER_SUFFIX, isSandboxProvider} from '../lifecycles/bank-account';
import {resolveLink, sandboxLink} from '../links';
import {pointerGet, resolveRef, type Json, type Raw} from '../openapi';
import type {
  BankAction,
  BankPage,
  EngineContext,
  Handler,
  HandlerContext,
  PaymentRecord,
  Reply,
  ResourceModule,
  SandboxControl,
  SandboxState,
  StoredSinglePayment,
  ScheduledTask,
} from '../types';
import {ifFound, onFound} from '../kit/not-found';
import {editNote, removeNote} from '../kit/notes';
import {apply, type ApplyOptions} from '../kit/apply';
import {displayGbp, minor} from '../kit/money';
import {newestFirst, pagedReply} from '../kit/paging';
import {orderedIndex} from '../kit/ordered';
import {payableBankAccount} from './bank-accounts';
import {onSinglePaymentTransition} from './transactions';
import {keyed} from '../kit/keyed';
import {singlePaymentPage} from './single-payment-page';
import {validatedBody} from '../kit/body';
import type {components} from '../generated/toolkit-single-payments';
import type {components as PartnerComponents} from '../generated/partner-single-payments';

type Schemas = components['schemas'];
type PartnerSchemas = PartnerComponents['schemas'];
/** A request of the toolkit's or the partner's API (the partner's takes fewer methods, and `restricted` notes). */
type Either<K extends keyof Schemas & keyof PartnerSchemas> = Schemas[K] | PartnerSchemas[K];
type NoteInput = Schemas['MerchantNoteInput'] | PartnerSchemas['NoteInput'];

export const SINGLE_PAYMENT_APIS = ['toolkit-single-payments', 'partner-single-payments'];
/** The module's name (registry.ts), under which its links are recorded (links.ts). */
const MODULE = 'single-payments';

/** A 1×1 PNG, standing in for the QR code of a link (the sandbox draws no real QR code). */
export const QR_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPgttUDAADNAHeD8SzuAAAAAElFTkSuQmCC';

const iso = (ms: number) => new Date(ms).toISOString();

const companyOf = callerCompany;

/**
 * The payments of each company, oldest first (kit/ordered.ts): newest first by `createdAt`, then by id, is this
 * order reversed, so a page of the list reads only its own records. Every writer of `state.payments` goes through
 * `storePayment` and `deletePayment`.
 */
const paymentsOfCompany = (payments: Record<string, PaymentRecord>) =>
  orderedIndex(payments, 'company', {
    groups: (r) => [r.companyId],
    key: (r) => `${String(r.payment.createdAt)} ${String(r.payment.id)}`,
  });

/** Stores a new payment (a single payment, or the initial payment of a recurring payment). */
export function storePayment(state: SandboxState, record: PaymentRecord): void {
  const id = String(record.payment.id);
  state.payments[id] = record;
  paymentsOfCompany(state.payments).added(id, record);
}

/** Deletes a payment. */
export function deletePayment(state: SandboxState, id: string): void {
  const record = state.payments[id];
  if (!record) return;
  delete state.payments[id];
  paymentsOfCompany(state.payments).removed(id, record);
}

function findPayment(ctx: HandlerContext, company: SandboxCompany): PaymentRecord | undefined {
  const record = ctx.state.payments[ctx.pathParams.id];
  return record && record.companyId === company.id ? record : undefined;
}

/** The fields a payment gets when it becomes `paid` (also the initial payment of a recurring payment). */
export function paidFields(p: Record<string, Json>): Record<string, Json> {
  const viaBank = (LINK_METHODS as readonly string[]).includes(String(p.paymentMethod));
  return {
    refundLink: null,
    refundQrCodeData: null,
    // A card payment has no payer account: no bank reported one.
    refundPayeeAccount: isOpenBanking(p.paymentMethod)
      ? {name: (p.customerName as string | null) ?? 'Sandbox Customer', sortCode: '601613', accountNumber: '20417758'}
      : null,
    dataApiCheckStatus: viaBank ? 'waiting_for_first_check' : null,
    lastDataApiCheckAt: null,
    externalReference: viaBank ? `PISP-SBX${String(p.id).slice(-8).toUpperCase()}` : null,
  };
}

/**
 * What moving a payment needs: the clock, webhooks, the state and origin its links are recorded in, and ids and
 * the clock's tasks for its transactions and data API check (transactions.ts).
 */
type TransitionContext = Pick<HandlerContext, 'now' | 'emitWebhook' | 'state' | 'origin' | 'newId' | 'schedule'>;

/** Moves a payment along a transition of the lifecycle and sends its webhook. */
export async function applyTransition(
  ctx: TransitionContext,
  record: PaymentRecord,
  action: SinglePaymentAction,
  pick?: ApplyOptions<typeof SINGLE_PAYMENT_LIFECYCLE>['pick'],
): Promise<boolean> {
  const p = record.payment;
  const from = p.status as SinglePaymentStatus;
  const id = String(p.id);
  const taken = await apply(ctx, SINGLE_PAYMENT_LIFECYCLE, p, action, {
    pick,
    sends: Boolean(p.integration),
    effect: async (t) => {
      if (t.to === 'sent') {
        p.link = await sandboxLink(ctx, 'payment', MODULE, id);
        p.qrCodeData = QR_PNG;
        scheduleDueDate(ctx, record);
      }
      if (t.to === 'paid') Object.assign(p, paidFields(p));
      if (t.to === 'refund_started') {
        p.refundLink = await sandboxLink(ctx, 'refund', MODULE, id);
        p.refundQrCodeData = QR_PNG;
      }
      await onSinglePaymentTransition(ctx, record, from, t.to); // its transactions and data API check
    },
  });
  return taken !== undefined;
}

/** The clock task that makes a `sent` payment `overdue` once the end of its `dueDate` (UTC) has passed. */
const DUE_DATE_TASK = 'single-payments.due-date';

/** The instant a payment's due date has passed (the start of the next day, UTC), if it has one. */
const dueDatePassedAt = (p: Record<string, Json>) =>
  typeof p.dueDate === 'string' ? Date.parse(`${p.dueDate}T00:00:00.000Z`) + 86_400_000 : NaN;

/**
 * Schedules the due-date check of a `sent` payment that has a due date (an initial payment of a recurring payment
 * follows its recurring payment's set-up deadline instead). The check looks at the payment as it is then: a due date
 * moved later by an edit schedules its own.
 */
function scheduleDueDate(ctx: Pick<EngineContext, 'schedule'>, record: PaymentRecord) {
  const at = dueDatePassedAt(record.payment);
  if (record.recurringPaymentId || Number.isNaN(at)) return;
  ctx.schedule({at, kind: DUE_DATE_TASK, id: String(record.payment.id)});
}

const hasLink = (method: unknown) => (LINK_METHODS as readonly unknown[]).includes(method);
const isOpenBanking = (method: unknown) => (OPEN_BANKING_METHODS as readonly unknown[]).includes(method);

/** Card payments, as the portal's **Settings → Toolkit → Card payments** sets them: per company, off at first. */
const SETTINGS = 'toolkit-settings';
export function cardPaymentsActivated(state: SandboxState, companyId: string): boolean {
  const settings = state.store[SETTINGS]?.[companyId];
  return (
    typeof settings === 'object' && settings !== null && !Array.isArray(settings) && settings.cardPayments === true
  );
}
/** Activates (or deactivates) card payments for the toolkit terminal's company: `POST /_sandbox/card-payments`. */
/** The toolkit company's card payments, off until switched on (`POST /_sandbox/card-payments {"activated": true}`). */
export const CARD_PAYMENTS_CONTROL: SandboxControl = {
  field: 'cardPayments',
  read: (state) => cardPaymentsActivated(state, TOOLKIT_COMPANY_ID),
  write: (state, input) => {
    const activated = (input as {activated?: unknown} | null | undefined)?.activated;
    if (typeof activated !== 'boolean')
      return {status: 400, body: {error: {message: 'activated must be true or false'}}};
    return {status: 200, body: setCardPayments(state, activated)};
  },
};

export function setCardPayments(state: SandboxState, activated: boolean): {companyId: string; cardPayments: boolean} {
  const companyId = TOOLKIT_COMPANY_ID;
  (state.store[SETTINGS] ??= keyed())[companyId] = {cardPayments: activated};
  return {companyId, cardPayments: activated};
}

async function create(ctx: HandlerContext, company: SandboxCompany, andProcess: boolean): Promise<Reply> {
  // A banned or terminated company takes no payments, whoever calls (its partner may ban it: toggle-access).
  if (ctx.family !== 'partner' && company.accessStatus !== 'active')
    return {status: 403, body: `Access Denied: your company is ${company.accessStatus}`};
  if (ctx.family === 'partner') {
    if (company.accessStatus !== 'active')
      return {status: 403, body: `Access Denied: company ${company.id} is ${company.accessStatus}`};
    if (company.verificationStatus !== 'verified')
      return {
        status: 403,
        body: `Access Denied: company ${company.id} is not verified (verification status ${company.verificationStatus})`,
      };
  }
  const input = validatedBody<Either<'CreateSinglePaymentRequest'>>(ctx);
  const method = input.paymentMethod ?? 'fernpay_ob';
  if (ctx.family === 'partner' && !(PARTNER_METHODS as readonly string[]).includes(method))
    return {status: 400, body: `paymentMethod must be one of ${PARTNER_METHODS.join(', ')}`};
  if (method === CARD_METHOD && !cardPaymentsActivated(ctx.state, company.id))
    return {status: 400, body: CARD_PAYMENTS_INACTIVE_MESSAGE};
  const account = payableBankAccount(ctx, company.id, ctx.family, input.bankAccount as string | undefined);
  if ('error' in account) return {status: 400, body: account.error};
  const bankAccount = account.id;
  const now = iso(ctx.now());
  const id = ctx.newId();
  const payment: StoredSinglePayment = {
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
    // No payment yet (the lifecycle's `null`): create makes a draft, create-and-process sends it (or pays it).
    status: null,
    link: null,
    qrCodeData: null,
    description: input.description ?? null,
    notes: (input.notes ?? []).map((n: NoteInput) => ({
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
  storePayment(ctx.state, record);
  if (andProcess) await applyTransition(ctx, record, 'createAndProcess', (t) => hasLink(method) === (t.to === 'sent'));
  else await applyTransition(ctx, record, 'create');
  return {status: 201, body: {created: true, result: structuredClone(payment)}};
}

function inDateRange(value: string | null | undefined, from?: unknown, to?: unknown, toExclusive = false) {
  if (from === undefined && to === undefined) return true;
  if (!value) return false;
  if (typeof from === 'string' && value < from) return false;
  if (typeof to === 'string' && (toExclusive ? value >= to : value > to)) return false;
  return true;
}

const list: Handler = onCompany((ctx, company) => {
  const q = ctx.query;
  const time = (s: unknown) => (typeof s === 'string' ? Date.parse(s) : undefined);
  const completedFrom = time(q.completedFrom);
  const completedTo = time(q.completedTo);
  const amountFrom = q.amountFrom === undefined ? undefined : minor(String(q.amountFrom));
  const amountTo = q.amountTo === undefined ? undefined : minor(String(q.amountTo));
  const payments = ctx.state.payments;
  // Newest first: the company's payments in creation order (createdAt, then id), read from the newest.
  const ids = paymentsOfCompany(payments).ids(company.id);
  const filtered =
    q.status !== undefined ||
    q.paymentMethod !== undefined ||
    q.reference !== undefined ||
    amountFrom !== undefined ||
    amountTo !== undefined ||
    q.from !== undefined ||
    q.to !== undefined ||
    completedFrom !== undefined ||
    completedTo !== undefined;
  // Without a filter, a page reads only its own payments.
  if (!filtered) return pagedReply(q, newestFirst(ids), (id) => structuredClone(payments[id].payment));
  const matches: Record<string, Json>[] = [];
  for (let i = ids.length - 1; i >= 0; i--) {
    const p = payments[ids[i]].payment;
    if (q.status !== undefined && p.status !== q.status) continue;
    if (q.paymentMethod !== undefined && p.paymentMethod !== q.paymentMethod) continue;
    if (q.reference !== undefined && p.reference !== q.reference) continue;
    if (amountFrom !== undefined && minor(String(p.amount)) < amountFrom) continue;
    if (amountTo !== undefined && minor(String(p.amount)) > amountTo) continue;
    if ((q.from !== undefined || q.to !== undefined) && !inDateRange(String(p.createdAt).slice(0, 10), q.from, q.to))
      continue;
    if (completedFrom !== undefined || completedTo !== undefined) {
      const at = time(p.completedAt);
      if (at === undefined) continue;
      if ((completedFrom !== undefined && at < completedFrom) || (completedTo !== undefined && at >= completedTo))
        continue;
    }
    matches.push(p);
  }
  return pagedReply(q, matches);
});

/** A handler on one existing payment of the company (`404` otherwise). */
const onPayment = (fn: (ctx: HandlerContext, record: PaymentRecord) => Promise<Reply> | Reply): Handler =>
  onFound(
    (ctx: HandlerContext) => {
      const company = companyOf(ctx);
      return company && findPayment(ctx, company);
    },
    (ctx, record) =>
      // The initial payment of a recurring payment is processed, edited and deleted only with it.
      record.recurringPaymentId &&
      (INITIAL_PAYMENT_LOCKED_OPERATIONS as readonly string[]).includes(ctx.operation.operationId)
        ? {status: 400, body: initialPaymentLockedMessage(record.recurringPaymentId)}
        : fn(ctx, record),
  );

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
  createSinglePayment: onCompany((ctx, company) => create(ctx, company, false)),
  createAndProcessSinglePayment: onCompany((ctx, company) => create(ctx, company, true)),
  listSinglePayments: list,
  getSinglePayment: onPayment((_ctx, record) => ({status: 200, body: {data: structuredClone(record.payment)}})),
  editSinglePayment: onPayment((ctx, record) => {
    const changes = validatedBody<Either<'EditSinglePaymentRequest'>>(ctx);
    if (record.payment.status !== 'draft') {
      const field = Object.keys(changes).find((f) => !EDITABLE_AFTER_DRAFT.includes(f));
      if (field) return {status: 400, body: editDraftOnlyMessage(field)};
    }
    if (changes.paymentMethod === CARD_METHOD && !cardPaymentsActivated(ctx.state, record.companyId))
      return {status: 400, body: CARD_PAYMENTS_INACTIVE_MESSAGE};
    Object.assign(record.payment, structuredClone(changes));
    if ('dueDate' in changes && record.payment.status === 'sent') scheduleDueDate(ctx, record);
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
  deleteSinglePayment: onPayment(async (ctx, record) => {
    const refusal = refused(ctx, record);
    if (refusal) return refusal;
    deletePayment(ctx.state, String(record.payment.id));
    // Not a transition: announced in process all the same, for what follows the payment (its invoice).
    await ctx.emit?.(`${SINGLE_PAYMENT_LIFECYCLE.name}.deleted`, record.payment);
    return {status: 200, body: {deleted: true}};
  }),
  refundSinglePayment: onPayment(async (ctx, record) => {
    const refusal = refused(ctx, record);
    if (refusal) return refusal;
    const amount = validatedBody<Either<'RefundRequest'>>(ctx).amount ?? record.payment.amount;
    if (minor(amount) > minor(String(record.payment.amount)) || minor(amount) <= 0n)
      return {
        status: 400,
        body: `amount must be more than 0.00 and at most the amount paid, ${String(record.payment.amount)}`,
      };
    record.refundAmount = amount;
    await applyTransition(ctx, record, 'refund');
    return saved(record);
  }),
  attachSinglePaymentNote: onPayment((ctx, record) => {
    const input = validatedBody<NoteInput>(ctx);
    const now = iso(ctx.now());
    record.payment.notes.push({
      id: ctx.newId(),
      text: input.text,
      visibility: input.visibility,
      createdAt: now,
      updatedAt: now,
    });
    return saved(record);
  }),
  editSinglePaymentNote: onPayment((ctx, record) =>
    ifFound(editNote(record.payment, ctx.pathParams.noteId, ctx.body as Record<string, Json>, ctx.now()), () =>
      saved(record),
    ),
  ),
  deleteSinglePaymentNote: onPayment((ctx, record) =>
    ifFound(removeNote(record.payment, ctx.pathParams.noteId), () => ({status: 200, body: {deleted: true}})),
  ),
};

// ---- the public payment flow (no credentials: the customer's browser or the merchant's own page) ----

/** The payment a payment link's hashed id names, if the sandbox gave the link out and the payment exists. */
export function paymentOfLink(state: SandboxState, hash: string): PaymentRecord | undefined {
  const link = resolveLink(state, hash);
  if (!link || link.kind !== 'payment' || link.module !== MODULE) return undefined;
  return state.payments[link.id];
}

/** A bank a customer can pay from, as `GET /public/providers/list` lists it. */
export type Provider = Schemas['ProviderListItem'];

const providerLists = new WeakMap<object, Provider[]>();
/**
 * The providers of the sandbox, from the bundle's own list of banks (the `provider` of the initiate call:
 * identifiers and names): every one listed, sorted by name, and only the `-sandbox` ones enabled, as the
 * sandbox connects bank accounts only through them too.
 */
export function sandboxProviders(bundled: Raw): Provider[] {
  const cached = providerLists.get(bundled);
  if (cached) return cached;
  const at = '#/paths/~1public~1payment-flow~1single~1initiate/post/requestBody';
  const body = resolveRef(bundled, pointerGet(bundled, at), at).value;
  const media = ((body.content as Raw | undefined)?.['application/json'] ?? {}) as Raw;
  const request = resolveRef(bundled, media.schema, '').value;
  const provider = resolveRef(bundled, (request.properties as Raw | undefined)?.provider, '').value;
  const ids = Array.isArray(provider.enum) ? provider.enum.map(String) : [];
  const names = (provider['x-enumDescriptions'] ?? {}) as Record<string, unknown>;
  const list = ids
    .map((externalId, i) => ({
      _id: `6653f0a1b2c3d4e5f6a7b8${(i + 1).toString(16).padStart(2, '0')}`,
      // The descriptions add notes in brackets after the bank's name ("Lloyds Bank (personal)").
      name: String(names[externalId] ?? externalId).replace(/\s*\([^()]*\)$/, ''),
      enabled: providerNotEnabled(externalId) === undefined,
      logo: `https://cdn.fernpay.example/providers/${externalId}.svg`,
      externalId,
      countryId: 'GB',
      createdAt: '2025-01-14T09:00:00.000Z',
      deletedAt: null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  providerLists.set(bundled, list);
  return list;
}

/**
 * The `400` message of an initiate call (single or recurring) whose `provider` the sandbox does not enable: only the
 * `-sandbox` banks are (`sandboxProviders`), as the requests' `provider` descriptions say (the request's validation
 * has checked it is a bank of the list). Undefined when it is enabled.
 */
export function providerNotEnabled(externalId: string): string | undefined {
  return isSandboxProvider(externalId)
    ? undefined
    : `provider ${externalId} is not enabled in the sandbox: choose a -sandbox provider, for example ob-natwest${SANDBOX_PROVIDER_SUFFIX}`;
}

export const PUBLIC_PAYMENT_FLOW_HANDLERS: Record<string, Handler> = {
  getPublicSinglePaymentData: onFound(
    (ctx: HandlerContext) => paymentOfLink(ctx.state, ctx.pathParams.paymentId),
    (ctx, {payment: p}) => ({
      status: 200,
      body: {data: {id: ctx.pathParams.paymentId, link: p.link, qrCodeData: p.qrCodeData, status: p.status}},
    }),
  ),
  listPaymentProviders: (ctx) => ({
    status: 200,
    body: {data: structuredClone(sandboxProviders(ctx.operation.api.bundled))},
  }),
  initiatePublicSinglePayment: onFound(
    (ctx: HandlerContext) => paymentOfLink(ctx.state, (ctx.body as {id: string}).id),
    initiatePublic,
  ),
};

async function initiatePublic(ctx: HandlerContext, record: PaymentRecord): Promise<Reply> {
  const input = ctx.body as {id: string; provider: string};
  const method = String(record.payment.paymentMethod);
  if (!isOpenBanking(method)) return {status: 400, body: notOpenBankingMessage(method)};
  const refusal = refusalFor('initiatePublicSinglePayment', record.payment.status as SinglePaymentStatus);
  if (refusal) return {status: refusal.status, body: refusal.message};
  const notEnabled = providerNotEnabled(input.provider);
  if (notEnabled) return {status: 400, body: notEnabled};
  const provider = sandboxProviders(ctx.operation.api.bundled).find((p) => p.externalId === input.provider)!;
  record.provider = {externalId: provider.externalId, name: provider.name};
  const authUrl = await sandboxLink(ctx, 'authorisation', MODULE, String(record.payment.id));
  return {status: 200, body: {sucess: true, data: {authUrl}}};
}

// ---- the test bank and the card payment page -------------------------------------------------------

/** Clock tasks: the bank's answer `BANK_CONFIRMATION_DELAY_SECONDS` after an approval. */
const BANK_TASKS: Partial<Record<SinglePaymentAction, string>> = {
  'bank.confirm': 'single-payments.bank-confirm',
  'bank.reject': 'single-payments.bank-reject',
};

const refusedAction = (message: string) => ({status: 400, body: {error: {message}}});
const money = displayGbp;

/** What the customer payment page shows of a payment (the public data call gives only its status). */
export interface PaymentView {
  payee: string;
  amount: string;
  reference: string;
  description: string | null;
  dueDate: string | null;
  customerName: string | null;
  status: SinglePaymentStatus;
  byCard: boolean;
  /** Where the customer goes after paying, when the payment names a place. */
  customRedirectUrl: string | null;
}

export function paymentView(state: SandboxState, id: string): PaymentView | undefined {
  const record = state.payments[id];
  if (!record) return undefined;
  const p = record.payment;
  const text = (v: Json | undefined) => (typeof v === 'string' ? v : null);
  return {
    payee: SANDBOX_COMPANIES.find((c) => c.id === record.companyId)?.name ?? 'Fernpay sandbox merchant',
    amount: money(p.amount),
    reference: String(p.reference),
    description: text(p.description),
    dueDate: text(p.dueDate),
    customerName: text(p.customerName),
    status: p.status as SinglePaymentStatus,
    byCard: p.paymentMethod === CARD_METHOD,
    customRedirectUrl: text(p.customRedirectUrl),
  };
}

/** What happens to a payment in each status without anyone acting, as the test bank tells the tester. */
function nextStep(state: SandboxState, record: PaymentRecord): string {
  const status = record.payment.status as SinglePaymentStatus;
  const id = String(record.payment.id);
  const bankWill = state.scheduled.find((t) => t.id === id && Object.values(BANK_TASKS).includes(t.kind));
  const seconds = BANK_CONFIRMATION_DELAY_SECONDS;
  const next: Record<SinglePaymentStatus, string> = {
    draft: 'The merchant processes the draft to send the payment link.',
    sent: 'Waiting for the customer to pay through the link.',
    overdue: 'The customer can still pay through the same link.',
    pending:
      bankWill?.kind === BANK_TASKS['bank.reject']
        ? `The bank rejects the payment within ${seconds} seconds: it becomes rejected, and the customer can pay again through the same link.`
        : `The bank confirms the payment within ${seconds} seconds: it becomes paid.`,
    rejected: 'The customer can try again through the same link, with the same or another bank.',
    paid: 'Nothing more: the merchant can refund the payment.',
    cancelled: 'Nothing more: the payment link no longer works.',
    refund_started: 'Waiting for the company to authorise the refund through the refund link.',
    refunded: 'Nothing more: the refund is final.',
    partial_refund: 'Nothing more: the refund is final.',
    refund_rejected: 'Nothing more: the refund was declined and is final.',
  };
  return next[status];
}

const REFUND_STATUSES: readonly SinglePaymentStatus[] = [
  'refund_started',
  'refunded',
  'partial_refund',
  'refund_rejected',
];

/** The test bank's view of a payment: a payment to authorise, a refund to authorise, or the outcome. */
function bankPage(ctx: EngineContext, id: string): BankPage | undefined {
  const record = ctx.state.payments[id];
  // An initial payment is paid through its recurring payment's set-up (resources/recurring-payments.ts); its refund is ours.
  if (!record || (record.recurringPaymentId && record.payment.status !== 'refund_started')) return undefined;
  const p = record.payment;
  const status = p.status as SinglePaymentStatus;
  const view = paymentView(ctx.state, id)!;
  const refund = REFUND_STATUSES.includes(status);
  const payee = p.refundPayeeAccount as {name?: string} | null | undefined;
  const lines = refund
    ? [
        `Refund of ${view.amount} payment ${view.reference}`,
        ...(record.refundAmount ? [`Amount: ${money(record.refundAmount)}`] : []),
        `From: ${view.payee}`,
        ...(payee?.name ? [`To: ${payee.name}`] : []),
      ]
    : [
        `Payee: ${view.payee}`,
        `Amount: ${view.amount}`,
        `Reference: ${view.reference}`,
        ...(view.description ? [`For: ${view.description}`] : []),
        ...(record.provider ? [`Paying from: ${record.provider.name}`] : []),
      ];
  const buttons = view.byCard && !refund ? [] : testBankButtons(status);
  return {
    title: refund ? `Refund ${view.reference} to the customer` : `Pay ${view.amount} to ${view.payee}`,
    lines,
    actions: buttons.map((b) => ({action: b.action, label: b.label, outcome: b.outcome})),
    status,
    next: nextStep(ctx.state, record),
    refreshSeconds: status === 'pending' ? BANK_CONFIRMATION_DELAY_SECONDS : undefined,
  };
}

/** `card`: the card payment page's form (`number`, `expiry` `MM/YY`, `cvc`) for a `fernpay_card_payments` payment. */
async function payByCard(ctx: EngineContext, record: PaymentRecord, body: unknown) {
  const method = String(record.payment.paymentMethod);
  if (method !== CARD_METHOD)
    return refusedAction(`only ${CARD_METHOD} payments are paid by card; this payment is ${method}`);
  const status = record.payment.status as SinglePaymentStatus;
  const refusal = refusalFor('initiatePublicSinglePayment', status);
  if (refusal) return refusedAction(refusal.message);
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const field = (name: string) => (typeof input[name] === 'string' ? (input[name] as string).trim() : '');
  const digits = field('number').replace(/[\s-]/g, '');
  const card = TEST_CARDS.find((c) => c.number === digits);
  if (!card)
    return refusedAction(
      `number must be a sandbox test card: ${cardNumber(TEST_CARDS[0].number)} (paid) or ${cardNumber(TEST_CARDS[1].number)} (declined)`,
    );
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(field('expiry'));
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  // A card is valid until the end of its expiry month.
  if (!expiry || month < 1 || month > 12 || Date.UTC(year, month, 1) <= ctx.now())
    return refusedAction('expiry must be a future month, as MM/YY');
  if (!/^\d{3,4}$/.test(field('cvc'))) return refusedAction('cvc must be 3 or 4 digits');
  await applyTransition(ctx, record, card.action);
  return {status: 200, body: {action: card.action, payment: structuredClone(record.payment)} as Json};
}

const bank: BankAction = async (ctx, id, action, body) => {
  const record = ctx.state.payments[id];
  // An initial payment is paid through its recurring payment's set-up (resources/recurring-payments.ts); its refund is ours.
  if (!record || (record.recurringPaymentId && record.payment.status !== 'refund_started')) return undefined;
  if (action === 'card') return payByCard(ctx, record, body);
  const status = record.payment.status as SinglePaymentStatus;
  const buttons = status === 'refund_started' ? REFUND_TEST_BANK : PAYMENT_TEST_BANK;
  const button = buttons.find((b) => b.action === action);
  if (!button)
    return refusedAction(
      `${action} is not a button of this test bank: ${buttons.map((b) => b.action).join(', ')} (this payment is ${status})`,
    );
  if (status !== 'refund_started') {
    if (!hasLink(record.payment.paymentMethod) || !record.payment.link)
      return refusedAction(`the test bank has no link to act on: this payment is ${status}`);
    if (record.payment.paymentMethod === CARD_METHOD)
      return refusedAction(
        'a card payment is paid on its payment page with a test card (action card), not at the test bank',
      );
  }
  const [now, later] = button.causes;
  const partial = minor(record.refundAmount ?? String(record.payment.amount)) < minor(String(record.payment.amount));
  const done = await applyTransition(
    ctx,
    record,
    now,
    (t) => t.action !== 'refund-bank.approve' || (t.to === 'partial_refund') === partial,
  );
  if (!done) return refusedAction(`${button.label} is not possible: this payment is ${status}`);
  if (status === 'refund_started') delete record.refundAmount;
  const task = later && BANK_TASKS[later];
  if (task) ctx.schedule({at: ctx.now() + BANK_CONFIRMATION_DELAY_SECONDS * 1000, kind: task, id});
  return {status: 200, body: {action: now, payment: structuredClone(record.payment)} as Json};
};

/** Single payments as a resource module of the engine (listed in a preset: presets/public.ts or presets/provider-only.ts). */
export const SINGLE_PAYMENTS: ResourceModule = {
  name: MODULE,
  handlers: {
    ...Object.fromEntries(SINGLE_PAYMENT_APIS.map((api) => [api, SINGLE_PAYMENT_HANDLERS])),
    'toolkit-single-payments': {...SINGLE_PAYMENT_HANDLERS, ...PUBLIC_PAYMENT_FLOW_HANDLERS},
  },
  tasks: {
    ...Object.fromEntries(
      (Object.entries(BANK_TASKS) as [SinglePaymentAction, string][]).map(([action, kind]) => [
        kind,
        async (ctx: EngineContext, task: ScheduledTask) => {
          const record = ctx.state.payments[task.id];
          if (record) await applyTransition(ctx, record, action);
        },
      ]),
    ),
    // Overdue: a payment still `sent`, not an initial payment, whose due date has passed by now.
    [DUE_DATE_TASK]: async (ctx, task) => {
      const record = ctx.state.payments[task.id];
      if (!record || record.payment.status !== 'sent' || record.recurringPaymentId) return;
      if (dueDatePassedAt(record.payment) <= ctx.now()) await applyTransition(ctx, record, 'clock.dueDatePassed');
    },
  },
  /**
   * A state kept before due dates were clock tasks (its `sent` payments were checked on every request): each
   * such payment gets its task once, when the sandbox starts on it.
   */
  resume(ctx) {
    const scheduled = new Set(ctx.state.scheduled.filter((t) => t.kind === DUE_DATE_TASK).map((t) => t.id));
    const payments = ctx.state.payments;
    for (const id in payments)
      if (payments[id].payment.status === 'sent' && !scheduled.has(id)) scheduleDueDate(ctx, payments[id]);
  },
  bank,
  bankPage,
  // Called, not referenced, when the module is made: the page's module imports this one.
  customerPage: (ctx, page) => singlePaymentPage(ctx, page),
  controls: {'card-payments': CARD_PAYMENTS_CONTROL},
};
