/**
 * Stateful bank accounts, the same for the toolkit (`toolkit-bank-accounts`, the terminal's company) and the
 * Partner API (`partner-bank-accounts`, a managed company): create by hand, connect by open banking through the
 * test bank (the `authUri` opens it), verification on the sandbox clock, the default account (the first to become
 * `verified`), rename, reconsent, and the 90-day consent with its notices. Every status change follows
 * lifecycles/bank-account.ts. Sandbox accounts never send `bank-accounts` webhooks: what live would send is
 * recorded on the account (`notices`) and nothing is sent. The seeded companies' accounts (company-seeds.ts, the
 * catalogue's) are in the store from the start, so payments created without `bankAccount` are paid into an account
 * `GET` finds; a managed company shows its accounts from here (companies.ts), and its bank connection link adds
 * accounts here (`connectThroughCompanyLink`).
 * The request was validated against the bundle before a handler runs. Pure: no DOM, no Node API.
 */
import {BANK_AUTH_URI_VALIDITY_MINUTES, BANK_CONSENT_LIFETIME_DAYS} from '../../rules';
import {SANDBOX_COMPANIES, type SandboxCompany} from '../credentials';
import {
  BANK_CONNECTION_BUTTONS,
  CONSENT_NOTICES,
  DETAILS_CONFIRMATION_DELAY_SECONDS,
  MANUAL_CHECK_DELAY_SECONDS,
  SANDBOX_SENDS_BANK_ACCOUNT_WEBHOOKS,
  bankAccountRefusalFor,
  BANK_ACCOUNT_LIFECYCLE,
  duplicateAccountMessage,
  bankOfProvider,
  isSandboxProvider,
  liveProviderMessage,
  type BankAccountAction,
  type BankAccountCreationType,
  type BankAccountStatus,
  type BankConnectionButton,
  type BankConnectionStatus,
  type ConsentExpiryWarning,
} from '../lifecycles/bank-account';
import {resolveLink, sandboxLink} from '../links';
import type {Json} from '../openapi';
import type {BankPage, EngineContext, Handler, HandlerContext, Reply, ResourceModule, SandboxState} from '../types';
import {onFound} from '../kit/not-found';
import {apply, type ApplyOptions} from '../kit/apply';
import {callerCompany, callersOwn, companyRecord, findCompany, onCallerCompany as onCompany} from './companies';
import {COMPANY_SEEDS, type BankAccount} from './company-seeds';
import {validatedBody} from '../kit/body';
import type {components} from '../generated/toolkit-bank-accounts';

type Schemas = components['schemas'];
import {keyed, own, type Keyed} from '../kit/keyed';
import {collection, existingCollection, setCollection, type StoredWithStatus} from '../kit/collection';
import {bandCase, bandOutcome} from '../scenarios/catalogue';
import {PUBLIC_BANDS} from '../scenarios/public-bands';

export const BANK_ACCOUNT_APIS = ['toolkit-bank-accounts', 'partner-bank-accounts'];
export const BANK_ACCOUNTS_COLLECTION = 'bank-accounts';
export const BANK_CONNECTIONS_COLLECTION = 'bank-connections';
const MODULE = 'bank-accounts';
/** Where the user lands after the bank when the call gave no `redirectUrl`: the portal's bank accounts page. */
export const PORTAL_BANK_ACCOUNTS_URL = 'https://portal.fernpay.example/settings/bank-accounts';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A stored bank account: the account as the API shows it, plus what the sandbox needs to know. */
export interface BankAccountRecord {
  companyId: string;
  /** The account as the API shows it (the served description's `BankAccount`: company-seeds.ts). */
  account: StoredWithStatus<BankAccount>;
  /** `data_api` accounts: when the consent expires (ISO 8601); `null` for accounts without a consent. */
  consentExpiresAt: string | null;
  /** The last consent notice recorded (`day-30`, ..., `expired`, `up-to-date`); `null` before any. */
  consentWarning: ConsentExpiryWarning | null;
  /** The `bank-accounts` webhooks live would have sent for this account; the sandbox sends none. */
  notices: {type: string; at: string; status?: BankAccountStatus; consentExpiryWarning?: ConsentExpiryWarning}[];
}

/** A bank connection: the session behind a connect or reconsent `authUri`, acted on at the test bank. */
export interface BankConnection {
  id: string;
  companyId: string;
  /** The bank the user chose (`ConnectBankAccountRequest`'s `provider`). */
  provider: BankAccount['provider'];
  redirectUrl: string | null;
  createdAt: string;
  expiresAt: string;
  status: BankConnectionStatus;
  /** Reconsent: the account renewed; after **Approve**: the account added or renewed. */
  accountId: string | null;
  purpose: 'connect' | 'reconsent';
}

// ---- seeded accounts ------------------------------------------------------------------------------------

/**
 * The seeded companies' accounts as the catalogue describes them (company-seeds.ts): Bramble & Finch's NatWest
 * operating account (default) and its reserve account added by hand, Otterly Bakes' Monzo account (default). The
 * consent of a connected one runs from when the sandbox first runs.
 */
function seed(state: SandboxState, now: number | undefined): Keyed<BankAccountRecord> {
  const store = keyed<BankAccountRecord>();
  for (const company of SANDBOX_COMPANIES)
    for (const account of COMPANY_SEEDS[company.id]?.bankAccounts ?? []) {
      const record: BankAccountRecord = {
        companyId: company.id,
        account: structuredClone(account),
        // Read before the clock (a company looked up outside a request): the next tick starts it.
        consentExpiresAt:
          account.creationType === 'data_api' && now !== undefined
            ? iso(now + BANK_CONSENT_LIFETIME_DAYS * DAY_MS)
            : null,
        consentWarning: null,
        notices: [],
      };
      store[String(account.id)] = record;
    }
  return setCollection(state, BANK_ACCOUNTS_COLLECTION, store);
}

/** What reading the store needs: the state, and the clock when there is one (it starts the seeded consents). */
export type StoreReader = {state: SandboxState; now?: () => number};

/** The bank accounts, by id (seeded on first use, and again after a reset). */
function accountStore(ctx: StoreReader): Record<string, BankAccountRecord> {
  return existingCollection<BankAccountRecord>(ctx.state, BANK_ACCOUNTS_COLLECTION) ?? seed(ctx.state, ctx.now?.());
}

/** One bank account, by id, whatever its company. */
export function bankAccountRecord(ctx: StoreReader, id: string): BankAccountRecord | undefined {
  return accountStore(ctx)[id] as BankAccountRecord | undefined;
}

/** A company's bank accounts. */
export function companyBankAccounts(ctx: StoreReader, companyId: string): BankAccountRecord[] {
  return Object.values(accountStore(ctx)).filter((r) => r.companyId === companyId);
}

/** The id of a company's default account (the `defaultBankAccount` of a managed company): `null` until one is verified. */
export function defaultBankAccountId(ctx: StoreReader, companyId: string): string | null {
  const found = companyBankAccounts(ctx, companyId).find((r) => r.account.isDefault === true);
  return found ? String(found.account.id) : null;
}

/**
 * The bank account a new payment is paid into: `requested` (the body's `bankAccount`), or the company's default;
 * the documented `400` message when it is not one of the company's accounts, not `verified`, or there is no default.
 * For single and recurring payments alike.
 */
export function payableBankAccount(
  ctx: StoreReader,
  companyId: string,
  family: 'toolkit' | 'partner' | 'provider',
  requested: string | undefined,
): {id: string} | {error: string} {
  if (requested === undefined) {
    const id = defaultBankAccountId(ctx, companyId);
    return id
      ? {id}
      : {
          error:
            'bankAccount is required: the company has no verified bank account to use as default: connect or add one, and send the payment once it is verified',
        };
  }
  const record = bankAccountRecord(ctx, requested);
  if (!record || record.companyId !== companyId)
    return {
      error:
        family === 'toolkit'
          ? `bankAccount ${requested} is not one of your bank accounts`
          : `bankAccount ${requested} is not a bank account of company ${companyId}`,
    };
  const status = String(record.account.status);
  if (status !== 'verified')
    return {
      error:
        family === 'toolkit'
          ? `bankAccount must be a verified bank account; this account is ${status}`
          : `bankAccount ${requested} is not verified (status ${status}); payments are paid only into a verified bank account`,
    };
  return {id: requested};
}

// ---- transitions, default, notices ----------------------------------------------------------------------

/** Records what live would send (the sandbox never sends `bank-accounts` webhooks) and sends it only if it should. */
async function notify(ctx: EngineContext, record: BankAccountRecord, notice: BankAccountRecord['notices'][number]) {
  record.notices.push(notice);
  if (SANDBOX_SENDS_BANK_ACCOUNT_WEBHOOKS) {
    const data: Json =
      notice.type === 'bank-accounts.status-update'
        ? structuredClone(record.account)
        : {
            companyID: record.companyId,
            consentExpiryWarning: notice.consentExpiryWarning ?? null,
            consentExpiresAt: record.consentExpiresAt,
            bankAccount: structuredClone(record.account),
          };
    await ctx.emitWebhook(notice.type, data);
  }
}

/** Moves an account along a transition of the lifecycle; the first account of its company to be `verified` becomes the default. */
async function applyBankTransition(
  ctx: EngineContext,
  record: BankAccountRecord,
  action: BankAccountAction,
  options: Pick<ApplyOptions<typeof BANK_ACCOUNT_LIFECYCLE>, 'pick' | 'from'> = {},
): Promise<boolean> {
  const taken = await apply(ctx, BANK_ACCOUNT_LIFECYCLE, record.account, action, {
    ...options,
    effect: (t) => {
      if (t.to === 'verified' && defaultBankAccountId(ctx, record.companyId) === null) record.account.isDefault = true;
      if (t.to !== 'verified') record.account.isDefault = false;
    },
    // Live: `status-update` for every change, except for the accounts the company added itself (`manual`).
    sends: record.account.creationType !== 'manual',
    deliver: (type, t) => notify(ctx, record, {type, at: iso(ctx.now()), status: t.to}),
  });
  return taken !== undefined;
}

/** Gives (or renews) an account's consent: 90 days from now, `bankConsentExpired` `false`. */
async function renewConsent(ctx: EngineContext, record: BankAccountRecord, renewal: boolean) {
  record.consentExpiresAt = iso(ctx.now() + BANK_CONSENT_LIFETIME_DAYS * DAY_MS);
  record.account.bankConsentExpired = false;
  record.consentWarning = null;
  if (renewal) {
    record.consentWarning = 'up-to-date';
    await notify(ctx, record, {
      type: 'bank-accounts.reconsent-notification',
      at: iso(ctx.now()),
      consentExpiryWarning: 'up-to-date',
    });
  }
}

const CONFIRM_DETAILS = 'bank-accounts.confirm-details';
const MANUAL_CHECK = 'bank-accounts.manual-check';

// ---- handlers -------------------------------------------------------------------------------------------

const companyOf = callerCompany;

const familyOf = (ctx: HandlerContext): 'toolkit' | 'partner' => (ctx.family === 'partner' ? 'partner' : 'toolkit');

/** Default first, then the others from the newest (the store keeps creation order for one millisecond). */
function sorted(records: BankAccountRecord[]): BankAccountRecord[] {
  return records
    .map((r, index) => ({r, index}))
    .sort(
      (a, b) =>
        Number(b.r.account.isDefault === true) - Number(a.r.account.isDefault === true) ||
        String(b.r.account.createdAt).localeCompare(String(a.r.account.createdAt)) ||
        b.index - a.index,
    )
    .map(({r}) => r);
}

/** A handler on one existing account of the company (`404` otherwise). */
const onAccount = (fn: (ctx: HandlerContext, record: BankAccountRecord) => Promise<Reply> | Reply): Handler =>
  onFound((ctx: HandlerContext) => callersOwn(ctx, bankAccountRecord(ctx, ctx.pathParams.id)), fn);

const stateOf = (record: BankAccountRecord) => ({
  status: record.account.status as BankAccountStatus,
  creationType: record.account.creationType as BankAccountCreationType,
});

const saved = (record: BankAccountRecord): Reply => ({
  status: 200,
  body: {saved: true, result: structuredClone(record.account)},
});

/** Opens a bank connection and answers its `authUri`. */
async function openConnection(
  ctx: HandlerContext,
  company: SandboxCompany,
  provider: BankAccount['provider'],
  redirectUrl: string | undefined,
  accountId: string | null,
): Promise<Reply> {
  const id = ctx.newId();
  const connection: BankConnection = {
    id,
    companyId: company.id,
    provider,
    redirectUrl: redirectUrl ?? null,
    createdAt: iso(ctx.now()),
    expiresAt: iso(ctx.now() + BANK_AUTH_URI_VALIDITY_MINUTES * 60_000),
    status: 'open',
    accountId,
    purpose: accountId ? 'reconsent' : 'connect',
  };
  collection<BankConnection>(ctx.state, BANK_CONNECTIONS_COLLECTION)[id] = connection;
  const authUri = await sandboxLink(ctx, 'bank-connection', MODULE, id);
  return {status: 200, body: {data: {authUri}}};
}

export const BANK_ACCOUNT_HANDLERS: Record<string, Handler> = {
  createBankAccount: onCompany(async (ctx, company) => {
    const input = validatedBody<Schemas['CreateBankAccountRequest']>(ctx);
    const taken = companyBankAccounts(ctx, company.id).some(
      (r) => r.account.sortCode === input.sortCode && r.account.accountNumber === input.accountNumber,
    );
    if (taken) return {status: 400, body: duplicateAccountMessage(familyOf(ctx), input.sortCode, input.accountNumber)};
    const id = ctx.newId();
    const creationType: BankAccountCreationType = ctx.family === 'partner' ? 'external' : 'manual';
    const record: BankAccountRecord = {
      companyId: company.id,
      account: {
        id,
        sortCode: input.sortCode,
        accountNumber: input.accountNumber,
        name: input.name,
        provider: input.provider,
        isDefault: false,
        // `create` starts from "no account yet" (the lifecycle's `null`) and is applied just below.
        status: null,
        creationType,
        createdAt: iso(ctx.now()),
        bankStatementAttachmentURL: input.bankStatementAttachmentURL,
        consentID: null,
        bankConsentExpired: false,
      },
      consentExpiresAt: null,
      consentWarning: null,
      notices: [],
    };
    await applyBankTransition(ctx, record, 'create', {from: null});
    accountStore(ctx)[id] = record;
    ctx.schedule({at: ctx.now() + MANUAL_CHECK_DELAY_SECONDS * 1000, kind: MANUAL_CHECK, id});
    return {status: 201, body: {created: true, result: structuredClone(record.account)}};
  }),

  connectBankAccount: onCompany((ctx, company) => {
    const {provider, redirectUrl} = validatedBody<Schemas['ConnectBankAccountRequest']>(ctx);
    if (!isSandboxProvider(provider)) return {status: 400, body: liveProviderMessage(provider)};
    return openConnection(ctx, company, provider, redirectUrl, null);
  }),

  listBankAccounts: onCompany((ctx, company) => {
    return {
      status: 200,
      body: {data: sorted(companyBankAccounts(ctx, company.id)).map((r) => structuredClone(r.account))},
    };
  }),

  getBankAccount: onAccount((_ctx, record) => ({status: 200, body: {data: structuredClone(record.account)}})),
  editBankAccountName: onAccount((ctx, record) => {
    record.account.name = validatedBody<Schemas['EditBankAccountNameRequest']>(ctx).name;
    return saved(record);
  }),
  setDefaultBankAccount: onAccount((ctx, record) => {
    const refusal = bankAccountRefusalFor('setDefaultBankAccount', stateOf(record));
    if (refusal) return {status: refusal.status, body: refusal.message};
    for (const other of companyBankAccounts(ctx, record.companyId)) other.account.isDefault = false;
    record.account.isDefault = true;
    return saved(record);
  }),
  reconsentBankAccount: onAccount((ctx, record) => {
    const refusal = bankAccountRefusalFor('reconsentBankAccount', stateOf(record));
    if (refusal) return {status: refusal.status, body: refusal.message};
    const company = companyOf(ctx)!;
    const redirectUrl = (ctx.body as {redirectUrl?: string} | undefined)?.redirectUrl;
    return openConnection(ctx, company, record.account.provider, redirectUrl, record.account.id);
  }),
};

// ---- the test bank --------------------------------------------------------------------------------------

function connectionOf(state: SandboxState, id: string): BankConnection | undefined {
  const connections = existingCollection<BankConnection>(state, BANK_CONNECTIONS_COLLECTION) ?? keyed<BankConnection>();
  const direct = own(connections, id);
  if (direct) return direct;
  // The hashed id of the `authUri` (`?c=…`) stands for its connection too.
  const link = resolveLink(state, id);
  return link && link.module === MODULE ? own(connections, link.id) : undefined;
}

/** Where the bank sends the user back: `redirectUrl` (or the portal) with `status` and `bankAccountId`. */
function redirectOf(connection: BankConnection, outcome: 'connected' | 'failed', accountId?: string): string {
  const url = new URL(connection.redirectUrl ?? PORTAL_BANK_ACCOUNTS_URL);
  url.searchParams.set('status', outcome);
  if (accountId) url.searchParams.set('bankAccountId', accountId);
  return url.toString();
}

const bankError = (message: string) => ({status: 400, body: {error: {message}} as Json});

/** The account the user chooses at the test bank: the body's details, or a new account of the company. */
function chosenAccount(
  ctx: EngineContext,
  connection: BankConnection,
  body: unknown,
): {sortCode: string; accountNumber: string; name: string} | {error: string} {
  const input = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const company = companyRecord(ctx.state, connection.companyId)?.company;
  if (input.sortCode !== undefined && !(typeof input.sortCode === 'string' && /^\d{6}$/.test(input.sortCode)))
    return {error: 'sortCode must match ^\\d{6}$'};
  if (
    input.accountNumber !== undefined &&
    !(typeof input.accountNumber === 'string' && /^\d{8}$/.test(input.accountNumber))
  )
    return {error: 'accountNumber must match ^\\d{8}$'};
  if (
    input.name !== undefined &&
    !(typeof input.name === 'string' && input.name.length >= 1 && input.name.length <= 100)
  )
    return {error: 'name must be 1 to 100 characters'};
  // Without details, a new account: digits drawn from the connection's id, unique in the company.
  const digits = BigInt(`0x${connection.id}`).toString().padStart(14, '0');
  const sortCode = (input.sortCode as string | undefined) ?? `04${digits.slice(-4)}`;
  let accountNumber = (input.accountNumber as string | undefined) ?? digits.slice(-12, -4);
  const taken = (n: string) =>
    companyBankAccounts(ctx, connection.companyId).some(
      (r) => r.account.sortCode === sortCode && r.account.accountNumber === n,
    );
  if (input.accountNumber === undefined)
    while (bandCase(PUBLIC_BANDS.accountNumber, accountNumber) !== undefined || taken(accountNumber))
      accountNumber = String((Number(accountNumber) + 1) % 1e8).padStart(8, '0');
  // The bank names the account after the company's trading name (its alias).
  const name = (input.name as string | undefined) ?? String(company?.alias ?? company?.name ?? 'Business account');
  return {sortCode, accountNumber, name};
}

async function testBank(
  ctx: EngineContext,
  connection: BankConnection,
  action: BankConnectionButton,
  body: unknown,
): Promise<{status: number; body: Json}> {
  if (action === 'decline' || action === 'expire') {
    connection.status = 'failed';
    return {status: 200, body: {action, connection: connection.status, redirect: redirectOf(connection, 'failed')}};
  }
  const confirmIn = (id: string) =>
    ctx.schedule({
      at: ctx.now() + DETAILS_CONFIRMATION_DELAY_SECONDS * 1000,
      kind: CONFIRM_DETAILS,
      id,
      data: {confirmed: action === 'approve'},
    });
  const connected = (record: BankAccountRecord) => {
    const id = String(record.account.id);
    connection.status = 'connected';
    connection.accountId = id;
    return {
      status: 200,
      body: {
        action,
        connection: connection.status,
        redirect: redirectOf(connection, 'connected', id),
        bankAccount: structuredClone(record.account),
      },
    };
  };
  let record: BankAccountRecord | undefined;
  if (connection.purpose === 'reconsent') record = bankAccountRecord(ctx, connection.accountId!);
  else {
    const chosen = chosenAccount(ctx, connection, body);
    if ('error' in chosen) return bankError(chosen.error);
    record = companyBankAccounts(ctx, connection.companyId).find(
      (r) => r.account.sortCode === chosen.sortCode && r.account.accountNumber === chosen.accountNumber,
    );
    if (!record) {
      // A new account: added `pending`, with a consent, confirmed (or not) by the data API a few seconds later.
      const id = ctx.newId();
      const uuid = globalThis.crypto.randomUUID();
      record = {
        companyId: connection.companyId,
        account: {
          id,
          sortCode: chosen.sortCode,
          accountNumber: chosen.accountNumber,
          name: chosen.name,
          provider: bankOfProvider(connection.provider) as BankAccount['provider'],
          isDefault: false,
          status: null, // the approval's transition (below)
          creationType: 'data_api',
          createdAt: iso(ctx.now()),
          bankStatementAttachmentURL: null,
          consentID: `aac-${uuid}`,
          bankConsentExpired: false,
        },
        consentExpiresAt: null,
        consentWarning: null,
        notices: [],
      };
      await applyBankTransition(ctx, record, `bank.${action}`, {from: null});
      accountStore(ctx)[id] = record;
      await renewConsent(ctx, record, false);
      confirmIn(id);
      return connected(record);
    }
  }
  if (!record) return bankError('the bank account of this consent no longer exists');
  // An account the company already has, authorised again: a connected one has its consent renewed (same id and
  // consentID); one added with a bank statement is connected by open banking from now on (`data_api`, a new
  // consent). A disabled one is connected again (`pending`, then confirmed like a new one).
  if (record.account.creationType === 'data_api') await renewConsent(ctx, record, true);
  else {
    Object.assign(record.account, {
      creationType: 'data_api',
      consentID: `aac-${globalThis.crypto.randomUUID()}`,
      bankStatementAttachmentURL: null,
    });
    await renewConsent(ctx, record, false);
  }
  if (await applyBankTransition(ctx, record, 'bank.reconnect')) confirmIn(String(record.account.id));
  return connected(record);
}

const BUTTONS = BANK_CONNECTION_BUTTONS.map((b) => b.action) as readonly string[];

function bankPage(ctx: EngineContext, id: string): BankPage | undefined {
  const connection = connectionOf(ctx.state, id);
  if (connection) {
    const company = findCompany(ctx.state, connection.companyId);
    const account = connection.accountId ? bankAccountRecord(ctx, connection.accountId) : undefined;
    const open = connection.status === 'open' && Date.parse(connection.expiresAt) > ctx.now();
    return {
      title:
        connection.purpose === 'reconsent'
          ? `Renew Fernpay's access to ${String(account?.account.name ?? 'your account')}`
          : `Connect a bank account to Fernpay`,
      lines: [
        `Company: ${company?.name ?? connection.companyId}`,
        `Bank: ${connection.provider}`,
        `Fernpay asks to read the account's details and transactions for ${BANK_CONSENT_LIFETIME_DAYS} days.`,
        connection.purpose === 'connect'
          ? 'To authorise an account the company already has (renewing its consent), send its sortCode and accountNumber with Approve; without them the bank picks a new account.'
          : `Account: ${String(account?.account.sortCode ?? '')} ${String(account?.account.accountNumber ?? '')}`,
        open
          ? `This link is valid until ${connection.expiresAt}.`
          : `This link can no longer be used (${connection.status === 'open' ? 'expired' : connection.status}).`,
      ],
      actions: open ? BANK_CONNECTION_BUTTONS.map((b) => ({...b})) : [],
    };
  }
  const record = bankAccountRecord(ctx, id);
  if (!record) return undefined;
  return {
    title: String(record.account.name),
    lines: [
      `Sort code ${String(record.account.sortCode)}, account number ${String(record.account.accountNumber)}`,
      `Status: ${String(record.account.status)}${record.account.isDefault ? ' (default account)' : ''}`,
      record.consentExpiresAt
        ? `Consent ${record.account.bankConsentExpired ? 'expired' : 'expires'} at ${record.consentExpiresAt}; last notice: ${record.consentWarning ?? 'none'}`
        : 'No open-banking consent (added with a bank statement).',
      'Sandbox accounts send no bank-accounts webhooks.',
    ],
    actions: [],
  };
}

/** The bank a company's connection link connects at when the owner names none. */
export const DEFAULT_SANDBOX_PROVIDER = 'ob-natwest-sandbox';
/** The test banks of the served descriptions' `BankProviderConnectable` (a bank the schema drops fails to compile). */
const SANDBOX_BANKS = [
  'ob-natwest-sandbox',
  'ob-lloyds-sandbox',
  'ob-barclays-sandbox',
  'ob-hsbc-sandbox',
  'ob-santander-sandbox',
  'ob-monzo-sandbox',
  'ob-starling-sandbox',
  'ob-revolut-sandbox',
] as const satisfies readonly Schemas['BankProviderConnectable'][];

/**
 * A button of a managed company's `bankAccountConnectionLink` (companies.ts): the test bank of a connect `authUri`,
 * for a link that stays valid for more accounts. The body may name the `-sandbox` bank (`provider`, default
 * `ob-natwest-sandbox`) and the account (`sortCode`, `accountNumber`, `name`). Answers the account added or renewed,
 * `null` after **Decline** or **Let the link expire**.
 */
export async function connectThroughCompanyLink(
  ctx: EngineContext,
  companyId: string,
  action: BankConnectionButton,
  body: unknown,
): Promise<{status: number; body: Json}> {
  const given = body && typeof body === 'object' ? (body as {provider?: unknown}).provider : undefined;
  // One of the documented banks (an account's `provider` is one), not any `ob-*-sandbox` name.
  const provider = SANDBOX_BANKS.find((bank) => bank === given);
  if (given !== undefined && !provider)
    return bankError(`provider must be one of the -sandbox banks: ${SANDBOX_BANKS.join(', ')}`);
  const connection: BankConnection = {
    id: ctx.newId(),
    companyId,
    provider: provider ?? DEFAULT_SANDBOX_PROVIDER,
    redirectUrl: null,
    createdAt: iso(ctx.now()),
    expiresAt: iso(ctx.now() + BANK_AUTH_URI_VALIDITY_MINUTES * 60_000),
    status: 'open',
    accountId: null,
    purpose: 'connect',
  };
  const answer = await testBank(ctx, connection, action, body);
  if (answer.status !== 200) return answer;
  return {status: 200, body: {action, bankAccount: (answer.body as Record<string, Json>).bankAccount ?? null}};
}

/** Bank accounts as a resource module of the engine (listed in a preset: presets/public.ts or presets/provider-only.ts). */
export const BANK_ACCOUNTS: ResourceModule = {
  name: MODULE,
  handlers: Object.fromEntries(BANK_ACCOUNT_APIS.map((api) => [api, BANK_ACCOUNT_HANDLERS])),
  tasks: {
    [CONFIRM_DETAILS]: async (ctx, task) => {
      const record = bankAccountRecord(ctx, task.id);
      if (!record) return;
      const confirmed = (task.data as {confirmed?: boolean} | undefined)?.confirmed !== false;
      if (await applyBankTransition(ctx, record, confirmed ? 'clock.detailsConfirmed' : 'clock.detailsNotConfirmed'))
        if (!confirmed)
          ctx.schedule({at: ctx.now() + MANUAL_CHECK_DELAY_SECONDS * 1000, kind: MANUAL_CHECK, id: task.id});
    },
    [MANUAL_CHECK]: async (ctx, task) => {
      const record = bankAccountRecord(ctx, task.id);
      if (!record) return;
      const rejected =
        record.account.creationType !== 'data_api' &&
        bandOutcome(PUBLIC_BANDS.accountNumber, String(record.account.accountNumber)) === 'disabled';
      await applyBankTransition(ctx, record, 'clock.manualCheck', {pick: (t) => (t.to === 'disabled') === rejected});
    },
  },
  async onTick(ctx) {
    let changed = ctx.state.store[BANK_ACCOUNTS_COLLECTION] === undefined;
    const now = ctx.now();
    for (const record of Object.values(accountStore(ctx))) {
      if (record.account.creationType === 'data_api' && !record.consentExpiresAt) {
        await renewConsent(ctx, record, false);
        changed = true;
      }
      if (!record.consentExpiresAt) continue;
      const expiresAt = Date.parse(record.consentExpiresAt);
      const reached =
        record.consentWarning === null || record.consentWarning === 'up-to-date'
          ? -1
          : CONSENT_NOTICES.findIndex((n) => n.warning === record.consentWarning);
      // Every notice whose time has come since the last one, in order (a clock moved by weeks crosses several).
      for (let i = reached + 1; i < CONSENT_NOTICES.length; i++) {
        const notice = CONSENT_NOTICES[i];
        if (now < expiresAt - notice.daysBefore * DAY_MS) break;
        record.consentWarning = notice.warning;
        if (notice.warning === 'expired') record.account.bankConsentExpired = true;
        await notify(ctx, record, {
          type: 'bank-accounts.reconsent-notification',
          at: iso(now),
          consentExpiryWarning: notice.warning,
        });
        changed = true;
      }
    }
    return changed;
  },
  async bank(ctx, id, action, body) {
    const connection = connectionOf(ctx.state, id);
    if (!connection) return undefined;
    if (!BUTTONS.includes(action))
      return bankError(`a bank connection's test bank has the actions ${BUTTONS.join(', ')}, not ${action}`);
    if (connection.status !== 'open')
      return bankError(
        `this link was already used: the connection is ${connection.status}; call connect again for a new link`,
      );
    if (Date.parse(connection.expiresAt) <= ctx.now()) {
      connection.status = 'failed';
      return bankError(
        `this link expired at ${connection.expiresAt} (valid ${BANK_AUTH_URI_VALIDITY_MINUTES} minutes); call connect again for a new link`,
      );
    }
    return testBank(ctx, connection, action as BankConnectionButton, body);
  },
  bankPage,
};
