/**
 * The THIRD held-apart TEST set of issue 40: 74 task-style queries, written 2026-12-02 by a helper (a language-model
 * agent) from a loose description of what the docs cover, with no access to the repository, the pages or any query
 * set (its brief forbade opening anything under the repository; it reported that it opened nothing). Its voices: a
 * developer used to one of 23 payment, banking, commerce or accounting APIs none of the earlier sets drew on
 * (Worldpay, Klarna, Paddle, Zuora, Authorize.net, Wise, Revolut Business, Yapily, Tink, Modulr, Lemon Squeezy,
 * WooCommerce, Sage, FreeAgent, ShipStation, Amazon Pay, Xendit, Paystack, Flutterwave, SumUp, Zettle, Moneris,
 * Nuvei, Airwallex), a small business's developer in plain words, a question typed in full, a symptom.
 *
 * Why a third set: the second (search-heldout2-queries.ts) had been measured after each finished change of seven
 * sessions, and the briefs of the per-record queries (plugins/search-index/asked) named most of the APIs both earlier
 * sets drew on. This one starts the count again; the issue asks for a set written before the work.
 *
 * The protocol (as the earlier sets'):
 * - The queries, their voices and tasks are the helper's, word for word; 75 were written, one is left out (below).
 * - The expected results were then looked up in the build's records and the docs' text and written as predicates over
 *   the records, before this set was measured at all (the commit that adds this file is the proof of order; main
 *   then was 5a5bf53). Where several records answer the task, the predicate names each of them.
 * - A TEST set, never tuned on: no vocabulary, synonym, ranking or index change may be made from its queries or its
 *   misses; its misses are not read (only its figures and rank bands).
 * - An expected answer is never widened after seeing a result. If one must change (the pages changed, or it was
 *   wrong), a comment above it says what changed, why and when.
 * One query, "get institutions list", is word for word one of the per-record queries in the index
 * (plugins/search-index/asked/public.json, written on 2026-12-01 by other helpers who saw no test set): kept, as
 * written independently.
 * Left out before any measurement: "what changed between the old and new partner api" (question; task: find the
 * migration guide for the newer version of the platform API): the Partner API has one version; the docs' migration
 * guide is from the toolkit API to the Partner API, which is not what the task asks.
 */
import type {Query} from './search-queries';
import {op, hook, titled, onPage, pageAt, any, q} from './lib/search-predicates';
// The answers this set shares with the second one, as that set writes them (the same predicates, not copies).
import {
  CREATE_PAYMENT,
  CREATE_RECURRING,
  IDEMPOTENCY,
  PAGINATION,
  RECURRING,
  REFUND,
  SIGNATURE,
  SINGLE,
} from './search-heldout2-queries';

const BANK_ACCOUNTS = ['/toolkit-api/payments-module/bank-accounts/', '/partner-api/apis/bank-accounts/'];
const RATE_LIMITS = titled(/^Rate limits$|^Idempotency and rate limits$|Rate limits and 429|^Retries and backoff$/);
const SANDBOX_OUTCOMES = any(
  onPage('/guides/sandbox-outcomes'),
  titled(/^How the sandbox decides$|^What you can do in the sandbox$|^Test in sandbox$/),
);
/** The rules every API shares: API conventions, the two overviews and the Partner APIs at a glance. */
const RULES = ['/api-conventions', '/toolkit-api/overview', '/partner-api/overview', '/partner-api/apis/overview'];
const PAYMENT_LIFECYCLE = any(
  titled(/^Payment lifecycle$|^Payment statuses$/, [...SINGLE, '/sdk/']),
  titled(/^Did my payment go through\?$/),
);
const CANCEL_RECURRING = titled(/^Cancel or change a recurring payment$/, RECURRING);
const WEBHOOK_RETRIES = any(
  titled(/^Retry policy$|^Webhook delivery and retries$|^Webhook delivery$/),
  titled(/^Webhooks$/, ['/api-conventions']),
);
const SANDBOX_AND_LIVE = titled(
  /^Base URLs and environments$|^Base URLs$|^Sandbox and live$|^Sandbox and live terminals$/,
);

/** A payment created for a managed company: the Partner API's create calls and where its guides make one. */
export const PARTNER_CREATE_PAYMENT = any(
  op(/^Create (a draft|and send a) payment$/, /^Partner API/),
  titled(/^Create and send a payment$/, ['/partner-api/apis/single-payments/']),
  titled(/^Step 7: take the first payment$/),
);

/** Archiving a customer and restoring them: the two calls and the customers' lifecycle. */
export const ARCHIVE_CUSTOMER = any(
  op(/^Archive a customer$|^Restore an archived customer$/),
  titled(/^Customer lifecycle$/, ['/toolkit-api/customers/']),
);

/** The public queries, searched in the public index. */
export function heldOut3Queries(): Query[] {
  return [
    // Worldpay
    q('partial refund on settled order', 'Give part of a completed payment back to the customer.', REFUND),
    // Klarna
    q(
      'cancel authorized order before capture',
      'Cancel a payment that has been created but not yet completed.',
      any(op(/^Cancel a payment$/), titled(/^Edit, cancel or delete a payment$/)),
    ),
    // Paddle
    q('pause subscription', 'Find out whether a repeating payment plan can be paused.', CANCEL_RECURRING),
    // Paddle
    q('verify paddle-signature webhook header', 'Check that an incoming event notification is genuine.', SIGNATURE),
    // Paddle
    q(
      'switching from paddle to your api',
      'Find the guide for developers moving over from another payments API.',
      onPage('/guides/other-payment-apis'),
    ),
    // Zuora
    q(
      'post draft invoice',
      'Issue a draft invoice so it becomes final.',
      any(op(/^Issue an invoice$/), titled(/^Issue an invoice$/, ['/toolkit-api/invoices/'])),
    ),
    // Authorize.net
    q(
      'sandbox amount to trigger decline',
      'Use a particular amount in the test environment to force a failed payment.',
      SANDBOX_OUTCOMES,
    ),
    // Authorize.net
    q(
      'ARB silent post failed recurring payment',
      'Get notified when a scheduled instalment is not received.',
      any(hook(/^Scheduled payment not found$/), titled(/^Missed payments and the waiting day$/, RECURRING)),
    ),
    // Wise
    q(
      'X-idempotence-uuid header equivalent',
      'Safely retry a create request without creating a duplicate.',
      any(IDEMPOTENCY, titled(/^Retries and idempotency$/, ['/sdk/'])),
    ),
    // Revolut Business
    q(
      'transactions from to date filter',
      'List money movements on the account within a date range.',
      any(op(/^List transactions$/), titled(/^List transactions$|^Transactions$/, ['/toolkit-api/', '/sdk/'])),
    ),
    // Revolut Business
    q(
      'webhook when account disconnected',
      'Receive an event when a connected bank account changes state.',
      any(
        hook(/^Bank account status changed$|^Bank consent expiring, expired or renewed$|^Bank data connection lost$/),
        titled(/^Webhooks$/, BANK_ACCOUNTS),
      ),
    ),
    // Yapily
    q(
      'consent expired reauthorise account',
      'Renew the expired bank permission on a connected bank account.',
      any(
        op(/^Renew the open-banking consent of a bank account$/),
        titled(/^Bank consents( and reconsent)?$/, BANK_ACCOUNTS),
        hook(/^Bank consent expiring, expired or renewed$/),
      ),
    ),
    // Yapily
    q(
      'get institutions list',
      'Get the list of banks the customer can choose from.',
      any(op(/^List the banks a customer can pay from$/), titled(/^Bank providers$/, BANK_ACCOUNTS)),
    ),
    // Yapily
    q(
      'periodic payment consent standing order',
      'Set up a repeating payment that the customer authorises once at their bank.',
      any(
        CREATE_RECURRING,
        op(/^Start a bank authorisation for a recurring payment$/),
        titled(/^How the customer sets it up$|^Recurring payments$|^Create and send a recurring payment$/, RECURRING),
      ),
    ),
    // Tink
    q(
      'payment initiation single domestic transfer',
      "Take a one-off payment by bank transfer started from the customer's online bank.",
      any(
        CREATE_PAYMENT,
        op(/^Start paying a payment at the chosen bank$/),
        titled(/^Single payments$|^Create and send a payment$|^Payment methods$|^Your own payment page$/, SINGLE),
      ),
    ),
    // Tink
    q(
      'tink link connect business bank account',
      "Connect the merchant's own bank account by logging in at the bank.",
      any(
        op(/^Connect a bank account by open banking$/),
        titled(/^Connect a bank account$|^Bank connection link$/),
        titled(/^Bank accounts$/, BANK_ACCOUNTS),
      ),
    ),
    // Modulr
    q(
      'payment status values meaning',
      'Understand each payment status and what moves a payment between them.',
      PAYMENT_LIFECYCLE,
    ),
    // Modulr
    q(
      'sandbox simulate payment outcome',
      'Make a test payment succeed or fail on purpose in the test environment.',
      SANDBOX_OUTCOMES,
    ),
    // Lemon Squeezy
    q(
      'create checkout url to share',
      'Create a payment link the customer can open to pay.',
      any(CREATE_PAYMENT, titled(/^Customer payment link$|^The payment link$/)),
    ),
    // Lemon Squeezy
    q(
      'subscription_payment_success webhook',
      'Get an event when a scheduled instalment is received.',
      hook(/^Scheduled payment received$/),
    ),
    // WooCommerce
    q(
      'update order status to completed',
      'Change the state of a sales order.',
      any(op(/^Update the status of an order$/), titled(/^Order lifecycle$/, ['/toolkit-api/orders/'])),
    ),
    // WooCommerce
    q(
      'product stock_quantity update',
      'Adjust the stock level of a product.',
      any(op(/^Adjust the stock of an item$/), titled(/^Adjust stock$|^Stock$/, ['/toolkit-api/inventory/'])),
    ),
    // WooCommerce
    q('per_page X-WP-TotalPages pagination', 'Page through long lists of results.', PAGINATION),
    // Sage
    q(
      'void sales invoice',
      'Cancel an invoice that has already been issued.',
      any(op(/^Void an invoice$/), titled(/^Invoice lifecycle$/, ['/toolkit-api/invoices/'])),
    ),
    // Sage
    q('archive contact then unarchive', 'Archive a customer record and later restore it.', ARCHIVE_CUSTOMER),
    // FreeAgent
    q(
      'mark invoice as paid',
      'Record an invoice as paid.',
      any(op(/^Mark an invoice as paid$/), titled(/^How an invoice is paid$/, ['/toolkit-api/invoices/'])),
    ),
    // FreeAgent
    q('change bank account nickname', 'Rename a connected bank account.', op(/^Rename a bank account$/)),
    // ShipStation
    q(
      'create shipment carrier tracking number',
      'Create a shipment with a carrier and tracking number.',
      any(
        op(
          /^Create a shipment for an order$|^Record the tracking details of a shipment$|^Generate a shipment from an order$/,
        ),
        titled(/^Ship an order$/, ['/toolkit-api/shipping/']),
      ),
    ),
    // ShipStation
    q(
      'import orders from marketplace stores',
      'Pull in orders from sales channels and marketplaces.',
      any(
        op(/^Aggregate orders from your channels$/),
        titled(/^Aggregate orders from your channels$/, ['/toolkit-api/orders/']),
      ),
    ),
    // Amazon Pay: the redirect is set on the integration (`redirectUrl`) or the payment (`customRedirectUrl`).
    q(
      'checkoutResultReturnUrl',
      'Set where the customer is sent back to after paying.',
      any(
        titled(/^Customer payment link$|^After paying$|^Integration fields$|^Create an integration$|^Request fields$/, [
          ...SINGLE,
          '/partner-api/apis/merchant-integrations/',
          '/sdk/',
        ]),
        CREATE_PAYMENT,
        op(/^Create an integration$|^Edit an integration$/),
      ),
    ),
    // Xendit
    q(
      'for-user-id create payment for sub account',
      'Create a payment on behalf of a managed merchant business.',
      PARTNER_CREATE_PAYMENT,
    ),
    // Xendit
    q(
      'sub account transactions balance',
      'List money movements and totals for a managed merchant business.',
      any(
        op(/^List transactions$|^Get transaction statistics$/, /^Partner API/),
        titled(/^Statistics$|^Transactions$/, ['/partner-api/apis/transactions/']),
      ),
    ),
    // Paystack
    q(
      'verify transaction by reference',
      'Look up a payment using its reference.',
      any(op(/^List payments$/), titled(/^List and filter payments$/)),
    ),
    // Paystack
    q(
      'subaccount settlement bank details',
      'Add or view bank accounts for a managed merchant business.',
      any(
        op(/^List the company's bank accounts$|^Get a bank account$|^Add a bank account by hand$/, /^Partner API/),
        titled(/^Bank accounts$|^Add a bank account by hand$/, ['/partner-api/apis/bank-accounts/']),
        titled(/^Default bank account$|^Bank connection link$/, ['/partner-api/apis/merchants/']),
      ),
    ),
    // Flutterwave
    q(
      'webhook retry when endpoint down',
      'Find how event notifications are retried when my server fails to accept them.',
      WEBHOOK_RETRIES,
    ),
    // SumUp
    q(
      'record cash sale',
      'Record a payment the customer made in cash.',
      titled(/^Record a cash payment$|^Cash, other and card payments$|^Payment methods$/, [...SINGLE, '/sdk/']),
    ),
    // Zettle
    q(
      'inventory history for product',
      'See the history of stock changes for an item.',
      any(op(/^List the stock movements of an item$/), titled(/^Stock$/, ['/toolkit-api/inventory/'])),
    ),
    // Moneris
    q('qa environment host vs production', 'Find the hosts for the test and live environments.', SANDBOX_AND_LIVE),
    // Nuvei
    q(
      'error codes and reasons list',
      'Look up what each error means and how to handle it.',
      any(titled(/^Errors$/, RULES), titled(/^Error statuses$/), titled(/^Read errors$|^Handle errors$/)),
    ),
    // Airwallex
    q(
      'connected account kyc status',
      "Check a managed merchant's identity and business verification state.",
      any(
        hook(/^Company verification status changed$/),
        titled(/^Verification lifecycle$|^Company verification statuses$|^Step 6: wait for verification$/),
        op(/^Get a company$/),
      ),
    ),
    // Airwallex
    q(
      'suspend connected account',
      'Block a managed merchant business and later unblock it.',
      any(
        op(/^Ban or reactivate a company$/),
        hook(/^Company access status changed$/),
        titled(/^Access lifecycle$|^Company access$|^Access statuses$/),
      ),
    ),
    // Airwallex
    q(
      'create connected account onboarding',
      'Sign up a new merchant business under a platform.',
      any(
        op(/^Create a managed company$/),
        titled(/^Create a company$|^Onboarding links$|^Create the company$|^Step 1: create the company$/),
        pageAt('/onboarding/overview'),
        pageAt('/partner-api/getting-started/merchant-creation'),
      ),
    ),
    // plain
    q(
      'save a payment without sending it yet',
      'Create a payment as a draft to send later.',
      any(op(/^Create a draft payment$/), titled(/^Create a draft first$/)),
    ),
    // plain
    q(
      'change amount on payment already created',
      'Edit a payment after it has been created.',
      any(op(/^Edit a payment$/), titled(/^Edit, cancel or delete a payment$/)),
    ),
    // plain
    q(
      'add private note to payment',
      'Attach an internal note to a payment.',
      any(op(/^Attach a note to a payment$/), titled(/^Notes$/, [...SINGLE, '/sdk/'])),
    ),
    // plain
    q(
      'customer paid less than monthly amount',
      'Find the event for a scheduled instalment that arrives short.',
      any(hook(/^Scheduled payment short$/), titled(/^Missed payments and the waiting day$/, RECURRING)),
    ),
    // plain
    q(
      'total money in and out this month',
      'Get totals and statistics of money movements.',
      any(op(/^Get transaction statistics$/), titled(/^Statistics$/, ['/partner-api/apis/transactions/'])),
    ),
    // plain
    q(
      'receive delivery from supplier',
      'Record goods received against a purchase order.',
      any(
        op(/^Receive a purchase order$/),
        titled(/^Restock with a purchase order$|^Purchase order lifecycle$/, ['/toolkit-api/suppliers/']),
      ),
    ),
    // plain
    q(
      'turn order into invoice',
      'Convert a sales order into an invoice.',
      any(op(/^Generate an invoice from an order$/), titled(/^From order to delivery$/, ['/toolkit-api/orders/'])),
    ),
    // plain
    q('mark parcel as delivered', 'Mark a shipment as delivered.', op(/^Mark a shipment as delivered$/)),
    // plain
    q(
      'which plan do i need for invoices',
      'Find which product plan is required to use a feature.',
      onPage('/toolkit-api/getting-started/subscriptions'),
    ),
    // plain
    q(
      'are amounts in pence or pounds',
      'Understand how money amounts are formatted in requests and responses.',
      titled(/^Amounts and currency$|^Amounts$/),
    ),
    // plain
    q(
      'skip ahead a month in sandbox',
      'Move the test environment clock forward to trigger scheduled payments.',
      SANDBOX_OUTCOMES,
    ),
    // plain
    q('wipe all sandbox data', 'Reset the test environment.', SANDBOX_OUTCOMES),
    // plain
    q(
      'install php sdk composer',
      'Install and start using the official PHP library.',
      any(pageAt('/sdk/php-sdk'), titled(/^Install$|^Requirements$/, ['/sdk/php-sdk'])),
    ),
    // plain
    q(
      'generate typescript client from openapi',
      'Generate a typed API client from the API description files.',
      onPage('/guides/typed-client'),
    ),
    // plain
    q(
      'approve payment on fake bank in sandbox',
      'Use the simulated bank to approve or refuse a test payment.',
      SANDBOX_OUTCOMES,
    ),
    // plain
    q(
      'get my api key',
      'Obtain credentials to call the API.',
      any(
        pageAt('/toolkit-api/getting-started/api-keys'),
        titled(/^Create a terminal$|^Create partner terminals$|^Step 1: get partner credentials$/),
        titled(/^Authentication$/, RULES),
      ),
    ),
    // plain
    q(
      'make this bank account the default',
      'Choose the default bank account for receiving money.',
      any(op(/^Make a bank account the default$/), titled(/^Default bank account$/)),
    ),
    // plain
    q(
      'add bank account with sort code and account number',
      'Connect a bank account by typing its details instead of logging in at the bank.',
      any(op(/^Add a bank account by hand$/), titled(/^Add a bank account by hand$/)),
    ),
    // plain
    q(
      'step by step tutorial first payment',
      'Find a runnable walkthrough for taking a first payment.',
      any(
        onPage('/guides/run-the-guides'),
        titled(/^Step 7: take the first payment$|^Your first call$|^Make your first call$|^Your first request$/),
        pageAt('/partner-api/getting-started/merchant-creation'),
        titled(/^Create and process a payment$/, ['/sdk/']),
      ),
    ),
    // question
    q(
      'how do i avoid processing the same webhook twice',
      'Handle duplicate event notifications.',
      any(
        titled(/^Handle each event once$|^Verify and answer webhooks$/),
        titled(/^Webhooks$/, RULES),
        titled(/^Retries and idempotency$/, ['/sdk/']),
      ),
    ),
    // question: the docs say it in the toolkit overview's webhooks, the signature guide and the PHP SDK's endpoint.
    q(
      'do webhooks arrive in the order things happened',
      'Find out whether event notifications are delivered in order.',
      any(
        titled(/^Webhooks$/, ['/toolkit-api/overview']),
        titled(/^Verify a delivery$/, ['/guides/webhook-signatures']),
        titled(/^A complete endpoint$|^Retries and idempotency$/, ['/sdk/']),
      ),
    ),
    // question
    q(
      'what timezone are the dates in api responses',
      'Understand how dates and time zones are represented.',
      titled(/^Dates, times and ids$|^Dates and times$|^Frequencies and dates$/),
    ),
    // question
    q(
      'what should my webhook endpoint return and how fast',
      'Learn how to respond to an event notification.',
      any(
        titled(/^Answer 200$|^Verify and answer webhooks$|^Set up your webhook endpoint$/),
        titled(/^Webhooks$/, RULES),
        titled(/^Webhook delivery and retries$|^Retry policy$/),
      ),
    ),
    // question
    q(
      'how does a customer cancel their standing order',
      'Find out how a repeating payment plan is ended by the customer.',
      any(CANCEL_RECURRING, titled(/^Lifecycle$|^Recurring payment lifecycle$/, RECURRING)),
    ),
    // question
    q(
      'can i use claude code or cursor with your docs',
      'Connect an AI coding assistant to the documentation.',
      onPage('/guides/ai-assistant'),
    ),
    // question
    q(
      "how do i update a sub merchant's business address as a platform",
      "Update a managed merchant business's details.",
      op(/^Update a managed company$/),
    ),
    // question: one integration per company (its `webhookUrl`): the answer is how an integration is created.
    q(
      'how do i register one webhook url for all my merchants',
      'Register an endpoint to receive events for managed merchant businesses.',
      any(
        op(/^Create an integration$/),
        titled(/^Create an integration$|^Create the integration$|^Step 5: create the integration$/),
        titled(/^Step 6: create an integration per company$|^Set up your webhook endpoint$/),
        pageAt('/partner-api/apis/merchant-integrations/overview'),
      ),
    ),
    // symptom
    q('429 too many requests', 'Understand request limits and what to do when throttled.', RATE_LIMITS),
    // symptom
    q(
      '401 unauthorized live key on sandbox',
      'Fix an authentication error caused by mixing test and live keys or hosts.',
      any(titled(/^When a call is refused: 401 and 403$/), SANDBOX_AND_LIVE, titled(/^Authentication$/, RULES)),
    ),
    // symptom
    q(
      '403 forbidden key missing permission',
      'Fix an error caused by an API key lacking the needed permission.',
      titled(/^When a call is refused: 401 and 403$|^Scopes$|^When something is not allowed$|^Permissions$/),
    ),
    // symptom
    q(
      'payment stuck pending after customer approved at bank',
      'Understand why a payment has not moved to a paid status after bank approval.',
      PAYMENT_LIFECYCLE,
    ),
    // symptom: the docs name no deprecation header; the policy is the changelog's breaking changes.
    q(
      'deprecation sunset header in response',
      'Understand version changes and deprecation notices in API responses.',
      any(titled(/^What counts as a breaking change$|^Versioning and support$/), pageAt('/changelog')),
    ),
  ];
}
