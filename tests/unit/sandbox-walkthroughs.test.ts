/**
 * The getting-started walkthroughs, run as a reader runs them: every curl call of the page in order against
 * the local sandbox server (the page's host replaced by the server's), the people's steps done on the
 * sandbox's own pages (the customer at the payment page and the test bank, the director in the test
 * verification flow, the user at the test bank for the provider's consents and payments), webhooks delivered to
 * an endpoint that checks them with the signatures guide's own verifier, keyed as the pages say: the merchant's
 * or partner's webhook secret, the provider customer's `clientSecret` (get-started step 1's export). Each answer
 * must be 2xx and hold every field of the page's documented answer.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startServer} from '../../src/sandbox/server';
import {SANDBOX_WEBHOOK_SECRET} from '../../src/sandbox/credentials';
import {sandboxApis} from './sandbox-helpers';
import {
  differentStates,
  SANDBOX_HOSTS,
  learnIds,
  missingKeys,
  pageCalls,
  pageExports,
  substitute,
  webhookReceiver,
  type CurlCall,
} from './lib/walkthrough';

const PROVIDER_PAGE = 'docs-provider/get-started.mdx';
/** What the provider page's step 1 exports: the integrator's credentials, its clientSecret the webhooks' key. */
const PROVIDER_ENV = pageExports(PROVIDER_PAGE);

let server: Awaited<ReturnType<typeof startServer>>;
/** The `webhookSecret` of each integration a walkthrough created, as its page says to store it. */
const integrationSecrets = new Map<string, string>();
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

beforeAll(async () => {
  // Provider scopes are upper case (`ACCOUNTS`, `PAYMENTS`): the clientSecret. A payment's webhooks: the secret
  // of its integration, as the partner stored it from the create call; otherwise the sandbox webhook secret.
  receiver = await webhookReceiver((event) =>
    /^[A-Z]/.test(event.scope)
      ? PROVIDER_ENV.get('FERNPAY_CLIENT_SECRET')!
      : (integrationSecrets.get(String(event.data?.integration)) ?? SANDBOX_WEBHOOK_SECRET),
  );
  server = await startServer(
    {port: 0, host: '127.0.0.1', forwardTo: receiver.url, retryWebhooks: false, provider: true},
    await sandboxApis(true),
  );
}, 180_000);

afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** Runs one call of the page; returns the parsed answer. */
async function run(
  call: CurlCall,
  ids: Map<string, string>,
  env = new Map<string, string>(),
  states = true,
): Promise<unknown> {
  const host = SANDBOX_HOSTS.find((h) => h.pattern.test(call.url));
  expect(host, `${call.step}: ${call.url} is on a sandbox host`).toBeDefined();
  // What the reader's shell does: `$(uuidgen)` is a new UUID (a fresh Idempotency-Key); `$NAME` what the page
  // exported.
  const shell = (text: string) =>
    substitute(text, ids)
      .replace(/\$\(uuidgen\)/g, () => crypto.randomUUID())
      .replace(/\$\{?([A-Z_][A-Z0-9_]*)\}?/g, (whole, name: string) => env.get(name) ?? whole);
  const url = server.url + shell(call.url.replace(host!.pattern, host!.prefix));
  const body = call.body === undefined ? undefined : shell(call.body);
  const headers = Object.fromEntries(Object.entries(call.headers).map(([k, v]) => [k, shell(v)]));
  for (const part of [url, body ?? '', ...Object.values(headers)])
    expect(part, `${call.step}: a shell expression the test does not know`).not.toMatch(/\$[({A-Z]/);
  const response = await fetch(url, {method: call.method, headers, body});
  const text = await response.text();
  expect(response.status, `${call.step}: ${call.method} ${call.url} answered ${response.status} ${text}`).toBeLessThan(
    300,
  );
  expect(response.status).toBeGreaterThanOrEqual(200);
  const answer = text ? JSON.parse(text) : undefined;
  if (call.documented !== undefined) {
    expect(missingKeys(call.documented, answer), `${call.step}: documented fields missing from the answer`).toEqual([]);
    if (states)
      expect(differentStates(call.documented, answer), `${call.step}: statuses unlike the page's`).toEqual([]);
    learnIds(call.documented, answer, ids);
  }
  return answer;
}

/** A person pressing a button (a form's `action` value, or a radio choice) on one of the sandbox's pages. */
async function press(pageUrl: string, fields: Record<string, string>): Promise<string> {
  const page = await (await fetch(pageUrl)).text();
  const form = /<form method="post" action="([^"]+)">/.exec(page);
  expect(form, `a form on ${pageUrl}`).not.toBeNull();
  const action = new URL(form![1].replace(/&amp;/g, '&'), pageUrl).toString();
  const response = await fetch(action, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields).toString(),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(400);
  return response.url;
}

/**
 * The user at the test bank (an authorisation link): presses a button of its form; the bank sends the browser
 * back to the integrator's `RedirectUri` (`303`, not followed: that site is not the sandbox's). Returns where.
 */
async function authorise(link: string, action = 'approve'): Promise<string> {
  const pageUrl = link.replace(/^https?:\/\/[^/]+/, server.url);
  const page = await (await fetch(pageUrl)).text();
  const form = /<form method="post" action="([^"]+)">/.exec(page);
  expect(form, `a form on ${pageUrl}`).not.toBeNull();
  const response = await fetch(new URL(form![1].replace(/&amp;/g, '&'), pageUrl), {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({action}).toString(),
    redirect: 'manual',
  });
  expect(response.status, await response.clone().text()).toBe(303);
  return response.headers.get('location') ?? '';
}

const advance = (duration: string) =>
  fetch(`${server.url}/_sandbox/clock`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({advance: duration}),
  });

async function eventually<T>(check: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never happened: ${what}`);
}

describe('getting-started walkthroughs against the local sandbox', () => {
  it('toolkit: the first call, then a payment the customer pays, with verified webhooks', async () => {
    const ids = new Map<string, string>();
    const calls = [
      ...pageCalls('docs/toolkit-api/getting-started/api-keys.mdx').filter((c) => c.step === 'Make your first call'),
      ...pageCalls('docs/toolkit-api/overview.mdx').filter((c) => c.step === 'Your first call'),
    ];
    expect(calls.length).toBe(2);
    await run(calls[0], ids);
    const answer = (await run(calls[1], ids)) as {result: {id: string; link: string; status: string}};
    const created = {data: answer.result};
    expect(created.data.status).toBe('sent');
    // The customer opens the link, chooses a bank, and approves at the test bank.
    const bankPage = await press(created.data.link.replace(/^https?:\/\/[^/]+/, server.url), {
      provider: 'ob-natwest-sandbox',
    });
    await press(bankPage, {action: 'approve'});
    await advance('PT10S');
    const paid = await eventually(
      () => receiver.deliveries.find((d) => d.event.data?.id === created.data.id && d.event.data.status === 'paid'),
      'the paid status-update webhook',
    );
    expect(paid.event.scope).toBe('single-payments');
    const mine = receiver.deliveries.filter((d) => d.event.data?.id === created.data.id);
    // `sent`, then (the page's due date may have passed) `overdue`, then `pending` and `paid`.
    expect(mine.map((d) => d.event.data.status).filter((s) => s !== 'overdue')).toEqual(['sent', 'pending', 'paid']);
    expect(mine.every((d) => d.verified)).toBe(true);
  });

  it("partner: the overview's first request and first payment, as the page shows them", async () => {
    const calls = pageCalls('docs/partner-api/overview.mdx').filter((c) => c.step === 'Your first request');
    expect(calls.length).toBe(2);
    const ids = new Map<string, string>();
    for (const call of calls) await run(call, ids);
  });

  it('partner: merchant creation steps 1 to 7, the director and the owner acting on the sandbox pages', async () => {
    const ids = new Map<string, string>();
    const calls = pageCalls('docs/partner-api/getting-started/merchant-creation.mdx');
    expect(calls.map((c) => c.step.replace(/:.*/, ''))).toEqual(['Step 1', 'Step 3', 'Step 4', 'Step 5', 'Step 7']);
    const company = (await run(calls[0], ids)) as {
      result: {id: string; directorsVerificationLinks: {link: string}[]; bankAccountConnectionLink: string};
    };
    // Step 2-3: the director verifies through her link; the list read as soon as she submits, as the page does.
    for (const {link} of company.result.directorsVerificationLinks)
      await press(link.replace(/^https?:\/\/[^/]+/, server.url), {action: 'verified'});
    const answers: unknown[] = [await run(calls[1], ids)];
    // Step 4: the owner connects the bank account; the page reads it once verified.
    await press(company.result.bankAccountConnectionLink.replace(/^https?:\/\/[^/]+/, server.url), {action: 'approve'});
    await advance('PT10M');
    for (const call of calls.slice(2)) answers.push(await run(call, ids));
    // Step 5's answer: the integration's webhookSecret, stored as the page says; step 7's payment is signed with it.
    const integration = (answers[2] as {result: {id: string; webhookSecret: string}}).result;
    expect(integration.webhookSecret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    integrationSecrets.set(integration.id, integration.webhookSecret);
    const payment = (answers[3] as {result: {id: string; integration: string}}).result;
    expect(payment.integration).toBe(integration.id);
    const sent = await eventually(
      () => receiver.deliveries.find((d) => d.event.data?.id === payment.id && d.event.data.status === 'sent'),
      "the first payment's status-update webhook",
    );
    expect(sent.verified, 'signed with the integration webhookSecret of step 5').toBe(true);
    const verified = receiver.deliveries.filter(
      (d) => d.event.scope === 'managed-companies' && d.event.data?.id === company.result.id,
    );
    expect(verified.map((d) => d.event.data.verificationStatus)).toContain('verified');
    expect(verified.every((d) => d.verified)).toBe(true);
  });

  it('provider: get started steps 2 to 10, the user at the test bank, consent and payment webhooks verified', async () => {
    const ids = new Map<string, string>();
    const env = PROVIDER_ENV;
    const calls = pageCalls(PROVIDER_PAGE);
    const step = (n: number) => calls.filter((c) => c.step.startsWith(`Step ${n}:`));
    expect(calls.map((c) => c.step.replace(/:.*/, ''))).toEqual([
      'Step 2',
      ...Array(2).fill('Step 3'),
      'Step 4',
      ...Array(2).fill('Step 6'),
      ...Array(4).fill('Step 7'),
      ...Array(3).fill('Step 8'),
      ...Array(3).fill('Step 9'),
      ...Array(2).fill('Step 10'),
    ]);
    const [customer, providers, natwest] = [...step(2), ...step(3)];
    await run(customer, ids, env);
    await run(providers, ids, env);
    await run(natwest, ids, env);

    // Step 4-6: an accounts consent; the user approves at the bank and comes back to the RedirectUri.
    type Consent = {result: {consentID: string; authorisationFlow: {uri: string}}};
    const accounts = (await run(step(4)[0], ids, env)) as Consent;
    const back = await authorise(accounts.result.authorisationFlow.uri);
    expect(back).toBe(
      `https://app.kestrelledger.example/bank/return?consentId=${accounts.result.consentID}&customerConsentId=kl-acc-000781&status=Authorised`,
    );
    for (const call of step(6)) await run(call, ids, env);

    // Step 7: the accounts, then a transactions consent for Ada's account, approved, its balances and transactions.
    const [list, forAccount, balances, transactions] = step(7);
    await run(list, ids, env);
    const transactionsConsent = (await run(forAccount, ids, env)) as Consent;
    await authorise(transactionsConsent.result.authorisationFlow.uri);
    await run(balances, ids, env);
    await run(transactions, ids, env);

    // Step 8: check the consent, revoke the accounts consent, reconsent it.
    for (const call of step(8)) await run(call, ids, env);

    // Step 9: the payment, authorised by Ada; the bank makes it 5 seconds later.
    const [pay, read, refundAccount] = step(9);
    const payment = (await run(pay, ids, env)) as {result: {id: string; authorisationFlow: {uri: string}}};
    await authorise(payment.result.authorisationFlow.uri);
    await advance('PT10S');
    const executed = (await run(read, ids, env)) as {result: {status: string}};
    expect(executed.result.status).toBe('executed');
    await run(refundAccount, ids, env);

    // Step 10: the refund, authorised by the receiving account's holder.
    const [refund, readRefund] = step(10);
    const created = (await run(refund, ids, env)) as {result: {id: string; authorisationFlow: {uri: string}}};
    await authorise(created.result.authorisationFlow.uri);
    await advance('PT10S');
    expect(((await run(readRefund, ids, env)) as {result: {status: string}}).result.status).toBe('executed');

    // The webhooks the page names, each verified with the clientSecret.
    const provider = await eventually(() => {
      const mine = receiver.deliveries.filter((d) => /^[A-Z]/.test(d.event.scope));
      const has = (event: string, where: (data: Record<string, unknown>) => boolean) =>
        mine.some((d) => d.event.event === event && where(d.event.data));
      return has(
        'ACCOUNT_ACCESS_CONSENT',
        (d) => d.consentID === accounts.result.consentID && d.status === 'Authorised',
      ) &&
        has('SINGLE_IMMEDIATE_PAYMENT', (d) => d.id === payment.result.id && d.status === 'executed') &&
        has('REFUND', (d) => d.id === created.result.id && d.status === 'executed')
        ? mine
        : undefined;
    }, 'the consent, payment and refund webhooks');
    expect(provider.every((d) => d.verified)).toBe(true);
    expect(provider.map((d) => d.event.scope)).toContain('PAYMENTS');
  });
});
