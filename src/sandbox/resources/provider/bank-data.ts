/**
 * The sandbox banks' data: the accounts of the sandbox end user at each provider and their transactions,
 * generated from seeds (the provider, the account, the day), so every read of the same window gives the
 * same items in the same order and pages stay consistent. The shapes are built by account-data.ts.
 *
 * Each UK bank (`ob-...`) holds a current account and a savings account of Ada Quill; `starling` one
 * primary account; each EU bank (`bg-...`) one BGN current account of Mira Stoyanova. History goes back
 * `HISTORY_DAYS` before today (banks give 12 to 24 months); today's items are pending, earlier ones booked.
 * Pure.
 */
import {own} from '../../kit/keyed';
import {day, DAY_MS, hash32, seededDigits, seededRandom, seededUuid} from './common';

export const HISTORY_DAYS = 395;
const UK_HOLDER = 'Ada Quill';
const EU_HOLDER = 'Mira Stoyanova';

export interface BankAccount {
  /** `AccountId` (UK), `accountUid` (Starling) or `resourceId` (EU). */
  id: string;
  kind: 'uk' | 'starling' | 'eu';
  provider: string;
  holder: string;
  subType: 'CurrentAccount' | 'Savings';
  nickname: string;
  description: string;
  currency: 'GBP' | 'BGN';
  sortCode: string;
  accountNumber: string;
  iban: string;
  openingDate: string;
  /** Starling: the account's main spending category (space). */
  defaultCategory: string;
  /** The balance before the history the bank gives (minor units). */
  openingBalance: number;
}

/** An IBAN with its check digits (ISO 13616: mod 97). */
function iban(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}

const EU_BANK_CODES: Record<string, string> = {'bg-dskbank': 'STSA', 'bg-postbank': 'BPBI', 'bg-ubb': 'UBBS'};

/**
 * The accounts the documented examples name (EXAMPLES.md): Ada Quill's current account at NatWest and at Starling
 * (with its spending category) and Mira Stoyanova's at DSK Bank carry the documented ids and numbers, so that the
 * examples' calls on the seeded consents (seed/provider.ts) find them. Every other account's are generated.
 */
const DOCUMENTED_ACCOUNTS: Readonly<Record<string, Partial<BankAccount>>> = {
  'ob-natwest:current': {id: 'a1f0c3e2-44b7-4d1e-9a52-6c8b3e7f0d15', sortCode: '601613', accountNumber: '20417758'},
  'starling:current': {
    id: '5c9e2f7a-1b34-4d8e-a6f0-2e7d9b3c4a51',
    defaultCategory: 'c4e1a7d2-9f3b-4e60-8a25-7b1d3e9f0c62',
  },
  'bg-dskbank:current': {id: '3dc3d5b3-7023-4848-9853-f5400a64e80f', iban: 'BG19STSA93000123456789'},
};

/** The sandbox end user's accounts at a provider, in the bank's order. */
export function bankAccounts(provider: string): BankAccount[] {
  const documented = (key: string) => own(DOCUMENTED_ACCOUNTS, `${provider}:${key}`);
  // A bank's sort code is the same for both accounts.
  const sortCode = documented('current')?.sortCode;
  return generatedAccounts(provider).map((a) => ({
    ...a,
    ...(sortCode ? {sortCode} : {}),
    ...documented(a.subType === 'Savings' ? 'savings' : 'current'),
  }));
}

function generatedAccounts(provider: string): BankAccount[] {
  const seed = (s: string) => `${provider}:${s}`;
  if (provider.startsWith('bg-')) {
    const code = EU_BANK_CODES[provider] ?? 'UNCR';
    return [
      {
        id: seededUuid(seed('current')),
        kind: 'eu',
        provider,
        holder: EU_HOLDER,
        subType: 'CurrentAccount',
        nickname: 'Current account',
        description: 'Current account',
        currency: 'BGN',
        sortCode: '',
        accountNumber: '',
        iban: iban('BG', `${code}${seededDigits(seed('iban'), 14)}`),
        openingDate: '2020-05-11',
        defaultCategory: '',
        openingBalance: 150_000,
      },
    ];
  }
  const sortCode = provider === 'starling' ? '608371' : `60${seededDigits(seed('sort'), 4)}`;
  const base = {
    provider,
    holder: UK_HOLDER,
    currency: 'GBP' as const,
    sortCode,
    iban: '',
    kind: provider === 'starling' ? ('starling' as const) : ('uk' as const),
  };
  const current: BankAccount = {
    ...base,
    id: seededUuid(seed('current')),
    subType: 'CurrentAccount',
    nickname: 'Everyday',
    description: 'Current Account',
    accountNumber: seededDigits(seed('current-number'), 8),
    openingDate: '2019-03-14',
    defaultCategory: seededUuid(seed('current-category')),
    openingBalance: 120_000,
  };
  if (provider === 'starling') return [current];
  return [
    current,
    {
      ...base,
      id: seededUuid(seed('savings')),
      subType: 'Savings',
      nickname: 'Rainy day',
      description: 'Instant Saver',
      accountNumber: seededDigits(seed('savings-number'), 8),
      openingDate: '2021-09-02',
      defaultCategory: seededUuid(seed('savings-category')),
      openingBalance: 250_000,
    },
  ];
}

export function findAccount(provider: string, id: string): BankAccount | undefined {
  return bankAccounts(provider).find((a) => a.id === id);
}

export interface BankTransaction {
  /** Unique within the account. */
  id: string;
  accountId: string;
  date: string;
  /** Booking time (ms). */
  at: number;
  credit: boolean;
  /** Minor units, positive. */
  amount: number;
  counterparty: string;
  information: string;
  kind: 'salary' | 'card' | 'bill' | 'transfer' | 'interest';
  merchantCategoryCode: string | null;
  /** Made today: not yet booked. */
  pending: boolean;
}

const MERCHANTS: {name: string; info: string; mcc: string; min: number; max: number}[] = [
  {name: 'Larch Row Coffee', info: 'LARCH ROW COFFEE EDINBURGH', mcc: '5814', min: 250, max: 1400},
  {name: 'Thistle Grocers', info: 'THISTLE GROCERS LEITH', mcc: '5411', min: 800, max: 7800},
  {name: 'Northern Rail', info: 'NORTHERN RAIL TICKETS', mcc: '4112', min: 450, max: 4600},
  {name: 'Quill & Page Books', info: 'QUILL AND PAGE BOOKS', mcc: '5942', min: 700, max: 3200},
  {name: 'Harbour Pharmacy', info: 'HARBOUR PHARMACY', mcc: '5912', min: 300, max: 2400},
  {name: 'Kiln Street Kitchen', info: 'KILN STREET KITCHEN', mcc: '5812', min: 1200, max: 6400},
];
const EU_MERCHANTS = [
  {name: 'Mladost Pharmacy', info: 'Card payment', mcc: '5912', min: 300, max: 4200},
  {name: 'Vitosha Garden Supplies EOOD', info: 'Garden supplies', mcc: '5261', min: 1500, max: 12000},
  {name: 'Sofia Public Transport', info: 'Card payment', mcc: '4111', min: 160, max: 1000},
  {name: 'Lozenets Market', info: 'Card payment', mcc: '5411', min: 900, max: 8800},
];

/**
 * The transactions the documented examples name by id (EXAMPLES.md), on their account and day, beside the generated
 * ones: on Ada Quill's NatWest current account, the payment of 49.99 to Bramble & Finch, `txn-20260706-000913` (in the
 * July statement and webhook examples), and July's pay, `txn-20260701-000204` (the get-a-transaction example's, booked
 * at 06:00 on the examples' day, so a sandbox started then finds it), which takes the place of the day's generated pay
 * (`replaces`). A reader's sandbox finds each from its time on, while the bank's history holds the day.
 */
type DocumentedTransaction = Omit<BankTransaction, 'accountId' | 'date' | 'pending'> & {
  id: string;
  /** The generated transaction of that kind that day which this one is (dropped from the generated ones). */
  replaces?: BankTransaction['kind'];
};
const DOCUMENTED_TRANSACTIONS: Readonly<Record<string, readonly DocumentedTransaction[]>> = {
  'a1f0c3e2-44b7-4d1e-9a52-6c8b3e7f0d15:2026-07-01': [
    {
      id: 'txn-20260701-000204',
      at: Date.parse('2026-07-01T06:00:00.000Z'),
      credit: true,
      amount: 185_000,
      counterparty: 'Heron & Vale Studios Ltd',
      information: 'HERON & VALE STUDIOS JULY PAY',
      kind: 'salary',
      merchantCategoryCode: null,
      replaces: 'salary',
    },
  ],
  'a1f0c3e2-44b7-4d1e-9a52-6c8b3e7f0d15:2026-07-06': [
    {
      id: 'txn-20260706-000913',
      at: Date.parse('2026-07-06T09:02:31.000Z'),
      credit: false,
      amount: 4_999,
      counterparty: 'Bramble & Finch Ltd',
      information: 'BRAMBLE & FINCH KL-INV-0457',
      kind: 'transfer',
      merchantCategoryCode: null,
    },
  ],
};

/**
 * Each account's days, remembered: a day's transactions are a function of the account (which its bank and id name:
 * the accounts are generated from the bank's name) and the date, and a balance reads every day of the history (395) on
 * each call. Frozen, so no caller changes what the next one reads; emptied past 100,000 days.
 */
const DAYS = new Map<string, readonly Readonly<BankTransaction>[]>();

/** The transactions of one day, in booking order: the generated ones and the documented ones of that day. */
function transactionsOfDay(account: BankAccount, date: string): readonly Readonly<BankTransaction>[] {
  const key = `${account.provider}:${account.id}:${date}`;
  let items = DAYS.get(key);
  if (!items) {
    if (DAYS.size >= 100_000) DAYS.clear();
    items = Object.freeze(dayOfTransactions(account, date).map((t) => Object.freeze(t)));
    DAYS.set(key, items);
  }
  return items;
}

function dayOfTransactions(account: BankAccount, date: string): BankTransaction[] {
  const listed = own(DOCUMENTED_TRANSACTIONS, `${account.id}:${date}`) ?? [];
  const replaced = new Set(listed.map((t) => t.replaces).filter((k) => k !== undefined));
  const documented = listed.map(({replaces: _replaces, ...t}) => ({...t, accountId: account.id, date, pending: false}));
  const generated = generatedTransactionsOfDay(account, date).filter((t) => !replaced.has(t.kind));
  return [...generated, ...documented].sort((a, b) => a.at - b.at);
}

function generatedTransactionsOfDay(account: BankAccount, date: string): BankTransaction[] {
  const random = seededRandom(`${account.id}:${date}`);
  const midnight = Date.parse(`${date}T00:00:00.000Z`);
  const dom = Number(date.slice(8, 10));
  const items: Omit<BankTransaction, 'id' | 'accountId' | 'date' | 'pending'>[] = [];
  const eu = account.kind === 'eu';
  if (account.subType === 'Savings') {
    if (dom === 1)
      items.push({
        at: midnight + 7 * 3_600_000,
        credit: true,
        amount: 20_000,
        counterparty: UK_HOLDER,
        information: 'MONTHLY SAVINGS',
        kind: 'transfer',
        merchantCategoryCode: null,
      });
    if (dom === 28)
      items.push({
        at: midnight + 5 * 3_600_000,
        credit: true,
        amount: 300 + Math.floor(random() * 900),
        counterparty: account.provider,
        information: 'INTEREST',
        kind: 'interest',
        merchantCategoryCode: null,
      });
  } else {
    if (dom === 1)
      items.push({
        at: midnight + 6 * 3_600_000,
        credit: true,
        amount: eu ? 240_000 : 185_000,
        counterparty: eu ? 'Sofia Tram Works AD' : 'Heron & Vale Studios Ltd',
        information: eu ? 'Salary' : 'HERON & VALE STUDIOS PAY',
        kind: 'salary',
        merchantCategoryCode: null,
      });
    if (dom === 3)
      items.push({
        at: midnight + 9 * 3_600_000,
        credit: false,
        amount: eu ? 90_000 : 95_000,
        counterparty: eu ? 'Lozenets Lettings OOD' : 'Larch Row Lettings Ltd',
        information: eu ? 'Rent' : 'LARCH ROW LETTINGS RENT',
        kind: 'bill',
        merchantCategoryCode: null,
      });
    const count = random() < 0.3 ? 0 : random() < 0.7 ? 1 : 2;
    const shops = eu ? EU_MERCHANTS : MERCHANTS;
    for (let i = 0; i < count; i++) {
      const shop = shops[Math.floor(random() * shops.length)];
      items.push({
        at: midnight + (8 + Math.floor(random() * 13)) * 3_600_000 + Math.floor(random() * 3_600_000),
        credit: false,
        amount: shop.min + Math.floor(random() * (shop.max - shop.min)),
        counterparty: shop.name,
        information: shop.info,
        kind: 'card',
        merchantCategoryCode: shop.mcc,
      });
    }
  }
  items.sort((a, b) => a.at - b.at);
  const stamp = date.replace(/-/g, '');
  const prefix = eu ? account.provider.replace(/^bg-/, '').slice(0, 3) : 'txn';
  return items.map((t, i) => ({
    ...t,
    at: Math.floor(t.at / 1000) * 1000,
    id: `${prefix}-${stamp}-${String(hash32(`${account.id}:${date}`) % 10_000).padStart(4, '0')}${String(i).padStart(2, '0')}`,
    accountId: account.id,
    date,
    pending: false,
  }));
}

/** The first day of history the bank holds, as of `nowMs`. */
export function firstAvailableDay(account: BankAccount, nowMs: number): string {
  const earliest = day(nowMs - HISTORY_DAYS * DAY_MS);
  return earliest > account.openingDate ? earliest : account.openingDate;
}

/**
 * The account's transactions booked from `from` to `to` (dates, inclusive) that exist at `nowMs`, newest
 * first. Items of today are `pending`.
 */
export function transactionsOf(account: BankAccount, from: string, to: string, nowMs: number): BankTransaction[] {
  const today = day(nowMs);
  const start = [from, firstAvailableDay(account, nowMs)].sort()[1];
  const end = [to, today].sort()[0];
  const out: BankTransaction[] = [];
  for (let t = Date.parse(`${end}T00:00:00.000Z`); t >= Date.parse(`${start}T00:00:00.000Z`); t -= DAY_MS) {
    const date = day(t);
    const items = transactionsOfDay(account, date).filter((x) => x.at <= nowMs);
    for (let i = items.length - 1; i >= 0; i--) out.push({...items[i], pending: date === today});
  }
  return out;
}

/** Booked and available balances (minor units, signed) at `nowMs`. */
export function balancesOf(account: BankAccount, nowMs: number): {booked: number; available: number} {
  const all = transactionsOf(account, '1970-01-01', day(nowMs), nowMs);
  const signed = (t: BankTransaction) => (t.credit ? t.amount : -t.amount);
  const booked = account.openingBalance + all.filter((t) => !t.pending).reduce((s, t) => s + signed(t), 0);
  const pendingDebits = all.filter((t) => t.pending && !t.credit).reduce((s, t) => s + t.amount, 0);
  return {booked, available: booked - pendingDebits};
}

/** A transaction by id, within the history the bank holds. */
export function findTransaction(account: BankAccount, id: string, nowMs: number): BankTransaction | undefined {
  const m = /-(\d{4})(\d{2})(\d{2})-\d{6}$/.exec(id);
  if (!m) return undefined;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  return transactionsOf(account, date, date, nowMs).find((t) => t.id === id);
}
