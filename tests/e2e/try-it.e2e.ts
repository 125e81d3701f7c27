/**
 * Try it (src/components/TryIt) in Chromium against the production build: the sandbox engine runs in the
 * page. Toolkit single payments end to end (create-and-process, Approve at the test bank from the events
 * panel, the `paid` webhook verified with the site's one verifier, a partial refund, a reload and a get);
 * the Partner references (company, integration, bank account); the provider reference, unlocked (a VRP
 * consent, its authorisation, a payment over the limit answered with the documented error); two tabs of one
 * browser sharing one sandbox (a call in one sees what the other made; Reset in one resets both). Every request
 * is watched: none leaves 127.0.0.1, and nothing of Try it loads before it is opened. axe with the panel
 * open, light and dark; screenshots into /tmp/tryit-shots.
 */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {baseUrl, browserPerFile, colourMode, newContext, open, sharedTab, watch} from './harness';
import {verifyWebhook} from '../../src/lib/webhookSignature';
import {SANDBOX_WEBHOOK_SECRET} from '../../src/sandbox/credentials';

const browser = browserPerFile();
/** The tab the tests that need nothing of a new browser share (harness.ts `sharedTab`). */
const tab = sharedTab(browser);
const SHOTS = '/tmp/tryit-shots';
/** Screenshots of the highlighted body and the provider guide (issue 28, second part). */
const SHOTS2 = '/tmp/tryit2-shots';
const SINGLE = '/toolkit-api/payments-module/single-payments/api-requests';
const PAYEE = {name: 'Ada Quill', externalAccountId: '6655a1b2c3d4e5f6a7b8c901', identification: '60161320417758'};

/** Every request the page makes, and whether Try it's code or data was among them. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  const tryItLoads = () => urls.filter((u) => /\/try-it[.-]|\/sandbox\/browser\//.test(u));
  const offHost = () => urls.filter((u) => !/^(data:|blob:)/.test(u) && new URL(u).hostname !== '127.0.0.1');
  return {urls, tryItLoads, offHost};
}

const tryDialog = (page: Page) => page.locator('dialog.try-dialog--main[open]');
const eventsDialog = (page: Page) => page.locator('dialog.try-dialog--events[open]');

async function openTryIt(page: Page, operationId: string): Promise<Locator> {
  const button = page.locator(`button[data-try-it="${operationId}"]`).first();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = tryDialog(page);
  await dialog.getByRole('button', {name: 'Send', exact: true}).waitFor();
  return dialog;
}

/** Sends the form (with `body` when given) and returns the status and the parsed body shown. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are checked field by field
async function send(dialog: Locator, body?: unknown): Promise<{status: number; json: any}> {
  if (body !== undefined) await dialog.locator('textarea').fill(JSON.stringify(body, null, 2));
  const region = dialog.locator('.try-response');
  const before = (await region.count()) ? Number(await region.getAttribute('data-sent')) : 0;
  await dialog.getByRole('button', {name: 'Send', exact: true}).click();
  // Each Send numbers its answer: wait for this one.
  await dialog.locator(`.try-response[data-sent="${before + 1}"]`).waitFor();
  const status = Number(await dialog.locator('.try-status-code').textContent());
  const text = (await dialog.locator('pre.try-body-text').textContent()) ?? '';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {status, json};
}

async function closeDialogs(page: Page) {
  while ((await page.locator('dialog[open]').count()) > 0) await page.keyboard.press('Escape');
}

async function openEventsFrom(dialog: Locator, page: Page): Promise<Locator> {
  await dialog.getByRole('button', {name: 'Sandbox events'}).click();
  const events = eventsDialog(page);
  await events.getByRole('heading', {name: 'Test bank'}).waitFor();
  return events;
}

async function pressBank(events: Locator, id: string, label: string) {
  const link = events.locator('.try-link', {hasText: id}).first();
  await link.getByRole('button', {name: label, exact: true}).click();
  await expect.poll(() => events.locator('.try-message').textContent()).toContain(`${label}: done`);
}

async function axeOn(page: Page) {
  // axe walks the whole document even when it checks one part (8 s a run on this reference, 2 s without it): the
  // reference's entries behind the modal dialog are taken out while it runs (their markup is checked by
  // routes.ts) and put back after, the same nodes, so the page goes on as it was. The dialog is a child of the body.
  await page.evaluate(() => {
    const aside = Array.from(document.querySelectorAll('.api-block')).map((block) => {
      const nodes = document.createDocumentFragment();
      nodes.append(...Array.from(block.childNodes));
      return {block, nodes};
    });
    (window as unknown as {__axeAside: typeof aside}).__axeAside = aside;
  });
  try {
    const results = await new AxeBuilder({page: page as never})
      .include('.try-host')
      .setLegacyMode(true)
      .options({resultTypes: ['violations']})
      .analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  } finally {
    await page.evaluate(() => {
      const w = window as unknown as {__axeAside?: {block: Element; nodes: DocumentFragment}[]};
      for (const {block, nodes} of w.__axeAside ?? []) block.append(nodes);
      delete w.__axeAside;
    });
  }
}

async function freshContext(opts: Parameters<typeof newContext>[1] = {}): Promise<BrowserContext> {
  return newContext(browser(), {width: 1440, height: 900, ...opts});
}

/**
 * The shared tab at 1440x900: for the tests that need nothing of a new browser. Its reset (harness.ts `sharedTab`)
 * clears the site's storage, IndexedDB (the sandbox's record, src/components/TryIt/store.ts) included, and the HTTP
 * cache, so the sandbox starts from its seed and a load makes the requests a new context's would (what the tests
 * that record requests count on); the last test's page has unloaded, with its Web Lock and BroadcastChannel.
 */
const desk = (opts: {unlocked?: boolean} = {}) => tab({width: 1440, height: 900, ...opts});

describe('Try it', () => {
  it('toolkit single payments: create-and-process, Approve, the paid webhook verified, refund, reload, get', async () => {
    const w = await desk();
    const {page} = w;
    const requests = recordRequests(page);
    await open(page, SINGLE);
    await page.waitForLoadState('networkidle');
    // Nothing of Try it before it is opened: the buttons are in the page's HTML, their code is not loaded.
    expect(await page.locator('button[data-try-it]').count()).toBeGreaterThan(5);
    expect(requests.tryItLoads()).toEqual([]);

    const create = await openTryIt(page, 'createAndProcessSinglePayment');
    expect(requests.tryItLoads().some((u) => u.endsWith('/sandbox/browser/toolkit-single-payments.js'))).toBe(true);
    // The public chunk holds no provider engine part (those come from /provider/sandbox/browser/provider.js).
    const chunk = requests.tryItLoads().find((u) => /\/assets\/js\/try-it\./.test(u));
    expect(chunk).toBeDefined();
    const chunkText = await (await fetch(chunk!)).text();
    expect(chunkText).toContain('createAndProcessSinglePayment');
    expect(chunkText).not.toContain('FailsControlParameters');
    // Prefilled: the test credentials and the documented example.
    await expect(create.locator('input[id$="header-X-Terminal-Id"]').inputValue()).resolves.toMatch(/^3f1c2b7e-/);
    expect(JSON.parse(await create.locator('textarea').inputValue())).toHaveProperty('reference');
    // Inline validation as the reader types, with the build-time validators.
    await create.locator('textarea').fill('{"reference": "INV 42!", "amount": "125.50", "customerName": "Ada Quill"}');
    await expect
      .poll(() => create.locator('.try-problem').first().textContent())
      .toBe('reference must be 1 to 12 letters, digits or hyphens');
    // A live-looking secret is refused before anything runs.
    const secret = create.locator('input[id$="header-X-Terminal-Secret"]');
    const testSecret = await secret.inputValue();
    await secret.fill('0f8fad5b-d9cb-469f-a165-70867728950e');
    await expect(create.getByRole('alert').first().textContent()).resolves.toContain('looks like a real credential');
    expect(await create.getByRole('button', {name: 'Send', exact: true}).isDisabled()).toBe(true);
    // Another wrong secret is sent and refused; the sentence says which header and what the sandbox takes.
    await secret.fill('wrong');
    await expect
      .poll(() => create.getByRole('alert').first().textContent())
      .toBe(`Unauthorized: X-Terminal-Secret must be the sandbox's test value, ${testSecret}`);
    await secret.fill(testSecret);

    const created = await send(create, {reference: 'INV-2026-042', amount: '125.50', customerName: 'Ada Quill'});
    expect(created.status).toBe(201);
    const payment = created.json.result;
    expect(payment.status).toBe('sent');
    const code = (await create.locator('.try-code pre').textContent()) ?? '';
    expect(code).toContain('http://127.0.0.1:4010}/v1/payments/single/create-and-process');
    expect(code).toContain('curl');
    // The JSON body is highlighted with the page's code-token classes, in text spans (never HTML).
    const body = create.locator('pre.try-body-text.code-tokens');
    expect(await body.locator('span.token.property').count()).toBeGreaterThan(3);
    expect(await body.locator('span.token.property', {hasText: '"status"'}).count()).toBeGreaterThan(0);
    expect(await body.locator('span.token.string', {hasText: '"sent"'}).count()).toBeGreaterThan(0);
    expect(await body.locator('span:not(.token), a, b, img').count()).toBe(0);

    const events = await openEventsFrom(create, page);
    await pressBank(events, payment.id, 'Approve');
    await events.getByRole('button', {name: 'Advance time'}).click(); // 5 seconds: the bank confirms
    const paid = events.locator('.try-event', {hasText: 'paid'}).filter({hasText: 'single-payments.status-update'});
    await paid.first().waitFor();
    await paid.first().locator('summary').click();
    const header = (await paid.first().locator('[data-signature]').textContent()) ?? '';
    const raw = (await paid.first().locator('[data-raw-body]').textContent()) ?? '';
    expect(JSON.parse(raw).data).toMatchObject({id: payment.id, status: 'paid'});
    const verified = await verifyWebhook({
      header,
      body: raw,
      secrets: [SANDBOX_WEBHOOK_SECRET],
      now: Math.floor(Date.now() / 1000),
    });
    expect(verified.valid).toBe(true);
    // (The screenshots and axe with an answer and the events shown: the tests per mode and width below.)
    await closeDialogs(page);

    const refund = await openTryIt(page, 'refundSinglePayment');
    // The id created before is suggested and prefilled.
    await expect(refund.locator('input[id$="path-id"]').inputValue()).resolves.toBe(payment.id);
    const refunded = await send(refund, {amount: '25.50', payeeAccountInfo: PAYEE});
    expect(refunded.status).toBe(200);
    expect(refunded.json.result.status).toBe('refund_started');
    await closeDialogs(page);

    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const get = await openTryIt(page, 'getSinglePayment');
    await get.locator('input[id$="path-id"]').fill(payment.id);
    const got = await send(get);
    expect(got.status).toBe(200);
    expect(got.json.data).toMatchObject({id: payment.id, status: 'refund_started'});
    expect(requests.offHost()).toEqual([]);
    expect(w.foreignRequests).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  it('two tabs of one browser share one sandbox: each call sees what the other tab wrote; Reset in one empties both', async () => {
    // Issue 37: tab B's engine is loaded before tab A writes again, and each tab's call is made on what the other
    // wrote (main's last writer wins lost them).
    const context = await freshContext();
    const w = await watch(context);
    const {page} = w;
    const requests = recordRequests(page);
    await open(page, SINGLE);
    const pageB = await context.newPage();
    const errorsB: string[] = [];
    pageB.on('pageerror', (e) => errorsB.push(e.message));
    await open(pageB, SINGLE);
    const listB = await openTryIt(pageB, 'listSinglePayments');
    const createA = await openTryIt(page, 'createAndProcessSinglePayment');
    const madeInA = await send(createA, {reference: 'TAB-A', amount: '12.00', customerName: 'Ada Quill'});
    expect(madeInA.status).toBe(201);
    const listed = await send(listB);
    expect(listed.status).toBe(200);
    expect(listed.json.data.docs.map((p: {id: string}) => p.id)).toContain(madeInA.json.result.id);
    await closeDialogs(pageB);
    const createB = await openTryIt(pageB, 'createAndProcessSinglePayment');
    const madeInB = await send(createB, {reference: 'TAB-B', amount: '13.00', customerName: 'Ada Quill'});
    expect(madeInB.status).toBe(201);
    await closeDialogs(page);
    const getA = await openTryIt(page, 'getSinglePayment');
    await getA.locator('input[id$="path-id"]').fill(madeInB.json.result.id);
    expect(await send(getA)).toMatchObject({status: 200, json: {data: {id: madeInB.json.result.id}}});
    // Reset in tab B resets tab A: its open events panel empties without a call, and its next call finds nothing.
    const eventsA = await openEventsFrom(getA, page);
    expect(await eventsA.locator('.try-event').count()).toBeGreaterThan(0);
    const eventsB = await openEventsFrom(createB, pageB);
    await eventsB.getByRole('button', {name: 'Reset sandbox'}).click();
    await expect.poll(() => eventsA.locator('.try-event').count()).toBe(0);
    await closeDialogs(page);
    const getAfter = await openTryIt(page, 'getSinglePayment');
    await getAfter.locator('input[id$="path-id"]').fill(madeInA.json.result.id);
    expect((await send(getAfter)).status).toBe(404);
    expect(errorsB).toEqual([]);

    expect(requests.offHost()).toEqual([]);
    expect(w.foreignRequests).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['a company', '/partner-api/apis/merchants/api-requests', 'createCompany'],
    ['an integration', '/partner-api/apis/merchant-integrations/api-requests', 'createIntegration'],
    ['a bank account', '/partner-api/apis/bank-accounts/api-requests', 'createBankAccount'],
  ])('partner: creates %s from the documented example', async (_, route, operationId) => {
    const w = await desk();
    const requests = recordRequests(w.page);
    await open(w.page, route);
    await w.page.waitForLoadState('networkidle');
    expect(requests.tryItLoads()).toEqual([]);
    const dialog = await openTryIt(w.page, operationId);
    const answer = await send(dialog);
    expect([answer.status, answer.json]).toEqual([expect.any(Number), expect.anything()]);
    expect(answer.status, JSON.stringify(answer.json)).toBeGreaterThanOrEqual(200);
    expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(300);
    expect(requests.offHost()).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  it("a page's example finds what the seed makes through other APIs: the invoices page's invoice, its customer's", async () => {
    const w = await desk();
    const requests = recordRequests(w.page);
    await open(w.page, '/toolkit-api/invoices/api-requests');
    await w.page.waitForLoadState('networkidle');
    // The seed's snapshot loads with Try it, not with the page.
    expect(requests.tryItLoads()).toEqual([]);
    const get = await openTryIt(w.page, 'getInvoice');
    expect(requests.tryItLoads().some((u) => u.endsWith('/sandbox/browser/_seed.js'))).toBe(true);
    const got = await send(get);
    expect(got.status, JSON.stringify(got.json)).toBe(200);
    expect(got.json.data).toMatchObject({id: '6657e5f6a7b8c9d0e1f2a401', customer: {id: '6655a1b2c3d4e5f6a7b8c901'}});
    expect(requests.offHost()).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  it('provider (unlocked): a VRP consent, its authorisation, a payment over the limit refused as documented', async () => {
    const w = await desk({unlocked: true});
    const {page} = w;
    const requests = recordRequests(page);
    await open(page, '/provider/api');
    await page.locator('button[data-try-it="createVrpConsent"]').first().waitFor({timeout: 60_000});
    expect(requests.tryItLoads()).toEqual([]);
    const consentForm = await openTryIt(page, 'createVrpConsent');
    expect(requests.tryItLoads().some((u) => u.endsWith('/provider/sandbox/browser/provider.js'))).toBe(true);
    // The provider's page runs the provider's seed: the public seed's snapshot is not loaded.
    expect(requests.tryItLoads().some((u) => u.endsWith('/_seed.js'))).toBe(false);
    const created = await send(consentForm);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const consent = created.json.result;
    expect(consent.status).toBe('awaiting_authorization');
    const events = await openEventsFrom(consentForm, page);
    await pressBank(events, consent.id, 'Approve');
    await closeDialogs(page);

    const pay = await openTryIt(page, 'createVrpPayment');
    const over = await send(pay, {
      vrpConsentId: consent.id,
      amount: '999.00',
      psuAuthenticationMethod: 'SCANotRequired',
    });
    expect(over.status).toBe(400);
    // The documented refusal (example createVrpPayment-overLimit): the consent's control parameters.
    expect(over.json.error.failure_code).toBe('vrp_payment_initiation_error');
    expect(over.json.error.failure_details.errors[0]).toMatchObject({
      ErrorCode: 'UK.OBIE.Rules.FailsControlParameters',
      Path: 'amount',
    });
    expect(requests.offHost()).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  it('provider guide (unlocked): its button loads the provider engine and opens the events panel', async () => {
    const w = await desk({unlocked: true});
    await open(w.page, '/provider/sandbox-outcomes');
    const button = w.page.getByRole('button', {name: 'Open sandbox events'});
    await button.waitFor({timeout: 60_000});
    const requests = recordRequests(w.page);
    expect(await w.page.getByText('Try it here').count()).toBeGreaterThan(0);
    await button.click();
    const events = eventsDialog(w.page);
    await events.getByRole('heading', {name: 'Test bank'}).waitFor();
    expect(requests.tryItLoads().some((u) => u.endsWith('/provider/sandbox/browser/provider.js'))).toBe(true);
    expect(requests.offHost()).toEqual([]);
    fs.mkdirSync(SHOTS2, {recursive: true});
    await w.page.screenshot({path: `${SHOTS2}/provider-guide-events-light-1440.png`});
    expect(await axeOn(w.page)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  it("a guide row links to its operation with the input prefilled; Send gives the row's result", async () => {
    const w = await desk();
    const requests = recordRequests(w.page);
    await open(w.page, '/guides/sandbox-outcomes');
    const row = w.page.getByRole('link', {name: 'Create with an invalid field'});
    // A plain anchor to the operation (it works without JavaScript), with the Try it query.
    const href = (await row.getAttribute('href')) ?? '';
    expect(href).toMatch(
      /^\/toolkit-api\/payments-module\/single-payments\/api-requests\?try=createAndProcessSinglePayment&/,
    );
    expect(href).toMatch(/#create-and-process-single-payment$/);
    await row.click();
    const dialog = tryDialog(w.page);
    await dialog.getByRole('button', {name: 'Send', exact: true}).waitFor();
    await expect(dialog.locator('.try-note').first().textContent()).resolves.toMatch(
      /^Prefilled from the link you followed\./,
    );
    const body = JSON.parse(await dialog.locator('textarea').inputValue());
    expect(body).toMatchObject({reference: 'INV 2026/041', paymentMethod: 'fernpay_ob', customerName: 'Ada Quill'});
    // The example's due date (written for the examples' year) is ahead of the sandbox clock, as the row expects.
    expect(Date.parse(body.dueDate)).toBeGreaterThan(Date.now());
    const answer = await send(dialog);
    expect(answer.status).toBe(400);
    expect(String(answer.json)).toContain('reference');
    fs.mkdirSync(SHOTS2, {recursive: true});
    await w.page.screenshot({path: `${SHOTS2}/row-link-light-1440.png`});
    // Closed, the page keeps its own address: a reload shows the reference, not the dialog again.
    await dialog.getByRole('button', {name: /^Close/}).click();
    expect(new URL(w.page.url()).search).toBe('');
    expect(new URL(w.page.url()).hash).toBe('#create-and-process-single-payment');
    expect(requests.offHost()).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  // One test per width, each loading the reference once: light, then dark on the same page. The colour mode is
  // Docusaurus' `data-theme` attribute, which its toggle sets and no component of the site reads in React
  // (harness.ts `colourMode`, as routes.ts `axeInBothModes` checks pages), so the dark half shows what a reader who
  // picks dark sees.
  for (const width of [1440, 390]) {
    it(`has no serious or critical axe violations with the panel open, light and dark, ${width} px; screenshots`, async () => {
      const w = await tab({width, height: 900, theme: 'light'});
      await open(w.page, SINGLE);
      const dialog = await openTryIt(w.page, 'createAndProcessSinglePayment');
      await send(dialog);
      // A 390 px dialog fits the viewport: no horizontal scrolling.
      const overflow = await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      fs.mkdirSync(SHOTS2, {recursive: true});
      for (const theme of ['light', 'dark'] as const) {
        await colourMode(w.page, theme);
        await w.page.screenshot({path: `${SHOTS}/try-it-${theme}-${width}.png`});
      }
      await dialog.locator('pre.try-body-text').scrollIntoViewIfNeeded();
      for (const theme of ['light', 'dark'] as const) {
        await colourMode(w.page, theme);
        await w.page.screenshot({path: `${SHOTS2}/body-${theme}-${width}.png`});
        expect(await axeOn(w.page), theme).toEqual([]);
      }
      const events = await openEventsFrom(dialog, w.page);
      await events.locator('.try-event summary').first().click();
      for (const theme of ['light', 'dark'] as const) {
        await colourMode(w.page, theme);
        await w.page.screenshot({path: `${SHOTS}/events-${theme}-${width}.png`});
        expect(await axeOn(w.page), theme).toEqual([]);
      }
      expect(w.pageErrors).toEqual([]);
      // It does the work of the two tests it replaced (one per mode), so it has their two time limits.
    }, 240_000);
  }

  it('opens the events panel from the sandbox guide; Reset sandbox clears what the browser kept', async () => {
    const w = await desk();
    await open(w.page, '/guides/sandbox-outcomes');
    const requests = recordRequests(w.page);
    await w.page.getByRole('button', {name: 'Open sandbox events'}).click();
    const events = eventsDialog(w.page);
    await events.getByRole('heading', {name: 'Test bank'}).waitFor();
    expect(requests.tryItLoads().length).toBeGreaterThan(0);
    await events.getByRole('button', {name: 'Reset sandbox'}).click();
    await expect.poll(() => events.locator('.try-message').textContent()).toContain('reset');
    expect(await events.locator('.try-event').count()).toBe(0);
    expect(baseUrl()).toMatch(/127\.0\.0\.1/);
    expect(w.pageErrors).toEqual([]);
  });
});
