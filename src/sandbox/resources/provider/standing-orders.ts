/**
 * Standing orders: consents (UK, authorised at the test bank; Starling, `Authorised` at once on the
 * authorised account access consent, unique per `externalIdentifier`) and the standing order created from
 * an `Authorised` consent, which consumes it. Statuses follow lifecycles/provider-standing-order.ts; consent
 * status changes send `DOMESTIC_STANDING_ACCESS_CONSENT`. Pure.
 */
import {
  STANDING_ORDER_CONSENT_LIFECYCLE,
  STANDING_ORDER_LIFECYCLE,
  type StandingOrderAction,
  type StandingOrderConsentAction,
} from '../../lifecycles/provider-standing-order';
import {FAMILY_PREFIX, type Json} from '../../openapi';
import {ukDate} from '../../../rules';
import {bandCase} from '../../scenarios/catalogue';
import {PROVIDER_BANDS} from '../../scenarios/provider';
import type {BankPage, EngineContext, Handler, HandlerContext, Reply, ResourceModule} from '../../types';
import {ifFound, onFound} from '../../kit/not-found';
import {apply, refused as lifecycleRefusal} from '../../kit/apply';
import {linkExpiryChecked, linkUsable} from './access-consents';
import {bankAccounts, findAccount} from './bank-data';
import {
  AUTHORISE_BUTTONS,
  DAY_MS,
  PROVIDER_API,
  SANDBOX_CUSTOMER,
  authorisationLink,
  bankDone,
  bankRefused,
  collection,
  day,
  formatCents,
  iso,
  linkExpiry,
  providerName,
  randomHex,
  randomUuid,
  redirectWith,
  refused,
  requestUris,
  result,
  validationError,
} from './common';
import {COLLECTIONS, noAuthorisation, ukConsents, type Authorisation, type ProviderSchemas} from './records';
import type {StoredWithStatus} from '../../kit/collection';
import {validatedBody} from '../../kit/body';

const MODULE = 'provider-standing-orders';
type Initiation = ProviderSchemas['UkStandingOrderInitiation'];
type StarlingRequest = ProviderSchemas['StarlingStandingOrderConsentRequest'];
type StandingOrder = StoredWithStatus<ProviderSchemas['StandingOrder'], 'Status'>;

interface ConsentRecord {
  /** The consent as the API shows it. */
  consent: StoredWithStatus<ProviderSchemas['StandingOrderConsent'], 'Status'>;
  auth: Authorisation;
  redirectUri: string;
  webhookUri: string;
  /** Starling: the request's `externalIdentifier` (one standing order per value, for ever). */
  externalIdentifier: string | null;
  /** The standing order made from the consent, once created. */
  standingOrderId: string | null;
}

const consents = (ctx: Pick<EngineContext, 'state'>) =>
  collection<ConsentRecord>(ctx.state, COLLECTIONS.standingOrderConsents);
const orders = (ctx: Pick<EngineContext, 'state'>) => collection<StandingOrder>(ctx.state, COLLECTIONS.standingOrders);

const selfLink = (ctx: Pick<EngineContext, 'origin'>, path: string) => ({
  Self: `${ctx.origin}${FAMILY_PREFIX.provider}${path}`,
});

async function move(ctx: EngineContext, record: ConsentRecord, action: StandingOrderConsentAction): Promise<boolean> {
  return (await apply(ctx, STANDING_ORDER_CONSENT_LIFECYCLE, record.consent, action)) !== undefined;
}

const created = (record: ConsentRecord) => ({
  consentID: record.consent.ConsentId,
  customerConsentId: null,
  status: record.consent.Status,
  authUrl: record.auth.link,
  authorisationFlow: record.auth.link ? {type: 'redirect', uri: record.auth.link} : null,
  expiryDate: record.auth.expiresAt === null ? null : iso(record.auth.expiresAt),
});

/** The end user's paying account at the bank, as the consent shows it once authorised. */
function debtorOf(provider: string, accountId?: string): ProviderSchemas['ObCashAccount'] {
  const account = (accountId && findAccount(provider, accountId)) || bankAccounts(provider)[0];
  return {
    SchemeName: 'UK.OBIE.SortCodeAccountNumber',
    Identification: `${account.sortCode}${account.accountNumber}`,
    Name: account.holder,
  };
}

type Frequency = StarlingRequest['Data']['standingOrderRecurrence']['frequency'];
const STARLING_FREQUENCY: Record<Exclude<Frequency, 'DAILE'>, Initiation['Frequency']> = {
  DAILY: 'Weekly',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  YEARLY: 'Yearly',
};

/** A Starling order in the consent record's Open Banking `Initiation` shape. */
function starlingInitiation(data: StarlingRequest['Data']): Initiation {
  const {amount, paymentRecipient: recipient, standingOrderRecurrence: recurrence} = data;
  const money = {Amount: formatCents(amount.minorUnits), Currency: amount.currency ?? 'GBP'};
  const quarterly = recurrence.frequency === 'MONTHLY' && recurrence.interval === 3;
  return {
    Frequency: quarterly
      ? 'Quarterly'
      : STARLING_FREQUENCY[recurrence.frequency === 'DAILE' ? 'DAILY' : recurrence.frequency],
    Reference: data.reference,
    ...(recurrence.count ? {NumberOfPayments: recurrence.count} : {}),
    FirstPaymentDateTime: `${recurrence.startDate}T00:00:00.000Z`,
    ...(recurrence.untilDate ? {FinalPaymentDateTime: `${recurrence.untilDate}T00:00:00.000Z`} : {}),
    FirstPaymentAmount: money,
    RecurringPaymentAmount: money,
    CreditorAccount: {
      SchemeName: 'UK.OBIE.SortCodeAccountNumber',
      Identification: `${recipient.bankIdentifier}${recipient.accountIdentifier}`,
      Name: recipient.payeeName,
    },
  };
}

/**
 * A standing order starts today or later: the first payment (UK `FirstPaymentDateTime`, Starling `startDate`) on a
 * day before today (UK time) is refused with the `formatMinimum` `ValidationError`, as the banks refuse it.
 */
function firstPaymentInThePast(input: ProviderSchemas['StandingOrderConsentRequest'], now: number): Reply | undefined {
  const [field, value] =
    input.type === 'starling'
      ? ['standingOrderRecurrence.startDate', input.Data.standingOrderRecurrence.startDate]
      : ['Initiation.FirstPaymentDateTime', input.Data.Initiation.FirstPaymentDateTime];
  const first = Date.parse(value.length === 10 ? `${value}T12:00:00.000Z` : value);
  if (Number.isNaN(first) || ukDate(new Date(first)) >= ukDate(new Date(now))) return undefined;
  return validationError(
    'formatMinimum',
    `.Data.${field}`,
    `#/properties/Data/properties/${field.split('.').join('/properties/')}/formatMinimum`,
    {limit: 0},
    'should be today or later',
  );
}

const createStandingOrderConsent: Handler = async (ctx) => {
  const input = validatedBody<ProviderSchemas['StandingOrderConsentRequest']>(ctx);
  const now = ctx.now();
  const starling = input.type === 'starling' ? input : undefined;
  if (starling) {
    const external = starling.externalIdentifier;
    const existing = Object.values(consents(ctx)).find((r) => r.externalIdentifier === external);
    if (existing) return result(created(existing), 201);
    const accountConsent = ukConsents(ctx.state)[starling.accountConsentId];
    if (accountConsent?.consent.status !== 'Authorised' || accountConsent.consent.provider !== 'starling')
      return refused(
        `accountConsentId ${starling.accountConsentId} is not an Authorised starling account access consent`,
      );
  }
  const tooEarly = firstPaymentInThePast(input, now);
  if (tooEarly) return tooEarly;
  const id = ctx.newId(() => `sdsc-${randomUuid()}`);
  const uris = requestUris(input.type === 'uk' ? input.Option : undefined);
  const link = starling ? null : await authorisationLink(ctx, MODULE, id);
  if (starling && starling.Data.standingOrderRecurrence.frequency === 'DAILE')
    starling.Data.standingOrderRecurrence.frequency = 'DAILY';
  const [customerPaymentId, initiation] =
    input.type === 'starling'
      ? [input.externalIdentifier, starlingInitiation(input.Data)]
      : [input.customerPaymentId, structuredClone(input.Data.Initiation)];
  const record: ConsentRecord = {
    consent: {
      ConsentId: id,
      provider: input.provider,
      customerPaymentId,
      CreationDateTime: iso(now),
      Status: null,
      StatusUpdateDateTime: iso(now),
      Permission: 'Create',
      ReadRefundAccount: 'No',
      CutOffDateTime: `${day(now)}T15:30:00.000Z`,
      Charges: [],
      Initiation: initiation,
      Authorisation: {AuthorisationType: 'Single', CompletionDateTime: iso(now + 7 * DAY_MS)},
      SCASupportData: {RequestedSCAExemptionType: 'PartyToParty', AppliedAuthenticationApproach: 'SCA'},
      Debtor: starling ? debtorOf('starling', starling.AccountId) : null,
      Links: selfLink(ctx, `/payment/standing-order-consents/${id}`),
      Meta: {TotalPages: 1},
    },
    auth: starling ? noAuthorisation() : {link, expiresAt: linkExpiry(now), expiredAt: null, revokedAt: null},
    ...uris,
    externalIdentifier: starling ? starling.externalIdentifier : null,
    standingOrderId: null,
  };
  consents(ctx)[id] = record;
  await move(ctx, record, starling ? 'create.starling' : 'create');
  return result(created(record), 201);
};

const createStandingOrder: Handler = (ctx) => {
  const consentId = validatedBody<ProviderSchemas['CreateStandingOrderRequest']>(ctx).ConsentId;
  return ifFound(consents(ctx)[consentId], (record) => standingOrder(ctx, record, consentId), {
    param: 'ConsentId',
    id: consentId,
  });
};

async function standingOrder(ctx: HandlerContext, record: ConsentRecord, consentId: string): Promise<Reply> {
  const refusal = lifecycleRefusal(STANDING_ORDER_CONSENT_LIFECYCLE, 'createStandingOrder', record.consent, consentId);
  if (refusal) return refusal;
  const initiation = record.consent.Initiation;
  const action: StandingOrderAction =
    bandCase(PROVIDER_BANDS.standingOrder, initiation.FirstPaymentAmount.Amount) === 'failed'
      ? 'bank.failed'
      : 'bank.completed';
  const now = iso(ctx.now());
  const id = ctx.newId(() => `sso-${randomHex(12)}`);
  const order: StandingOrder = {
    DomesticStandingOrderId: id,
    ConsentId: consentId,
    CreationDateTime: now,
    Status: null, // the bank's answer (below)
    StatusUpdateDateTime: now,
    Refund: null,
    Charges: [],
    Initiation: structuredClone(record.consent.Initiation),
    MultiAuthorisation: null,
    Debtor: structuredClone(record.consent.Debtor),
    Links: selfLink(ctx, `/payment/standing-orders/${id}`),
    Meta: {TotalPages: 1},
  };
  await apply(ctx, STANDING_ORDER_LIFECYCLE, order, action);
  orders(ctx)[id] = order;
  record.standingOrderId = id;
  await move(ctx, record, 'order.created');
  return result(order, 201);
}

const onConsent = (fn: (ctx: HandlerContext, record: ConsentRecord) => Reply): Handler =>
  onFound((ctx) => consents(ctx)[ctx.pathParams.consentId], fn, 'consentId');

// ---- test bank and checks ---------------------------------------------------------------------------

async function bank(ctx: EngineContext, id: string, action: string): Promise<{status: number; body: Json} | undefined> {
  const record = consents(ctx)[id];
  if (!record) return undefined;
  const c = record.consent;
  if (!['approve', 'decline', 'expire'].includes(action))
    return bankRefused(
      `a standing order consent's test bank has the actions approve, decline and expire, not ${action}`,
    );
  if (c.Status !== 'AwaitingAuthorisation')
    return bankRefused(`standing order consent ${id} is ${String(c.Status)}: the test bank has nothing to authorise`);
  if (!linkUsable(record.auth, ctx.now())) return bankRefused(`the link of standing order consent ${id} has expired`);
  if (action === 'expire') {
    record.auth.expiredAt = ctx.now();
    return bankDone({
      action,
      consentId: id,
      status: c.Status,
      message: 'The link has expired; the consent is rejected at the next check.',
    });
  }
  if (action === 'approve') c.Debtor = debtorOf(c.provider);
  await move(ctx, record, action === 'approve' ? 'bank.approve' : 'bank.decline');
  return bankDone({
    action,
    consentId: id,
    status: c.Status,
    redirectTo: redirectWith(record.redirectUri, {consentId: id, status: String(c.Status)}),
  });
}

function bankPage(ctx: EngineContext, id: string): BankPage | undefined {
  const record = consents(ctx)[id];
  if (!record) return undefined;
  const c = record.consent;
  const i = c.Initiation;
  return {
    title: `${providerName(c.provider)}: set up a standing order`,
    lines: [
      `${SANDBOX_CUSTOMER.name} asks you to pay ${i.CreditorAccount.Name ?? 'the payee'} ${i.FirstPaymentAmount.Amount} ${i.FirstPaymentAmount.Currency}, ${i.Frequency.toLowerCase()}, from ${i.FirstPaymentDateTime.slice(0, 10)}.`,
      `Reference ${i.Reference}.`,
      `Status: ${String(c.Status)}.`,
    ],
    actions: c.Status === 'AwaitingAuthorisation' && linkUsable(record.auth, ctx.now()) ? AUTHORISE_BUTTONS : [],
  };
}

async function check(ctx: EngineContext): Promise<boolean> {
  let changed = false;
  for (const record of Object.values(consents(ctx)))
    if (record.consent.Status === 'AwaitingAuthorisation' && linkExpiryChecked(record.auth, ctx.now()))
      changed = (await move(ctx, record, 'check.linkExpired')) || changed;
  return changed;
}

export const STANDING_ORDERS: ResourceModule = {
  name: MODULE,
  handlers: {
    [PROVIDER_API]: {
      createStandingOrderConsent,
      getStandingOrderConsent: onConsent((_ctx, record) => result(record.consent)),
      createStandingOrder,
      getStandingOrder: (ctx) => {
        const order = orders(ctx)[ctx.pathParams.standingOrderId];
        return ifFound(order, (order) => result(order), {param: 'standingOrderId', id: ctx.pathParams.standingOrderId});
      },
    },
  },
  onTick: check,
  bank: (ctx, id, action) => bank(ctx, id, action),
  bankPage,
};
