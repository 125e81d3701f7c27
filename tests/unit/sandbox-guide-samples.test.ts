/**
 * Every curl sample of the public guides (docs/**.mdx) sent to the local sandbox as a reader copies it: each page on a
 * new sandbox (reset) started at the examples' time (`--start 2026-07-01T10:30:00Z`), its calls in order, the
 * credentials placeholders (`YOUR_TERMINAL_ID`, `$FERNPAY_TERMINAL_ID`) as the sandbox's. An id a page's own create
 * call documents is taken from that call's answer (the reader copies it from there); a seeded record's id is used as
 * written (the reader finds it in the sandbox). Each answer must be 2xx, hold every field of the JSON the page shows
 * after it, and have its statuses and counts (`differentStates`); a JSON block that is a webhook's payload is no
 * answer. Found 2026-11-30 by integrations written from the pages: the partner overview's first payment answered
 * `403` (its company awaits verification) where the page showed `201`.
 *
 * STORY lists the samples that tell a story the sandbox does not replay: each with why, and each must still disagree
 * (a story made true is taken off the list). The getting-started walkthroughs run with their people's steps in
 * sandbox-walkthroughs.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startServer} from '../../src/sandbox/server';
import {SANDBOX_CREDENTIALS} from '../../src/sandbox/credentials';
import {SANDBOX_SEED, seededRecords} from '../../src/sandbox/seed';
import {sandboxApis} from './sandbox-helpers';
import {
  differentStates,
  learnIds,
  missingKeys,
  pageCalls,
  SANDBOX_HOSTS,
  substitute,
  type CurlCall,
} from './lib/walkthrough';

const START = Date.parse('2026-07-01T10:30:00Z');
/** The public APIs' hosts (the provider section's guides are not public pages). */
const HOSTS = SANDBOX_HOSTS.filter((h) => h.family !== 'provider');
/** Run with their people's steps by sandbox-walkthroughs.test.ts. */
const WALKTHROUGHS = ['docs/partner-api/getting-started/merchant-creation.mdx'];
/** `file#step METHOD path` -> why the sandbox does not answer as the page shows. */
const STORY: Record<string, string> = {
  'docs/partner-api/getting-started/preparations.mdx#Make your first call GET /partner/v1/companies/info/list':
    "a new hosted sandbox account has no companies; the local sandbox's example companies are named in the sentence before",
  'docs/partner-api/apis/transactions/overview.mdx#Read a transaction GET /partner/v1/6650f1c2a9d3e4b5c6d7e8f9/payments/transactions/list':
    'the recurring payment GM-2026-007 after two collections; the seeded one is a draft',
  'docs/toolkit-api/overview.mdx#Conventions GET /v1/payments/single/list':
    "July's payments of the story (two cash payments, a recurring payment's first collection)",
  'docs/toolkit-api/payments-module/transactions/overview.mdx#List transactions GET /v1/payments/transaction/list':
    "the company's July of nine transactions; the sandbox holds one",
  'docs/toolkit-api/customers/overview.mdx#Create a customer POST /v1/customers/create':
    'creates Ada Quill, whom a new sandbox already holds (the sandbox outcomes page says a seeded record is refused as a duplicate)',
  'docs/toolkit-api/suppliers/overview.mdx#Create a supplier POST /v1/suppliers/create':
    'creates Thistledown Nurseries, which a new sandbox already holds (as above)',
  'docs/toolkit-api/suppliers/overview.mdx#Restock with a purchase order POST /v1/purchase-orders/665bd4e5f6a7b8c9d0e1f601/receive':
    "the goods come in on 7 August, after the examples' day (a sandbox started now takes it)",
  'docs/toolkit-api/invoices/overview.mdx#How an invoice is paid POST /v1/invoices/6657e5f6a7b8c9d0e1f2a404/mark-paid':
    "Jonah Pike's invoice INV-2026-051, issued before he was archived; the sandbox holds none",
  'docs/toolkit-api/payments-module/recurring-payments/overview.mdx#How the customer sets it up POST /v1/public/payment-flow/initiate':
    "the payment page's call with the flow of the customer's link, which only the page knows",
};

const pages: string[] = [];
const walk = (dir: string) => {
  for (const e of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.mdx?$/.test(e.name) && !WALKTHROUGHS.includes(p)) pages.push(p);
  }
};
walk('docs');
const seeded = new Set(seededRecords(SANDBOX_SEED).map((r) => r.id));
const isWebhook = (json: unknown) =>
  !!json && typeof json === 'object' && 'scope' in json && 'event' in json && 'data' in json;

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer(
    {port: 0, host: '127.0.0.1', retryWebhooks: false, provider: false, startAt: START},
    await sandboxApis(false),
  );
}, 180_000);
afterAll(async () => server?.close());

/** What is wrong with the sandbox's answer to one sample (empty: it answers as the page shows). */
async function check(call: CurlCall, ids: Map<string, string>): Promise<string[]> {
  const {pattern, prefix, family} = HOSTS.find((h) => h.pattern.test(call.url))!;
  const cred = SANDBOX_CREDENTIALS[family as 'partner' | 'toolkit'];
  const shell = (text: string) =>
    substitute(text, ids)
      .replace(/\$\(uuidgen\)|\$\(openssl rand -hex 16\)/g, () => crypto.randomUUID())
      .replace(/\$\{?FERNPAY_TERMINAL_ID\}?|YOUR_TERMINAL_ID/g, cred.headers['X-Terminal-Id'])
      .replace(/\$\{?FERNPAY_TERMINAL_SECRET\}?|YOUR_TERMINAL_SECRET/g, cred.headers['X-Terminal-Secret']);
  const headers = Object.fromEntries(Object.entries(call.headers).map(([k, v]) => [k, shell(v)]));
  const body = call.body === undefined ? undefined : shell(call.body);
  for (const part of [call.url, body ?? '', ...Object.values(headers)])
    if (/\$[({A-Z]/.test(shell(part))) return [`a shell expression the test does not know: ${part}`];
  const response = await fetch(server.url + shell(call.url.replace(pattern, prefix)), {
    method: call.method,
    headers,
    body,
  });
  const text = await response.text();
  if (response.status < 200 || response.status >= 300) return [`${response.status} ${text.slice(0, 200)}`];
  if (call.documented === undefined || isWebhook(call.documented)) return [];
  const answer = text ? JSON.parse(text) : undefined;
  // The ids of what the page's call created, as the reader copies them; a seeded record's stays as written.
  const learnt = new Map<string, string>();
  learnIds(call.documented, answer, learnt);
  for (const [from, to] of learnt) if (!seeded.has(from)) ids.set(from, to);
  return [
    ...missingKeys(call.documented, answer).map((k) => `missing ${k}`),
    ...differentStates(call.documented, answer),
  ];
}

describe('the guides’ curl samples against the local sandbox', () => {
  it('answer as their pages show, but for the stories STORY names, which still disagree', async () => {
    const unexpected: string[] = [];
    const stillStory = new Set<string>();
    let checked = 0;
    for (const page of pages) {
      const calls = pageCalls(page).filter((c) => HOSTS.some((h) => h.pattern.test(c.url)));
      if (!calls.length) continue;
      expect((await fetch(`${server.url}/_sandbox/reset`, {method: 'POST'})).status).toBe(200);
      const ids = new Map<string, string>();
      for (const call of calls) {
        checked += 1;
        const key = `${page}#${call.step} ${call.method} ${call.url.replace(/^https:\/\/[^/]+/, '').replace(/\?.*/, '')}`;
        const problems = await check(call, ids);
        if (key in STORY) {
          if (problems.length) stillStory.add(key);
        } else if (problems.length) unexpected.push(`${key}\n  ${problems.slice(0, 5).join('\n  ')}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(
      Object.keys(STORY).filter((k) => !stillStory.has(k)),
      'stories the sandbox now answers: take them off',
    ).toEqual([]);
    expect(checked).toBeGreaterThan(35);
  }, 120_000);
});
