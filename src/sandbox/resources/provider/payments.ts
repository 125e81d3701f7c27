/**
 * Single immediate payments and their refunds: create, get, list (payments, a payment's refunds), the
 * payer's refund account; the end user (or the account holder, for a refund) at the test bank: **Approve**
 * (`pending`, then `executed` 5 seconds later), **Decline** and **Let the link expire** (the link stops
 * working; the payment stays `initiated`). Statuses follow lifecycles/provider-payment.ts and send
 * `SINGLE_IMMEDIATE_PAYMENT` / `REFUND`. Pure.
 */
import type {Lifecycle} from '../../lifecycles/lifecycle';
import {
  PROVIDER_BANK_CONFIRMATION_SECONDS,
  REFUND_LIFECYCLE,
  SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE,
  type PaymentAction,
  type PaymentStatus,
} from '../../lifecycles/provider-payment';
import type {Json} from '../../openapi';
import type {BankPage, EngineContext, Handler, HandlerContext, Reply, ResourceModule} from '../../types';
import {newestCreatedFirst, pageOf} from '../../kit/paging';
import {ifFound, onFound} from '../../kit/not-found';
import {major, minor, sum} from '../../kit/money';
import {apply, refused as lifecycleRefusal} from '../../kit/apply';
import {linkUsable} from './access-consents';
import {bankAccounts} from './bank-data';
import {
  AUTHORISE_BUTTONS,
  PROVIDER_API,
  authorisationLink,
  bankDone,
  bankRefused,
  collection,
  iso,
  linkExpiry,
  providerName,
  providerSummary,
  randomUuid,
  redirectWith,
  referenceNumber,
  refused,
  requestUris,
  result,
} from './common';
import {COLLECTIONS, ukConsents, type Authorisation, type ProviderSchemas} from './records';
import type {StoredWithStatus} from '../../kit/collection';
import {validatedBody} from '../../kit/body';

const MODULE = 'provider-payments';

type Payment = StoredWithStatus<ProviderSchemas['SingleImmediatePayment']>;
type Refund = StoredWithStatus<ProviderSchemas['Refund']>;
/** A payment or a refund as the API shows it, and its test-bank link. */
type PaymentRecord =
  {kind: 'payment'; payment: Payment; auth: Authorisation} | {kind: 'refund'; payment: Refund; auth: Authorisation};
/** What a payment and a refund share (what `newRecord` makes). */
type Common = Omit<Payment, 'accountConsentId'>;
/** The request fields a new payment or refund is made of. */
type NewFields = Pick<Common, 'customerPaymentId' | 'amount' | 'currency' | 'beneficiary'> & {
  provider: string;
  reference?: string | null;
  remitter?: Common['remitter'];
  risk?: Common['risk'];
  option?: ProviderSchemas['RequestOption'];
};

type RecordOf<K extends PaymentRecord['kind']> = Extract<PaymentRecord, {kind: K}>;
const paymentsOf = (ctx: Pick<EngineContext, 'state'>) =>
  collection<RecordOf<'payment'>>(ctx.state, COLLECTIONS.payments);
const refundsOf = (ctx: Pick<EngineContext, 'state'>) => collection<RecordOf<'refund'>>(ctx.state, COLLECTIONS.refunds);
const lifecycleOf = (record: PaymentRecord): Lifecycle<PaymentStatus, PaymentAction> =>
  record.kind === 'payment' ? SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE : REFUND_LIFECYCLE;

const LOG: Record<PaymentRecord['kind'], Record<PaymentStatus, string>> = {
  payment: {
    initiated: 'Payment created; waiting for the end user at the bank.',
    pending: 'Authorised by the end user.',
    executed: 'Payment made by the bank.',
  },
  refund: {
    initiated: 'Refund created; waiting for authorisation of the paying account.',
    pending: 'Authorised at the paying bank.',
    executed: 'Refund made by the bank.',
  },
};

const CONFIRM = 'provider-payments.bank-confirm';

async function move(ctx: EngineContext, record: PaymentRecord, action: PaymentAction): Promise<boolean> {
  const p = record.payment;
  const taken = await apply(ctx, lifecycleOf(record), p, action, {
    effect: (t) => {
      p.log.push({status: t.to, message: LOG[record.kind][t.to], createdAt: p.updatedAt});
      if (t.to !== 'initiated') {
        p.authorisationFlow = null;
        p.expiryDate = null;
      }
      if (t.to === 'executed') {
        p.providerAlternativeReferenceNumber = `p-${randomUuid()}`;
        if (record.kind === 'payment') Object.assign(p, refundAccountOf(record.payment));
      }
    },
  });
  return taken !== undefined;
}

/** The payer's account as the sandbox bank shares it: the remitter, or the end user's current account. */
function refundAccountOf(
  p: Payment,
): Pick<Payment, 'refundAccountName' | 'refundAccountSortCode' | 'refundAccountNumber'> {
  const remitter = p.remitter;
  const own = bankAccounts(p.provider.id)[0];
  const byRemitter = remitter?.sortCode && remitter.accountNumber;
  return {
    refundAccountName: (byRemitter && remitter.name) || own.holder,
    refundAccountSortCode: byRemitter ? remitter.sortCode! : own.sortCode,
    refundAccountNumber: byRemitter ? remitter.accountNumber! : own.accountNumber,
  };
}

/** The fields every payment and refund record starts with. */
async function common(ctx: HandlerContext, prefix: 'FPP' | 'FPR', fields: NewFields, id: string): Promise<Common> {
  const now = ctx.now();
  const link = await authorisationLink(ctx, MODULE, id);
  return {
    id,
    customerPaymentId: fields.customerPaymentId,
    referenceNumber: referenceNumber(ctx, prefix),
    amount: fields.amount,
    currency: fields.currency,
    reference: fields.reference ?? null,
    status: null,
    provider: providerSummary(fields.provider),
    beneficiary: fields.beneficiary,
    remitter: fields.remitter ?? null,
    risk: fields.risk ?? null,
    providerReferenceNumber: `sdp-1-${randomUuid()}`,
    providerAlternativeReferenceNumber: null,
    ...requestUris(fields.option),
    authorisationFlow: {type: 'redirect', uri: link},
    expiryDate: iso(linkExpiry(now)),
    log: [],
    refundAccountName: null,
    refundAccountSortCode: null,
    refundAccountNumber: null,
    completedAt: null,
    createdAt: iso(now),
    updatedAt: iso(now),
  };
}

/** Stores a new payment or refund and takes its create transition. */
async function store(ctx: HandlerContext, record: PaymentRecord): Promise<PaymentRecord> {
  const id = record.payment.id;
  if (record.kind === 'payment') paymentsOf(ctx)[id] = record;
  else refundsOf(ctx)[id] = record;
  await move(ctx, record, 'create');
  return record;
}

const authOf = (payment: Common): Authorisation => ({
  link: payment.authorisationFlow?.uri ?? null,
  expiresAt: linkExpiry(Date.parse(payment.createdAt)),
  expiredAt: null,
  revokedAt: null,
});

const createSingleImmediatePayment: Handler = async (ctx) => {
  const input = validatedBody<ProviderSchemas['SingleImmediatePaymentRequest']>(ctx);
  const consentId = input.accountConsentId;
  if (consentId !== undefined && ukConsents(ctx.state)[consentId]?.consent.status !== 'Authorised')
    return refused(`accountConsentId ${consentId} is not an Authorised account access consent`);
  const payment = await common(ctx, 'FPP', {...input, currency: input.currency ?? 'GBP'}, ctx.newId());
  const record = await store(ctx, {
    kind: 'payment',
    payment: {...payment, accountConsentId: consentId ?? null},
    auth: authOf(payment),
  });
  return result(record.payment, 201);
};

const onPayment = (fn: (ctx: HandlerContext, record: PaymentRecord) => Reply | Promise<Reply>): Handler =>
  onFound((ctx) => paymentsOf(ctx)[ctx.pathParams.paymentId], fn, 'paymentId');

const refundsOfPayment = (ctx: HandlerContext, paymentId: string) =>
  newestCreatedFirst(
    Object.values(refundsOf(ctx)).filter((r) => r.payment.originalPayment === paymentId),
    (r) => r.payment.createdAt,
  );

/** Refunds that hold part of the payment: made, being made, or still waiting on a usable link. */
const refundsHolding = (ctx: HandlerContext, paymentId: string) =>
  refundsOfPayment(ctx, paymentId).filter((r) => r.payment.status !== 'initiated' || linkUsable(r.auth, ctx.now()));

const createRefund: Handler = (ctx) => {
  const originalId = validatedBody<ProviderSchemas['RefundRequest']>(ctx).originalPaymentId;
  return ifFound(paymentsOf(ctx)[originalId], (original) => refund(ctx, original, originalId), {
    param: 'originalPaymentId',
    id: originalId,
  });
};

async function refund(ctx: HandlerContext, original: PaymentRecord, originalId: string): Promise<Reply> {
  const input = validatedBody<ProviderSchemas['RefundRequest']>(ctx);
  const o = original.payment;
  const refusal = lifecycleRefusal(SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE, 'createRefund', o, originalId);
  if (refusal) return refusal;
  const amount = input.amount ?? o.amount;
  const held = sum(refundsHolding(ctx, originalId).map((r) => minor(r.payment.amount)));
  const left = minor(o.amount) - held;
  if (minor(amount) > left || minor(amount) <= 0n)
    return refused(
      `amount ${amount} is more than what is left to refund of payment ${originalId}: ${major(left > 0n ? left : 0n)}`,
    );
  const beneficiary: ProviderSchemas['PaymentBeneficiary'] = input.beneficiary ?? {
    identificationType: 'SortCodeAccountNumber',
    sortCode: o.refundAccountSortCode ?? undefined,
    accountNumber: o.refundAccountNumber ?? undefined,
    name: o.refundAccountName ?? '',
  };
  const reference = o.reference ? `${o.reference.slice(0, 14)} REF` : null;
  // The refund is paid from the account that received the payment.
  const remitter = input.remitter ?? structuredClone(o.beneficiary);
  const refund = await common(
    ctx,
    'FPR',
    {...input, amount, currency: o.currency, reference, beneficiary, remitter},
    ctx.newId(),
  );
  const record = await store(ctx, {
    kind: 'refund',
    payment: {
      ...refund,
      originalPayment: originalId,
      beneficiaryIdentificationType: beneficiary.identificationType ?? 'SortCodeAccountNumber',
    },
    auth: authOf(refund),
  });
  return result(record.payment, 201);
}

export const PAYMENT_HANDLERS: Record<string, Handler> = {
  createSingleImmediatePayment,
  listSinglePaymentInitiations: (ctx) => {
    const items = Object.values(paymentsOf(ctx))
      .map((r) => r.payment)
      .filter((p) => ctx.query.customerPaymentId === undefined || p.customerPaymentId === ctx.query.customerPaymentId);
    return result(
      pageOf(
        ctx.query,
        newestCreatedFirst(items, (p) => p.createdAt),
      ),
    );
  },
  getSinglePaymentInitiation: onPayment((_ctx, record) => result(record.payment)),
  getPaymentRefundAccount: onPayment((_ctx, record) => {
    const p = record.payment;
    const refusal = lifecycleRefusal(SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE, 'getPaymentRefundAccount', p);
    if (refusal) return refusal;
    return result({
      paymentId: p.id,
      refundAccountName: p.refundAccountName,
      refundAccountSortCode: p.refundAccountSortCode,
      refundAccountNumber: p.refundAccountNumber,
    });
  }),
  listPaymentRefunds: onPayment((ctx, record) =>
    result(refundsOfPayment(ctx, record.payment.id).map((r) => r.payment)),
  ),
  createRefund,
  getRefund: (ctx) => {
    const record = refundsOf(ctx)[ctx.pathParams.refundId];
    return ifFound(record, (record) => result(record.payment), {param: 'refundId', id: ctx.pathParams.refundId});
  },
};

// ---- test bank --------------------------------------------------------------------------------------

const recordOf = (ctx: EngineContext, id: string) => paymentsOf(ctx)[id] ?? refundsOf(ctx)[id];

async function bank(ctx: EngineContext, id: string, action: string): Promise<{status: number; body: Json} | undefined> {
  const record = recordOf(ctx, id);
  if (!record) return undefined;
  const p = record.payment;
  const what = record.kind === 'payment' ? 'payment' : 'refund';
  if (!['approve', 'decline', 'expire'].includes(action))
    return bankRefused(`a ${what}'s test bank has the actions approve, decline and expire, not ${action}`);
  if (p.status !== 'initiated')
    return bankRefused(`${what} ${id} is ${String(p.status)}: the test bank has nothing to authorise`);
  if (!linkUsable(record.auth, ctx.now())) return bankRefused(`the link of ${what} ${id} no longer works`);
  if (action === 'approve') {
    await move(ctx, record, 'bank.approve');
    ctx.schedule({at: ctx.now() + PROVIDER_BANK_CONFIRMATION_SECONDS * 1000, kind: CONFIRM, id});
  } else {
    // Declined or let expire: the link stops working and the payment stays `initiated`.
    record.auth.expiredAt = ctx.now();
  }
  const query = {paymentId: id, customerPaymentId: p.customerPaymentId, status: String(p.status)};
  return bankDone({action, paymentId: id, status: p.status, redirectTo: redirectWith(p.redirectUri, query)});
}

function bankPage(ctx: EngineContext, id: string): BankPage | undefined {
  const record = recordOf(ctx, id);
  if (!record) return undefined;
  const p = record.payment;
  const beneficiary = p.beneficiary;
  const bankName = providerName(p.provider.id);
  return {
    title: `${bankName}: ${record.kind === 'payment' ? 'confirm a payment' : 'confirm a refund'}`,
    lines: [
      `Pay ${p.amount} ${p.currency} to ${beneficiary.name}.`,
      ...(p.reference ? [`Reference ${p.reference}.`] : []),
      `Status: ${String(p.status)}.`,
    ],
    actions: p.status === 'initiated' && linkUsable(record.auth, ctx.now()) ? AUTHORISE_BUTTONS : [],
  };
}

export const PAYMENTS: ResourceModule = {
  name: MODULE,
  handlers: {[PROVIDER_API]: PAYMENT_HANDLERS},
  tasks: {
    [CONFIRM]: async (ctx, task) => {
      const record = recordOf(ctx, task.id);
      if (record) await move(ctx, record, 'bank.confirm');
    },
  },
  bank: (ctx, id, action) => bank(ctx, id, action),
  bankPage,
};
