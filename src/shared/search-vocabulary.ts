/**
 * The payments vocabulary of search: what integrators type for what the APIs call otherwise. Plain data (no
 * browser or Node API), read by the search box's query planner (src/shared/search-plan.ts) and meant for any
 * other search over these docs (an MCP server's `search_docs`).
 *
 * How it was made: by hand. The API's own words (`terms`) were taken from the operation summaries of the
 * built references (Cancel, Void, Restore, Ban or reactivate, Rename, Revoke, Get transaction statistics,
 * Record the tracking details of a shipment, Submit the one-time passcode, ...), the status enums and their
 * descriptions, and the guides' headings; the words integrators use instead (`also`) were written against each
 * and reviewed one by one. No script extracts them from the OpenAPI: `tests/unit/search.test.ts` checks that
 * every word of `terms` is still a word of the sources (openapi/, docs/, docs-provider/, src/rules/), so a
 * renamed operation shows here, and that every verb opening an operation summary is in a group or in
 * `SEARCH_VERBS_AS_IS` (reviewed), so a new kind of operation is reviewed here.
 *
 * A group is read both ways: a word of `also` is searched as the group's `terms` too; a word of `terms` as the
 * other `terms` (cancel and void are both the API's: a payment is cancelled, an invoice voided). Entries may be
 * phrases ("money back"): the planner matches them before it splits the query into words.
 */
export interface VocabularyGroup {
  /** The docs' words (or phrases), most likely first. */
  terms: readonly string[];
  /** Integrators' words (or phrases) for the same thing. */
  also: readonly string[];
}

export const SEARCH_VOCABULARY: readonly VocabularyGroup[] = [
  // Ending something: payments are cancelled, invoices voided, consents revoked or ended.
  {
    terms: ['cancel', 'void', 'revoke'],
    also: ['stop', 'abort', 'halt', 'terminate', 'kill', 'annul', 'withdraw', 'call off'],
  },
  {
    terms: ['restore'],
    also: ['undo', 'unarchive', 'unarchived', 'undelete', 'recover', 'reinstate', 'revive', 'bring back'],
  },
  {
    terms: ['ban', 'reactivate'],
    also: [
      'block',
      'unblock',
      'suspend',
      'unsuspend',
      'unban',
      'freeze',
      'unfreeze',
      'blacklist',
      'deactivate',
      'reenable',
      're-enable',
    ],
  },
  {terms: ['revoke'], also: ['disable', 'deactivate', 'invalidate', 'unlink']},
  {
    terms: ['delete', 'archive'],
    also: ['remove', 'erase', 'destroy', 'discard', 'get rid of', 'unlink', 'detach'],
  },
  {terms: ['create', 'add'], also: ['new', 'set up', 'setup', 'make a new']},
  {terms: ['edit', 'update'], also: ['modify', 'change', 'amend', 'alter', 'revise', 'rewrite']},
  {terms: ['rename'], also: ['nickname', 'relabel', 'label', 'change name']},
  // What has no rename call of its own (a supplier, a customer, an item) is renamed by editing it.
  {terms: ['edit'], also: ['rename']},
  {
    terms: ['find', 'list'],
    also: [
      'look up',
      'lookup',
      'search',
      'query',
      'browse',
      'fetch all',
      'get all',
      'retrieve all',
      'view all',
      'see all',
      'show all',
      'pull all',
      'fetch every',
      'get every',
      'retrieve every',
      'view every',
      'see every',
      'show every',
      'pull every',
      'enumerate',
    ],
  },
  {terms: ['adjust'], also: ['correct', 'correction', 'fix', 'recount', 'write off']},
  {terms: ['generate'], also: ['convert', 'turn', 'transform', 'produce']},
  {
    terms: ['aggregate', 'channels'],
    also: [
      'import',
      'sync',
      'pull',
      'marketplace',
      'marketplaces',
      'shopify',
      'amazon',
      'ebay',
      'etsy',
      'woocommerce',
      'storefront',
    ],
  },
  {terms: ['rotate', 'roll'], also: ['regenerate', 'reissue', 'cycle', 'new secret']},
  {
    terms: ['renew', 'reconsent'],
    also: ['reauthorise', 'reauthorize', 'reauth', 're-authorise', 'reconnect', 'extend', 'prolong'],
  },
  {terms: ['default'], also: ['primary', 'main', 'preferred']},
  {terms: ['hand'], also: ['manually', 'manual', 'by hand', 'offline form']},
  {terms: ['get'], also: ['fetch', 'retrieve', 'look at', 'view', 'inspect']},
  {terms: ['send'], also: ['email', 'share']},
  {terms: ['issue'], also: ['finalise', 'finalize', 'publish', 'raise']},
  {terms: ['connect'], also: ['hook up', 'plug in', 'integrate bank']},
  {terms: ['note'], also: ['comment', 'comments', 'memo', 'annotation', 'remark']},
  {terms: ['attach'], also: ['append']},
  // Money.
  {
    terms: ['refund'],
    also: ['reverse', 'reversal', 'reimburse', 'money back', 'give back', 'pay back', 'repay', 'return money'],
  },
  {
    terms: ['create payment'],
    also: ['charge', 'charges', 'collect', 'take money', 'request money', 'request a payment', 'checkout'],
  },
  {terms: ['invoice'], also: ['bill', 'bills', 'billing']},
  {terms: ['paid'], also: ['settled', 'settle', 'cleared', 'received money']},
  {terms: ['rejected', 'failed'], also: ['fail', 'failure', 'declined', 'unsuccessful', 'bounced', 'bounce']},
  {
    terms: ['statistics', 'totals', 'averages'],
    also: [
      'revenue',
      'stats',
      'summary',
      'sales',
      'turnover',
      'report',
      'reporting',
      'analytics',
      'metrics',
      'volume',
      'kpi',
    ],
  },
  {terms: ['transactions'], also: ['statement', 'ledger', 'movements', 'money in and out']},
  {terms: ['decimals', 'amounts'], also: ['pence', 'cents', 'minor units', 'currency format']},
  {terms: ['funds'], also: ['enough money', 'sufficient', 'afford', 'cover']},
  {terms: ['balances', 'balance'], also: ['how much money', 'money in the account']},
  // Things.
  {terms: ['customer'], also: ['client', 'clients', 'payer', 'payers', 'buyer', 'buyers', 'shopper', 'end user']},
  {terms: ['supplier'], also: ['vendor', 'vendors', 'wholesaler', 'manufacturer', 'distributor']},
  {
    terms: ['item', 'inventory'],
    also: ['product', 'products', 'goods', 'sku', 'skus', 'merchandise', 'catalogue', 'catalog', 'article'],
  },
  {
    terms: ['shipment', 'shipping'],
    also: ['parcel', 'parcels', 'package', 'courier', 'dispatch', 'ship', 'consignment', 'delivery'],
  },
  {terms: ['delivered', 'received', 'receive'], also: ['arrived', 'arrive', 'arrives', 'came', 'landed']},
  {terms: ['terminal', 'key'], also: ['token', 'tokens', 'apikey', 'api-key', 'access token', 'bearer']},
  {terms: ['consent'], also: ['mandate', 'mandates', 'authorization', 'permission to']},
  {
    terms: ['standing order'],
    also: ['repeating', 'repeat', 'periodic', 'regular payment', 'scheduled transfer'],
  },
  // One payment of a plan (BNPL and billing APIs: Klarna, Affirm, Zuora): a recurring payment's scheduled payment.
  {terms: ['scheduled'], also: ['instalment', 'instalments', 'installment', 'installments']},
  // Square, Shopify, Dwolla: a registration of a URL for events, which a Fernpay integration holds (not a plan).
  {terms: ['integration'], also: ['webhook subscription', 'webhook subscriptions']},
  {terms: ['bulk', 'file'], also: ['batch', 'mass', 'csv', 'upload', 'many payments']},
  {terms: ['providers'], also: ['banks', 'bank list', 'institutions', 'aspsp', 'aspsps']},
  // The provider API's EU calls (the Berlin Group's NextGenPSD2 standard, as the PSD2 banks of the EU offer it).
  {terms: ['eu'], also: ['european', 'europe', 'sepa', 'psd2', 'nextgenpsd2', 'berlin group']},
  {terms: ['passcode', 'one-time'], also: ['otp', 'sms code', '2fa', 'mfa', 'verification code']},
  {terms: ['status'], also: ['progress', 'state', 'stage', 'where is']},
  {
    terms: ['webhook', 'register'],
    also: [
      'subscribe',
      'callback',
      'callbacks',
      'notification',
      'notifications',
      'listener',
      'listen',
      'events',
      'pushed',
      'push notification',
      'without polling',
    ],
  },
  {terms: ['verification', 'verify'], also: ['kyc', 'kyb', 'aml', 'identity check', 'id check', 'due diligence']},
  {terms: ['onboarding', 'managed company'], also: ['onboard', 'sign up merchant', 'bring on board']},
  {terms: ['roles', 'permissions'], also: ['who can do what', 'access control', 'rbac', 'user rights']},
  {terms: ['typed'], also: ['typescript', 'codegen', 'code generation', 'openapi generator']},
  {terms: ['changelog'], also: ['release notes', "what's new", 'whats new', 'version history', 'news']},
  {terms: ['install', 'sdk'], also: ['library', 'package', 'composer', 'dependency']},
  // Conventions.
  {
    terms: ['idempotency'],
    also: [
      'retry safely',
      'safe retry',
      'safely retry',
      'dedupe',
      'deduplicate',
      'double charge',
      'charged twice',
      'duplicate payment',
    ],
  },
  {terms: ['hours', 'keeps'], also: ['how long', 'kept', 'retention', 'retained', 'stored for', 'lifetime', 'ttl']},
  {
    terms: ['rate limits', '429'],
    also: ['too many requests', 'throttle', 'throttling', 'throttled', 'quota', 'request limit'],
  },
  {terms: ['pagination'], also: ['paging', 'paginate', 'paginated', 'next page', 'page through', 'offset', 'cursor']},
  {
    terms: ['sandbox'],
    also: ['test mode', 'testing', 'test environment', 'staging', 'simulate', 'simulation', 'dummy', 'fake'],
  },
  {
    terms: ['signature', 'verify'],
    also: ['hmac', 'genuine', 'authentic', 'authenticity', 'tampered', 'spoofed', 'legit'],
  },
  {
    terms: ['retries', 'retry'],
    also: ['resend', 'resent', 'redeliver', 'redelivery', 'redelivered', 'backoff schedule'],
  },
  {terms: ['go through', 'timed out'], also: ['went through', 'timeout', 'timed-out', 'no answer']},
  {terms: ['lifecycle', 'statuses'], also: ['meaning of status', 'states']},
  {terms: ['missed'], also: ['skipped', 'not paid', 'bounced payment']},
];

/**
 * The first words of operation summaries (the API's verbs) that have no group above: reviewed, and no other word
 * integrators use for them was found worth searching. The unit test fails on an operation verb in neither.
 */
export const SEARCH_VERBS_AS_IS: readonly string[] = [
  'start',
  'mark',
  'make',
  'submit',
  'refresh',
  'record',
  'end',
  'check',
];

/** Words that carry no meaning of their own in a query: never searched (unless the query is nothing else). */
export const SEARCH_STOPWORDS: readonly string[] = [
  'a',
  'an',
  'the',
  'to',
  'of',
  'for',
  'in',
  'on',
  'at',
  'by',
  'with',
  'from',
  'into',
  'onto',
  'as',
  'per',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  'am',
  'do',
  'does',
  'did',
  'done',
  'doing',
  'i',
  'me',
  'my',
  'we',
  'us',
  'our',
  'you',
  'your',
  'it',
  'its',
  'they',
  'them',
  'their',
  'this',
  'that',
  'these',
  'those',
  'there',
  'here',
  'what',
  'which',
  'who',
  'whom',
  'whose',
  'how',
  'when',
  'where',
  'why',
  'can',
  'could',
  'should',
  'would',
  'will',
  'shall',
  'may',
  'might',
  'must',
  'all',
  'any',
  'some',
  'every',
  'mean',
  'means',
  'meaning',
  'happens',
  'happen',
  'happened',
  'about',
  'and',
  'or',
  'so',
  'if',
  'then',
  'more',
  'most',
  'very',
  'just',
  'also',
  'still',
  'after',
  'before',
  'again',
  'please',
  'want',
  'need',
  'way',
  'thing',
  'things',
  'one',
  'someone',
  'something',
  'not',
  // Contractions as typed without their apostrophe (a query's words drop it): "doesn't" is "doesnt", no typo of
  // "doesn" (the index's half of the word).
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'cant',
  'cannot',
  'wont',
  'hasnt',
  'havent',
  'hadnt',
  'shouldnt',
  'wouldnt',
  'couldnt',
  'im',
  'ive',
  'whats',
  'hows',
  'wheres',
  'theres',
];

/**
 * Other payment APIs an integrator names to say what they mean in Fernpay's terms ("stripe restricted keys
 * equivalent", "plaid sync webhook"), and "equivalent": vague words (SEARCH_WEAK_WORDS), so the query's own words
 * decide what it finds. Searched as telling words, they pulled every such query to the few sections that name the
 * provider (the page for integrators from other APIs) and away from the call it asked for. The providers the resource
 * glossary's corpus and the third pass of asked queries name, except "checkout", which the docs use as their own word
 * (Checkout.com: "checkout link" is Fernpay's payment page). Chosen on the probe (2026-12-01, seventeenth session:
 * public 728 / 1,371 -> 807 / 1,483 top 1 / top 3, the 620 queries that name one of them 61 / 137 -> 131 / 237;
 * provider 266 / 523 -> 280 / 546) and the tuning sets (510 both; with "checkout" 509).
 */
export const OTHER_PAYMENT_APIS: readonly string[] = [
  'stripe',
  'adyen',
  'paypal',
  'braintree',
  'square',
  'mollie',
  'razorpay',
  'gocardless',
  'truelayer',
  'plaid',
  'tink',
  'yapily',
  'chargebee',
  'recurly',
  'zuora',
  'shopify',
  'xero',
  'quickbooks',
  'klarna',
];

/** Words searched with the others but the first left out when no result has every word (vague on their own). */
export const SEARCH_WEAK_WORDS: readonly string[] = [
  ...OTHER_PAYMENT_APIS,
  'equivalent',
  'change',
  'make',
  'set',
  'get',
  'use',
  'using',
  'enter',
  'give',
  'turn',
  'details',
  'info',
  'information',
  'available',
  'possible',
  'supported',
  'exist',
  'exists',
  'progress',
  'work',
  'works',
  'new',
  'long',
  'status',
  'results',
  'data',
  'api',
  'month',
  'time',
  'go',
  'through',
  'show',
];

/** Query openings that make it a question: the answer is a section (a rule, a status table), not a schema. */
export const SEARCH_QUESTION_WORDS: readonly string[] = [
  'what',
  'how',
  'when',
  'why',
  'which',
  'who',
  'where',
  'does',
  'do',
  'can',
  'is',
  'are',
  'should',
  'did',
];
