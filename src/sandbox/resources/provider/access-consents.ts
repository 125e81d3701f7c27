/**
 * Account access consents, UK (`/data/access-consents`) and EU (`/data/eu/access-consents`): create, read,
 * list, delete and reconsent; the end user's answer at the test bank (**Approve**, **Decline**, **Let the
 * link expire**, **Revoke access**); the status check (every minute in the sandbox) that rejects consents
 * whose link expired, revokes those revoked at the bank or past `expirationDateTime`, warns before access
 * expires, and expires EU consents past `validUntil`. Every UK status change follows
 * lifecycles/provider-access-consent.ts and sends `ACCOUNT_ACCESS_CONSENT`; an authorisation also sends the
 * registered data events (account-data.ts). EU consents send no webhook. Pure.
 */
import {CONSENT_WARNINGS_DAYS_BEFORE, PROVIDER_LIMITS} from '../../../rules';
import {
  ACCESS_CONSENT_LIFECYCLE,
  ACCESS_CONSENT_WEBHOOK,
  CONSENT_PERMISSIONS,
  EU_CONSENT_LIFECYCLE,
  type AccessConsentAction,
  type EuConsentAction,
} from '../../lifecycles/provider-access-consent';
import type {Json} from '../../openapi';
import type {BankPage, EngineContext, Handler, HandlerContext, Reply, ResourceModule} from '../../types';
import {newestCreatedFirst, pageOf} from '../../kit/paging';
import {onFound} from '../../kit/not-found';
import {apply, refused} from '../../kit/apply';
import {euAccountReference, emitAuthorisedData} from './account-data';
import {bankAccounts} from './bank-data';
import {
  AUTHORISE_BUTTONS,
  DAY_MS,
  PROVIDER_API,
  REVOKE_BUTTON,
  SANDBOX_CUSTOMER,
  authorisationLink,
  bankDone,
  bankRefused,
  checkedSince,
  day,
  iso,
  linkExpiry,
  providerName,
  randomUuid,
  redirectWith,
  requestUris,
  result,
  validationError,
} from './common';
import {
  euConsents,
  ukConsents,
  type Authorisation,
  type EuConsentRecord,
  type ProviderSchemas,
  type UkConsentRecord,
} from './records';
import {validatedBody} from '../../kit/body';

const MODULE = 'provider-access-consents';

/** Whether the end user can still use the link (not expired, not let expire at the test bank). */
export function linkUsable(auth: Authorisation, now: number): boolean {
  return auth.link !== null && auth.expiredAt === null && (auth.expiresAt === null || now < auth.expiresAt);
}

/** Whether the link's expiry (or the test bank's **Let the link expire**) has been noticed by a check. */
export function linkExpiryChecked(auth: Authorisation, now: number): boolean {
  const at = Math.min(auth.expiresAt ?? Infinity, auth.expiredAt ?? Infinity);
  return at !== Infinity && checkedSince(at, now);
}

// ---- UK ---------------------------------------------------------------------------------------------

/** Moves a UK consent along its lifecycle and sends the webhooks. False when the action does not apply. */
async function moveUk(ctx: EngineContext, record: UkConsentRecord, action: AccessConsentAction): Promise<boolean> {
  const c = record.consent;
  const taken = await apply(ctx, ACCESS_CONSENT_LIFECYCLE, c, action, {
    effect: (t) => {
      const now = ctx.now();
      if (t.to === 'Authorised') {
        c.expirationDateTime = iso(now + PROVIDER_LIMITS.consentAccessDays * DAY_MS);
        record.warningsSent = [];
      }
      if (t.to === 'AwaitingAuthorisation')
        record.auth = {...record.auth, expiresAt: linkExpiry(now), expiredAt: null, revokedAt: null};
    },
    after: async (t) => {
      if (t.to === 'Authorised') await emitAuthorisedData(ctx, record);
    },
  });
  return taken !== undefined;
}

const createdAnswer = (record: UkConsentRecord) => ({
  consentID: record.consent.consentID,
  customerConsentId: record.consent.customerConsentId,
  status: record.consent.status,
  authUrl: record.auth.link,
  authorisationFlow: {type: 'redirect', uri: record.auth.link},
  expiryDate: iso(record.auth.expiresAt!),
});

const createAccessConsent: Handler = async (ctx) => {
  const input = validatedBody<ProviderSchemas['AccessConsentRequest']>(ctx);
  const now = ctx.now();
  const flow = input.flow ?? 'accounts';
  const start = input.transactionStartDate ?? PROVIDER_LIMITS.transactionWindowStart;
  const end = input.transactionEndDate ?? day(now);
  if (end < start)
    return validationError(
      'formatMinimum',
      '.transactionEndDate',
      '#/properties/transactionEndDate/formatMinimum',
      {limit: start},
      `should be on or after transactionStartDate ${start}`,
    );
  const consentID = ctx.newId(() => `aac-${randomUuid()}`);
  const link = await authorisationLink(ctx, MODULE, consentID);
  const record: UkConsentRecord = {
    kind: 'uk-consent',
    consent: {
      consentID,
      customerConsentId: input.customerConsentId ?? null,
      provider: input.provider,
      flow,
      accountId: flow === 'accounts' ? null : (input.accountId ?? null),
      transactionStartDate: start,
      transactionEndDate: end,
      starlingCategoryId: input.starlingCategoryId ?? null,
      status: null, // its creation transition (below)
      permissions: [...CONSENT_PERMISSIONS[flow]],
      ...requestUris(input.Option),
      expirationDateTime: null,
      createdAt: iso(now),
      updatedAt: iso(now),
    },
    auth: {link, expiresAt: linkExpiry(now), expiredAt: null, revokedAt: null},
    warningsSent: [],
  };
  await moveUk(ctx, record, 'create');
  ukConsents(ctx.state)[consentID] = record;
  return result(createdAnswer(record), 201);
};

const onUk = (fn: (ctx: HandlerContext, record: UkConsentRecord) => Promise<Reply> | Reply): Handler =>
  onFound((ctx) => ukConsents(ctx.state)[ctx.pathParams.consentId], fn, 'consentId');

const listAccessConsents: Handler = (ctx) => {
  const items = Object.values(ukConsents(ctx.state))
    .map((r) => r.consent)
    .filter((c) => ctx.query.status === undefined || c.status === ctx.query.status);
  return result(
    pageOf(
      ctx.query,
      newestCreatedFirst(items, (c) => c.createdAt),
    ),
  );
};

const UK_HANDLERS: Record<string, Handler> = {
  createAccessConsent,
  listAccessConsents,
  getAccessConsent: onUk((_ctx, record) => result(record.consent)),
  deleteAccessConsent: onUk(async (ctx, record) => {
    // Revoked stays Revoked and Rejected stays Rejected: the call is repeatable (retry-safety.ts).
    await moveUk(ctx, record, 'delete');
    return result(record.consent);
  }),
  reconsentAccessConsent: onUk(async (ctx, record) => {
    const id = String(record.consent.consentID);
    const refusal = refused(ACCESS_CONSENT_LIFECYCLE, 'reconsentAccessConsent', record.consent, id);
    if (refusal) return refusal;
    await moveUk(ctx, record, 'reconsent');
    return result(createdAnswer(record));
  }),
};

// ---- EU ---------------------------------------------------------------------------------------------

async function moveEu(ctx: EngineContext, record: EuConsentRecord, action: EuConsentAction): Promise<boolean> {
  const c = record.consent;
  const taken = await apply(ctx, EU_CONSENT_LIFECYCLE, c, action, {
    effect: (t) => {
      if (t.to !== 'valid') return;
      const refs = bankAccounts(String(c.provider)).map(euAccountReference);
      c.access = {balances: refs, transactions: structuredClone(refs)};
    },
  });
  return taken !== undefined;
}

const createEuAccessConsent: Handler = async (ctx) => {
  const input = validatedBody<ProviderSchemas['EuAccessConsentRequest']>(ctx);
  const now = ctx.now();
  const today = day(now);
  const latest = day(now + PROVIDER_LIMITS.euValidUntilMaxDays * DAY_MS);
  // The bank grants at most 90 days: a later `validUntil` is cut to it (the consent shows the day granted).
  const asked = input.validUntil ?? latest;
  const validUntil = asked > latest ? latest : asked;
  if (validUntil < today)
    return validationError(
      'formatMinimum',
      '.validUntil',
      '#/properties/validUntil/formatMinimum',
      {limit: 0},
      'should not be before today',
    );
  const consentID = ctx.newId(() => `eu-${randomUuid()}`);
  const link = await authorisationLink(ctx, MODULE, consentID);
  const record: EuConsentRecord = {
    kind: 'eu-consent',
    consent: {
      consentID,
      provider: input.provider,
      access: {balances: [], transactions: []},
      recurringIndicator: input.recurringIndicator ?? true,
      validUntil,
      frequencyPerDay: input.frequencyPerDay ?? PROVIDER_LIMITS.euMaxFrequencyPerDay,
      lastActionDate: today,
      consentStatus: null, // its creation transition (below)
      links: {
        scaRedirect: {href: link},
        self: {href: `/v1/consents/${consentID}`},
        status: {href: `/v1/consents/${consentID}/status`},
      },
    },
    auth: {link, expiresAt: linkExpiry(now), expiredAt: null, revokedAt: null},
    redirectUri: requestUris(input.Option).redirectUri,
  };
  await moveEu(ctx, record, 'create');
  euConsents(ctx.state)[consentID] = record;
  return result({consentID, authUrl: link, expiryDate: iso(record.auth.expiresAt!)}, 201);
};

const onEu = (fn: (ctx: HandlerContext, record: EuConsentRecord) => Reply | Promise<Reply>): Handler =>
  onFound((ctx) => euConsents(ctx.state)[ctx.pathParams.consentId], fn, 'consentId');

const EU_HANDLERS: Record<string, Handler> = {
  createEuAccessConsent,
  getEuAccessConsent: onEu((_ctx, record) => result(record.consent)),
  deleteEuAccessConsent: onEu(async (ctx, record) => {
    // A final status stays as it is: the call is repeatable.
    await moveEu(ctx, record, 'delete');
    return result(record.consent);
  }),
};

// ---- test bank --------------------------------------------------------------------------------------

async function bank(ctx: EngineContext, id: string, action: string): Promise<{status: number; body: Json} | undefined> {
  const uk = ukConsents(ctx.state)[id];
  const eu = euConsents(ctx.state)[id];
  const record = uk ?? eu;
  if (!record) return undefined;
  const now = ctx.now();
  const status = String(uk ? uk.consent.status : eu!.consent.consentStatus);
  const awaiting = status === (uk ? 'AwaitingAuthorisation' : 'received');
  const granted = status === (uk ? 'Authorised' : 'valid');
  if (action === 'approve' || action === 'decline' || action === 'expire') {
    if (!awaiting || !linkUsable(record.auth, now))
      return bankRefused(
        awaiting
          ? `the link of consent ${id} has expired`
          : `consent ${id} is ${status}: the test bank has nothing to authorise`,
      );
    if (action === 'expire') {
      record.auth.expiredAt = now;
      return bankDone({
        action,
        consentId: id,
        status,
        message: 'The link has expired; the consent is rejected at the next check.',
      });
    }
    if (uk) await moveUk(ctx, uk, action === 'approve' ? 'bank.approve' : 'bank.decline');
    else await moveEu(ctx, eu!, action === 'approve' ? 'bank.approve' : 'bank.decline');
    const after = String(uk ? uk.consent.status : eu!.consent.consentStatus);
    const redirectTo = uk
      ? redirectWith(String(uk.consent.redirectUri), {
          consentId: id,
          customerConsentId: uk.consent.customerConsentId as string | null,
          status: after,
        })
      : redirectWith(eu!.redirectUri, {consentId: id, status: after});
    return bankDone({action, consentId: id, status: after, redirectTo});
  }
  if (action === 'revoke') {
    if (!granted || record.auth.revokedAt !== null)
      return bankRefused(`consent ${id} is ${status}: there is no access to revoke`);
    record.auth.revokedAt = now;
    return bankDone({
      action,
      consentId: id,
      status,
      message: 'Access revoked at the bank; Fernpay notices at the next check.',
    });
  }
  return bankRefused(`a consent's test bank has the actions approve, decline, expire and revoke, not ${action}`);
}

function bankPage(ctx: EngineContext, id: string): BankPage | undefined {
  const uk = ukConsents(ctx.state)[id];
  const eu = euConsents(ctx.state)[id];
  const record = uk ?? eu;
  if (!record) return undefined;
  const status = String(uk ? uk.consent.status : eu.consent.consentStatus);
  const awaiting = status === (uk ? 'AwaitingAuthorisation' : 'received');
  const granted = status === (uk ? 'Authorised' : 'valid');
  const c = uk?.consent;
  const lines = c
    ? [
        `${SANDBOX_CUSTOMER.name} asks to read your data at ${providerName(c.provider)}.`,
        c.flow === 'accounts'
          ? 'Your account list.'
          : `Your account list and the ${c.flow === 'balances' ? 'balances' : 'balances and transactions'} of account ${String(c.accountId)}.`,
        `Transactions from ${c.transactionStartDate} to ${c.transactionEndDate}.`,
      ]
    : [
        `${SANDBOX_CUSTOMER.name} asks to read your accounts at ${providerName(eu.consent.provider)}.`,
        `Up to ${eu.consent.frequencyPerDay} reads a day until ${eu.consent.validUntil}.`,
      ];
  lines.push(`Status: ${status}.`);
  const actions =
    awaiting && linkUsable(record.auth, ctx.now())
      ? AUTHORISE_BUTTONS
      : granted && record.auth.revokedAt === null
        ? REVOKE_BUTTON
        : [];
  return {title: `${providerName(record.consent.provider)}: share your account data`, lines, actions};
}

// ---- status check -----------------------------------------------------------------------------------

async function check(ctx: EngineContext): Promise<boolean> {
  const now = ctx.now();
  let changed = false;
  for (const record of Object.values(ukConsents(ctx.state))) {
    const c = record.consent;
    if (c.status === 'AwaitingAuthorisation' && linkExpiryChecked(record.auth, now))
      changed = (await moveUk(ctx, record, 'check.linkExpired')) || changed;
    if (c.status !== 'Authorised') continue;
    if (record.auth.revokedAt !== null && checkedSince(record.auth.revokedAt, now)) {
      changed = (await moveUk(ctx, record, 'check.revokedAtBank')) || changed;
      continue;
    }
    const expires = Date.parse(String(c.expirationDateTime));
    if (checkedSince(expires, now)) {
      changed = (await moveUk(ctx, record, 'check.accessExpired')) || changed;
      continue;
    }
    // Expiry warnings: the nearest one whose time has come, once (a jump past several sends one).
    const due = CONSENT_WARNINGS_DAYS_BEFORE.filter(
      (d) => !record.warningsSent.includes(d) && checkedSince(expires - d * DAY_MS, now),
    );
    if (due.length) {
      record.warningsSent.push(...due);
      await ctx.emitWebhook(ACCESS_CONSENT_WEBHOOK, structuredClone(c));
      changed = true;
    }
  }
  for (const record of Object.values(euConsents(ctx.state))) {
    const c = record.consent;
    if (c.consentStatus === 'received' && linkExpiryChecked(record.auth, now))
      changed = (await moveEu(ctx, record, 'check.linkExpired')) || changed;
    if (c.consentStatus !== 'valid') continue;
    if (record.auth.revokedAt !== null && checkedSince(record.auth.revokedAt, now))
      changed = (await moveEu(ctx, record, 'check.revokedAtBank')) || changed;
    else if (checkedSince(Date.parse(`${String(c.validUntil)}T00:00:00.000Z`) + DAY_MS, now))
      changed = (await moveEu(ctx, record, 'check.validUntilPassed')) || changed;
  }
  return changed;
}

export const ACCESS_CONSENTS: ResourceModule = {
  name: MODULE,
  handlers: {[PROVIDER_API]: {...UK_HANDLERS, ...EU_HANDLERS}},
  onTick: check,
  bank: (ctx, id, action) => bank(ctx, id, action),
  bankPage,
};
