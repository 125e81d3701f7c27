/**
 * A third TUNING set for issue 40 (tuned on, like search-queries.ts and search-paraphrase-queries.ts): task-style
 * queries in other payment APIs' words, written on 2026-11-29 from tasks before any change of that day's work
 * (branch h40gen), and committed before it was measured. The two earlier tuning sets score 87-100 % and no longer
 * tell a general change from a specific one; this set is where a change for generalisation is checked before the
 * held-apart TEST set (search-heldout-queries.ts) is measured. None of its queries was taken from the test set,
 * nor from the issue's examples. Expectations are predicates over the build's records, never URLs written down.
 */
import type {Query} from './search-queries';
import {op, hook, titled, any, q} from './lib/search-predicates';

/** The public dev queries. */
export function devQueries(): Query[] {
  return [
    q('void a charge', 'the cancel call', op(/^Cancel a payment$/)),
    q('list all charges', 'list payments', op(/^List payments$/)),
    q('delete a customer record', 'delete a customer', op(/^Delete a customer$/)),
    q('customer profile update', 'edit a customer', op(/^Edit a customer$/)),
    q('create a customer object', 'create a customer', any(op(/^Create a customer$/), titled(/^Create a customer$/))),
    q(
      'recurring billing schedule',
      'the recurring payments guide or a recurring-payment call',
      any(titled(/^Recurring payments/), op(/recurring payment$/)),
    ),
    q(
      'standing instruction to collect every month',
      'a recurring payment',
      any(titled(/^Recurring payments/), op(/^Create (a draft|and send a) recurring payment$/)),
    ),
    q('send the customer a checkout link', 'the payment link', titled(/payment link/i)),
    q('balance transactions', 'list transactions', any(op(/^List transactions$/), titled(/^Transactions$/))),
    q('signing secret for webhooks', 'the webhook secrets', titled(/webhook secrets|^Roll a secret|signature/i)),
    q('webhook retries', 'webhook delivery and retries', titled(/^Webhook delivery and retries$|^Retry policy$/)),
    q('duplicate request protection', 'idempotency', titled(/idempoten|^The key$|^What a repeat gets$/i)),
    q('rate limit exceeded 429', 'the rate limits', titled(/rate limit/i)),
    q('api key permissions', 'terminal scopes or roles', titled(/^Scopes$|^Permissions$|roles and permissions/i)),
    q('payment status changed event', 'the payment status webhook', hook(/^Payment status changed$/)),
    q('stock level of a product', 'the stock of an item', any(op(/stock/i), titled(/stock/i), op(/^Get an item$/))),
    q(
      'ship an order',
      'a shipment from an order',
      op(/^(Create a shipment for an order|Generate a shipment from an order)$/),
    ),
    q('purchase order received', 'receive a purchase order', op(/^Receive a purchase order$/)),
    q('cancel a po', 'cancel a purchase order', op(/^Cancel a purchase order$/)),
    q(
      'connected accounts',
      'managed companies (a partner onboards merchants)',
      any(titled(/managed compan/i), op(/compan/i)),
    ),
    // Removed on 2026-11-29 (third session): 'create a sub-merchant' is word for word a query of the held-apart TEST set
    // (found by search-heldout.e2e.ts's new check that no tuning query is a test query); a test query is never tuned on.
    q('merchant kyc status', 'company verification statuses', titled(/verification (statuses|lifecycle)/i)),
    q('rotate api secret', 'rotate a terminal secret', titled(/^Rotate a secret/)),
    q('pagination cursor next page', 'pagination', titled(/pagination/i)),
    q('error codes', 'errors and their statuses', titled(/^Errors?$|^Error statuses$/)),
    q('export transactions', 'list transactions', any(op(/^List transactions$/), titled(/^Transactions$/))),
    q(
      'open banking bank list',
      'the banks a customer can pay from, or bank providers',
      any(op(/^List the banks/), titled(/^Bank providers$/)),
    ),
    q('attach metadata to a payment', 'attach a note', op(/^Attach a note to a payment$/)),
    q('write a memo on a charge', 'attach a note', op(/^Attach a note to a payment$/)),
    q('deactivate a terminal', 'revoke a terminal', titled(/^Revoke a terminal$/)),
    q('generate a client library', 'a typed client', titled(/typed client/i)),
    q('how do i test webhooks locally', 'test the endpoint', titled(/^Test your endpoint/)),
    q('what is the base url', 'base URLs', titled(/^Base URLs/)),
    q(
      'can i refund part of a payment',
      'the refund call or refunds section',
      any(op(/^Refund/), titled(/^Refunds?\b/)),
    ),
  ];
}
