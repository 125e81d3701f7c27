/**
 * What an integrating developer types, and what should come first. Each expectation is a test over the
 * search records the build holds (plugins/search-index splits the built pages, and the restricted section's
 * fragments and twins, exactly as scripts/search-index.mjs does), so the expected results are derived from
 * the build, not written down as URLs: "refund" expects the single-payments operations whose summary starts
 * with "Refund", wherever they are.
 */
import path from 'node:path';
import type {SearchRecord} from '../../plugins/search-index/text';
import {
  publicRecords as sitePublicRecords,
  restrictedRecords as siteRestrictedRecords,
} from '../../plugins/search-index/site';

export interface Query {
  query: string;
  /** What the reader is after. */
  wants: string;
  /** The records that answer the query. */
  expected: (r: SearchRecord) => boolean;
}

const REFERENCE_ENTRY = new Set(['operation', 'webhook', 'schema']);
const op = (summary: RegExp, context?: RegExp) => (r: SearchRecord) =>
  r.kind === 'operation' && summary.test(r.title) && (!context || context.test(r.context));
const onPage = (title: RegExp) => (r: SearchRecord, all: SearchRecord[]) =>
  all.some((p) => p.kind === 'page' && title.test(p.title) && (r.url === p.url || r.url.startsWith(`${p.url}#`)));
/** A field typed exactly finds the operations, webhooks or schemas that document it. */
const field = (name: string) => (r: SearchRecord) => REFERENCE_ENTRY.has(r.kind) && r.fields.includes(name);

/** The public queries (at least 20), with the records that answer each. */
export function publicQueries(all: SearchRecord[]): Query[] {
  const page = (title: RegExp) => (r: SearchRecord) => onPage(title)(r, all);
  return [
    {
      query: 'refund',
      wants: 'the refund operation of a single-payments API',
      expected: op(/^Refund/, /Single payments/),
    },
    {
      query: 'webhook signature',
      wants: 'the page or section that explains how to verify a webhook',
      expected: (r) =>
        (r.kind === 'page' || r.kind === 'section') && /verif/i.test(r.title) && /webhook/i.test(r.title),
    },
    {query: 'api key', wants: 'the API keys page', expected: page(/^API keys/)},
    {
      query: 'recurring',
      wants: 'the recurring payments overview or reference',
      expected: page(/^Recurring payments/),
    },
    {query: 'cancel payment', wants: 'the cancel operation', expected: op(/^Cancel a payment$/)},
    {query: 'void invoice', wants: 'the void operation of the invoices API', expected: op(/^Void an invoice/)},
    {
      query: 'make bank account default',
      wants: 'the set-default operation of a bank accounts API',
      expected: op(/default/i, /Bank accounts/),
    },
    {
      query: 'isRetryWebhookEnabled',
      wants: 'an operation or schema with that field',
      expected: field('isRetryWebhookEnabled'),
    },
    {query: 'customerEmailCC', wants: 'an operation or schema with that field', expected: field('customerEmailCC')},
    {
      query: 'fernpayPaymentPageRedirectEnabled',
      wants: 'an operation or schema with that field',
      expected: field('fernpayPaymentPageRedirectEnabled'),
    },
    {
      query: '/payments/single/list',
      wants: 'the operation at that path',
      expected: (r) => r.kind === 'operation' && !!r.path?.endsWith('/payments/single/list'),
    },
    {
      query: 'PATCH /invoices/{id}/void',
      wants: 'the operation at that path',
      expected: (r) => r.kind === 'operation' && r.path === '/invoices/{id}/void',
    },
    {
      query: 'create payment',
      wants: 'a create operation of a single-payments API',
      expected: op(/^Create (a draft|and send a) payment$/),
    },
    {query: 'send payment link', wants: 'the operation that sends a payment', expected: op(/send/i, /Single payments/)},
    {query: 'list transactions', wants: 'the list operation of a transactions API', expected: op(/^List transactions/)},
    {query: 'delete note', wants: 'a delete-note operation', expected: op(/^Delete a note/)},
    {query: 'create customer', wants: 'the create operation of the customers API', expected: op(/^Create a customer/)},
    {
      query: 'create managed company',
      wants: 'the partner create-company operation',
      expected: op(/^Create a managed company/),
    },
    {query: 'ban company', wants: 'the operation that bans a company', expected: op(/^Ban/)},
    {
      query: 'rotate secret',
      wants: 'how to rotate a terminal secret',
      expected: (r) => /rotate a secret/i.test(r.title),
    },
    {
      query: 'terminalSecret',
      wants: 'where the PHP SDK takes its credentials',
      expected: (r) => /credentials/i.test(r.title) && r.url.startsWith('/sdk/'),
    },
    {
      query: 'install php sdk',
      wants: 'how to install the PHP SDK',
      expected: (r) => r.title === 'Install' && r.url.startsWith('/sdk/'),
    },
    {
      query: 'webhook retries',
      wants: 'a section about webhook retries',
      expected: (r) => r.kind === 'section' && /retr/i.test(r.title),
    },
    {query: 'subscription plans', wants: 'the subscriptions page', expected: page(/^Subscriptions/)},
    {query: 'team roles', wants: 'the roles page', expected: page(/roles/i)},
    {
      query: 'verify directors',
      wants: 'how directors are verified',
      expected: (r) => /director/i.test(r.title) && r.kind === 'section',
    },
    {query: 'pagination', wants: 'a pagination section', expected: (r) => r.title === 'Pagination'},
    {query: 'sandbox base url', wants: 'the base URLs', expected: (r) => /base url/i.test(r.title)},
    {query: 'order aggregation', wants: 'the orders API', expected: (r) => /aggregat/i.test(`${r.title} ${r.context}`)},
  ];
}

/** The restricted section's queries (5), searched with the section unlocked. */
export function restrictedQueries(): Query[] {
  return [
    {query: 'create vrp consent', wants: 'the create-VRP-consent operation', expected: op(/^Create a VRP consent$/)},
    {
      query: 'revoke account access consent',
      wants: 'the revoke operation',
      expected: op(/^Revoke an account access consent$/),
    },
    {
      query: 'create standing order',
      wants: 'a create standing order operation',
      expected: op(/^Create a standing order/),
    },
    {
      query: 'bulk file payment',
      wants: 'the bulk file payment operation, or the section about them',
      expected: (r) => /bulk file payment/i.test(r.title),
    },
    {
      query: 'refund single immediate payment',
      wants: 'the refund operation, or the section about payments and refunds',
      expected: (r) => /refund/i.test(r.title) && /single immediate payment/i.test(r.title),
    },
  ];
}

/**
 * The records of a build, split once per process and build folder: a split costs 2 to 3 CPU-s (public) and about
 * 2 (restricted), and the build does not change while tests or `npm run search:measure` read it. search.e2e.ts asked
 * for them 13 times (its own tests, and `budget` once per set): split once each, the file's Node processes went from
 * 121 to 108 CPU-s and its budget test from 36 to 25 s (2026-12-01). Each call gets its own array; the records are
 * shared, and no caller changes them.
 */
const split = new Map<string, SearchRecord[]>();
function recordsOnce(index: 'public' | 'restricted', buildDir: string): SearchRecord[] {
  const key = `${index} ${path.resolve(buildDir)}`;
  let records = split.get(key);
  if (!records) {
    records = (index === 'public' ? sitePublicRecords(buildDir) : siteRestrictedRecords(buildDir)).records;
    split.set(key, records);
  }
  return [...records];
}

/** Every public record of the build (the pages the public index holds). */
export function publicRecords(buildDir = 'build'): SearchRecord[] {
  return recordsOnce('public', buildDir);
}

/** Every record of the restricted section's index. */
export function restrictedRecords(buildDir = 'build'): SearchRecord[] {
  return recordsOnce('restricted', buildDir);
}
