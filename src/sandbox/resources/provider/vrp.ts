/**
 * Variable recurring payments: VRP consents (create, get, delete, funds confirmation, their payments) and
 * VRP payments (create, get). A consent is checked as the bank would (VRP_BANKS in src/rules: the
 * beneficiary's identification, the periods it supports; `Sweeping` and `SCANotRequired` only), then
 * waits for the end user at the test bank; a payment is checked against the control parameters (the
 * consent `authorized`, the time within `validFrom`–`validTo`, `maximumIndividualAmount`, each periodic
 * limit in UK time) before the sandbox bank answers it. Statuses follow lifecycles/provider-vrp.ts and
 * send `VRP_CONSENT` / `VRP_PAYMENT`. Pure.
 */
import {VRP_BANKS, type VrpPeriodType} from '../../../rules';
import {refusalOf} from '../../lifecycles/lifecycle';
import {bankOfProvider} from '../../lifecycles/bank-account';
import {
  VRP_BANK_STATUS,
  VRP_CONSENT_LIFECYCLE,
  VRP_COUNTED_STATUSES,
  VRP_PAYMENT_LIFECYCLE,
  VRP_REJECTION_DELAY_SECONDS,
  type VrpConsentAction,
  type VrpConsentStatus,
  type VrpPaymentStatus,
} from '../../lifecycles/provider-vrp';
import type {Json} from '../../openapi';
import {bandCase, bandOutcome} from '../../scenarios/catalogue';
import {PROVIDER_BANDS, VRP_SLOW_BANK_SECONDS} from '../../scenarios/provider';
import type {BankPage, EngineContext, Handler, HandlerContext, Reply, ResourceModule} from '../../types';
import {newestCreatedFirst} from '../../kit/paging';
import {ifFound, onFound} from '../../kit/not-found';
import {major, minor, sum} from '../../kit/money';
import {apply} from '../../kit/apply';
import {linkExpiryChecked, linkUsable} from './access-consents';
import {
  AUTHORISE_BUTTONS,
  DAY_MS,
  PROVIDER_API,
  REVOKE_BUTTON,
  SANDBOX_CUSTOMER,
  authorisationLink,
  bankDone,
  bankError,
  bankRefused,
  checkedSince,
  collection,
  iso,
  linkExpiry,
  providerName,
  providerSummary,
  randomUuid,
  redirectWith,
  referenceNumber,
  requestUris,
  result,
  validationError,
} from './common';
import {COLLECTIONS, noAuthorisation, type Authorisation, type ProviderSchemas} from './records';
import type {StoredWithStatus} from '../../kit/collection';
import {validatedBody} from '../../kit/body';

const MODULE = 'provider-vrp';

interface VrpConsentRecord {
  /** The consent as the API shows it. */
  consent: StoredWithStatus<ProviderSchemas['VrpConsent']>;
  auth: Authorisation;
}
interface VrpPaymentRecord {
  /** The payment as the API shows it. */
  payment: StoredWithStatus<ProviderSchemas['VrpPayment']>;
}

const consents = (ctx: Pick<EngineContext, 'state'>) =>
  collection<VrpConsentRecord>(ctx.state, COLLECTIONS.vrpConsents);
const payments = (ctx: Pick<EngineContext, 'state'>) =>
  collection<VrpPaymentRecord>(ctx.state, COLLECTIONS.vrpPayments);

/** The VRP banks and their `-sandbox` twins (every one the sandbox accepts). */
export function vrpBankOf(provider: string) {
  return VRP_BANKS[provider] ?? VRP_BANKS[bankOfProvider(provider)];
}
const VRP_PROVIDERS = Object.keys(VRP_BANKS);

// ---- failures ---------------------------------------------------------------------------------------

type FailureError = {ErrorCode: string; Message: string; Path: string | null};
const failure = (ctx: HandlerContext, code: string, message: string, errors: FailureError[]): Reply => ({
  status: 400,
  body: {error: {failed_at: iso(ctx.now()), failure_code: code, failure_details: {message, errors}}},
});
const consentFailure = (ctx: HandlerContext, error: FailureError) =>
  failure(ctx, 'vrp_consent_creation_error', 'VRP consent could not be created', [error]);
const paymentFailure = (ctx: HandlerContext, error: FailureError) =>
  failure(ctx, 'vrp_payment_initiation_error', 'VRP payment could not be initiated', [error]);

// ---- consents ---------------------------------------------------------------------------------------

async function moveConsent(ctx: EngineContext, record: VrpConsentRecord, action: VrpConsentAction): Promise<boolean> {
  const c = record.consent;
  const taken = await apply(ctx, VRP_CONSENT_LIFECYCLE, c, action, {
    effect: async (t) => {
      if (t.to === 'awaiting_authorization') {
        const link = await authorisationLink(ctx, MODULE, String(c.id));
        record.auth = {link, expiresAt: linkExpiry(ctx.now()), expiredAt: null, revokedAt: null};
        c.authorisationFlow = {type: 'redirect', uri: link};
        c.expiryDate = iso(record.auth.expiresAt!);
      } else {
        c.authorisationFlow = null;
        c.expiryDate = null;
      }
      const bankStatus = VRP_BANK_STATUS[t.to];
      if (bankStatus) {
        const previous = c.providerData as {ConsentId?: string} | undefined;
        c.providerData = {
          ConsentId: previous?.ConsentId ?? `vrp-${randomUuid()}`,
          Status: bankStatus,
          StatusUpdateDateTime: c.updatedAt,
        };
      }
    },
  });
  return taken !== undefined;
}

/** What the bank refuses in a consent request (undefined: the bank accepts it). */
function bankRefusal(input: ProviderSchemas['VrpConsentRequest']): FailureError | undefined {
  const provider = input.provider;
  const bank = vrpBankOf(provider)!;
  const identification = input.beneficiary.identificationType ?? 'SortCodeAccountNumber';
  if (input.vrpType.includes('Other'))
    return {
      ErrorCode: 'UK.OBIE.Unsupported.Scheme',
      Message: 'VRPType Other is not supported; use Sweeping',
      Path: 'vrpType',
    };
  if (input.psuAuthenticationMethods.includes('SCA'))
    return {
      ErrorCode: 'UK.OBIE.Unsupported.Scheme',
      Message: 'PSUAuthenticationMethod SCA is not supported; use SCANotRequired',
      Path: 'psuAuthenticationMethods',
    };
  if (identification !== bank.identification)
    return bank.identification === 'IBAN'
      ? {
          ErrorCode: 'only_iban_identification_type_allowed',
          Message: `${provider} identifies the beneficiary by IBAN only`,
          Path: 'beneficiary.identificationType',
        }
      : {
          ErrorCode: 'only_sortcode_account_number_identification_type_allowed',
          Message: `${provider} identifies the beneficiary by sort code and account number only`,
          Path: 'beneficiary.identificationType',
        };
  // The identification the bank reads (VrpBeneficiary leaves these to the bank, as the documented errors say).
  const {beneficiary} = input;
  const missing = (identification === 'IBAN' ? (['iban'] as const) : (['sortCode', 'accountNumber'] as const)).find(
    (field) => !beneficiary[field],
  );
  if (missing)
    return {
      ErrorCode: identification === 'IBAN' ? 'missing_beneficiary_iban' : 'missing_beneficiary_sortcode',
      Message: `beneficiary.${missing} is required for ${provider}`,
      Path: `beneficiary.${missing}`,
    };
  const limits = input.periodicLimits as {periodType: VrpPeriodType; periodAlignment: string}[];
  for (const [i, limit] of limits.entries()) {
    if (!bank.periodTypes.includes(limit.periodType))
      return {
        ErrorCode: 'UK.OBIE.Unsupported.Frequency',
        Message: `PeriodType ${limit.periodType} is not supported`,
        Path: `periodicLimits[${i}].periodType`,
      };
    if (limit.periodAlignment === 'Calendar' && !bank.calendar)
      return {
        ErrorCode: 'UK.OBIE.Unsupported.Frequency',
        Message: 'PeriodAlignment Calendar is not supported',
        Path: `periodicLimits[${i}].periodAlignment`,
      };
  }
  if (input.validTo && input.validFrom && String(input.validTo) <= String(input.validFrom))
    return {ErrorCode: 'UK.OBIE.Field.InvalidDate', Message: 'validTo must be after validFrom', Path: 'validTo'};
  return undefined;
}

const createVrpConsent: Handler = async (ctx) => {
  const input = validatedBody<ProviderSchemas['VrpConsentRequest']>(ctx);
  const provider = input.provider;
  if (!vrpBankOf(provider))
    return validationError(
      'enum',
      '.provider',
      '#/properties/provider/enum',
      {allowedValues: VRP_PROVIDERS},
      'should be equal to one of the allowed values',
    );
  const refusal = bankRefusal(input);
  if (refusal) return consentFailure(ctx, refusal);
  const now = iso(ctx.now());
  const id = ctx.newId();
  const currency = input.currency ?? 'GBP';
  const record: VrpConsentRecord = {
    consent: {
      id,
      status: null,
      referenceNumber: referenceNumber(ctx, 'FPV'),
      reference: input.reference ?? null,
      provider: providerSummary(provider),
      beneficiary: input.beneficiary,
      remitter: input.remitter ?? null,
      risk: input.risk ?? null,
      currency,
      maximumIndividualAmount: input.maximumIndividualAmount,
      periodicLimits: input.periodicLimits.map((l) => ({...l, currency: l.currency ?? currency})),
      vrpType: input.vrpType,
      psuAuthenticationMethods: input.psuAuthenticationMethods,
      validFrom: input.validFrom ?? now,
      validTo: input.validTo ?? null,
      ...requestUris(input.option),
      authorisationFlow: null,
      expiryDate: null,
      completedAt: null,
      createdAt: now,
      updatedAt: now,
    },
    auth: noAuthorisation(),
  };
  consents(ctx)[id] = record;
  const slow = bandCase(PROVIDER_BANDS.vrpConsent, String(input.maximumIndividualAmount)) !== undefined;
  await moveConsent(ctx, record, slow ? 'create.slowBank' : 'create');
  if (slow) ctx.schedule({at: ctx.now() + VRP_SLOW_BANK_SECONDS * 1000, kind: BANK_ANSWER, id});
  return result(record.consent, 201);
};

const onConsent = (fn: (ctx: HandlerContext, record: VrpConsentRecord) => Promise<Reply> | Reply): Handler =>
  onFound((ctx) => consents(ctx)[ctx.pathParams.vrpConsentId], fn, 'vrpConsentId');

const deleteVrpConsent = onConsent(async (ctx, record) => {
  const id = String(record.consent.id);
  const refusal = refusalOf(VRP_CONSENT_LIFECYCLE, 'deleteVrpConsent', record.consent.status as VrpConsentStatus, id);
  if (refusal) return {status: refusal.status, body: {successfullyDeleted: false, message: refusal.message}};
  await moveConsent(ctx, record, 'delete');
  return {status: 200, body: {successfullyDeleted: true, message: `VRP consent ${id} deleted.`}};
});

/** The bank's error for a call that needs an `authorized` consent (funds confirmation). */
const notAuthorisedAtBank = () =>
  bankError('UK.OBIE.Resource.InvalidConsentStatus', 'Consent is not in Authorised status', 'ConsentId');

const confirmVrpFunds = onConsent((ctx, record) => {
  if (record.consent.status !== 'authorized') return notAuthorisedAtBank();
  const amount = (ctx.body as {amount: string}).amount;
  return result({
    vrpConsentId: record.consent.id,
    amount,
    fundsAvailable: bandOutcome(PROVIDER_BANDS.vrpFunds, amount),
    fundsAvailableDateTime: iso(Math.floor(ctx.now() / 1000) * 1000),
  });
});

const listVrpPayments = onConsent((ctx, record) =>
  result(
    newestCreatedFirst(
      Object.values(payments(ctx))
        .map((p) => p.payment)
        .filter((p) => p.vrpConsent === record.consent.id),
      (p) => p.createdAt,
    ),
  ),
);

// ---- control parameters -----------------------------------------------------------------------------

const UK_WALL = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as UK wall-clock time, written as a UTC timestamp: periods are counted in UK time. */
export function ukWall(ms: number): number {
  const p = Object.fromEntries(UK_WALL.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) + (ms % 1000);
}

function addMonths(wall: number, n: number): number {
  const d = new Date(wall);
  const dayOfMonth = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(dayOfMonth, last));
  return d.getTime();
}

const PERIOD_DAYS: Partial<Record<VrpPeriodType, number>> = {Day: 1, Week: 7, Fortnight: 14};
const PERIOD_MONTHS: Partial<Record<VrpPeriodType, number>> = {Month: 1, 'Half-year': 6, Year: 12};

/**
 * The period of a limit that holds `at` (UK wall time, [start, end)): `Consent` alignment counts from
 * `validFrom`; `Calendar` from midnight, Monday, the 1st, 1 January and 1 July, 1 January, and fortnights
 * from the Monday of the consent's first week.
 */
export function periodOf(
  type: VrpPeriodType,
  alignment: string,
  validFromWall: number,
  at: number,
): {start: number; end: number} {
  const days = PERIOD_DAYS[type];
  const months = PERIOD_MONTHS[type]!;
  const midnight = (w: number) => Math.floor(w / DAY_MS) * DAY_MS;
  const monday = (w: number) => midnight(w) - ((new Date(w).getUTCDay() + 6) % 7) * DAY_MS;
  if (alignment === 'Consent' || type === 'Fortnight') {
    const anchor = alignment === 'Consent' ? validFromWall : monday(validFromWall);
    if (days) {
      const k = Math.floor((at - anchor) / (days * DAY_MS));
      return {start: anchor + k * days * DAY_MS, end: anchor + (k + 1) * days * DAY_MS};
    }
    const a = new Date(anchor);
    const b = new Date(at);
    let k = Math.floor(((b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth()) / months);
    while (addMonths(anchor, k * months) > at) k--;
    while (addMonths(anchor, (k + 1) * months) <= at) k++;
    return {start: addMonths(anchor, k * months), end: addMonths(anchor, (k + 1) * months)};
  }
  if (type === 'Day') return {start: midnight(at), end: midnight(at) + DAY_MS};
  if (type === 'Week') return {start: monday(at), end: monday(at) + 7 * DAY_MS};
  const d = new Date(at);
  const firstMonth = type === 'Month' ? d.getUTCMonth() : type === 'Half-year' ? (d.getUTCMonth() < 6 ? 0 : 6) : 0;
  const start = Date.UTC(d.getUTCFullYear(), firstMonth, 1);
  return {start, end: addMonths(start, months)};
}

/** The control parameters' verdict on a payment of `amount` now (undefined: within them). */
function controlParameters(
  ctx: HandlerContext,
  consent: VrpConsentRecord['consent'],
  amount: string,
  method: ProviderSchemas['PsuAuthenticationMethod'],
): FailureError | undefined {
  const now = ctx.now();
  const fails = (Message: string, Path: string | null): FailureError => ({
    ErrorCode: 'UK.OBIE.Rules.FailsControlParameters',
    Message,
    Path,
  });
  const validFrom = Date.parse(consent.validFrom);
  const validTo = consent.validTo ? Date.parse(consent.validTo) : Infinity;
  if (now < validFrom || now > validTo)
    return fails(
      `Payment time ${iso(now)} is outside the consent's validity (${String(consent.validFrom)} to ${consent.validTo ? String(consent.validTo) : 'no end'})`,
      null,
    );
  if (!consent.psuAuthenticationMethods.includes(method))
    return fails(`PSUAuthenticationMethod ${method} is not one of the consent's methods`, 'psuAuthenticationMethod');
  const max = String(consent.maximumIndividualAmount);
  if (minor(amount) > minor(max)) return fails(`Amount ${amount} exceeds MaximumIndividualAmount ${max}`, 'amount');
  const made = Object.values(payments(ctx))
    .map((p) => p.payment)
    .filter((p) => p.vrpConsent === consent.id && VRP_COUNTED_STATUSES.includes(p.status as VrpPaymentStatus));
  const nowWall = ukWall(now);
  const fromWall = ukWall(validFrom);
  for (const limit of consent.periodicLimits) {
    const {start, end} = periodOf(limit.periodType, limit.periodAlignment, fromWall, nowWall);
    const used = sum(
      made
        .filter((p) => {
          const w = ukWall(Date.parse(String(p.createdAt)));
          return w >= start && w < end;
        })
        .map((p) => minor(String(p.amount))),
    );
    const left = minor(limit.amount) - used;
    if (minor(amount) > left)
      return fails(
        `Amount ${amount} exceeds the ${limit.periodType} limit ${limit.amount}: ${major(left > 0n ? left : 0n)} left in this period`,
        'amount',
      );
  }
  return undefined;
}

// ---- payments ---------------------------------------------------------------------------------------

async function movePayment(
  ctx: EngineContext,
  record: VrpPaymentRecord,
  action: 'create' | 'bank.answer' | 'bank.reject',
  to?: VrpPaymentStatus,
) {
  const taken = await apply(ctx, VRP_PAYMENT_LIFECYCLE, record.payment, action, {pick: (t) => !to || t.to === to});
  return taken !== undefined;
}

const createVrpPayment: Handler = async (ctx) => {
  const input = validatedBody<ProviderSchemas['VrpPaymentRequest']>(ctx);
  const record = consents(ctx)[input.vrpConsentId];
  if (!record)
    return paymentFailure(ctx, {
      ErrorCode: 'no_vrp_consent_found',
      Message: `No VRP consent ${input.vrpConsentId}`,
      Path: 'vrpConsentId',
    });
  const consent = record.consent;
  if (consent.status !== 'authorized')
    return paymentFailure(ctx, {
      ErrorCode: 'vrp_consent_status_not_authorized',
      Message: `VRP consent status is ${String(consent.status)}`,
      Path: 'vrpConsentId',
    });
  const breach = controlParameters(ctx, consent, input.amount, input.psuAuthenticationMethod);
  if (breach) return paymentFailure(ctx, breach);
  const now = iso(ctx.now());
  const id = ctx.newId();
  const payment: VrpPaymentRecord = {
    payment: {
      id,
      status: null, // its creation transition (below)
      vrpConsent: consent.id,
      amount: input.amount,
      currency: consent.currency,
      psuAuthenticationMethod: input.psuAuthenticationMethod,
      provider: consent.provider,
      providerReferenceNumber: `vrpp-${randomUuid()}`,
      webhookUri: requestUris(input.option, {redirectUri: '', webhookUri: String(consent.webhookUri)}).webhookUri,
      completedAt: null,
      createdAt: now,
      updatedAt: now,
    },
  };
  await movePayment(ctx, payment, 'create');
  payments(ctx)[id] = payment;
  // The end user revoked the consent at the bank and no check has noticed yet: the bank refuses to
  // authorise the payment, and Fernpay learns the consent is gone.
  if (record.auth.revokedAt !== null) {
    await movePayment(ctx, payment, 'bank.answer', 'authorisation_failed');
    await moveConsent(ctx, record, 'payment.revokedAtBank');
    return result(payment.payment, 201);
  }
  const to = bandOutcome(PROVIDER_BANDS.vrpPayment, input.amount);
  await movePayment(ctx, payment, 'bank.answer', to);
  if (to === 'pending') ctx.schedule({at: ctx.now() + VRP_REJECTION_DELAY_SECONDS * 1000, kind: BANK_REJECT, id});
  return result(payment.payment, 201);
};

// ---- test bank, tasks, checks -----------------------------------------------------------------------

const BANK_ANSWER = 'provider-vrp.bank-answer';
const BANK_REJECT = 'provider-vrp.bank-reject';

async function bank(ctx: EngineContext, id: string, action: string): Promise<{status: number; body: Json} | undefined> {
  const record = consents(ctx)[id];
  if (!record) return undefined;
  const c = record.consent;
  const status = String(c.status);
  if (action === 'approve' || action === 'decline' || action === 'expire') {
    if (status !== 'awaiting_authorization' || !linkUsable(record.auth, ctx.now()))
      return bankRefused(
        status === 'awaiting_authorization'
          ? `the link of VRP consent ${id} has expired`
          : `VRP consent ${id} is ${status}: the test bank has nothing to authorise`,
      );
    if (action === 'expire') {
      record.auth.expiredAt = ctx.now();
      return bankDone({
        action,
        vrpConsentId: id,
        status,
        message: 'The link has expired; the consent is rejected at the next check.',
      });
    }
    await moveConsent(ctx, record, action === 'approve' ? 'bank.approve' : 'bank.decline');
    return bankDone({
      action,
      vrpConsentId: id,
      status: c.status,
      redirectTo: redirectWith(String(c.redirectUri), {vrpConsentId: id, status: String(c.status)}),
    });
  }
  if (action === 'revoke') {
    if (status !== 'authorized' || record.auth.revokedAt !== null)
      return bankRefused(`VRP consent ${id} is ${status}: there is nothing to revoke`);
    record.auth.revokedAt = ctx.now();
    return bankDone({
      action,
      vrpConsentId: id,
      status,
      message: 'Revoked at the bank; Fernpay notices at the next check or payment.',
    });
  }
  return bankRefused(`a VRP consent's test bank has the actions approve, decline, expire and revoke, not ${action}`);
}

function bankPage(ctx: EngineContext, id: string): BankPage | undefined {
  const record = consents(ctx)[id];
  if (!record) return undefined;
  const c = record.consent;
  const limits = (c.periodicLimits as {periodType: string; periodAlignment: string; amount: string}[]).map(
    (l) =>
      `At most ${l.amount} ${String(c.currency)} per ${l.periodType.toLowerCase()} (${l.periodAlignment} periods).`,
  );
  const beneficiary = c.beneficiary as {name: string};
  return {
    title: `${providerName(String((c.provider as {id: string}).id))}: approve a variable recurring payment`,
    lines: [
      `${SANDBOX_CUSTOMER.name} asks to move money to ${beneficiary.name} without asking you each time.`,
      `At most ${String(c.maximumIndividualAmount)} ${String(c.currency)} per payment.`,
      ...limits,
      `From ${String(c.validFrom)}${c.validTo ? ` to ${String(c.validTo)}` : ''}.`,
      `Status: ${String(c.status)}.`,
    ],
    actions:
      c.status === 'awaiting_authorization' && linkUsable(record.auth, ctx.now())
        ? AUTHORISE_BUTTONS
        : c.status === 'authorized' && record.auth.revokedAt === null
          ? REVOKE_BUTTON
          : [],
  };
}

async function check(ctx: EngineContext): Promise<boolean> {
  const now = ctx.now();
  let changed = false;
  for (const record of Object.values(consents(ctx))) {
    const c = record.consent;
    if (c.status === 'awaiting_authorization' && linkExpiryChecked(record.auth, now))
      changed = (await moveConsent(ctx, record, 'check.linkExpired')) || changed;
    if (c.status !== 'authorized') continue;
    if (record.auth.revokedAt !== null && checkedSince(record.auth.revokedAt, now))
      changed = (await moveConsent(ctx, record, 'check.revokedAtBank')) || changed;
    else if (c.validTo && checkedSince(Date.parse(String(c.validTo)), now))
      changed = (await moveConsent(ctx, record, 'check.validToPassed')) || changed;
  }
  return changed;
}

export const VRP: ResourceModule = {
  name: MODULE,
  handlers: {
    [PROVIDER_API]: {
      createVrpConsent,
      getVrpConsent: onConsent((_ctx, record) => result(record.consent)),
      deleteVrpConsent,
      confirmVrpFunds,
      listVrpPayments,
      createVrpPayment,
      getVrpPayment: (ctx) => {
        const record = payments(ctx)[ctx.pathParams.vrpPaymentId];
        return ifFound(record, (record) => result(record.payment), {
          param: 'vrpPaymentId',
          id: ctx.pathParams.vrpPaymentId,
        });
      },
    },
  },
  tasks: {
    [BANK_ANSWER]: async (ctx, task) => {
      const record = consents(ctx)[task.id];
      if (!record) return;
      const failed =
        bandCase(PROVIDER_BANDS.vrpConsent, String(record.consent.maximumIndividualAmount)) === 'slowThenFailed';
      await moveConsent(ctx, record, failed ? 'bank.refused' : 'bank.created');
    },
    [BANK_REJECT]: async (ctx, task) => {
      const record = payments(ctx)[task.id];
      if (record) await movePayment(ctx, record, 'bank.reject');
    },
  },
  onTick: check,
  bank: (ctx, id, action) => bank(ctx, id, action),
  bankPage,
};
