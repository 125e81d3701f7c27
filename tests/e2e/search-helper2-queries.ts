/**
 * A SIXTH TUNING set for issue 40, written like the fifth (search-helper-queries.ts) and the third test set: 49
 * task-style queries by two helpers (language-model agents) with no access to the repository, from a loose
 * description of what the docs cover, in the words of 29 APIs no other set draws on (Razorpay, PayU, Midtrans,
 * Paymob, Omise, 2Checkout, PayFast, Peach Payments, Yoco, Ozow, Trustly, Brite, Nuapay, Finexer, Chargebee, Recurly,
 * ReCharge, Maxio, Xero, QuickBooks Online, Invoice Ninja, Ecwid, PrestaShop, Sendcloud, Starling Bank, Monzo, Elavon,
 * Global Payments, Barclaycard ePDQ), plain words, questions and symptoms. Written 2026-12-02 (twenty-second
 * session). 120 were written; 70 were left out before any measurement: word for word a query of another set or of
 * the other helper (5), or sharing two or more words and the task with a query of a test set (65: what is tuned on
 * such a query would carry into the test). One more was left out because the docs do not answer it (below).
 * Tuned on: its misses may be read. Its expected results were written as predicates over the records by two more
 * helpers, from the build's records and the pages, before the set was measured (the commit that adds this file is the
 * proof of order); an expectation is never widened after seeing a result without a comment saying so.
 */
import type {Query} from './search-queries';
import {op, hook, titled, onPage, pageAt, any, q} from './lib/search-predicates';
import {CREATE_PAYMENT, CREATE_RECURRING, RECURRING, SINGLE} from './search-heldout2-queries';

/** The two single-payment overview pages (the toolkit's and the Partner API's). */
const SINGLE_OVERVIEWS = [
  '/toolkit-api/payments-module/single-payments/overview',
  '/partner-api/apis/single-payments/overview',
];

/** The Partner API's transaction statistics: the call and its overview's sections. */
const STATISTICS = any(
  op(/^Get transaction statistics$/),
  titled(/^Statistics$|^Worked example$/, ['/partner-api/apis/transactions/']),
);
/** Banning and reactivating a managed company: the call and where its access statuses are explained. */
const COMPANY_ACCESS = any(
  op(/^Ban or reactivate a company$/),
  titled(/^Access lifecycle$|^Company access$|^Access statuses$/),
  titled(/^Access$/, ['/partner-api/apis/managed-companies/']),
);

/** The second set of public tuning queries written like the third test set. */
export function helper2Queries(): Query[] {
  return [
    // PayU
    q(
      'verify_payment api txnid',
      "Look up the current status of a payment using the merchant's own transaction reference.",
      any(
        op(/^List payments$/),
        titled(/^Did my payment go through\?$|^2026-11-25: Find payments by reference and by payment date$/),
        titled(/^Rules$/, SINGLE_OVERVIEWS),
      ),
    ),
    // PayU
    q(
      'merchant key salt',
      'Find where to get the API keys and how to use them to authenticate requests.',
      any(
        pageAt('/toolkit-api/getting-started/api-keys'),
        titled(/^Create a terminal$|^Create partner terminals$|^Configure credentials$/),
        titled(/^Make your first call$/, [
          '/toolkit-api/getting-started/api-keys',
          '/partner-api/getting-started/preparations',
        ]),
        titled(/^Authentication$|^Authentication headers$/),
      ),
    ),
    // Midtrans
    q(
      'snap token payment page',
      'Create a hosted payment page for a one-off payment.',
      any(
        CREATE_PAYMENT,
        titled(/^Customer payment link$|^The payment link$|^Create and process a payment$/),
        titled(/^Create and send a payment$/, SINGLE),
      ),
    ),
    // Midtrans
    q(
      'transaction_status settlement pending expire',
      'Understand each payment status and what it means.',
      any(titled(/^Payment lifecycle$/, SINGLE_OVERVIEWS), titled(/^Payment statuses$/, ['/sdk/php-sdk'])),
    ),
    // Paymob
    q(
      'transaction processed callback payload',
      'See what data a payment webhook sends when a payment completes.',
      any(
        hook(/^Payment status changed$/),
        titled(/^Webhooks$/, SINGLE_OVERVIEWS),
        titled(/^Events$/, ['/sdk/php-sdk']),
      ),
    ),
    // PayFast
    q(
      'ITN notify_url setup',
      'Register a URL to receive payment notifications (webhooks).',
      any(
        op(/^Create an integration$/),
        titled(/^Webhooks$/, ['/toolkit-api/overview']),
        titled(
          /^Set up your webhook endpoint$|^Create an integration$|^Integration fields$|^Create the integration$|^Step 5: create the integration$/,
        ),
      ),
    ),
    // PayFast
    q(
      'subscription frequency cycles billing_date',
      'Set how often a recurring payment runs, how many times, and its first date.',
      any(
        CREATE_RECURRING,
        titled(/^Frequencies and dates$/, RECURRING),
        titled(/^Recurring payments$/, ['/sdk/php-sdk']),
      ),
    ),
    // Peach Payments
    q(
      'amount decimal currency format',
      'Find how amounts and currencies must be formatted in requests.',
      any(
        titled(/^Amounts and currency$/),
        titled(/^Amounts$/, ['/markdown-page']),
        titled(/^Requests$/, ['/partner-api/apis/overview']),
      ),
    ),
    // Yoco
    q(
      'refund status failed',
      'Check the status of a refund and whether it went through.',
      any(
        titled(/^Refunds$|^Payment lifecycle$/, SINGLE_OVERVIEWS),
        titled(/^Refund a payment$|^Payment statuses$/, ['/sdk/php-sdk']),
        hook(/^Payment status changed$/),
      ),
    ),
    // Ozow
    q(
      'instant eft payment request api',
      'Start a one-off open banking payment by API and get the bank redirect for the customer.',
      any(
        CREATE_PAYMENT,
        op(/^Start paying a payment at the chosen bank$|^List the banks a customer can pay from$/),
        titled(/^Your own payment page$|^Build your own payment page$|^Customer payment link$/),
        titled(/^Public payment flow$/, ['/toolkit-api/payments-module/single-payments/']),
      ),
    ),
    // Ozow
    q(
      'BankReference statement reference',
      "Set the reference that appears on the customer's bank statement.",
      any(
        op(/^Create (a draft|and send a) payment$|^Create (a draft|and send a) recurring payment$/),
        titled(/^Request fields$/, ['/sdk/php-sdk']),
        titled(/^Rules$/, [
          '/toolkit-api/payments-module/single-payments/overview',
          '/partner-api/apis/single-payments/overview',
          '/toolkit-api/payments-module/recurring-payments/overview',
          '/partner-api/apis/recurring-payments/overview',
        ]),
      ),
    ),
    // Trustly
    q(
      'select account verify bank',
      "Connect the merchant's bank account through open banking.",
      any(
        op(/^Connect a bank account by open banking$/),
        titled(/^Connect a bank account$|^Step 4: connect the bank account$|^Bank connection link$/),
        titled(/^Open banking$/, ['/toolkit-api/payments-module/bank-accounts/', '/partner-api/apis/bank-accounts/']),
        titled(/^Bank accounts$/, [
          '/sdk/php-sdk',
          '/toolkit-api/payments-module/bank-accounts/overview',
          '/partner-api/apis/bank-accounts/overview',
        ]),
      ),
    ),
    // Trustly
    q(
      'notifications out of sequence',
      'Handle webhooks that arrive out of order.',
      any(
        titled(/^Webhooks$/, [
          '/api-conventions',
          '/toolkit-api/overview',
          '/partner-api/overview',
          '/toolkit-api/payments-module/single-payments/overview',
          '/partner-api/apis/single-payments/overview',
        ]),
        titled(/^Verify a delivery$|^Handle each event once$|^Verify and answer webhooks$/),
        titled(/^Retries and idempotency$/, ['/sdk/php-sdk']),
        titled(/^Payment lifecycle$/, SINGLE_OVERVIEWS),
      ),
    ),
    // Brite
    q(
      'list transactions by merchant',
      'List the transactions of one company as a partner platform.',
      any(op(/^List transactions$/, /^Partner API/), titled(/^Transactions$/, ['/partner-api/apis/transactions/'])),
    ),
    // Nuapay
    q(
      'amend standing order amount',
      'Edit the amount or date of an existing recurring payment.',
      any(op(/^Edit a recurring payment$/), titled(/^Cancel or change a recurring payment$/, RECURRING)),
    ),
    // plain
    q(
      'add a supplier',
      'Create and manage suppliers.',
      any(
        op(/^(Create|Get|Edit|Delete) a supplier$|^List suppliers$/),
        titled(/^Suppliers$|^Create a supplier$/, ['/toolkit-api/suppliers/']),
      ),
    ),
    // plain
    q('monthly income totals', 'Get statistics such as totals of money in and out over a period.', STATISTICS),
    // plain
    q('ban company reactivate', 'Ban a merchant company and reactivate it later on the partner API.', COMPANY_ACCESS),
    // question
    q(
      'how do i move from the merchant api to the partner api',
      'Follow the guide for migrating from the merchant API to the partner API.',
      onPage('/partner-api/migration-guide'),
    ),
    // question
    q(
      'what date format does the api expect',
      'Find the date and time format used in requests and responses.',
      any(
        titled(/^Dates, times and ids$/),
        titled(/^Dates and times$/, ['/markdown-page']),
        titled(/^Requests$/, ['/partner-api/apis/overview']),
      ),
    ),
    // question
    q(
      'how do i sign up for a developer account',
      'Create an account and get started with the API.',
      any(
        pageAt('/toolkit-api/getting-started/account-creation'),
        pageAt('/partner-api/getting-started/account-creation'),
        titled(/^Sign up$/),
        titled(/^Before your first call$/, ['/toolkit-api/overview']),
        titled(/^Start here$/, ['/partner-api/overview']),
      ),
    ),
    // question
    q('what changed in the latest api version', 'Read the changelog of API changes.', onPage('/changelog')),
    // question
    q(
      'switching from another payment provider what is different',
      'Read the guide for developers moving over from another payment API.',
      onPage('/guides/other-payment-apis'),
    ),
    // Left out (no answer): 'create credit note against invoice' (Chargebee). The invoices API has no credit notes: an
    // unpaid invoice can be voided, a paid one refunded through its payment.
    // Chargebee
    q(
      'create comment entity_type transaction',
      'Add a note to a payment.',
      any(
        op(/^Attach a note to a payment$/),
        titled(/^Notes$/, [
          '/toolkit-api/payments-module/single-payments/',
          '/partner-api/apis/single-payments/',
          '/sdk/php-sdk',
        ]),
        titled(/^Notes and visibility$/, ['/partner-api/overview']),
      ),
    ),
    // Recurly
    q(
      'subscription past_due dunning',
      'Find out what happens when a scheduled recurring payment is missed and how to handle it.',
      any(
        titled(/^Missed payments and the waiting day$|^Lifecycle$/, RECURRING),
        hook(/^Scheduled payment not found$/),
      ),
    ),
    // ReCharge
    q(
      'skip next charge update subscription',
      'Skip or change an upcoming payment within a recurring payment schedule.',
      any(titled(/^Cancel or change a recurring payment$/, RECURRING), op(/^Edit a recurring payment$/)),
    ),
    // ReCharge
    q(
      'next_cursor pagination limit',
      'Page through long list results using the next-page cursor.',
      titled(/^Pagination$|^Responses and pagination$/),
    ),
    // Maxio
    q(
      'price in cents amount_in_cents',
      'Find out whether amounts are sent in pence or as decimal pounds.',
      any(
        titled(/^Amounts and currency$/, ['/toolkit-api/overview']),
        titled(/^Amounts$/, ['/markdown-page']),
        titled(/^Requests$/, ['/partner-api/apis/overview']),
        titled(/^Limits$/, ['/partner-api/overview']),
      ),
    ),
    // Xero
    q(
      'Contacts IsSupplier create supplier',
      'Create and manage supplier records.',
      any(
        op(/^(Create|Get|Edit|Delete) a supplier$|^List suppliers$/),
        titled(/^Create a supplier$|^Suppliers$/, ['/toolkit-api/suppliers/']),
      ),
    ),
    // Xero
    q(
      'BankTransactions RECEIVE SPEND list',
      "List the money in and money out transactions on the merchant's account.",
      any(
        op(/^List transactions$/),
        titled(/^List transactions$|^Parent entities, direction and sandbox$|^Transactions$/, [
          '/toolkit-api/payments-module/transactions/',
          '/partner-api/apis/transactions/',
          '/sdk/php-sdk',
        ]),
        titled(/^Read a transaction$/, ['/partner-api/apis/transactions/overview']),
      ),
    ),
    // Xero
    q(
      'Invoices Status VOIDED',
      'Void an invoice that was issued by mistake.',
      any(op(/^Void an invoice$/), titled(/^Invoice lifecycle$|^How an invoice is paid$/, ['/toolkit-api/invoices/'])),
    ),
    // Invoice Ninja
    q(
      'X-API-TOKEN header',
      'Authenticate API requests with an API key.',
      any(
        titled(/^Authentication$|^Authentication headers$|^Create a terminal$|^Create partner terminals$/),
        pageAt('/toolkit-api/getting-started/api-keys'),
      ),
    ),
    // Invoice Ninja
    q(
      'recurring invoice frequency_id',
      'Set how often a recurring payment is collected, such as weekly or monthly.',
      any(titled(/^Frequencies and dates$/, RECURRING), CREATE_RECURRING),
    ),
    // Ecwid
    q(
      'order fulfillmentStatus SHIPPED DELIVERED',
      'Understand the order statuses from placing an order through to delivery.',
      titled(/^Order lifecycle$|^From order to delivery$/, ['/toolkit-api/orders/']),
    ),
    // PrestaShop
    q(
      'order_carriers tracking_number',
      'Add a tracking number to the shipment of an order.',
      any(op(/^Record the tracking details of a shipment$/), titled(/^Ship an order$/, ['/toolkit-api/shipping/'])),
    ),
    // PrestaShop
    q(
      'order_histories change order state',
      'Change the status of an order.',
      any(op(/^Update the status of an order$/), titled(/^Order lifecycle$/, ['/toolkit-api/orders/'])),
    ),
    // Sendcloud
    q(
      'parcel tracking status history',
      'Look up the tracking details and status history of a shipment.',
      any(op(/^Get a shipment$/), titled(/^Shipment lifecycle$/, ['/toolkit-api/shipping/'])),
    ),
    // Monzo
    q(
      'list transactions since before',
      'Filter transactions to a date range.',
      any(op(/^List transactions$/, /^Partner API/), titled(/^Rules$/, ['/partner-api/apis/transactions/overview'])),
    ),
    // Monzo
    q('balance spend_today totals', 'Get summary statistics of money in and money out.', STATISTICS),
    // Elavon
    q(
      'ccreturn refund status',
      'Check the status of a refund after it has been requested.',
      any(
        titled(/^Refunds$|^Refund a payment$|^Payment lifecycle$|^Payment statuses$/, [
          '/toolkit-api/payments-module/single-payments/',
          '/partner-api/apis/single-payments/',
          '/sdk/',
        ]),
        op(/^Get a payment$/),
        hook(/^Payment status changed$/),
      ),
    ),
    // Barclaycard ePDQ
    q(
      'ORDERID merchant reference',
      'Attach my own order reference to a payment so I can match it later.',
      any(
        CREATE_PAYMENT,
        titled(/^Create and send a payment$/, SINGLE),
        op(/^List payments$/),
        titled(/^List and filter payments$/),
      ),
    ),
    // plain
    q(
      'first api call quickstart',
      'Get started and make a first API request.',
      titled(
        /^Your first call$|^Make your first call$|^Your first request$|^Before your first call$|^Start here$|^Where to start$/,
      ),
    ),
    // plain
    q(
      'list unpaid invoices',
      'Filter invoices to show only the ones not yet paid.',
      any(op(/^List invoices$/), titled(/^Invoice lifecycle$/, ['/toolkit-api/invoices/'])),
    ),
    // plain
    q(
      'api for platforms with many businesses',
      'Find the API meant for platforms that manage payments for many merchant companies.',
      any(
        pageAt('/partner-api/overview'),
        pageAt('/partner-api/apis/overview'),
        titled(/^How the partner model works$|^Where to start$/),
      ),
    ),
    // question
    q(
      'how do i verify a new company before it can take payments',
      'Verify a newly signed-up merchant company so it can start taking payments.',
      any(
        titled(
          /^Verification lifecycle$|^Onboarding links$|^Director verification links$|^Verify the directors$|^Company verification statuses$|^Director verification statuses$|^Step 2: read the onboarding links$|^Step 3: have the director verify$|^Step 6: wait for verification$|^Get your company verified$/,
        ),
        hook(/^Company verification status changed$/),
      ),
    ),
    // question
    q(
      'can i ban a merchant and reactivate them later',
      'Ban a merchant company and reactivate it later through the partner API.',
      any(COMPANY_ACCESS, hook(/^Company access status changed$/)),
    ),
    // question
    q(
      'how do i set up a recurring payment for a company as a partner',
      'Create a recurring payment on behalf of a merchant company using the partner API.',
      any(
        op(/^Create (a draft|and send a) recurring payment$/, /^Partner API/),
        titled(/^Create and send a recurring payment$/, ['/partner-api/apis/recurring-payments/']),
      ),
    ),
    // question
    q(
      'is there a guide for switching from stripe or gocardless',
      'Find the guide that maps concepts from other payment APIs to this one.',
      onPage('/guides/other-payment-apis'),
    ),
    // symptom
    q(
      'refund failed',
      'Find out why a refund can fail and what the refund statuses mean.',
      any(
        titled(/^Refunds$|^Refund a payment$|^Payment lifecycle$|^Payment statuses$/, [
          '/toolkit-api/payments-module/single-payments/',
          '/partner-api/apis/single-payments/',
          '/sdk/',
        ]),
        op(/^Refund a paid payment$/),
      ),
    ),
  ];
}
