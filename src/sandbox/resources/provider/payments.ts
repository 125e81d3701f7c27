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
import {COLLECTIONS, ukConsents, type Authorisation} from './records';

const MODULE = 'provider-payments';
type JsonObject = Record<string, Json>;

interface PaymentRecord {
  kind: 'payment' | 'refund';
  payment: JsonObject;
  auth: Authorisation;
}

const paymentsOf = (ctx: Pick<EngineContext, 'state'>) => collection<PaymentRecord>(ctx.state, COLLECTIONS.payments);
const refundsOf = (ctx: Pick<EngineContext, 'state'>) => collection<PaymentRecord>(ctx.state, COLLECTIONS.refunds);
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
      (p.log as JsonObject[]).push({status: t.to, message: LOG[record.kind][t.to], createdAt: p.updatedAt});
      if (t.to !== 'initiated') {
        p.authorisationFlow = null;
        p.expiryDate = null;
      }
      if (t.to === 'executed') {
        p.providerAlternativeReferenceNumber = `p-${randomUuid()}`;
        if (record.kind === 'payment') Object.assign(p, refundAccountOf(p));
      }
    },
  });
  return taken !== undefined;
}

/** The payer's account as the sandbox bank shares it: the remitter, or the end user's current account. */
function refundAccountOf(p: JsonObject): JsonObject {
  const remitter = p.remitter as {sortCode?: string; accountNumber?: string; name?: string} | null;
  const own = bankAccounts(String((p.provider as {id: string}).id))[0];
  const byRemitter = remitter?.sortCode && remitter.accountNumber;
  return {
    refundAccountName: (byRemitter && remitter.name) || own.holder,
    refundAccountSortCode: byRemitter ? remitter.sortCode! : own.sortCode,
    refundAccountNumber: byRemitter ? remitter.accountNumber! : own.accountNumber,
  };
}

/** The fields every payment and refund record starts with. */
async function newRecord(
  ctx: HandlerContext,
  kind: PaymentRecord['kind'],
  fields: JsonObject,
  option: unknown,
): Promise<PaymentRecord> {
  const now = ctx.now();
  const id = ctx.newId();
  const link = await authorisationLink(ctx, MODULE, id);
  const record: PaymentRecord = {
    kind,
    payment: {
      id,
      customerPaymentId: fields.customerPaymentId,
      referenceNumber: referenceNumber(ctx, kind === 'payment' ? 'FPP' : 'FPR'),
      amount: fields.amount,
      currency: fields.currency,
      reference: fields.reference ?? null,
      status: null,
      provider: providerSummary(String(fields.provider)),
      beneficiary: fields.beneficiary,
      remitter: fields.remitter ?? null,
      risk: fields.risk ?? null,
      providerReferenceNumber: `sdp-1-${randomUuid()}`,
      providerAlternativeReferenceNumber: null,
      ...requestUris(option),
      authorisationFlow: {type: 'redirect', uri: link},
      expiryDate: iso(linkExpiry(now)),
      log: [],
      refundAccountName: null,
      refundAccountSortCode: null,
      refundAccountNumber: null,
      completedAt: null,
      createdAt: iso(now),
      updatedAt: iso(now),
      ...(kind === 'payment'
        ? {accountConsentId: fields.accountConsentId ?? null}
        : {
            originalPayment: fields.originalPayment,
            beneficiaryIdentificationType:
              (fields.beneficiary as {identificationType?: string}).identificationType ?? 'SortCodeAccountNumber',
          }),
    },
    auth: {link, expiresAt: linkExpiry(now), expiredAt: null, revokedAt: null},
  };
  (kind === 'payment' ? paymentsOf(ctx) : refundsOf(ctx))[id] = record;
  await move(ctx, record, 'create');
  return record;
}

const createSingleImmediatePayment: Handler = async (ctx) => {
  const input = ctx.body as JsonObject;
  const consentId = input.accountConsentId as string | undefined;
  if (consentId !== undefined && ukConsents(ctx.state)[consentId]?.consent.status !== 'Authorised')
    return refused(`accountConsentId ${consentId} is not an Authorised account access consent`);
  const record = await newRecord(ctx, 'payment', {...input, currency: input.currency ?? 'GBP'}, input.option);
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
  const originalId = String((ctx.body as JsonObject).originalPaymentId);
  return ifFound(paymentsOf(ctx)[originalId], (original) => refund(ctx, original, originalId), {
    param: 'originalPaymentId',
    id: originalId,
  });
};

async function refund(ctx: HandlerContext, original: PaymentRecord, originalId: string): Promise<Reply> {
  const input = ctx.body as JsonObject;
  const o = original.payment;
  const refusal = lifecycleRefusal(SINGLE_IMMEDIATE_PAYMENT_LIFECYCLE, 'createRefund', o, originalId);
  if (refusal) return refusal;
  const amount = (input.amount as string | undefined) ?? String(o.amount);
  const held = sum(refundsHolding(ctx, originalId).map((r) => minor(String(r.payment.amount))));
  const left = minor(String(o.amount)) - held;
  if (minor(amount) > left || minor(amount) <= 0n)
    return refused(
      `amount ${amount} is more than what is left to refund of payment ${originalId}: ${major(left > 0n ? left : 0n)}`,
    );
  const beneficiary = input.beneficiary ?? {
    identificationType: 'SortCodeAccountNumber',
    sortCode: o.refundAccountSortCode,
    accountNumber: o.refundAccountNumber,
    name: o.refundAccountName,
  };
  const reference = o.reference ? `${String(o.reference).slice(0, 14)} REF` : null;
  // The refund is paid from the account that received the payment.
  const remitter = input.remitter ?? structuredClone(o.beneficiary);
  const record = await newRecord(
    ctx,
    'refund',
    {...input, amount, currency: o.currency, reference, beneficiary, remitter, originalPayment: originalId},
    input.option,
  );
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
    result(refundsOfPayment(ctx, String(record.payment.id)).map((r) => r.payment)),
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
  const query = {paymentId: id, customerPaymentId: p.customerPaymentId as string, status: String(p.status)};
  return bankDone({action, paymentId: id, status: p.status, redirectTo: redirectWith(String(p.redirectUri), query)});
}

function bankPage(ctx: EngineContext, id: string): BankPage | undefined {
  const record = recordOf(ctx, id);
  if (!record) return undefined;
  const p = record.payment;
  const beneficiary = p.beneficiary as {name: string};
  const bankName = providerName(String((p.provider as {id: string}).id));
  return {
    title: `${bankName}: ${record.kind === 'payment' ? 'confirm a payment' : 'confirm a refund'}`,
    lines: [
      `Pay ${String(p.amount)} ${String(p.currency)} to ${beneficiary.name}.`,
      ...(p.reference ? [`Reference ${String(p.reference)}.`] : []),
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
