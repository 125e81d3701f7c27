/**
 * What other payment APIs call a thing, and what it is in Fernpay: the rows of the page "Coming from another payment
 * API" (docs/guides/other-payment-apis.mdx, drawn by src/components/OtherApiTerms).
 *
 * The mapping itself is the search glossary's (src/shared/search-glossary.ts): a row names the glossary's words
 * (`terms`) and the page shows the glossary's Fernpay names for them, so the page and the search read one table. A
 * row adds only what a reader needs and search does not: what the thing is in Fernpay and where to read more.
 * tests/unit/other-api-terms.test.ts checks that the rows hold every glossary word once, that the words of a row share
 * their Fernpay names, and that every link is a route of the site.
 *
 * `meaning` is plain text; words in backticks are shown as code. Rows with no Fernpay names (`none`) are things other
 * APIs have and Fernpay does not: the glossary maps them to nothing.
 */
import {SEARCH_GLOSSARY} from './search-glossary';

export interface OtherApiTerm {
  /** Other APIs' words: keys of SEARCH_GLOSSARY, or (with `none`) words it leaves unmapped. */
  terms: readonly string[];
  /** No Fernpay equivalent: the glossary maps these words to nothing. */
  none?: true;
  meaning: string;
  link: {label: string; to: string};
}

export const OTHER_API_TERMS: readonly OtherApiTerm[] = [
  {
    terms: ['charge', 'payment intent', 'transfer', 'bank transfer'],
    meaning:
      'One payment taken from a customer. You create it (with its amount, reference and payment method) and send its link; the customer pays at their bank. Its `status` follows it to `paid`.',
    link: {
      label: 'Create and send a payment',
      to: '/toolkit-api/payments-module/single-payments/overview#create-and-send-a-payment',
    },
  },
  {
    terms: ['capture'],
    meaning:
      'There is no separate authorisation and capture: an open-banking payment is paid in one step when the customer authorises it at their bank. What comes closest is processing a `draft`: it sends the payment to the customer.',
    link: {label: 'Payment lifecycle', to: '/toolkit-api/payments-module/single-payments/overview#payment-lifecycle'},
  },
  {
    terms: ['subscription'],
    meaning:
      'A fixed amount collected on a schedule (weekly, monthly, quarterly or yearly) is a recurring payment: the customer sets up a standing order at their bank in one visit. There is no cancel call: see what stops or changes one in each status.',
    link: {
      label: 'Cancel or change a recurring payment',
      to: '/toolkit-api/payments-module/recurring-payments/overview#cancel-or-change-a-recurring-payment',
    },
  },
  {
    terms: ['scheduled payment'],
    meaning:
      'A single payment is paid when the customer pays it; a repeated one is a recurring payment, collected by standing order on its dates.',
    link: {
      label: 'Frequencies and dates',
      to: '/toolkit-api/payments-module/recurring-payments/overview#frequencies-and-dates',
    },
  },
  {
    terms: ['direct debit', 'directdebit'],
    meaning:
      'There is no direct debit: you do not pull money. A recurring payment is a standing order the customer sets up at their bank, which pushes each payment to you; the bank consent is what lets Fernpay read your own account to check the payments arrived.',
    link: {
      label: 'How the customer sets it up',
      to: '/toolkit-api/payments-module/recurring-payments/overview#how-the-customer-sets-it-up',
    },
  },
  {
    terms: ['mandate', 'connection', 'requisition', 'agreement'],
    meaning:
      'The permission a bank gives Fernpay to read a bank account connected by open banking is its bank consent. It expires and is renewed (reconsent); a webhook warns you before it does.',
    link: {label: 'Bank consents', to: '/toolkit-api/payments-module/bank-accounts/overview#bank-consents'},
  },
  {
    terms: ['authorization'],
    meaning:
      'The customer authorises each payment in their banking app; Fernpay spells it authorisation. The permission to read a connected account is its bank consent.',
    link: {label: 'Payment lifecycle', to: '/toolkit-api/payments-module/single-payments/overview#payment-lifecycle'},
  },
  {
    terms: ['payout', 'external account'],
    meaning:
      'There are no payouts: open-banking money goes straight from the customer\u2019s bank account to your bank account, and Fernpay never holds it. You manage your bank accounts with the bank accounts API.',
    link: {label: 'Where the money goes', to: '/toolkit-api/payments-module/overview#where-the-money-goes'},
  },
  {
    terms: ['dispute', 'chargeback', 'reversal'],
    meaning:
      'An open-banking payment is a bank transfer the customer authorised, with no card dispute process. Money goes back by a refund, in full or in part, which you authorise from your bank account.',
    link: {label: 'Refunds', to: '/toolkit-api/payments-module/single-payments/overview#refunds'},
  },
  {
    terms: ['beneficiary', 'counterparty', 'creditor'],
    meaning: 'The account that receives a refund is its payee (`payeeAccountInfo`), usually the customer who paid.',
    link: {label: 'Refunds', to: '/toolkit-api/payments-module/single-payments/overview#refunds'},
  },
  {
    terms: ['institution', 'aspsp'],
    meaning:
      'The banks a bank account can be connected at are the bank providers, named by identifiers such as `ob-natwest` (`ob-natwest-sandbox` in the sandbox).',
    link: {label: 'Bank providers', to: '/toolkit-api/payments-module/bank-accounts/overview#bank-providers'},
  },
  {
    terms: ['payment link', 'checkout'],
    meaning:
      'Every payment sent to a customer has a `link` (and `qrCodeData`) to the Fernpay payment page; or you build your own page on the public payment-flow calls.',
    link: {
      label: 'Customer payment link',
      to: '/toolkit-api/payments-module/single-payments/overview#customer-payment-link',
    },
  },
  {
    terms: ['event', 'notification'],
    meaning:
      'What happened to a payment, an invoice or a company is sent to your server as a webhook: a signed JSON `POST` to the webhook URL of your integration, retried when a delivery fails.',
    link: {label: 'Webhooks', to: '/api-conventions#webhooks'},
  },
  {
    terms: ['webhook endpoint'],
    meaning:
      'Webhooks go to the `webhookUrl` of an integration: a merchant manages its integrations in the Fernpay portal (Settings, Developers, Integrations), a partner creates one for each company it manages with the merchant integrations API.',
    link: {label: 'Webhooks', to: '/toolkit-api/overview#webhooks'},
  },
  {
    terms: ['merchant', 'organization', 'business'],
    meaning:
      'The business that takes payments is a company: yours with the Toolkit API, or the merchant companies a partner manages with the Partner API.',
    link: {label: 'How the partner model works', to: '/partner-api/overview#how-the-partner-model-works'},
  },
  {
    terms: ['account holder'],
    meaning: 'A business a partner onboards and takes payments for is a managed company.',
    link: {label: 'Merchants and managed companies', to: '/partner-api/apis/merchants/overview'},
  },
  {
    terms: ['legal entity'],
    meaning: 'The company is verified (its directors too) before it can take live payments: that is onboarding.',
    link: {label: 'Onboarding overview', to: '/onboarding/overview'},
  },
  {
    terms: ['statement', 'history', 'activity', 'settlement', 'balance transaction'],
    meaning:
      'Each movement of money your payments make (a payment paid, a scheduled payment collected, a refund sent) is a transaction, to reconcile with your bank statement.',
    link: {label: 'Transactions', to: '/toolkit-api/payments-module/transactions/overview'},
  },
  {
    terms: ['report'],
    meaning:
      'Figures over a period (the count and total amount of a company\u2019s completed transactions) are the transaction statistics of the Partner API.',
    link: {label: 'Statistics', to: '/partner-api/apis/transactions/overview#statistics'},
  },
  {
    terms: ['product', 'line item'],
    meaning: 'A thing you sell, with its price and stock, is an inventory item; invoices and orders list items.',
    link: {label: 'Inventory', to: '/toolkit-api/inventory/overview'},
  },
  {
    terms: ['catalog'],
    meaning: 'The list of what you sell is your inventory of items.',
    link: {label: 'Inventory', to: '/toolkit-api/inventory/overview'},
  },
  {
    terms: ['invoice item'],
    meaning:
      'An invoice\u2019s lines each have a quantity, a unit price including VAT and a VAT rate; the totals follow from them.',
    link: {label: 'VAT and totals', to: '/toolkit-api/invoices/overview#vat-and-totals'},
  },
  {
    terms: ['bill'],
    meaning:
      'An invoice is one you send to a customer; what you buy from a supplier is a purchase order of the suppliers API.',
    link: {label: 'Invoices', to: '/toolkit-api/invoices/overview'},
  },
  {
    terms: ['credit note'],
    meaning: 'An invoice is cancelled by voiding it; money already paid goes back by a refund of its payment.',
    link: {label: 'Invoice lifecycle', to: '/toolkit-api/invoices/overview#invoice-lifecycle'},
  },
  {
    terms: ['sale'],
    meaning: 'A sale from one of your channels is an order, aggregated from the channel and shipped.',
    link: {label: 'Order aggregation and generation', to: '/toolkit-api/orders/overview'},
  },
  {
    terms: ['purchase'],
    meaning: 'Stock you buy is ordered from a supplier with a purchase order, and received into your inventory.',
    link: {label: 'Suppliers', to: '/toolkit-api/suppliers/overview'},
  },
  {
    terms: ['contact'],
    meaning: 'The people and businesses you sell to are customers; those you buy from are suppliers.',
    link: {label: 'Customers', to: '/toolkit-api/customers/overview'},
  },
  {
    terms: ['wallet', 'balance'],
    none: true,
    meaning: 'Fernpay keeps no money for you: there is no wallet and no balance to read or pay out.',
    link: {label: 'Where the money goes', to: '/toolkit-api/payments-module/overview#where-the-money-goes'},
  },
  {
    terms: ['payment method', 'card'],
    none: true,
    meaning:
      'Nothing is stored to charge again: each payment names how it is paid in `paymentMethod` (open banking, its QR code, card on the Fernpay payment page, or cash and other means you record).',
    link: {label: 'Payment methods', to: '/toolkit-api/payments-module/overview#payment-methods'},
  },
  {
    terms: ['api key', 'secret key', 'publishable key'],
    none: true,
    meaning:
      'Your server authenticates with a terminal: a terminal id and a terminal secret sent as headers on every call. There is no publishable key.',
    link: {label: 'API keys (terminals)', to: '/toolkit-api/getting-started/api-keys'},
  },
];

/** A row's words as shown: a spelling variant of another of its words, written without its spaces, left out. */
export function shownTerms(row: OtherApiTerm): string {
  const spaced = new Set(row.terms.filter((t) => t.includes(' ')).map((t) => t.replace(/ /g, '')));
  return row.terms.filter((t) => !spaced.has(t)).join(', ');
}

/** A row's Fernpay words: the glossary's names for its words, or "No equivalent". */
export function fernpayWords(row: OtherApiTerm): string {
  return row.none ? 'No equivalent' : (SEARCH_GLOSSARY[row.terms[0]] ?? []).join(', ');
}

/** The table as Markdown, for the page's `.md` twin (plugins/docs-as-text): `<OtherApiTerms />` on a line of its own. */
export function expandOtherApiTermsTags(markdown: string): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const table = [
    "| Other APIs say | Fernpay's words | What it is, and where to read |",
    '| --- | --- | --- |',
    ...OTHER_API_TERMS.map(
      (r) =>
        `| ${cell(shownTerms(r))} | ${cell(fernpayWords(r))} | ${cell(r.meaning)} [${r.link.label}](${r.link.to}) |`,
    ),
  ].join('\n');
  return markdown.replace(/^<OtherApiTerms \/>$/gm, table);
}
