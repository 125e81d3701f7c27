/**
 * The sandbox's own pages in Chromium with JavaScript off, as a customer and a tester use them: the local
 * sandbox server (src/sandbox/server.ts, started here on a free port; no site build needed) gives a payment
 * link, the customer payment page chooses a bank, the test bank approves, the payment is `pending`, then
 * `paid` once the bank confirms. At 1440 and 390 px, light and dark, with nothing loaded from elsewhere and
 * nothing wider than the screen; axe finds no serious or critical violation on any page. Screenshots go to
 * /tmp/sb-pages-shots/ (to look at; not compared).
 */
import fs from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type {BrowserContext, Page} from 'playwright-core';
import {COLOUR_RULES, browserPerFile} from './harness';
import {SANDBOX_CREDENTIALS} from '../../src/sandbox/credentials';
import {startServer} from '../../src/sandbox/server';
import {loadApis} from '../../plugins/api-reference/sandbox-apis';

const SHOTS = '/tmp/sb-pages-shots';
const browser = browserPerFile();
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  fs.mkdirSync(SHOTS, {recursive: true});
  server = await startServer(
    {port: 0, host: '127.0.0.1', retryWebhooks: false, provider: false},
    await loadApis(false),
  );
});
afterAll(async () => server?.close());

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(server.url + path, {
    method,
    headers: {...SANDBOX_CREDENTIALS.toolkit.headers, 'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {status: response.status, json: JSON.parse(text) as Record<string, never>};
}

/** A context without JavaScript; every request it makes and every console error is recorded. */
async function customer(width: number, colorScheme: 'light' | 'dark') {
  const context = await browser().newContext({javaScriptEnabled: false, viewport: {width, height: 900}, colorScheme});
  const page = await context.newPage();
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return {context, page, foreign, errors};
}

/** Nothing is wider than the viewport (read from the layout, JavaScript off). */
async function fitsWidth(page: Page, width: number) {
  for (const box of await page.locator('main, header, .card, form, button, dl, ul').all()) {
    const b = await box.boundingBox();
    if (b) expect(b.x + b.width).toBeLessThanOrEqual(width + 0.5);
  }
}

const shot = (page: Page, name: string) => page.screenshot({path: `${SHOTS}/${name}.png`, fullPage: true});

describe('customer payment page and test bank, JavaScript off', () => {
  for (const width of [1440, 390])
    for (const scheme of ['light', 'dark'] as const) {
      it(`${width} px, ${scheme}: choose a bank, approve, pending, then paid`, async () => {
        const tag = `${width}-${scheme}`;
        const created = await api('POST', '/v1/payments/single/create-and-process', {
          reference: 'INV-2026-042',
          amount: '125.50',
          customerName: 'Ada Quill',
          description: 'Garden design consultation, June 2026',
          dueDate: '2099-07-31',
        });
        expect(created.status).toBe(201);
        const payment = created.json.result as {id: string; link: string};
        expect(payment.link.startsWith(`${server.url}/pay/payment?p=`)).toBe(true);

        const {context, page, foreign, errors} = await customer(width, scheme);
        await page.goto(payment.link);
        await expect.poll(() => page.getByRole('heading', {level: 1}).textContent()).toBe('Pay Bramble & Finch Ltd');
        await fitsWidth(page, width);
        await shot(page, `1-payment-${tag}`);

        await page.getByLabel('NatWest sandbox').check();
        await page.getByRole('button', {name: 'Continue to your bank'}).click();
        await page.waitForURL(/\/bank\/authorise\?request=/);
        expect(await page.getByRole('heading', {level: 1}).textContent()).toBe('Pay £125.50 to Bramble & Finch Ltd');
        await fitsWidth(page, width);
        await shot(page, `2-test-bank-${tag}`);

        await page.getByRole('button', {name: 'Approve', exact: true}).click();
        await page.getByRole('heading', {name: 'Approve: done'}).waitFor();
        expect(await page.getByRole('status').textContent()).toContain('Status now: pending');
        await fitsWidth(page, width);
        await shot(page, `3-result-${tag}`);
        // This server's clock runs in real time: the bank confirms 5 seconds after the approval, which a busy
        // machine's screenshots above may already have taken. The page's own answer (pending) is the check.
        const now = (await api('GET', `/v1/payments/single/${payment.id}`)).json.data as {status: string};
        expect(['pending', 'paid']).toContain(now.status);

        expect((await api('POST', '/_sandbox/clock', {advance: 'PT5S'})).status).toBe(200);
        await page.goto(payment.link);
        await page.getByText('Paid. Thank you').waitFor();
        await shot(page, `4-paid-${tag}`);
        expect((await api('GET', `/v1/payments/single/${payment.id}`)).json.data).toMatchObject({status: 'paid'});

        // The card payment page and a tampered link.
        await api('POST', '/_sandbox/card-payments', {activated: true});
        const card = (
          await api('POST', '/v1/payments/single/create-and-process', {
            reference: 'INV-2026-043',
            amount: '1250.00',
            customerName: 'Ada Quill',
            paymentMethod: 'fernpay_card_payments',
          })
        ).json.result as {link: string};
        await page.goto(card.link);
        await page.getByLabel('Card number').fill('4000 0000 0000 0002');
        await page.getByLabel('Expiry (MM/YY)').fill('12/30');
        await page.getByLabel('CVC').fill('123');
        await page.getByRole('button', {name: 'Pay £1,250.00'}).click();
        await page.getByRole('alert').getByText('Your card was declined').waitFor();
        await fitsWidth(page, width);
        await shot(page, `5-card-declined-${tag}`);
        expect(errors).toEqual([]);
        const missing = await page.goto(`${server.url}/pay/payment?p=0123456789abcdef0123`);
        expect(missing?.status()).toBe(404);
        await shot(page, `6-not-found-${tag}`);

        expect(foreign).toEqual([]);
        // Chromium reports the 404 page it was asked for, and nothing else.
        expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
        await context.close();
      });
    }

  // One test per colour scheme, each with payments of its own: eight pages checked in each.
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`axe: no serious or critical violation on any page, ${colorScheme}`, async () => {
      const payment = (
        await api('POST', '/v1/payments/single/create-and-process', {
          reference: `AXE-${colorScheme}`,
          amount: '10.00',
        })
      ).json.result as {link: string};
      const card = (
        await api('POST', '/v1/payments/single/create-and-process', {
          reference: `AXE-C-${colorScheme}`,
          amount: '10.00',
          paymentMethod: 'fernpay_card_payments',
        })
      ).json.result as {link: string};
      // The pages have no script of their own: JavaScript is on here only for axe.
      const context: BrowserContext = await browser().newContext({colorScheme, bypassCSP: true});
      const page = await context.newPage();
      const check = async (what: string) => {
        // Only colours change with the scheme: dark runs the rules that read them (routes.ts), light runs every rule.
        const builder = new AxeBuilder({page: page as never}).setLegacyMode(true);
        if (colorScheme === 'dark') builder.withRules([...COLOUR_RULES]);
        const results = await builder.analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${what} ${colorScheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
        expect(bad).toEqual([]);
      };
      await page.goto(payment.link);
      await check('payment page');
      await page.getByLabel('Monzo sandbox').check();
      await page.getByRole('button', {name: 'Continue to your bank'}).click();
      await page.waitForURL(/\/bank\/authorise/);
      await check('test bank');
      await page.getByRole('button', {name: 'Decline'}).click();
      await page.getByRole('heading', {name: 'Decline: done'}).waitFor();
      await check('result page');
      await page.goto(payment.link);
      await check('rejected payment page');
      await page.goto(card.link);
      await check('card page');
      await page.goto(`${server.url}/pay/payment?p=0123456789abcdef0123`);
      await check('not found');
      await context.close();
    });
  }
});
