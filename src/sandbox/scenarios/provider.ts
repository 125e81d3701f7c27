/**
 * The provider sandbox's scenario catalogue: every input that chooses an outcome of the provider API, declared
 * once. The bands and the EU banks' flows are what the provider's resource modules look up
 * (resources/provider/eu-payments.ts, vrp.ts, file-payments.ts, standing-orders.ts); the tables are the outcome
 * tables of /provider/sandbox-outcomes (`<SandboxOutcomes table="…" />`); tests/unit/sandbox-scenarios.test.ts
 * sends every row and checks what it `expects`. Restricted: only the provider's modules, pages and tests import it
 * (no public entry point: tests/unit/sealed-bundles.test.ts). Pure.
 */
import type {BankPage} from '../types';
import {
  later,
  type Band,
  type ScenarioCatalogue,
  type ScenarioControl,
  type ScenarioSend,
  type ScenarioStep,
  type ScenarioTable,
} from './catalogue';

/** The authorisation flow of each EU bank in the sandbox (any other `bg-…` bank: `redirect`). */
export const EU_SANDBOX_FLOWS: Readonly<Record<string, 'redirect' | 'embedded' | 'decoupled'>> = {
  'bg-dskbank': 'redirect',
  'bg-unicredit': 'redirect',
  'bg-postbank': 'embedded',
  'bg-ubb': 'decoupled',
};
/** The passcode the embedded bank (`bg-postbank`) always sends. */
export const EU_SANDBOX_OTP = '482913';
/** The decoupled bank's simulated app answers this many seconds after creation. */
export const EU_DECOUPLED_APPROVAL_SECONDS = 30;
/** Sandbox: a `pending` payment (single immediate, refund, EU) is made, or rejected, by the bank this many seconds later. */
export const PROVIDER_BANK_CONFIRMATION_SECONDS = 5;
/** Sandbox: the bank answers a submitted batch this many seconds after the authorisation. */
export const FILE_PAYMENT_BANK_SECONDS = 5;
/** Sandbox: a VRP payment made `pending` (`.91`) is rejected by the bank this many seconds later. */
export const VRP_REJECTION_DELAY_SECONDS = 5;

/** What the bank does with an EU single payment, by the pence of its `amount`. */
const euPayment: Band<'refused' | 'rejected' | 'authorisation_failed' | 'executed'> = {
  field: 'amount',
  ending: 'pence',
  cases: {
    /** Any flow, once approved: `pending`, then `rejected`. */
    rejectedAfterAuthorisation: {endings: ['91'], outcome: 'rejected'},
    /** The decoupled bank's app declines. */
    appDeclines: {endings: ['92'], outcome: 'authorisation_failed'},
    /** The bank refuses the initiation: the create call answers `400`. */
    initiationRefused: {endings: ['93'], outcome: 'refused'},
  },
  otherwise: 'executed',
};

/** How the bank answers a VRP consent, by the pence of its `maximumIndividualAmount` (slow: 30 seconds). */
const vrpConsent: Band<'awaiting_authorization' | 'creation_failed'> = {
  field: 'maximumIndividualAmount',
  ending: 'pence',
  cases: {
    slowThenCreated: {endings: ['97'], outcome: 'awaiting_authorization'},
    slowThenFailed: {endings: ['98'], outcome: 'creation_failed'},
  },
  otherwise: 'awaiting_authorization',
};
/** Sandbox: how long the slow bank (a `vrpConsent` case) takes to answer. */
export const VRP_SLOW_BANK_SECONDS = 30;

/** The status a VRP payment gets at once, by the pence of its `amount` (`pending`: rejected 5 seconds later). */
const vrpPayment: Band<'pending' | 'insufficient_funds' | 'initiation_failed' | 'authorisation_failed' | 'executed'> = {
  field: 'amount',
  ending: 'pence',
  cases: {
    pendingThenRejected: {endings: ['91'], outcome: 'pending'},
    insufficientFunds: {endings: ['92'], outcome: 'insufficient_funds'},
    initiationFailed: {endings: ['93'], outcome: 'initiation_failed'},
    authorisationFailed: {endings: ['94'], outcome: 'authorisation_failed'},
  },
  otherwise: 'executed',
};

/** A VRP funds check's `fundsAvailable`, by the pence of its `amount`. */
const vrpFunds: Band<boolean> = {
  field: 'amount',
  ending: 'pence',
  cases: {insufficient: {endings: ['92'], outcome: false}},
  otherwise: true,
};

/** What the bank does with a bulk file, by the pence of its first transaction's `amount`. */
const filePayment: Band<'refused' | 'rejected' | 'initiation_failed' | 'initiation_completed'> = {
  field: 'paymentData.transactions[0].amount',
  ending: 'pence',
  cases: {
    rejected: {endings: ['91'], outcome: 'rejected'},
    initiationFailed: {endings: ['93'], outcome: 'initiation_failed'},
    /** The bank refuses the file: the create call answers `500`. */
    fileRefused: {endings: ['99'], outcome: 'refused'},
  },
  otherwise: 'initiation_completed',
};

/** The standing order the bank makes, by the pence of the consent's `FirstPaymentAmount`. */
const standingOrder: Band<'InitiationFailed' | 'InitiationCompleted'> = {
  field: 'FirstPaymentAmount.Amount',
  ending: 'pence',
  cases: {failed: {endings: ['93'], outcome: 'InitiationFailed'}},
  otherwise: 'InitiationCompleted',
};

export const PROVIDER_BANDS = {euPayment, vrpConsent, vrpPayment, vrpFunds, filePayment, standingOrder} as const;

/** How rows are sent (tests/unit/sandbox-scenarios.test.ts): created from a documented example, then steps. */
const EXAMPLES = 'provider/components/examples';
const consent = (steps: ScenarioSend['steps'] = []): ScenarioSend => ({
  create: {call: 'POST /provider/v1/data/access-consents', example: `${EXAMPLES}/createAccessConsent-accounts.yaml`},
  id: 'result.consentID',
  steps,
  read: 'GET /provider/v1/data/access-consents/{id}',
});
const immediatePayment = (steps: ScenarioSend['steps'] = []): ScenarioSend => ({
  create: {
    call: 'POST /provider/v1/payment/single-immediate-payment-initiation-requests',
    example: `${EXAMPLES}/createSingleImmediatePayment-natwest.yaml`,
  },
  steps,
  read: 'GET /provider/v1/payment/single-payment-initiation-requests/{id}',
});
const vrpConsentSend = (steps: ScenarioSend['steps'] = []): ScenarioSend => ({
  create: {call: 'POST /provider/v1/payment/vrp-consent', example: `${EXAMPLES}/createVrpConsent-sweeping.yaml`},
  steps,
  read: 'GET /provider/v1/payment/vrp-consent/{id}',
});

const euConsent = (steps: ScenarioSend['steps'] = []): ScenarioSend => ({
  create: {
    call: 'POST /provider/v1/data/eu/access-consents',
    example: `${EXAMPLES}/createEuAccessConsent-dskBank.yaml`,
  },
  id: 'result.consentID',
  steps,
  read: 'GET /provider/v1/data/eu/access-consents/{id}',
});
const REFUND = {
  call: 'POST /provider/v1/refund/single-immediate-payment',
  example: `${EXAMPLES}/createRefund-partial.yaml`,
};
const EU_PAYMENT = {
  call: 'POST /provider/v1/payment/eu/single-payments',
  example: `${EXAMPLES}/createEuSinglePayment-dskBank.yaml`,
};
const euPaymentSend = (steps: ScenarioSend['steps'] = [], set?: Record<string, unknown>): ScenarioSend => ({
  create: {...EU_PAYMENT, ...(set && {set})},
  steps,
  read: 'GET /provider/v1/payment/eu/single-payments/{id}',
});
const OTP = {call: 'POST /provider/v1/payment/eu/single-payments/{id}/authorisation/otp'};
const VRP_CONSENT = {
  call: 'POST /provider/v1/payment/vrp-consent',
  example: `${EXAMPLES}/createVrpConsent-sweeping.yaml`,
};
const vrpPaymentOf = (amount: string): ScenarioStep => ({
  call: 'POST /provider/v1/payment/vrp-payment',
  example: `${EXAMPLES}/createVrpPayment-monthly.yaml`,
  set: {vrpConsentId: '{id}', amount},
});
const FILE_PAYMENT = {
  call: 'POST /provider/v1/payment/file-payment-consents',
  example: `${EXAMPLES}/createFilePaymentConsent-suppliers.yaml`,
};
const filePaymentSend = (steps: ScenarioSend['steps'] = []): ScenarioSend => ({
  create: FILE_PAYMENT,
  id: 'data.id',
  steps,
  read: 'GET /provider/v1/payment/file-payment-consents/{id}',
});
const SO_CONSENT = {
  call: 'POST /provider/v1/payment/standing-order-consents',
  example: `${EXAMPLES}/createStandingOrderConsent-uk.yaml`,
};
const standingOrderConsent = (steps: ScenarioSend['steps'] = []): ScenarioSend => ({
  create: SO_CONSENT,
  id: 'result.consentID',
  steps,
  read: 'GET /provider/v1/payment/standing-order-consents/{id}',
});

const accessConsents: ScenarioTable = {
  id: 'access-consents',
  rows: [
    {
      input: 'Create with `flow` `balances` or `transactions` and no `accountId`',
      result: '`400` (`required`)',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /provider/v1/data/access-consents',
          example: `${EXAMPLES}/createAccessConsent-transactions.yaml`,
          set: {accountId: undefined},
        },
      },
      expects: {status: 400, code: 'required', webhooks: []},
    },
    {
      input:
        '[Create with an unknown `provider`](/provider/api?try=createAccessConsent&example=createAccessConsent-accounts&set=/provider=ob-nowhere#create-access-consent)',
      result: '`400` (`enum`, the allowed values in `params`)',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /provider/v1/data/access-consents',
          example: 'provider/components/examples/createAccessConsent-accounts.yaml',
          set: {provider: 'ob-nowhere'},
        },
      },
      expects: {status: 400, webhooks: []},
    },
    {
      input:
        '[Create a consent](/provider/api?try=createAccessConsent&example=createAccessConsent-accounts#create-access-consent)',
      result: '`201`, `AwaitingAuthorisation` with `authUrl`',
      webhooks: 'none',
      send: {...consent(), webhooksFrom: 'create'},
      expects: {status: 201, state: {status: 'AwaitingAuthorisation'}, webhooks: []},
    },
    {
      input: '`authUrl`, test bank: **Approve**',
      result: '`Authorised`',
      webhooks:
        '`ACCOUNT_ACCESS_CONSENT`; to registered URLs `ACCOUNTS`, one `ACCOUNT` per account, `ACCOUNT_BALANCES`, `ACCOUNT_TRANSACTIONS`',
      send: consent([{bank: 'approve'}]),
      expects: {state: {status: 'Authorised'}, webhooks: ['ACCOUNT_ACCESS_CONSENT']},
    },
    {
      input: '`authUrl`, test bank: **Decline**',
      result: '`Rejected` (final)',
      webhooks: '`ACCOUNT_ACCESS_CONSENT`',
      send: consent([{bank: 'decline'}]),
      expects: {state: {status: 'Rejected'}, webhooks: ['ACCOUNT_ACCESS_CONSENT']},
    },
    {
      input: '`authUrl`, test bank: **Let the link expire**',
      result: '`Rejected` at the next check',
      webhooks: '`ACCOUNT_ACCESS_CONSENT`',
      send: consent([{bank: 'expire'}, {advance: 'PT1M'}]),
      expects: {state: {status: 'Rejected'}, webhooks: ['ACCOUNT_ACCESS_CONSENT']},
    },
    {
      input: 'Open `authUrl` again after approving, test bank: **Revoke access**',
      result: '`Revoked` at the next check',
      webhooks: '`ACCOUNT_ACCESS_CONSENT`',
      send: consent([{bank: 'approve'}, {watch: true}, {bank: 'revoke'}, {advance: 'PT1M'}]),
      expects: {state: {status: 'Revoked'}, webhooks: ['ACCOUNT_ACCESS_CONSENT']},
    },
    {
      input: 'Delete an `Authorised` consent',
      result: '`200`, `Revoked`',
      webhooks: '`ACCOUNT_ACCESS_CONSENT`',
      send: consent([{bank: 'approve'}, {watch: true}, {call: 'DELETE /provider/v1/data/access-consents/{id}'}]),
      expects: {status: 200, state: {status: 'Revoked'}, webhooks: ['ACCOUNT_ACCESS_CONSENT']},
    },
    {
      input: 'Reconsent a `Rejected` consent',
      result: '`400`',
      webhooks: 'none',
      send: consent([
        {bank: 'decline'},
        {watch: true},
        {call: 'POST /provider/v1/data/access-consents/{id}/reconsent'},
      ]),
      expects: {status: 400, state: {status: 'Rejected'}, webhooks: []},
    },
    {
      input: 'Reconsent an `Authorised` or `Revoked` consent',
      result: '`200`, `AwaitingAuthorisation` with a new one-hour link',
      webhooks: '`ACCOUNT_ACCESS_CONSENT`',
      send: consent([
        {bank: 'approve'},
        {watch: true},
        {call: 'POST /provider/v1/data/access-consents/{id}/reconsent'},
      ]),
      expects: {status: 200, state: {status: 'AwaitingAuthorisation'}, webhooks: ['ACCOUNT_ACCESS_CONSENT']},
    },
    {
      input:
        '[EU consent with `frequencyPerDay` above 4](/provider/api?try=createEuAccessConsent&example=createEuAccessConsent-dskBank&set=/frequencyPerDay=5#create-eu-access-consent)',
      result: '`400`',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /provider/v1/data/eu/access-consents',
          example: 'provider/components/examples/createEuAccessConsent-dskBank.yaml',
          set: {frequencyPerDay: 5},
        },
      },
      expects: {status: 400, webhooks: []},
    },
    {
      input: 'EU consent, test bank: **Approve**',
      result: '`valid`',
      webhooks: 'none (EU consents have no webhook: read the consent)',
      send: euConsent([{bank: 'approve'}]),
      expects: {status: 200, state: {consentStatus: 'valid'}, webhooks: []},
    },
    {
      input: 'EU consent, test bank: **Decline**',
      result: '`rejected`',
      webhooks: 'none',
      send: euConsent([{bank: 'decline'}]),
      expects: {status: 200, state: {consentStatus: 'rejected'}, webhooks: []},
    },
    {
      input: 'EU consent, test bank: **Revoke access** after approving',
      result: '`revokedByPsu` at the next check',
      webhooks: 'none',
      send: euConsent([{bank: 'approve'}, {bank: 'revoke'}, {advance: 'PT1M'}]),
      expects: {state: {consentStatus: 'revokedByPsu'}, webhooks: []},
    },
    {
      input: 'Delete an EU consent',
      result: '`200`, `terminatedByTpp`',
      webhooks: 'none',
      send: euConsent([{bank: 'approve'}, {call: 'DELETE /provider/v1/data/eu/access-consents/{id}'}]),
      expects: {status: 200, state: {consentStatus: 'terminatedByTpp'}, webhooks: []},
    },
  ],
};

const singleImmediatePayments: ScenarioTable = {
  id: 'single-immediate-payments',
  rows: [
    {
      input: 'Create without `beneficiary.name`',
      result: '`400` (`required`)',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /provider/v1/payment/single-immediate-payment-initiation-requests',
          example: `${EXAMPLES}/createSingleImmediatePayment-natwest.yaml`,
          set: {'beneficiary.name': undefined},
        },
      },
      expects: {status: 400, code: 'required', webhooks: []},
    },
    {
      input:
        '[Create with an `amount` like `49.9999`](/provider/api?try=createSingleImmediatePayment&example=createSingleImmediatePayment-natwest&set=/amount=%2249.9999%22#create-single-immediate-payment)',
      result: '`400` (`pattern`)',
      webhooks: 'none',
      send: {
        create: {
          call: 'POST /provider/v1/payment/single-immediate-payment-initiation-requests',
          example: 'provider/components/examples/createSingleImmediatePayment-natwest.yaml',
          set: {amount: '49.9999'},
        },
      },
      expects: {status: 400, webhooks: []},
    },
    {
      input:
        '[Create a payment](/provider/api?try=createSingleImmediatePayment&example=createSingleImmediatePayment-natwest#create-single-immediate-payment)',
      result: '`201`, `initiated` with the authorisation link',
      webhooks: 'none',
      send: {...immediatePayment(), webhooksFrom: 'create'},
      expects: {status: 201, state: {status: 'initiated'}, webhooks: []},
    },
    {
      input: 'Link, test bank: **Approve**',
      result: `\`pending\`, then \`executed\` ${later(PROVIDER_BANK_CONFIRMATION_SECONDS)}`,
      webhooks: '`SINGLE_IMMEDIATE_PAYMENT` twice',
      send: immediatePayment([{bank: 'approve'}, {advance: 'PT5S'}]),
      expects: {state: {status: 'executed'}, webhooks: ['SINGLE_IMMEDIATE_PAYMENT', 'SINGLE_IMMEDIATE_PAYMENT']},
    },
    {
      input: 'Link, test bank: **Decline** or **Let the link expire**',
      result: 'Stays `initiated`; the link stops working. Create a new payment to try again',
      webhooks: 'none',
      send: immediatePayment([{bank: 'decline'}]),
      expects: {state: {status: 'initiated'}, webhooks: []},
    },
    {
      input: 'Refund without `originalPaymentId`',
      result: '`400` (`required`)',
      webhooks: 'none',
      send: {create: {...REFUND, set: {originalPaymentId: undefined}}},
      expects: {status: 400, code: 'required', webhooks: []},
    },
    {
      input:
        '[Refund of a payment that does not exist](/provider/api?try=createRefund&example=createRefund-partial&set=/originalPaymentId=%226651ffffffffffffffffffff%22#create-refund)',
      result: '`404`',
      webhooks: 'none',
      send: {create: {...REFUND, set: {originalPaymentId: '6651ffffffffffffffffffff'}}},
      expects: {status: 404, webhooks: []},
    },
    {
      input: 'Refund an `executed` payment, link, test bank: **Approve**',
      result: `\`initiated\`, then \`pending\` at the approval, then \`executed\` ${later(PROVIDER_BANK_CONFIRMATION_SECONDS)}`,
      webhooks: '`REFUND` twice',
      send: {
        ...immediatePayment([
          {bank: 'approve'},
          {advance: 'PT5S'},
          {...REFUND, set: {originalPaymentId: '{id}'}, save: {refund: 'result.id'}},
          {bank: 'approve', on: '{refund}'},
          {advance: 'PT5S'},
        ]),
        read: 'GET /provider/v1/refund/single-immediate-payment/{refund}',
        webhooksOf: 'refund',
      },
      expects: {state: {status: 'executed'}, webhooks: ['REFUND', 'REFUND']},
    },
  ],
};

const euSinglePayments: ScenarioTable = {
  id: 'eu-single-payments',
  rows: [
    {
      input: 'Create in another currency than `BGN` without `beneficiary.country`',
      result: '`400`',
      webhooks: 'none',
      send: {create: {...EU_PAYMENT, set: {currency: 'EUR', 'beneficiary.country': undefined}}},
      expects: {status: 400, webhooks: []},
    },
    {
      input:
        '[Create with an `amount` ending in {ending}](/provider/api?try=createEuSinglePayment&example=createEuSinglePayment-dskBank&set=/amount=%22{value}%22#create-eu-single-payment)',
      result: '`400`, the bank refuses the initiation (`eu_payment_initiation_error`)',
      webhooks: 'none',
      band: {band: 'euPayment', case: 'initiationRefused', base: '120.00'},
      expects: {status: 400, code: 'eu_payment_initiation_error', webhooks: []},
    },
    {
      input:
        '[Create at `bg-dskbank`](/provider/api?try=createEuSinglePayment&example=createEuSinglePayment-dskBank#create-eu-single-payment) or [`bg-unicredit`](/provider/api?try=createEuSinglePayment&example=createEuSinglePayment-dskBank&set=/provider=bg-unicredit#create-eu-single-payment)',
      result: '`201`, `initiated`, `redirect` flow',
      webhooks: 'none',
      send: {...euPaymentSend(), webhooksFrom: 'create'},
      expects: {status: 201, state: {status: 'initiated', 'authorisationFlow.type': 'redirect'}, webhooks: []},
    },
    {
      input: 'Redirect link, test bank: **Approve**',
      result: `\`pending\`, then \`executed\` ${later(PROVIDER_BANK_CONFIRMATION_SECONDS)}`,
      webhooks: '`EU_SINGLE_PAYMENT` twice',
      send: euPaymentSend([{bank: 'approve'}, {advance: 'PT5S'}]),
      expects: {state: {status: 'executed'}, webhooks: ['EU_SINGLE_PAYMENT', 'EU_SINGLE_PAYMENT']},
    },
    {
      input: 'Redirect link, test bank: **Decline** or **Let the link expire**',
      result: '`authorisation_failed` (`eu_payment_authorisation_error`)',
      webhooks: '`EU_SINGLE_PAYMENT`',
      send: euPaymentSend([{bank: 'decline'}]),
      expects: {state: {status: 'authorisation_failed'}, webhooks: ['EU_SINGLE_PAYMENT']},
    },
    {
      input: 'Any flow, approved, `amount` ending in {ending}',
      result: `\`pending\`, then \`rejected\` by the bank ${later(PROVIDER_BANK_CONFIRMATION_SECONDS)} (\`eu_payment_rejected\`)`,
      webhooks: '`EU_SINGLE_PAYMENT` twice',
      band: {band: 'euPayment', case: 'rejectedAfterAuthorisation'},
      expects: {state: {status: 'rejected'}, webhooks: ['EU_SINGLE_PAYMENT', 'EU_SINGLE_PAYMENT']},
    },
    {
      input: '`bg-postbank` (embedded): submit the passcode `482913`',
      result: `\`pending\`, then \`executed\` ${later(PROVIDER_BANK_CONFIRMATION_SECONDS)}`,
      webhooks: '`EU_SINGLE_PAYMENT` twice',
      send: euPaymentSend([{...OTP, example: `${EXAMPLES}/submitEuSinglePaymentOtp-otp.yaml`}, {advance: 'PT5S'}], {
        provider: 'bg-postbank',
      }),
      expects: {status: 200, state: {status: 'executed'}, webhooks: ['EU_SINGLE_PAYMENT', 'EU_SINGLE_PAYMENT']},
    },
    {
      input: '`bg-postbank`: submit any other passcode',
      result: '`400`; the payment is `authorisation_failed`',
      webhooks: '`EU_SINGLE_PAYMENT`',
      send: euPaymentSend([{...OTP, body: {otp: '000000'}}], {provider: 'bg-postbank'}),
      expects: {status: 400, state: {status: 'authorisation_failed'}, webhooks: ['EU_SINGLE_PAYMENT']},
    },
    {
      input: '`bg-ubb` (decoupled), `amount` ending in {ending}',
      result: 'The simulated app declines: `authorisation_failed`',
      webhooks: '`EU_SINGLE_PAYMENT`',
      band: {band: 'euPayment', case: 'appDeclines'},
      expects: {state: {status: 'authorisation_failed'}, webhooks: ['EU_SINGLE_PAYMENT']},
    },
    {
      input: '`bg-ubb` (decoupled), any other amount',
      result: `Approved after ${EU_DECOUPLED_APPROVAL_SECONDS} seconds: \`pending\`, then \`executed\` ${later(PROVIDER_BANK_CONFIRMATION_SECONDS)}`,
      webhooks: '`EU_SINGLE_PAYMENT` twice',
      band: {band: 'euPayment'},
      expects: {state: {status: 'executed'}, webhooks: ['EU_SINGLE_PAYMENT', 'EU_SINGLE_PAYMENT']},
    },
  ],
};

const vrp: ScenarioTable = {
  id: 'vrp',
  rows: [
    {
      input: 'Consent without `periodicLimits`',
      result: '`400`',
      webhooks: 'none',
      send: {create: {...VRP_CONSENT, set: {periodicLimits: []}}},
      expects: {status: 400, webhooks: []},
    },
    {
      input: 'Consent at a sort-code bank with an `IBAN` beneficiary',
      result: '`400` (`vrp_consent_creation_error`, `only_sortcode_account_number_identification_type_allowed`)',
      webhooks: 'none',
      send: {
        create: {
          ...VRP_CONSENT,
          set: {beneficiary: {identificationType: 'IBAN', iban: 'GB33BUKB20201555555555', name: 'Ada Quill'}},
        },
      },
      expects: {
        status: 400,
        code: 'vrp_consent_creation_error',
        errorCode: 'only_sortcode_account_number_identification_type_allowed',
        webhooks: [],
      },
    },
    {
      input: 'Consent at `ob-revolut` with a sort code beneficiary',
      result: '`400` (`vrp_consent_creation_error`, `only_iban_identification_type_allowed`)',
      webhooks: 'none',
      send: {create: {...VRP_CONSENT, set: {provider: 'ob-revolut'}}},
      expects: {
        status: 400,
        code: 'vrp_consent_creation_error',
        errorCode: 'only_iban_identification_type_allowed',
        webhooks: [],
      },
    },
    {
      input:
        'Consent with a `periodType` the bank does not support (see [Limitations](/provider/limitations#variable-recurring-payments))',
      result: '`400` (`UK.OBIE.Unsupported.Frequency`)',
      webhooks: 'none',
      send: {
        create: {
          ...VRP_CONSENT,
          set: {
            provider: 'ob-lloyds',
            periodicLimits: [{periodType: 'Fortnight', periodAlignment: 'Consent', amount: '1000.00', currency: 'GBP'}],
          },
        },
      },
      expects: {
        status: 400,
        code: 'vrp_consent_creation_error',
        errorCode: 'UK.OBIE.Unsupported.Frequency',
        webhooks: [],
      },
    },
    {
      input:
        '[Consent](/provider/api?try=createVrpConsent&example=createVrpConsent-sweeping&set=/maximumIndividualAmount=%22{value}%22#create-vrp-consent) with a `maximumIndividualAmount` ending in {ending}',
      result: `\`creation_initiated\` (the bank is slow), then \`awaiting_authorization\` ${later(VRP_SLOW_BANK_SECONDS)}`,
      webhooks: '`VRP_CONSENT`',
      band: {band: 'vrpConsent', case: 'slowThenCreated', base: '250.00'},
      expects: {status: 201, state: {status: 'awaiting_authorization'}, webhooks: ['VRP_CONSENT']},
    },
    {
      input:
        '[Consent](/provider/api?try=createVrpConsent&example=createVrpConsent-sweeping&set=/maximumIndividualAmount=%22{value}%22#create-vrp-consent) with a `maximumIndividualAmount` ending in {ending}',
      result: `\`creation_initiated\`, then \`creation_failed\` ${later(VRP_SLOW_BANK_SECONDS)}`,
      webhooks: '`VRP_CONSENT`',
      band: {band: 'vrpConsent', case: 'slowThenFailed', base: '250.00'},
      expects: {status: 201, state: {status: 'creation_failed'}, webhooks: ['VRP_CONSENT']},
    },
    {
      input:
        '[Any other consent](/provider/api?try=createVrpConsent&example=createVrpConsent-sweeping#create-vrp-consent)',
      result: '`201`, `awaiting_authorization` with the link',
      webhooks: 'none',
      band: {band: 'vrpConsent'},
      expects: {status: 201, state: {status: 'awaiting_authorization'}, webhooks: []},
    },
    {
      input: 'Link, test bank: **Approve**',
      result: '`authorized`',
      webhooks: '`VRP_CONSENT`',
      send: vrpConsentSend([{bank: 'approve'}]),
      expects: {state: {status: 'authorized'}, webhooks: ['VRP_CONSENT']},
    },
    {
      input: 'Link, test bank: **Decline** or **Let the link expire**',
      result: '`rejected`',
      webhooks: '`VRP_CONSENT`',
      send: vrpConsentSend([{bank: 'decline'}]),
      expects: {state: {status: 'rejected'}, webhooks: ['VRP_CONSENT']},
    },
    {
      input: 'Open the link again after approving, test bank: **Revoke access**',
      result: '`connection_lost` at the next check',
      webhooks: '`VRP_CONSENT`',
      send: vrpConsentSend([{bank: 'approve'}, {watch: true}, {bank: 'revoke'}, {advance: 'PT1M'}]),
      expects: {state: {status: 'connection_lost'}, webhooks: ['VRP_CONSENT']},
    },
    {
      input: 'Delete the consent',
      result: '`200`, `deleted`',
      webhooks: '`VRP_CONSENT`',
      send: vrpConsentSend([{bank: 'approve'}, {watch: true}, {call: 'DELETE /provider/v1/payment/vrp-consent/{id}'}]),
      expects: {status: 200, state: {status: 'deleted'}, webhooks: ['VRP_CONSENT']},
    },
    {
      input: 'Funds check with an `amount` ending in {ending}',
      result: '`fundsAvailable` `false`',
      webhooks: 'none',
      band: {band: 'vrpFunds', case: 'insufficient'},
      expects: {status: 200, state: {fundsAvailable: false}, webhooks: []},
    },
    {
      input: 'Funds check with any other valid amount',
      result: '`fundsAvailable` `true`',
      webhooks: 'none',
      band: {band: 'vrpFunds'},
      expects: {status: 200, state: {fundsAvailable: true}, webhooks: []},
    },
    {
      input: 'Payment above `maximumIndividualAmount` or a periodic limit',
      result: '`400` (`UK.OBIE.Rules.FailsControlParameters`); no payment created',
      webhooks: 'none',
      send: vrpConsentSend([{bank: 'approve'}, {watch: true}, vrpPaymentOf('300.00')]),
      expects: {
        status: 400,
        errorCode: 'UK.OBIE.Rules.FailsControlParameters',
        state: {status: 'authorized'},
        webhooks: [],
      },
    },
    {
      input: 'Payment on a consent that is not `authorized`',
      result: '`400` (`vrp_consent_status_not_authorized`)',
      webhooks: 'none',
      send: vrpConsentSend([vrpPaymentOf('100.00')]),
      expects: {
        status: 400,
        code: 'vrp_payment_initiation_error',
        errorCode: 'vrp_consent_status_not_authorized',
        webhooks: [],
      },
    },
    {
      input: 'Payment with an `amount` ending in {ending}',
      result: `\`pending\`, then \`rejected\` ${later(VRP_REJECTION_DELAY_SECONDS)}`,
      webhooks: '`VRP_PAYMENT` twice',
      band: {band: 'vrpPayment', case: 'pendingThenRejected'},
      expects: {status: 201, state: {status: 'rejected'}, webhooks: ['VRP_PAYMENT', 'VRP_PAYMENT']},
    },
    {
      input: 'Payment with an `amount` ending in {ending}',
      result: '`insufficient_funds`',
      webhooks: '`VRP_PAYMENT`',
      band: {band: 'vrpPayment', case: 'insufficientFunds'},
      expects: {status: 201, state: {status: 'insufficient_funds'}, webhooks: ['VRP_PAYMENT']},
    },
    {
      input: 'Payment with an `amount` ending in {ending}',
      result: '`initiation_failed`',
      webhooks: '`VRP_PAYMENT`',
      band: {band: 'vrpPayment', case: 'initiationFailed'},
      expects: {status: 201, state: {status: 'initiation_failed'}, webhooks: ['VRP_PAYMENT']},
    },
    {
      input: 'Payment with an `amount` ending in {ending}',
      result: '`authorisation_failed`',
      webhooks: '`VRP_PAYMENT`',
      band: {band: 'vrpPayment', case: 'authorisationFailed'},
      expects: {status: 201, state: {status: 'authorisation_failed'}, webhooks: ['VRP_PAYMENT']},
    },
    {
      input: 'Any other payment within the limits',
      result: '`201`, `executed` (the sandbox bank answers at once)',
      webhooks: '`VRP_PAYMENT`',
      band: {band: 'vrpPayment'},
      expects: {status: 201, state: {status: 'executed'}, webhooks: ['VRP_PAYMENT']},
    },
  ],
};

const bulkFilePayments: ScenarioTable = {
  id: 'bulk-file-payments',
  rows: [
    {
      input: '`futurePaymentDate` less than 2 days ahead',
      result: '`400`',
      webhooks: 'none',
      send: {create: {...FILE_PAYMENT, set: {futurePaymentDate: '2026-07-02'}}},
      expects: {status: 400, code: 'formatMinimum', webhooks: []},
    },
    {
      input: 'A `paymentReference` longer than 18 characters',
      result: '`400`',
      webhooks: 'none',
      send: {create: {...FILE_PAYMENT, set: {'paymentData.transactions.0.paymentReference': 'PO-2026-014-SUPPLIES'}}},
      expects: {status: 400, code: 'maxLength', webhooks: []},
    },
    {
      input: 'First transaction `amount` ending in {ending}',
      result: '`500`, the bank refused the file (`server_error`)',
      webhooks: 'none',
      band: {band: 'filePayment', case: 'fileRefused'},
      expects: {status: 500, code: 'server_error', webhooks: []},
    },
    {
      input: 'Create a batch',
      result: '`201`, `awaiting_authorization` with the link',
      webhooks: 'none',
      send: {...filePaymentSend(), webhooksFrom: 'create'},
      expects: {status: 201, state: {status: 'awaiting_authorization'}, webhooks: []},
    },
    {
      input: 'Link, test bank: **Approve**',
      result: `\`initiation_pending\`, then \`initiation_completed\` ${later(FILE_PAYMENT_BANK_SECONDS)}`,
      webhooks: '`FILE_PAYMENT` twice',
      band: {band: 'filePayment'},
      expects: {state: {status: 'initiation_completed'}, webhooks: ['FILE_PAYMENT', 'FILE_PAYMENT']},
    },
    {
      input: 'Link, test bank: **Decline** or **Let the link expire**',
      result: '`authorisation_failed`',
      webhooks: '`FILE_PAYMENT`',
      send: filePaymentSend([{bank: 'decline'}]),
      expects: {status: 200, state: {status: 'authorisation_failed'}, webhooks: ['FILE_PAYMENT']},
    },
    {
      input: 'Approved, first transaction `amount` ending in {ending}',
      result: `\`initiation_pending\`, then \`rejected\` ${later(FILE_PAYMENT_BANK_SECONDS)}`,
      webhooks: '`FILE_PAYMENT` twice',
      band: {band: 'filePayment', case: 'rejected'},
      expects: {state: {status: 'rejected'}, webhooks: ['FILE_PAYMENT', 'FILE_PAYMENT']},
    },
    {
      input: 'Approved, first transaction `amount` ending in {ending}',
      result: `\`initiation_pending\`, then \`initiation_failed\` ${later(FILE_PAYMENT_BANK_SECONDS)}`,
      webhooks: '`FILE_PAYMENT` twice',
      band: {band: 'filePayment', case: 'initiationFailed'},
      expects: {state: {status: 'initiation_failed'}, webhooks: ['FILE_PAYMENT', 'FILE_PAYMENT']},
    },
    {
      input: 'Repeat the request of a completed batch (same `customerPaymentId`)',
      result: '`200`, `initiation_completed`; nothing paid again',
      webhooks: 'none',
      send: filePaymentSend([{bank: 'approve'}, {advance: 'PT1M'}, {watch: true}, FILE_PAYMENT]),
      expects: {status: 200, state: {status: 'initiation_completed'}, webhooks: []},
    },
  ],
};

const standingOrders: ScenarioTable = {
  id: 'standing-orders',
  rows: [
    {
      input: 'UK consent with a `Frequency` outside `Weekly`, `Monthly`, `Quarterly`, `Yearly`',
      result: '`400`',
      webhooks: 'none',
      send: {create: {...SO_CONSENT, set: {'Data.Initiation.Frequency': 'Daily'}}},
      expects: {status: 400, webhooks: []},
    },
    {
      input: 'A UK `Reference` longer than 35 characters',
      result: '`400` (`maxLength`)',
      webhooks: 'none',
      send: {create: {...SO_CONSENT, set: {'Data.Initiation.Reference': 'PLOT-17 ALLOTMENT RENT LARCH ROW 2026'}}},
      expects: {status: 400, code: 'maxLength', webhooks: []},
    },
    {
      input: 'A first payment (`FirstPaymentDateTime`, Starling `startDate`) on a day before today',
      result: '`400` (`formatMinimum`)',
      webhooks: 'none',
      send: {create: {...SO_CONSENT, set: {'Data.Initiation.FirstPaymentDateTime': '2026-06-30T00:00:00.000Z'}}},
      expects: {status: 400, code: 'formatMinimum', webhooks: []},
    },
    {
      input: 'UK consent',
      result: '`201`, `AwaitingAuthorisation` with the link',
      webhooks: 'none',
      send: {...standingOrderConsent(), webhooksFrom: 'create'},
      expects: {status: 201, state: {Status: 'AwaitingAuthorisation'}, webhooks: []},
    },
    {
      input: 'Link, test bank: **Approve**',
      result: '`Authorised`',
      webhooks: '`DOMESTIC_STANDING_ACCESS_CONSENT`',
      send: standingOrderConsent([{bank: 'approve'}]),
      expects: {state: {Status: 'Authorised'}, webhooks: ['DOMESTIC_STANDING_ACCESS_CONSENT']},
    },
    {
      input: 'Link, test bank: **Decline** or **Let the link expire**',
      result: '`Rejected`',
      webhooks: '`DOMESTIC_STANDING_ACCESS_CONSENT`',
      send: standingOrderConsent([{bank: 'decline'}]),
      expects: {state: {Status: 'Rejected'}, webhooks: ['DOMESTIC_STANDING_ACCESS_CONSENT']},
    },
    {
      input: 'Starling consent (uses the authorised account consent)',
      result: '`201`, `Authorised` at once',
      webhooks: 'none',
      send: {
        before: [
          {
            call: 'POST /provider/v1/data/access-consents',
            body: {provider: 'starling'},
            save: {consent: 'result.consentID'},
          },
          {bank: 'approve', on: '{consent}'},
          {call: 'GET /provider/v1/data/accounts/{consent}', save: {account: 'accounts.0.accountUid'}},
        ],
        create: {
          call: 'POST /provider/v1/payment/standing-order-consents',
          example: `${EXAMPLES}/createStandingOrderConsent-starling.yaml`,
          set: {accountConsentId: '{consent}', AccountId: '{account}'},
        },
        id: 'result.consentID',
        webhooksFrom: 'create',
      },
      expects: {status: 201, state: {status: 'Authorised'}, webhooks: []},
    },
    {
      input: 'Create the standing order without `ConsentId`',
      result: '`400`',
      webhooks: 'none',
      send: {create: {call: 'POST /provider/v1/payment/standing-orders', body: {}}},
      expects: {status: 400, webhooks: []},
    },
    {
      input: 'Create the standing order on an `Authorised` consent',
      result: '`201`, `InitiationCompleted`; the consent becomes `Consumed`',
      webhooks: '`DOMESTIC_STANDING_ACCESS_CONSENT` (`Consumed`)',
      band: {band: 'standingOrder'},
      expects: {status: 201, state: {Status: 'InitiationCompleted'}, webhooks: ['DOMESTIC_STANDING_ACCESS_CONSENT']},
    },
    {
      input: 'Create it with a `FirstPaymentAmount` ending in {ending}',
      result: '`201`, `InitiationFailed`',
      webhooks: '`DOMESTIC_STANDING_ACCESS_CONSENT` (`Consumed`)',
      band: {band: 'standingOrder', case: 'failed'},
      expects: {status: 201, state: {Status: 'InitiationFailed'}, webhooks: ['DOMESTIC_STANDING_ACCESS_CONSENT']},
    },
  ],
};

/** The buttons of an authorisation at the test bank, as docs-provider/sandbox-outcomes.mdx names them. */
export const AUTHORISE_BUTTONS: BankPage['actions'] = [
  {action: 'approve', label: 'Approve'},
  {action: 'decline', label: 'Decline'},
  {action: 'expire', label: 'Let the link expire'},
];
/** The button of an authorised consent whose link is opened again. */
export const REVOKE_BUTTON: BankPage['actions'] = [{action: 'revoke', label: 'Revoke access'}];

/** The provider test bank's buttons. */
const controls: ScenarioControl[] = [
  ...AUTHORISE_BUTTONS.map((b) => ({on: 'consent or payment (its authorisation link)', ...b})),
  ...REVOKE_BUTTON.map((b) => ({on: 'authorised consent (its link opened again)', ...b})),
];

export const PROVIDER_SCENARIOS: ScenarioCatalogue = {
  bands: PROVIDER_BANDS,
  controls,
  banks: Object.entries(EU_SANDBOX_FLOWS).map(([provider, flow]) => ({
    provider,
    flow,
    note:
      flow === 'redirect'
        ? 'the test bank (Approve, Decline, Let the link expire)'
        : flow === 'embedded'
          ? `submit the passcode ${EU_SANDBOX_OTP} (any other is refused)`
          : `the simulated banking app answers ${EU_DECOUPLED_APPROVAL_SECONDS} seconds after creation`,
  })),
  tables: [accessConsents, singleImmediatePayments, euSinglePayments, vrp, bulkFilePayments, standingOrders],
};
