/**
 * The constants of Fernpay's documented behaviour, stated once. Pages (through `<Rule id>`), the
 * OpenAPI descriptions (through `{{rule:id}}`), the tests and the sandbox engine read them from here.
 * Pure data: no DOM, no Node API.
 */

/** Webhooks Fernpay sends to an integrator's endpoint. */
export const WEBHOOKS = {
  /** Fernpay waits this long for the `200`; no answer in time counts as a network error. */
  timeoutSeconds: 10,
  /** Waits before the 1st, 2nd and 3rd retry, each counted from the end of the failed attempt. */
  retryDelaysSeconds: [30, 60, 120],
  /** Merchant and partner webhooks are retried only when switched on; provider webhooks always. */
  retriesOnByDefault: false,
  /** A signature whose `t` is further than this from the receiver's clock is rejected. */
  signatureToleranceSeconds: 300,
  /** How long a receiver keeps the hashes of the bodies it accepted (deduplication). */
  dedupeRetentionHours: 24,
  signatureHeader: 'Fernpay-Signature',
  /**
   * The events sent to the `webhookUrl` of the company's integration, retried when that integration has
   * `isRetryWebhookEnabled: true` (`managed-companies` events go to the partner webhook endpoint instead).
   */
  integrationScopes: ['single-payments', 'recurring-payments', 'bank-accounts'],
  /** The same, of the Toolkit API only: their payloads name no integration (it is the terminal's company's). */
  toolkitIntegrationScopes: ['invoices', 'shipping'],
} as const;

/** `Idempotency-Key` on the calls that move money. */
export const IDEMPOTENCY = {
  header: 'Idempotency-Key',
  replayedHeader: 'Idempotency-Replayed',
  keyLifetimeHours: 24,
  keyPattern: '^[A-Za-z0-9_.:-]{1,255}$',
  keyMaxLength: 255,
  /** A `409` (first request still running) is retried after this many seconds, with the same key. */
  conflictRetryAfterSeconds: 1,
  /**
   * Answers never stored under a key, whatever refused the call (credentials, a company's access or verification,
   * the rate limit): nothing was done, and the same request may succeed later. (A `400` or `415` for the request's own
   * form is answered before the key is looked at, so it is not stored either.)
   */
  notStoredStatuses: [401, 403, 429],
} as const;

/** How a client retries `5xx` answers and network errors (pages, SDK, samples). */
export const CLIENT_RETRIES = {
  maxRetries: 5,
  backoffSeconds: [1, 2, 4, 8, 16],
  jitterMaxMs: 250,
} as const;

export type ApiFamily = 'toolkit' | 'partner' | 'public' | 'provider';

export interface RateLimit {
  label: string;
  countedPer: string;
  live: number;
  sandbox: number;
  apis: string;
}

/**
 * Requests per one-minute window, per credential (the public calls: per client IP address). The provider's
 * numbers only: what its table says of them is the provider's own (src/rules/provider.ts).
 */
export const RATE_LIMITS: Record<Exclude<ApiFamily, 'provider'>, RateLimit> & {
  provider: Pick<RateLimit, 'live' | 'sandbox'>;
} = {
  toolkit: {
    label: 'Toolkit APIs',
    apis: 'payments, bank accounts, transactions, customers, inventory, invoices, orders, shipping, suppliers',
    countedPer: 'terminal',
    live: 600,
    sandbox: 120,
  },
  public: {
    label: 'Public payment-flow calls',
    apis: '`/public/...`, no credentials',
    countedPer: 'client IP address',
    live: 60,
    sandbox: 60,
  },
  partner: {
    label: 'Partner APIs',
    apis: 'every managed company together',
    countedPer: 'partner terminal',
    live: 1200,
    sandbox: 240,
  },
  provider: {
    live: 1200,
    sandbox: 240,
  },
};
export const RATE_LIMIT_WINDOW_SECONDS = 60;
/** Sent on every response of every operation (added to each response by the compiler). */
export const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'] as const;

/**
 * What a request may hold (every API, and the sandbox's control surface): the body's size in bytes and
 * characters and its nesting, the URL's length (path and query), and the header block's size. Over them:
 * `413`, `400` (characters, nesting), `414`, `431`; a body on a call that takes JSON, sent as another media
 * type (or as none), `415`. Stated by the rule `request-limits`.
 */
export const REQUEST_LIMITS = {
  maxBodyBytes: 1_048_576,
  maxBodyCharacters: 1_048_576,
  maxBodyDepth: 32,
  maxUrlBytes: 8_192,
  maxHeaderBytes: 16_384,
} as const;

/** Lists of the Toolkit and Partner APIs. */
export const PAGING = {
  defaultPage: 1,
  defaultLimit: 25,
  maxLimit: 100,
  /** Provider account data: items per page (the `Link` header pages them). */
  providerPageSize: 100,
} as const;

/**
 * The working-day rule of recurring payments. A working day is Monday to Friday except the bank
 * holidays of England and Wales (the `date-holidays` calendar, country GB, region ENG); "the day of
 * the call" is the date of the call in UK time.
 */
export const WORKING_DAYS = {
  calendar: {country: 'GB', region: 'ENG', name: 'England and Wales'},
  timeZone: 'Europe/London',
  /** The first collection (`recurringPaymentDate`) is at least this many working days after the day of the call. */
  firstCollectionMinWorkingDays: 6,
  /** The customer sets a recurring payment up at the latest this many working days before the first collection. */
  setupDeadlineWorkingDaysBefore: 3,
} as const;

/** Bank consents of connected bank accounts: warning webhooks before expiry. */
export const CONSENT_WARNINGS_DAYS_BEFORE = [30, 14, 1] as const;
/** A bank consent of a connected account lasts this long from the authorisation (or its renewal). */
export const BANK_CONSENT_LIFETIME_DAYS = 90;
/** The `authUri` of a bank-account connect or reconsent call is valid this long. */
export const BANK_AUTH_URI_VALIDITY_MINUTES = 60;

/** Transaction statistics (Partner API): the default range and the longest range, in days (both ends included). */
export const TRANSACTION_STATISTICS = {defaultRangeDays: 30, maxRangeDays: 366} as const;

/** Field limits shared by several APIs. */
export const FIELD_LIMITS = {
  referenceMax: 12,
  referencePattern: '^[A-Za-z0-9-]{1,12}$',
  descriptionMax: 1000,
  noteTextMax: 1000,
  aliasMax: 18,
  sortCodeDigits: 6,
  accountNumberDigits: 8,
  /** Scheduled payments of one recurring payment (`numberOfPayments`; `0` means indefinite). */
  numberOfPaymentsMax: 1200,
} as const;

/**
 * The provider API's timings and limits (docs-provider/limitations.mdx, the provider overview and the
 * OpenAPI description's Limits section).
 */
export const PROVIDER_LIMITS = {
  /** An authorisation link (`authUrl`, `authorisationFlow.uri`) stops working this long after creation. */
  authorisationLinkMinutes: 60,
  /** Bank access granted by an account access consent usually lasts this long from authorisation. */
  consentAccessDays: 90,
  /** Fernpay checks consents at their banks this often (live); the sandbox checks every minute. */
  statusCheckMinutes: {live: 60, sandbox: 1},
  /** EU consents: reads a day without the end user (`frequencyPerDay`), at most and by default. */
  euMaxFrequencyPerDay: 4,
  /** EU consents: `validUntil` at most (and by default) this many days ahead. */
  euValidUntilMaxDays: 90,
  /** Bulk file payments: `futurePaymentDate` at least this many days after today. */
  bulkMinDaysAhead: 2,
  /** Default `transactionStartDate` of a consent and of the transaction calls. */
  transactionWindowStart: '1970-01-01',
} as const;

/** VRP `periodType` values and `periodAlignment` values (PeriodicLimit). */
export const VRP_PERIOD_TYPES = ['Day', 'Week', 'Fortnight', 'Month', 'Half-year', 'Year'] as const;
export type VrpPeriodType = (typeof VRP_PERIOD_TYPES)[number];
export const VRP_PERIOD_ALIGNMENTS = ['Consent', 'Calendar'] as const;

/**
 * What each VRP bank supports (docs-provider/limitations.mdx "Variable recurring payments"): how it
 * identifies the beneficiary, its `periodType` values, and whether it takes `Calendar` alignment. Its
 * `-sandbox` twin, where one exists, supports the same. Periods are counted in UK time.
 */
export const VRP_BANKS: Record<
  string,
  {identification: 'SortCodeAccountNumber' | 'IBAN'; periodTypes: readonly VrpPeriodType[]; calendar: boolean}
> = {
  'ob-natwest': {identification: 'SortCodeAccountNumber', periodTypes: VRP_PERIOD_TYPES, calendar: true},
  'ob-rbs': {identification: 'SortCodeAccountNumber', periodTypes: VRP_PERIOD_TYPES, calendar: true},
  'ob-ulster': {identification: 'SortCodeAccountNumber', periodTypes: VRP_PERIOD_TYPES, calendar: true},
  'ob-lloyds': {identification: 'SortCodeAccountNumber', periodTypes: ['Day', 'Week', 'Month', 'Year'], calendar: true},
  'ob-halifax': {
    identification: 'SortCodeAccountNumber',
    periodTypes: ['Day', 'Week', 'Month', 'Year'],
    calendar: true,
  },
  'ob-bos': {identification: 'SortCodeAccountNumber', periodTypes: ['Day', 'Week', 'Month', 'Year'], calendar: true},
  'ob-barclays': {
    identification: 'SortCodeAccountNumber',
    periodTypes: ['Day', 'Week', 'Month', 'Year'],
    calendar: true,
  },
  'ob-hsbc': {identification: 'SortCodeAccountNumber', periodTypes: ['Day', 'Week', 'Month', 'Year'], calendar: true},
  'ob-santander': {
    identification: 'SortCodeAccountNumber',
    periodTypes: ['Day', 'Week', 'Month', 'Year'],
    calendar: true,
  },
  'ob-nationwide': {
    identification: 'SortCodeAccountNumber',
    periodTypes: ['Day', 'Week', 'Month', 'Year'],
    calendar: true,
  },
  'ob-monzo': {identification: 'SortCodeAccountNumber', periodTypes: ['Day', 'Week', 'Month'], calendar: false},
  starling: {identification: 'SortCodeAccountNumber', periodTypes: ['Day', 'Week', 'Month'], calendar: true},
  'ob-revolut': {identification: 'IBAN', periodTypes: ['Day', 'Month'], calendar: false},
};
