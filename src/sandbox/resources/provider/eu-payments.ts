/**
 * EU single payments: create, get, the current authorisation, and the embedded flow's passcode. Each EU
 * bank has its sandbox flow (scenarios/provider.ts `EU_SANDBOX_FLOWS`): `redirect` (the test bank:
 * **Approve**, **Decline**, **Let the link expire**), `embedded` (your OTP page; the passcode is always
 * `482913`) or `decoupled` (the simulated banking app answers 30 seconds after creation). The pence of
 * `amount` pick the bank's answers. Statuses send `EU_SINGLE_PAYMENT`. Pure.
 */
import {
  EU_PAYMENT_LIFECYCLE,
  PROVIDER_BANK_CONFIRMATION_SECONDS,
  type EuPaymentAction,
} from '../../lifecycles/provider-payment';
import type {Json} from '../../openapi';
import {bandCase} from '../../scenarios/catalogue';
import {
  EU_DECOUPLED_APPROVAL_SECONDS,
  EU_SANDBOX_FLOWS,
  EU_SANDBOX_OTP,
  PROVIDER_BANDS,
} from '../../scenarios/provider';
import type {BankPage, EngineContext, Handler, HandlerContext, Reply, ResourceModule} from '../../types';
import {onFound} from '../../kit/not-found';
import {apply, refused} from '../../kit/apply';
import {own} from '../../kit/keyed';
import {linkExpiryChecked, linkUsable} from './access-consents';
import {
  AUTHORISE_BUTTONS,
  PROVIDER_API,
  SANDBOX_CUSTOMER,
  authorisationLink,
  bankDone,
  bankRefused,
  collection,
  iso,
  linkExpiry,
  providerName,
  redirectWith,
  referenceNumber,
  requestUris,
  result,
} from './common';
import {COLLECTIONS, type Authorisation, type ProviderSchemas} from './records';
import type {StoredWithStatus} from '../../kit/collection';
import {validatedBody} from '../../kit/body';

const MODULE = 'provider-eu-payments';
type EuPaymentError = ProviderSchemas['EuPaymentError'];

interface EuPaymentRecord {
  /** The payment as the API shows it. */
  payment: StoredWithStatus<ProviderSchemas['EuSinglePayment']>;
  auth: Authorisation;
  flow: 'redirect' | 'embedded' | 'decoupled';
}

const payments = (ctx: Pick<EngineContext, 'state'>) => collection<EuPaymentRecord>(ctx.state, COLLECTIONS.euPayments);

const APP_ANSWER = 'provider-eu-payments.app-answer';
const BANK_ANSWER = 'provider-eu-payments.bank-answer';

type Failure = {
  code: EuPaymentError['failure_code'];
  message: string;
  tpp: EuPaymentError['failure_details']['tppMessages'];
};
const FAILURES: Record<string, Failure> = {
  eu_payment_initiation_error: {
    code: 'eu_payment_initiation_error',
    message: 'The bank rejected the payment initiation',
    // The refusal the sandbox's `.93` stands for: the documented example (createEuSinglePayment-bankRefused). The
    // request is valid (a valid IBAN): the bank refuses the payment itself, not a field.
    tpp: [{category: 'ERROR', code: 'PAYMENT_FAILED', text: 'The bank refused the payment initiation'}],
  },
  declined: {
    code: 'eu_payment_authorisation_error',
    message: 'The end user declined the payment at the bank',
    tpp: [],
  },
  expired: {
    code: 'eu_payment_authorisation_error',
    message: 'The end user did not complete authorisation in time',
    tpp: [],
  },
  wrongOtp: {
    code: 'eu_payment_authorisation_error',
    message: 'The bank rejected the one-time passcode',
    tpp: [{category: 'ERROR', code: 'PSU_CREDENTIALS_INVALID', text: 'Invalid OTP'}],
  },
  appDeclined: {
    code: 'eu_payment_authorisation_error',
    message: 'The end user declined the payment in the banking app',
    tpp: [],
  },
  rejected: {
    code: 'eu_payment_rejected',
    message: 'The bank rejected the payment after authorisation',
    tpp: [{category: 'ERROR', code: 'PAYMENT_FAILED', text: 'Payment rejected by the bank'}],
  },
};

const errorOf = (failure: Failure, at: number): EuPaymentError => ({
  failed_at: iso(at),
  failure_code: failure.code,
  failure_details: {message: failure.message, tppMessages: failure.tpp},
});

async function move(
  ctx: EngineContext,
  record: EuPaymentRecord,
  action: EuPaymentAction,
  failure?: Failure,
): Promise<boolean> {
  const p = record.payment;
  const taken = await apply(ctx, EU_PAYMENT_LIFECYCLE, p, action, {
    effect: (t) => {
      const now = ctx.now();
      if (t.to !== 'initiated') {
        p.authorisationFlow = null;
        p.expiryDate = null;
      }
      if (failure) p.error = errorOf(failure, now);
      if (t.to === 'pending')
        ctx.schedule({at: now + PROVIDER_BANK_CONFIRMATION_SECONDS * 1000, kind: BANK_ANSWER, id: p.id});
    },
  });
  return taken !== undefined;
}

const createEuSinglePayment: Handler = async (ctx) => {
  const input = validatedBody<ProviderSchemas['EuSinglePaymentRequest']>(ctx);
  const provider = input.provider;
  const flow = own(EU_SANDBOX_FLOWS, provider) ?? 'redirect';
  const now = ctx.now();
  const id = ctx.newId();
  const {beneficiary, remitter} = input;
  const refusedByBank = bandCase(PROVIDER_BANDS.euPayment, input.amount) === 'initiationRefused';
  const link =
    flow === 'redirect' && !refusedByBank
      ? await authorisationLink(ctx, MODULE, id)
      : flow === 'embedded'
        ? SANDBOX_CUSTOMER.otpUri
        : null;
  const record: EuPaymentRecord = {
    flow,
    payment: {
      id,
      customerPaymentId: input.customerPaymentId,
      referenceNumber: referenceNumber(ctx, 'FPE'),
      amount: input.amount,
      currency: input.currency ?? 'BGN',
      remittanceInformation: input.remittanceInformation ?? null,
      beneficiaryIban: beneficiary.iban,
      beneficiaryName: beneficiary.name,
      beneficiaryCountry: beneficiary.country ?? null,
      remitterIban: remitter.iban,
      institutionCode: input.institutionCode ?? null,
      status: null,
      authorisationFlow: {type: flow, uri: link},
      expiryDate: iso(linkExpiry(now)),
      error: null,
      provider: {id: provider, name: providerName(provider)},
      customer: {id: SANDBOX_CUSTOMER.id, name: SANDBOX_CUSTOMER.name},
      ...requestUris(input.option),
      completedAt: null,
      createdAt: iso(now),
      updatedAt: iso(now),
    },
    auth: {link, expiresAt: linkExpiry(now), expiredAt: null, revokedAt: null},
  };
  payments(ctx)[id] = record;
  if (refusedByBank) {
    // The bank refuses to create it: stored as `initiation_failed`, answered `400`.
    await move(ctx, record, 'create.bankRefused', FAILURES.eu_payment_initiation_error);
    return {status: 400, body: {error: structuredClone(record.payment.error ?? null)}};
  }
  await move(ctx, record, 'create');
  if (flow === 'decoupled') ctx.schedule({at: now + EU_DECOUPLED_APPROVAL_SECONDS * 1000, kind: APP_ANSWER, id});
  return result(record.payment, 201);
};

const onPayment = (fn: (ctx: HandlerContext, record: EuPaymentRecord) => Reply | Promise<Reply>): Handler =>
  onFound((ctx) => payments(ctx)[ctx.pathParams.paymentId], fn, 'paymentId');

const SCA_STATUS: Record<EuPaymentRecord['flow'], string> = {
  redirect: 'received',
  embedded: 'scaMethodSelected',
  decoupled: 'started',
};

/** A passcode the bank refuses (a wrong one, or none expected any more): the documented `400`. */
const otpRefused = (now: number): Reply => ({
  status: 400,
  body: {error: errorOf(FAILURES.wrongOtp, now)},
});

const submitEuSinglePaymentOtp = onPayment(async (ctx, record) => {
  const now = ctx.now();
  const usable = record.flow === 'embedded' && record.payment.status === 'initiated' && linkUsable(record.auth, now);
  if (!usable) return otpRefused(now);
  if (validatedBody<ProviderSchemas['EuPaymentOtpRequest']>(ctx).otp !== EU_SANDBOX_OTP) {
    await move(ctx, record, 'otp.refused', FAILURES.wrongOtp);
    return otpRefused(now);
  }
  await move(ctx, record, 'otp.accepted');
  return result(record.payment);
});

export const EU_PAYMENT_HANDLERS: Record<string, Handler> = {
  createEuSinglePayment,
  getEuSinglePayment: onPayment((_ctx, record) => result(record.payment)),
  getEuSinglePaymentAuthorisation: onPayment((_ctx, record) => {
    const p = record.payment;
    const refusal = refused(EU_PAYMENT_LIFECYCLE, 'getEuSinglePaymentAuthorisation', p);
    if (refusal) return refusal;
    return result({
      paymentId: p.id,
      status: p.status,
      authorisationFlow: p.authorisationFlow,
      scaStatus: SCA_STATUS[record.flow],
      expiryDate: p.expiryDate,
    });
  }),
  submitEuSinglePaymentOtp,
};

// ---- test bank, tasks, checks -----------------------------------------------------------------------

async function bank(ctx: EngineContext, id: string, action: string): Promise<{status: number; body: Json} | undefined> {
  const record = payments(ctx)[id];
  if (!record) return undefined;
  const p = record.payment;
  if (record.flow !== 'redirect')
    return bankRefused(`payment ${id} uses the ${record.flow} flow: the test bank has no link for it`);
  if (!['approve', 'decline', 'expire'].includes(action))
    return bankRefused(`an EU payment's test bank has the actions approve, decline and expire, not ${action}`);
  if (p.status !== 'initiated')
    return bankRefused(`payment ${id} is ${String(p.status)}: the test bank has nothing to authorise`);
  if (!linkUsable(record.auth, ctx.now())) return bankRefused(`the link of payment ${id} has expired`);
  if (action === 'expire') {
    record.auth.expiredAt = ctx.now();
    return bankDone({
      action,
      paymentId: id,
      status: p.status,
      message: 'The link has expired; the payment fails at the next check.',
    });
  }
  if (action === 'approve') await move(ctx, record, 'bank.approve');
  else await move(ctx, record, 'bank.decline', FAILURES.declined);
  const query = {paymentId: id, customerPaymentId: p.customerPaymentId, status: String(p.status)};
  return bankDone({action, paymentId: id, status: p.status, redirectTo: redirectWith(String(p.redirectUri), query)});
}

function bankPage(ctx: EngineContext, id: string): BankPage | undefined {
  const record = payments(ctx)[id];
  if (!record) return undefined;
  const p = record.payment;
  return {
    title: `${providerName(p.provider.id)}: confirm a payment`,
    lines: [
      `Pay ${p.amount} ${p.currency} to ${p.beneficiaryName} (${p.beneficiaryIban}).`,
      ...(p.remittanceInformation ? [p.remittanceInformation] : []),
      `Status: ${String(p.status)}.`,
    ],
    actions:
      record.flow === 'redirect' && p.status === 'initiated' && linkUsable(record.auth, ctx.now())
        ? AUTHORISE_BUTTONS
        : [],
  };
}

async function check(ctx: EngineContext): Promise<boolean> {
  let changed = false;
  for (const record of Object.values(payments(ctx)))
    if (record.payment.status === 'initiated' && linkExpiryChecked(record.auth, ctx.now()))
      changed = (await move(ctx, record, 'check.linkExpired', FAILURES.expired)) || changed;
  return changed;
}

export const EU_PAYMENTS: ResourceModule = {
  name: MODULE,
  handlers: {[PROVIDER_API]: EU_PAYMENT_HANDLERS},
  tasks: {
    [APP_ANSWER]: async (ctx, task) => {
      const record = payments(ctx)[task.id];
      if (!record) return;
      const declines = bandCase(PROVIDER_BANDS.euPayment, record.payment.amount) === 'appDeclines';
      await (declines ? move(ctx, record, 'app.decline', FAILURES.appDeclined) : move(ctx, record, 'app.approve'));
    },
    [BANK_ANSWER]: async (ctx, task) => {
      const record = payments(ctx)[task.id];
      if (!record) return;
      const rejects = bandCase(PROVIDER_BANDS.euPayment, record.payment.amount) === 'rejectedAfterAuthorisation';
      await (rejects ? move(ctx, record, 'bank.reject', FAILURES.rejected) : move(ctx, record, 'bank.execute'));
    },
  },
  onTick: check,
  bank: (ctx, id, action) => bank(ctx, id, action),
  bankPage,
};
