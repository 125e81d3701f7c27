/**
 * A TUNING set for the provider index (issue 40), tuned on like search-gen-queries.ts: 30 task-style queries typed the
 * way integrators coming from other open-banking APIs (TrueLayer, Plaid, Yapily, Tink, GoCardless Bank Account Data,
 * Token.io) would, in their words (institution, requisition, AIS consent, sweeping, confirmation of funds, SCA,
 * payouts, cursor, signing secret, ...). Written on 2026-11-29 from tasks (the `wants` first), before any change of
 * that pass, and committed before it was measured: the commit that adds this file is the proof of order. None is
 * taken from the held-apart TEST set (search-heldout-queries.ts, whose provider queries and misses were not read;
 * search-heldout.e2e.ts checks that no query is in both) or reused from the earlier provider sets. Each expectation is a predicate over the provider section's records,
 * written at writing time from the records' titles (every record that answers the task is named), never a URL of a
 * result seen in a measurement. An expectation is never widened after seeing a result; if one must change, a comment
 * above it says what, why and when. One query written for this set was found, by the check against the TEST set
 * (before any measurement), to be a query of that set word for word: it was replaced by another, written then.
 */
import type {Query} from './search-queries';
import {op, hook, titled, onPage, any, q} from './lib/search-predicates';

const PROVIDER = ['/provider/'];
const under = (title: RegExp) => titled(title, PROVIDER);

/** The provider generalisation tuning queries (searched with the section unlocked, all sections). */
export function providerGenQueries(): Query[] {
  return [
    // Account information
    q(
      'ais consent for account information',
      'create an account access consent, or its page',
      any(op(/^Create an (EU )?account access consent$/), under(/^Account access consents$/)),
    ),
    q(
      'get account holder name',
      'read an account (its fields)',
      any(op(/^(Get one account|List the accounts of a consent)$/), under(/^UK account fields$/)),
    ),
    q('fetch available balance', 'get the balances', op(/^Get the balances of an (EU )?account$/)),
    q(
      'pull transaction history for the last 90 days',
      'list the transactions, or walk a long history',
      any(
        op(/^List the transactions of an (EU )?account$/),
        under(/^(Read the transactions|Walk a long transaction history)$/),
      ),
    ),
    q(
      'overdraft limit on the account',
      'the balance fields (the credit line)',
      any(under(/^(UK balance fields|Read the balances)$/), op(/^Get the balances of an (EU )?account$/)),
    ),
    q(
      'spending category of a transaction',
      'spending categories',
      any(under(/^Spending categories$/), op(/Starling category/)),
    ),
    q(
      'requisition expired',
      'a consent that ran out: its lifecycle, reconsent',
      any(under(/^(Consent lifecycle|Reconsent)$/), op(/^Renew an account access consent$/)),
    ),
    q(
      'delete user consent',
      'revoke or end a consent',
      any(op(/^(Revoke an account access consent|End an EU account access consent)$/), under(/^Revoke a consent$/)),
    ),
    q(
      'consent status values',
      'the consent lifecycle or the statuses',
      under(/^(Consent lifecycle|Statuses by resource|Statuses)$/),
    ),
    // Banks
    q('institution list', 'list the providers', any(op(/^List (EU )?providers$/), under(/^Providers$/))),
    q(
      'institution capabilities',
      'what banks support',
      under(/^(What banks support|Banks and capabilities|Capabilities at a glance)$/),
    ),
    // Payments
    q(
      'payment initiation with redirect to the bank',
      'create a single immediate payment, or the bank authorisation',
      any(
        op(/^Create a single immediate payment$/),
        under(/^(Authorisation at the bank|Step 5: Send the user to the bank|Authorise at the bank)$/),
      ),
    ),
    q(
      'sepa instant payment',
      'an EU single payment',
      any(op(/^Create an EU single payment$/), under(/^EU single payments$/)),
    ),
    q(
      'strong customer authentication challenge',
      'the EU payment authorisation or its one-time passcode',
      op(/^(Submit the one-time passcode of an EU payment|Get the authorisation of an EU payment)$/),
    ),
    q(
      'refund to the payer account',
      'refund a payment, or its refund account',
      op(/^(Refund a single immediate payment|Get the refund account of a payment)$/),
    ),
    q(
      'bulk payouts to many payees',
      'a bulk file payment',
      any(op(/bulk file payment/), under(/^Bulk file payments$/)),
    ),
    q('future dated standing order', 'a standing order', any(op(/standing order/), under(/^Standing orders$/))),
    // Variable recurring payments
    q('sweeping vrp payment limits', 'the VRP control parameters', under(/^Control parameters$/)),
    q(
      'confirmation of funds for variable payment',
      'check funds for a VRP payment',
      op(/^Check funds for a VRP payment$/),
    ),
    q(
      'cancel a sweeping mandate',
      'delete a VRP consent',
      any(
        op(/^Delete a VRP consent$/),
        titled(/^Delete a consent$/, ['/provider/payments/variable-recurring-payment']),
      ),
    ),
    // Webhooks
    q(
      'payment status webhook',
      'a payment-changed webhook',
      hook(/^(Single immediate payment|EU single payment|VRP payment|Bulk file payment) changed$/),
    ),
    q('webhook signing secret verification', 'verify the signature', under(/^Verify the signature$/)),
    q('webhook retry backoff schedule', 'the retry policy', under(/^(Retry policy|Timeline example)$/)),
    q('missed webhooks during downtime', 'reconcile after an outage', under(/^Reconcile after an outage$/)),
    // Conventions
    q(
      'client credentials access token',
      'authentication',
      under(/^(Authentication|Step 2: Authenticate|Authentication headers|Base URLs and authentication)$/),
    ),
    q('rate limit exceeded 429', 'the rate limits', under(/^(Rate limits|Limits)$/)),
    q('cursor pagination for transactions', 'paging', under(/^(Paging|Walk a long transaction history)$/)),
    q('same request sent twice safely', 'idempotency', under(/^(Idempotency|What a retry does, per call)$/)),
    q(
      'bank returned an error during authorisation',
      'the bank errors',
      under(/^(Bank errors|Errors|Errors and what to do)$/),
    ),
    q(
      'sandbox test bank that fails the payment',
      'the provider sandbox outcomes',
      onPage('/provider/sandbox-outcomes'),
    ),
  ];
}
