/**
 * What a new sandbox that serves the provider API holds besides the public seed (issue 38): the consents, payments
 * and VRP consents the provider's documented request examples name by id, each made through the operation's own
 * handler under its documented id and taken by the test bank's buttons and the clock to the state its examples
 * need. Dates are counted from the day the sandbox is seeded. Restricted: only the provider's own preset
 * (presets/provider-only.ts) imports this, so no public bundle holds it. Pure data.
 */
import type {SeedStep} from '.';

const PREFIX = '/provider/v1';
const OPTION = {
  RedirectUri: 'https://app.kestrelledger.example/bank/return',
  WebhookUri: 'https://app.kestrelledger.example/webhooks/fernpay',
};

/** Ada Quill's consent at NatWest (transactions of her current account): the account data and webhook examples'. */
const NATWEST_CONSENT = 'aac-0f5b7c2e-91d4-4a6b-8e3f-5c7d9a1b2e40';
/** Ada Quill's consent at Starling (accounts): the Starling standing order example's. */
const STARLING_CONSENT = 'aac-3b8d1f60-7e2a-4c49-b5d3-9a0e6f4c2d18';
/** Ada Quill's consent at Starling (transactions of her account): the spending category example's. */
const STARLING_TRANSACTIONS_CONSENT = 'aac-7c2e5a91-4d3b-4f86-b1e0-8a6d2c9f3e57';
/** Mira Stoyanova's EU consent at DSK Bank. */
const EU_CONSENT = 'eu-2f6a9c1d-8b3e-4d70-a5f2-3c9e1b7d4a08';
/** The 49.99 payment to Bramble & Finch, executed (to refund). */
const PAYMENT = '6651a0d4b8e2f3a4c5d6e7f8';
const VRP_CONSENT = '6652e2f3a4b5c6d7e8f9a0b1';
const STANDING_ORDER_CONSENT = 'sdsc-8a1f4c7e-2b9d-4e63-a0f5-6d3c9e2b7a14';
/** An earlier standing order consent of Ada Quill's, consumed by the standing order the get example names. */
const EARLIER_STANDING_ORDER_CONSENT = 'sdsc-2e6b9d14-7a3c-4f85-b0d2-8c1e5a9f3b67';

const ADA_AT_NATWEST = {
  identificationType: 'SortCodeAccountNumber',
  sortCode: '601613',
  accountNumber: '20417758',
  name: 'Ada Quill',
};

/** The bank's button on a record made before. */
const button = (id: string, action: string, does: string): SeedStep => ({
  does,
  family: 'provider',
  path: `/_sandbox/bank/${id}/${action}`,
});

/** An EU single payment of 120.00 BGN from Mira Stoyanova to Vitosha Garden Supplies. */
function euPayment(provider: string, customerPaymentId: string) {
  return {
    amount: '120.00',
    currency: 'BGN',
    provider,
    customerPaymentId,
    remittanceInformation: 'Invoice 2026-118',
    beneficiary: {iban: 'BG72UNCR70001523456789', name: 'Vitosha Garden Supplies EOOD', country: 'BG'},
    remitter: {iban: 'BG19STSA93000123456789', psuId: 'mstoyanova', psuIpAddress: '198.51.100.24', country: 'BG'},
    option: OPTION,
  };
}

/** Ada Quill's standing order consent at NatWest: 15.00 monthly to Larch Row Allotments Society, for a year. */
const standingOrderConsent = (id: string, customerPaymentId: string, state: string): SeedStep => ({
  makes: [{id, what: `Standing order consent at NatWest, 15.00 monthly, ${state}`}],
  family: 'provider',
  path: `${PREFIX}/payment/standing-order-consents`,
  body: (d) => ({
    type: 'uk',
    provider: 'ob-natwest',
    customerPaymentId,
    accountConsentId: NATWEST_CONSENT,
    Data: {
      Initiation: {
        Frequency: 'Monthly',
        Reference: 'PLOT-17',
        NumberOfPayments: 12,
        FirstPaymentDateTime: d.midnight(31),
        RecurringPaymentDateTime: d.midnight(62),
        FinalPaymentDateTime: d.midnight(365),
        FirstPaymentAmount: {Amount: '15.00', Currency: 'GBP'},
        RecurringPaymentAmount: {Amount: '15.00', Currency: 'GBP'},
        FinalPaymentAmount: {Amount: '15.00', Currency: 'GBP'},
        CreditorAccount: {
          SchemeName: 'UK.OBIE.SortCodeAccountNumber',
          Identification: '30963444718203',
          Name: 'Larch Row Allotments Society',
        },
      },
    },
    Option: OPTION,
  }),
});

/** In creation order: a step may name a record made before it. */
export const PROVIDER_SEED: readonly SeedStep[] = [
  // ---- Account data: the UK consents and their webhook registrations.
  {
    makes: [{id: NATWEST_CONSENT, what: "Access consent at NatWest, transactions of Ada Quill's current account"}],
    family: 'provider',
    path: `${PREFIX}/data/access-consents`,
    body: (d) => ({
      provider: 'ob-natwest',
      flow: 'transactions',
      accountId: 'a1f0c3e2-44b7-4d1e-9a52-6c8b3e7f0d15',
      transactionStartDate: d.day(-365),
      transactionEndDate: d.day(365),
      customerConsentId: 'kl-acc-000782',
      Option: OPTION,
    }),
  },
  button(NATWEST_CONSENT, 'approve', 'Ada Quill authorises the NatWest consent'),
  ...['ACCOUNT_ACCESS_CONSENT', 'ACCOUNTS'].map((event): SeedStep => ({
    does: `the NatWest consent's ${event} webhook is registered`,
    family: 'provider',
    path: `${PREFIX}/webhook`,
    body: {consentId: NATWEST_CONSENT, url: OPTION.WebhookUri, event, product: 'ACCOUNTS'},
  })),
  {
    makes: [{id: STARLING_CONSENT, what: "Access consent at Starling, Ada Quill's accounts"}],
    family: 'provider',
    path: `${PREFIX}/data/access-consents`,
    body: {provider: 'starling', flow: 'accounts', customerConsentId: 'kl-acc-000790', Option: OPTION},
  },
  button(STARLING_CONSENT, 'approve', 'Ada Quill authorises the Starling consent'),
  {
    makes: [
      {id: STARLING_TRANSACTIONS_CONSENT, what: "Access consent at Starling, transactions of Ada Quill's account"},
    ],
    family: 'provider',
    path: `${PREFIX}/data/access-consents`,
    body: (d) => ({
      provider: 'starling',
      flow: 'transactions',
      accountId: '5c9e2f7a-1b34-4d8e-a6f0-2e7d9b3c4a51',
      transactionStartDate: d.day(-365),
      transactionEndDate: d.day(365),
      customerConsentId: 'kl-acc-000791',
      Option: OPTION,
    }),
  },
  button(STARLING_TRANSACTIONS_CONSENT, 'approve', 'Ada Quill authorises the Starling transactions consent'),
  {
    makes: [{id: EU_CONSENT, what: "EU access consent at DSK Bank, Mira Stoyanova's accounts"}],
    family: 'provider',
    path: `${PREFIX}/data/eu/access-consents`,
    body: (d) => ({
      provider: 'bg-dskbank',
      psuId: 'mstoyanova',
      psuIpAddress: '198.51.100.24',
      validUntil: d.day(90),
      frequencyPerDay: 4,
      recurringIndicator: true,
      Option: OPTION,
    }),
  },
  button(EU_CONSENT, 'approve', 'Mira Stoyanova authorises the EU consent'),
  // ---- Payments: the 49.99 payment, executed, and a part of it refunded.
  {
    makes: [{id: PAYMENT, what: 'Single immediate payment of 49.99 from Ada Quill to Bramble & Finch, executed'}],
    family: 'provider',
    path: `${PREFIX}/payment/single-immediate-payment-initiation-requests`,
    body: {
      amount: '49.99',
      currency: 'GBP',
      provider: 'ob-natwest',
      customerPaymentId: 'kl-pay-004512',
      reference: 'KL-INV-0457',
      beneficiary: {
        identificationType: 'SortCodeAccountNumber',
        sortCode: '601613',
        accountNumber: '31926819',
        name: 'Bramble & Finch Ltd',
      },
      remitter: {...ADA_AT_NATWEST, psuIpAddress: '198.51.100.24'},
      risk: {customerId: 'kl-user-20931', context: 'BillPayment', merchantCategoryCode: '7372'},
      option: OPTION,
    },
  },
  button(PAYMENT, 'approve', 'Ada Quill approves the 49.99 payment'),
  {
    makes: [{id: VRP_CONSENT, what: 'VRP consent at NatWest, sweeping to savings, authorised'}],
    family: 'provider',
    path: `${PREFIX}/payment/vrp-consent`,
    body: (d) => ({
      provider: 'ob-natwest',
      reference: 'KL-SWEEP-01',
      currency: 'GBP',
      maximumIndividualAmount: '250.00',
      periodicLimits: [{periodType: 'Month', periodAlignment: 'Consent', amount: '1000.00', currency: 'GBP'}],
      vrpType: ['Sweeping'],
      psuAuthenticationMethods: ['SCANotRequired'],
      validTo: `${d.day(365)}T23:59:59.000Z`,
      beneficiary: {
        identificationType: 'SortCodeAccountNumber',
        sortCode: '040004',
        accountNumber: '12345678',
        name: 'Ada Quill',
      },
      remitter: ADA_AT_NATWEST,
      risk: {customerId: 'kl-user-20931', context: 'PartyToParty'},
      option: OPTION,
    }),
  },
  button(VRP_CONSENT, 'approve', 'Ada Quill authorises the VRP consent'),
  {
    makes: [{id: '6653d2e3f4a5b6c7d8e9f0a1', what: 'Bulk file payment BF-SUPPLIERS-09 at NatWest, two suppliers'}],
    family: 'provider',
    path: `${PREFIX}/payment/file-payment-consents`,
    body: (d) => ({
      provider: 'ob-natwest',
      // Not the example's `kl-bulk-000012`: a create with a batch's `customerPaymentId` answers that batch, so the
      // create example and the outcome table's rows would get this one back instead of a new batch.
      customerPaymentId: 'kl-bulk-000011',
      futurePaymentDate: d.day(30),
      paymentData: {
        debtor: {
          remitterIdentificationType: 'SortCodeAccountNumber',
          sortCode: '601613',
          accountNumber: '31926819',
          name: 'Bramble & Finch Ltd',
        },
        transactions: [
          {
            creditorIdentificationType: 'SortCodeAccountNumber',
            creditorName: 'Thistledown Nurseries Ltd',
            creditorSortCode: '802241',
            creditorAccountNumber: '44129083',
            creditorType: 'COMPANY',
            amount: '362.40',
            paymentReference: 'PO-2026-014',
          },
          {
            creditorIdentificationType: 'SortCodeAccountNumber',
            creditorName: 'Ironbark Tools Ltd',
            creditorSortCode: '309412',
            creditorAccountNumber: '61730295',
            creditorType: 'COMPANY',
            amount: '96.00',
            paymentReference: 'IB-INV-4471',
          },
        ],
      },
      reference: 'BF-SUPPLIERS-09',
      option: OPTION,
    }),
  },
  button('6653d2e3f4a5b6c7d8e9f0a1', 'approve', 'the approver at Bramble & Finch approves the file'),
  // Authorised, not Consumed: the standing order example makes its order.
  standingOrderConsent(STANDING_ORDER_CONSENT, 'kl-so-000111', 'authorised'),
  button(STANDING_ORDER_CONSENT, 'approve', 'Ada Quill authorises the standing order consent'),
  // The get example's standing order `sso-7d2e…`, made from an earlier consent (the create example makes another from
  // the one above), so that a new sandbox holds it.
  standingOrderConsent(EARLIER_STANDING_ORDER_CONSENT, 'kl-so-000110', 'consumed'),
  button(EARLIER_STANDING_ORDER_CONSENT, 'approve', 'Ada Quill authorises the earlier standing order consent'),
  {
    makes: [{id: 'sso-7d2e9b4a1c6f', what: 'Standing order of 15.00 monthly to Larch Row Allotments Society'}],
    family: 'provider',
    path: `${PREFIX}/payment/standing-orders`,
    body: {ConsentId: EARLIER_STANDING_ORDER_CONSENT},
  },
  // ---- EU single payments: one waiting at DSK Bank's test bank, one waiting for the Postbank passcode.
  {
    makes: [
      {id: '6653c1d2e3f4a5b6c7d8e9f0', what: 'EU single payment of 120.00 BGN at DSK Bank, waiting for the end user'},
    ],
    family: 'provider',
    path: `${PREFIX}/payment/eu/single-payments`,
    body: euPayment('bg-dskbank', 'kl-eu-000118'),
  },
  {
    makes: [
      {
        id: '6653c1d2e3f4a5b6c7d8e9f1',
        what: 'EU single payment of 120.00 BGN at Postbank, waiting for the passcode (the link lasts an hour)',
      },
    ],
    family: 'provider',
    path: `${PREFIX}/payment/eu/single-payments`,
    body: euPayment('bg-postbank', 'kl-eu-000119'),
  },
  {
    does: 'the banks confirm the payment and answer the file',
    family: 'provider',
    path: '/_sandbox/clock',
    body: {advance: 'PT5S'},
  },
  {
    makes: [{id: '6651a0d4b8e2f3a4c5d6e7f9', what: 'Refund of 15.00 of the 49.99 payment, executed'}],
    family: 'provider',
    path: `${PREFIX}/refund/single-immediate-payment`,
    body: {
      originalPaymentId: PAYMENT,
      amount: '15.00',
      provider: 'ob-natwest',
      customerPaymentId: 'kl-ref-000088',
      option: OPTION,
    },
  },
  button('6651a0d4b8e2f3a4c5d6e7f9', 'approve', 'Bramble & Finch approves the refund'),
  {
    makes: [{id: '6652e2f3a4b5c6d7e8f9a0c1', what: 'VRP payment of 200.00 under the sweeping consent'}],
    family: 'provider',
    path: `${PREFIX}/payment/vrp-payment`,
    body: {
      vrpConsentId: VRP_CONSENT,
      amount: '200.00',
      psuAuthenticationMethod: 'SCANotRequired',
      option: {WebhookUri: OPTION.WebhookUri},
    },
  },
  {
    does: 'the bank confirms the refund and the VRP payment',
    family: 'provider',
    path: '/_sandbox/clock',
    body: {advance: 'PT5S'},
  },
];
