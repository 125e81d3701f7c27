/**
 * Account data read with a consent: UK accounts, balances and transactions (the Open Banking shape for
 * `ob-...` banks, Starling's shape for `starling`), Starling category feeds, and EU accounts, balances and
 * transactions. The data is the sandbox bank's (bank-data.ts), the same on every read; lists are paged
 * (`PAGING.providerPageSize`, newest first, `Link` header). A UK consent must be `Authorised` and cover the
 * call; otherwise the bank's error is passed on (`500`, as documented). The data webhooks (`ACCOUNTS`,
 * `ACCOUNT`, `ACCOUNT_BALANCES`, `ACCOUNT_TRANSACTIONS`, `ACCOUNT_TRANSACTION`) go to registered URLs only.
 * Pure.
 */
import {PROVIDER_LIMITS} from '../../../rules';
import type {Json} from '../../openapi';
import type {EngineContext, Handler, HandlerContext, Reply, ResourceModule} from '../../types';
import {linkedPage} from '../../kit/paging';
import {ifFound, orNotFound} from '../../kit/not-found';
import {
  balancesOf,
  bankAccounts,
  findAccount,
  firstAvailableDay,
  transactionsOf,
  type BankAccount,
  type BankTransaction,
} from './bank-data';
import {PROVIDER_API, bankError, checkedSince, collection, day, formatCents, iso, refused, seededUuid} from './common';
import {euConsents, isRegistered, ukConsents, type ProviderSchemas, type UkConsentRecord} from './records';

type JsonObject = Record<string, Json>;
const money = (minorUnits: number, currency: string) => ({
  Amount: formatCents(Math.abs(minorUnits)),
  Currency: currency,
});
const starlingMoney = (minorUnits: number, currency: string) => ({currency, minorUnits: Math.max(0, minorUnits)});
const scheme = (a: BankAccount) => ({
  SchemeName: 'UK.OBIE.SortCodeAccountNumber',
  Identification: `${a.sortCode}${a.accountNumber}`,
  Name: a.holder,
});

// ---- shapes -----------------------------------------------------------------------------------------

export function ukAccount(a: BankAccount): ProviderSchemas['UkAccount'] {
  return {
    AccountId: a.id,
    Status: 'Enabled',
    Currency: a.currency,
    AccountType: 'Personal',
    AccountSubType: a.subType,
    Description: a.description,
    Nickname: a.nickname,
    OpeningDate: a.openingDate,
    Account: [scheme(a)],
  };
}

export function starlingAccount(a: BankAccount): ProviderSchemas['StarlingAccount'] {
  return {
    accountUid: a.id,
    accountType: a.subType === 'Savings' ? 'SAVINGS' : 'PRIMARY',
    defaultCategory: a.defaultCategory,
    currency: a.currency,
    createdAt: `${a.openingDate}T08:30:00.000Z`,
    name: 'Personal',
  };
}

export function ukBalances(a: BankAccount, nowMs: number): ProviderSchemas['UkBalance'][] {
  const {booked, available} = balancesOf(a, nowMs);
  const at = iso(Math.floor(nowMs / 1000) * 1000);
  const indicator = (v: number) => (v < 0 ? 'Debit' : 'Credit');
  return [
    {
      AccountId: a.id,
      CreditDebitIndicator: indicator(available),
      Type: 'InterimAvailable',
      DateTime: at,
      Amount: money(available, a.currency),
      ...(a.subType === 'CurrentAccount'
        ? {CreditLine: [{Included: true, Type: 'Pre-Agreed', Amount: money(50_000, a.currency)}]}
        : {}),
    },
    {
      AccountId: a.id,
      CreditDebitIndicator: indicator(booked),
      Type: 'InterimBooked',
      DateTime: at,
      Amount: money(booked, a.currency),
    },
  ];
}

export function starlingBalance(a: BankAccount, nowMs: number): ProviderSchemas['StarlingBalance'] {
  const {booked, available} = balancesOf(a, nowMs);
  return {
    clearedBalance: starlingMoney(booked, a.currency),
    effectiveBalance: starlingMoney(available, a.currency),
    pendingTransactions: starlingMoney(booked - available, a.currency),
    acceptedOverdraft: starlingMoney(0, a.currency),
    amount: starlingMoney(available, a.currency),
    totalClearedBalance: starlingMoney(booked, a.currency),
    totalEffectiveBalance: starlingMoney(available, a.currency),
  };
}

/** A UK transaction as the sandbox banks give it: as documented, without `SupplementaryData` (none of them sends any). */
type UkTransaction = Omit<ProviderSchemas['UkTransaction'], 'SupplementaryData'>;

export function ukTransaction(a: BankAccount, t: BankTransaction): UkTransaction {
  const other = {
    SchemeName: 'UK.OBIE.SortCodeAccountNumber',
    Identification: `20000${t.id.slice(-9)}`,
    Name: t.counterparty,
  };
  return {
    AccountId: a.id,
    TransactionId: t.id,
    ...(t.kind === 'card' ? {} : {TransactionReference: t.information.slice(0, 35)}),
    CreditDebitIndicator: t.credit ? 'Credit' : 'Debit',
    Status: t.pending ? 'Pending' : 'Booked',
    TransactionMutability: t.pending ? 'Mutable' : 'Immutable',
    BookingDateTime: iso(t.at),
    ...(t.pending ? {} : {ValueDateTime: iso(t.at)}),
    TransactionInformation: t.information,
    Amount: money(t.amount, a.currency),
    BankTransactionCode:
      t.kind === 'card'
        ? {Code: 'IssuedCreditTransfers', SubCode: 'CardPayment'}
        : t.credit
          ? {Code: 'ReceivedCreditTransfers', SubCode: 'DomesticCreditTransfer'}
          : {Code: 'IssuedCreditTransfers', SubCode: 'DomesticCreditTransfer'},
    ...(t.merchantCategoryCode
      ? {MerchantDetails: {MerchantName: t.counterparty, MerchantCategoryCode: t.merchantCategoryCode}}
      : {}),
    ...(t.kind === 'card'
      ? {
          CardInstrument: {
            CardSchemeName: 'VISA',
            AuthorisationType: 'Contactless',
            Name: a.holder.toUpperCase(),
            Identification: '************4821',
          },
        }
      : t.credit
        ? {DebtorAccount: other}
        : {CreditorAccount: other}),
  };
}

const SPENDING: Record<BankTransaction['kind'], ProviderSchemas['StarlingFeedItem']['spendingCategory']> = {
  salary: 'INCOME',
  card: 'SHOPPING',
  bill: 'BILLS_AND_SERVICES',
  transfer: 'SAVING',
  interest: 'INCOME',
};

export function starlingFeedItem(a: BankAccount, t: BankTransaction): ProviderSchemas['StarlingFeedItem'] {
  const amount = starlingMoney(t.amount, a.currency);
  return {
    feedItemUid: seededUuid(`feed:${a.id}:${t.id}`),
    categoryUid: a.defaultCategory,
    amount,
    sourceAmount: amount,
    direction: t.credit ? 'IN' : 'OUT',
    updatedAt: iso(t.at + 3000),
    transactionTime: iso(t.at),
    settlementTime: t.pending ? null : iso(t.at + 3000),
    source: t.kind === 'card' ? 'MASTER_CARD' : t.credit ? 'FASTER_PAYMENTS_IN' : 'FASTER_PAYMENTS_OUT',
    ...(t.kind === 'card' ? {sourceSubType: 'CONTACTLESS'} : {}),
    status: t.pending ? 'PENDING' : 'SETTLED',
    counterPartyType: t.kind === 'card' ? 'MERCHANT' : t.credit ? 'SENDER' : 'PAYEE',
    counterPartyName: t.counterparty,
    reference: t.information,
    country: 'GB',
    spendingCategory: SPENDING[t.kind],
    hasAttachment: false,
    hasReceipt: false,
  };
}

export function euAccountReference(a: BankAccount): ProviderSchemas['EuAccountReference'] {
  return {iban: a.iban, currency: a.currency};
}

function euAccount(a: BankAccount): ProviderSchemas['EuAccount'] {
  return {
    resourceId: a.id,
    iban: a.iban,
    name: a.holder,
    product: a.description,
    currency: a.currency,
    links: {
      account: {href: `/v1/accounts/${a.id}`},
      balances: {href: `/v1/accounts/${a.id}/balances`},
      transactions: {href: `/v1/accounts/${a.id}/transactions`},
    },
  };
}

function euTransaction(a: BankAccount, t: BankTransaction): ProviderSchemas['EuTransaction'] {
  const amount = {currency: a.currency, amount: `${t.credit ? '' : '-'}${formatCents(t.amount)}`};
  return {
    transactionId: t.id,
    ...(t.pending ? {} : {bookingDate: t.date}),
    valueDate: t.date,
    transactionAmount: amount,
    ...(t.credit ? {debtorName: t.counterparty} : {creditorName: t.counterparty}),
    remittanceInformationUnstructured: t.information,
  };
}

// ---- consents ---------------------------------------------------------------------------------------

/** The consent of a UK data call, `Authorised`, or the documented answer. */
function authorisedConsent(ctx: HandlerContext): UkConsentRecord | Reply {
  const id = ctx.pathParams.consentId;
  return ifFound(
    ukConsents(ctx.state)[id],
    (record) =>
      record.consent.status === 'Authorised'
        ? record
        : bankError('UK.OBIE.Resource.InvalidConsentStatus', 'Consent is not in Authorised status', 'ConsentId'),
    {param: 'consentId', id},
  );
}

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && typeof (value as Reply).status === 'number';

/** The flows that cover a call: balances need `balances` or `transactions`, transactions `transactions`. */
const notCovered = (what: string) =>
  bankError('UK.OBIE.Resource.ConsentMismatch', `The consent does not cover ${what}`, 'ConsentId');

/** The account of a call: one of the bank's (404 otherwise); for balances and transactions, the consent's. */
function accountOf(ctx: HandlerContext, record: UkConsentRecord, own: boolean): BankAccount | Reply {
  const id = ctx.pathParams.accountId;
  const account = findAccount(String(record.consent.provider), id);
  return orNotFound(account && (!own || record.consent.accountId === id) && account, {param: 'accountId', id});
}

const isStarling = (record: UkConsentRecord) => record.consent.provider === 'starling';

/** The window of a transactions call: the query's dates, cut to the consent's window (end: today at most). */
function windowOf(ctx: HandlerContext, record: UkConsentRecord): {from: string; to: string} {
  const consentFrom = String(record.consent.transactionStartDate);
  const consentTo = String(record.consent.transactionEndDate);
  const from = [String(ctx.query.transactionStartDate ?? consentFrom), consentFrom].sort()[1];
  const to = [String(ctx.query.transactionEndDate ?? consentTo), consentTo, day(ctx.now())].sort()[0];
  return {from, to};
}

const withHeaders = (reply: Reply, headers: Record<string, string>): Reply => ({...reply, headers});

function selfLinks(ctx: HandlerContext): {Self: string} {
  return {Self: linkedPage(ctx, []).links.Self};
}

// ---- handlers ---------------------------------------------------------------------------------------

const listAccounts: Handler = (ctx) => {
  const record = authorisedConsent(ctx);
  if (isReply(record)) return record;
  const accounts = bankAccounts(String(record.consent.provider));
  const page = linkedPage(ctx, accounts);
  if (isStarling(record))
    return withHeaders({status: 200, body: {accounts: page.items.map(starlingAccount)}}, page.headers);
  return withHeaders(
    {
      status: 200,
      body: {Data: {Account: page.items.map(ukAccount)}, Links: page.links, Meta: {TotalPages: page.totalPages}},
    },
    page.headers,
  );
};

const getAccount: Handler = (ctx) => {
  const record = authorisedConsent(ctx);
  if (isReply(record)) return record;
  const account = accountOf(ctx, record, false);
  if (isReply(account)) return account;
  return {status: 200, body: {Data: {Account: [ukAccount(account)]}, Links: selfLinks(ctx), Meta: {TotalPages: 1}}};
};

const getAccountBalances: Handler = (ctx) => {
  const record = authorisedConsent(ctx);
  if (isReply(record)) return record;
  if (record.consent.flow === 'accounts') return notCovered('balances');
  const account = accountOf(ctx, record, true);
  if (isReply(account)) return account;
  if (isStarling(record)) return {status: 200, body: starlingBalance(account, ctx.now())};
  return {
    status: 200,
    body: {Data: {Balance: ukBalances(account, ctx.now())}, Links: selfLinks(ctx), Meta: {TotalPages: 1}},
  };
};

function transactionsFor(
  ctx: HandlerContext,
): {record: UkConsentRecord; account: BankAccount; items: BankTransaction[]} | Reply {
  const record = authorisedConsent(ctx);
  if (isReply(record)) return record;
  if (record.consent.flow !== 'transactions') return notCovered('transactions');
  const account = accountOf(ctx, record, true);
  if (isReply(account)) return account;
  const {from, to} = windowOf(ctx, record);
  return {record, account, items: from > to ? [] : transactionsOf(account, from, to, ctx.now())};
}

const listAccountTransactions: Handler = (ctx) => {
  const found = transactionsFor(ctx);
  if (isReply(found)) return found;
  const {record, account, items} = found;
  const page = linkedPage(ctx, items);
  if (isStarling(record))
    return withHeaders(
      {status: 200, body: {feedItems: page.items.map((t) => starlingFeedItem(account, t))}},
      page.headers,
    );
  return withHeaders(
    {
      status: 200,
      body: {
        Data: {Transaction: page.items.map((t) => ukTransaction(account, t))},
        Links: page.links,
        Meta: {
          TotalPages: page.totalPages,
          FirstAvailableDateTime: `${firstAvailableDay(account, ctx.now())}T00:00:00.000Z`,
          LastAvailableDateTime: iso(Math.floor(ctx.now() / 1000) * 1000),
        },
      },
    },
    page.headers,
  );
};

const getAccountTransaction: Handler = (ctx) => {
  const record = authorisedConsent(ctx);
  if (isReply(record)) return record;
  if (record.consent.flow !== 'transactions') return notCovered('transactions');
  const account = accountOf(ctx, record, true);
  if (isReply(account)) return account;
  const id = ctx.pathParams.transactionId;
  const {from, to} = {from: String(record.consent.transactionStartDate), to: String(record.consent.transactionEndDate)};
  const found = transactionsOf(account, from, to, ctx.now()).find(
    (t) => t.id === id || (isStarling(record) && starlingFeedItem(account, t).feedItemUid === id),
  );
  return ifFound(
    found,
    (found): Reply => ({
      status: 200,
      body: {Data: {Transaction: [ukTransaction(account, found)]}, Links: selfLinks(ctx), Meta: {TotalPages: 1}},
    }),
    {param: 'transactionId', id},
  );
};

const listCategoryTransactions: Handler = (ctx) => {
  const found = transactionsFor(ctx);
  if (isReply(found)) return found;
  const {record, account, items} = found;
  const category = ctx.pathParams.categoryId;
  const allowed = [account.defaultCategory, record.consent.starlingCategoryId].filter(Boolean);
  return ifFound(
    isStarling(record) && allowed.includes(category),
    () => {
      const page = linkedPage(ctx, category === account.defaultCategory ? items : []);
      return withHeaders(
        {status: 200, body: {feedItems: page.items.map((t) => starlingFeedItem(account, t))}},
        page.headers,
      );
    },
    {param: 'categoryId', id: category},
  );
};

// ---- EU ---------------------------------------------------------------------------------------------

function euAccountsOf(ctx: HandlerContext): {provider: string; ibans: string[]} | Reply {
  const id = ctx.pathParams.consentId;
  return ifFound(
    euConsents(ctx.state)[id],
    (record) => {
      if (record.consent.consentStatus !== 'valid')
        return refused(
          `Consent ${id} is ${String(record.consent.consentStatus)}; EU account data needs a valid consent`,
        );
      const access = record.consent.access as {balances: {iban?: string}[]; transactions: {iban?: string}[]};
      const ibans = [...access.balances, ...access.transactions].map((r) => r.iban).filter((x): x is string => !!x);
      return {provider: String(record.consent.provider), ibans};
    },
    {param: 'consentId', id},
  );
}

function euAccountOf(ctx: HandlerContext): BankAccount | Reply {
  const found = euAccountsOf(ctx);
  if (isReply(found)) return found;
  const account = findAccount(found.provider, ctx.pathParams.accountId);
  return orNotFound(account && found.ibans.includes(account.iban) && account, {
    param: 'accountId',
    id: ctx.pathParams.accountId,
  });
}

const listEuAccounts: Handler = (ctx) => {
  const found = euAccountsOf(ctx);
  if (isReply(found)) return found;
  const page = linkedPage(
    ctx,
    bankAccounts(found.provider).filter((a) => found.ibans.includes(a.iban)),
  );
  return withHeaders({status: 200, body: {accounts: page.items.map(euAccount)}}, page.headers);
};

const getEuAccountBalances: Handler = (ctx) => {
  const account = euAccountOf(ctx);
  if (isReply(account)) return account;
  const now = ctx.now();
  const {booked, available} = balancesOf(account, now);
  const amount = (v: number) => ({
    currency: account.currency,
    amount: `${v < 0 ? '-' : ''}${formatCents(Math.abs(v))}`,
  });
  return {
    status: 200,
    body: {
      account: euAccountReference(account),
      balances: [
        {
          balanceType: 'interimAvailable',
          balanceAmount: amount(available),
          referenceDate: day(now),
          lastChangeDateTime: iso(Math.floor(now / 1000) * 1000),
        },
        {balanceType: 'interimBooked', balanceAmount: amount(booked), referenceDate: day(now)},
      ] as JsonObject[],
    },
  };
};

const listEuAccountTransactions: Handler = (ctx) => {
  const account = euAccountOf(ctx);
  if (isReply(account)) return account;
  const from = String(ctx.query.transactionStartDate ?? PROVIDER_LIMITS.transactionWindowStart);
  const to = [String(ctx.query.transactionEndDate ?? day(ctx.now())), day(ctx.now())].sort()[0];
  const items = from > to ? [] : transactionsOf(account, from, to, ctx.now());
  const page = linkedPage(ctx, items);
  return withHeaders(
    {
      status: 200,
      body: {
        account: euAccountReference(account),
        transactions: {
          booked: page.items.filter((t) => !t.pending).map((t) => euTransaction(account, t)),
          pending: page.items.filter((t) => t.pending).map((t) => euTransaction(account, t)),
        },
      },
    },
    page.headers,
  );
};

// ---- data webhooks ----------------------------------------------------------------------------------

const ACCOUNTS_SCOPE = 'ACCOUNTS';

/** What the first page of a consent's transactions is at `nowMs` (the `ACCOUNT_TRANSACTIONS` webhook's data). */
function consentTransactions(record: UkConsentRecord, account: BankAccount, nowMs: number): BankTransaction[] {
  const to = [String(record.consent.transactionEndDate), day(nowMs)].sort()[0];
  return transactionsOf(account, String(record.consent.transactionStartDate), to, nowMs);
}

/**
 * When a consent becomes `Authorised`, Fernpay reads what it covers and sends, to the URLs registered for
 * each event: `ACCOUNTS`, one `ACCOUNT` per account, and (balances and transactions consents)
 * `ACCOUNT_BALANCES`, and (transactions consents) `ACCOUNT_TRANSACTIONS` (the first page).
 */
export async function emitAuthorisedData(ctx: EngineContext, record: UkConsentRecord): Promise<void> {
  const consentId = String(record.consent.consentID);
  const provider = String(record.consent.provider);
  const starling = provider === 'starling';
  const now = ctx.now();
  const send = async (event: string, data: JsonObject) => {
    if (isRegistered(ctx.state, consentId, event))
      await ctx.emitWebhook(`${ACCOUNTS_SCOPE}.${event}`, {consentId, ...data});
  };
  const accounts = bankAccounts(provider);
  await send('ACCOUNTS', starling ? {accounts: accounts.map(starlingAccount)} : {Account: accounts.map(ukAccount)});
  for (const a of accounts) await send('ACCOUNT', starling ? {account: starlingAccount(a)} : {Account: ukAccount(a)});
  const own = accounts.find((a) => a.id === record.consent.accountId);
  if (!own || record.consent.flow === 'accounts') return;
  await send('ACCOUNT_BALANCES', starling ? {balance: starlingBalance(own, now)} : {Balance: ukBalances(own, now)});
  if (record.consent.flow !== 'transactions') return;
  const first = consentTransactions(record, own, now).slice(0, 100);
  await send(
    'ACCOUNT_TRANSACTIONS',
    starling
      ? {feedItems: first.map((t) => starlingFeedItem(own, t))}
      : {Transaction: first.map((t) => ukTransaction(own, t))},
  );
}

/** What the last check saw of a consent's account: balances and the transactions' statuses. */
interface CheckMemory {
  at: number;
  booked: number;
  available: number;
  seen: Record<string, boolean>;
}

/**
 * The status check (every minute in the sandbox): for each `Authorised` consent covering balances or
 * transactions, `ACCOUNT_BALANCES` when they changed and one `ACCOUNT_TRANSACTION` per new transaction or
 * status change since the last check, to registered URLs.
 */
async function checkData(ctx: EngineContext): Promise<boolean> {
  const memory = collection<CheckMemory>(ctx.state, 'provider-data-checks');
  const now = ctx.now();
  let changed = false;
  for (const record of Object.values(ukConsents(ctx.state))) {
    const consentId = String(record.consent.consentID);
    const c = record.consent;
    if (c.status !== 'Authorised' || c.flow === 'accounts') continue;
    const account = findAccount(String(c.provider), String(c.accountId));
    if (!account) continue;
    const last = memory[consentId];
    if (last && !checkedSince(last.at, now)) continue;
    const starling = c.provider === 'starling';
    const {booked, available} = balancesOf(account, now);
    const recent =
      c.flow === 'transactions'
        ? consentTransactions(record, account, now).filter((t) => t.at > now - 2 * 86_400_000)
        : [];
    const seen = Object.fromEntries(recent.map((t) => [t.id, t.pending]));
    if (last) {
      if (last.booked !== booked || last.available !== available)
        if (isRegistered(ctx.state, consentId, 'ACCOUNT_BALANCES'))
          await ctx.emitWebhook(`${ACCOUNTS_SCOPE}.ACCOUNT_BALANCES`, {
            consentId,
            ...(starling ? {balance: starlingBalance(account, now)} : {Balance: ukBalances(account, now)}),
          });
      if (isRegistered(ctx.state, consentId, 'ACCOUNT_TRANSACTION'))
        for (const t of [...recent].reverse())
          if (last.seen[t.id] === undefined ? t.at > last.at : last.seen[t.id] !== t.pending)
            await ctx.emitWebhook(`${ACCOUNTS_SCOPE}.ACCOUNT_TRANSACTION`, {
              consentId,
              ...(starling ? {feedItem: starlingFeedItem(account, t)} : {Transaction: ukTransaction(account, t)}),
            });
    }
    memory[consentId] = {at: now, booked, available, seen};
    changed = true;
  }
  return changed;
}

export const ACCOUNT_DATA: ResourceModule = {
  name: 'provider-account-data',
  handlers: {
    [PROVIDER_API]: {
      listAccounts,
      getAccount,
      getAccountBalances,
      listAccountTransactions,
      getAccountTransaction,
      listCategoryTransactions,
      listEuAccounts,
      getEuAccountBalances,
      listEuAccountTransactions,
    },
  },
  onTick: checkData,
};
