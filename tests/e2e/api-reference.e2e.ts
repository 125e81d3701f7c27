import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import type {Locator, Page} from 'playwright-core';
import {baseUrl, browserPerFile, downloadText, newContext, open, sharedTab, watch} from './harness';

const PAGE = '/partner-api/apis/single-payments/api-requests';
const browser = browserPerFile();
/** The tab the tests that need nothing of a new browser share (harness.ts `sharedTab`). */
const tab = sharedTab(browser);

/** The entry (operation, webhook or schema block) whose heading has this id. */
const entry = (page: Page, id: string) => page.locator(`.api-block:has(#${id})`);

/** The element's top once the page has stopped moving it (the same for 20 frames in a row). */
function settledTop(locator: Locator): Promise<number> {
  return locator.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const frame = () => {
          const top = Math.round(el.getBoundingClientRect().top);
          still = top === last ? still + 1 : 0;
          last = top;
          if (still >= 20) resolve(top);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

describe('Partner single-payments API reference', () => {
  it('renders every operation server-side, as headings in the TOC', async () => {
    const html = await (await fetch(baseUrl() + PAGE)).text();
    for (const id of [
      'create-single-payment',
      'create-and-process-single-payment',
      'refund-single-payment',
      'delete-single-payment-note',
      'webhook-single-payments-status-update',
    ]) {
      expect(html, id).toMatch(new RegExp(`<h3[^>]*id="?${id}[" >]`));
      expect(html, `TOC link to ${id}`).toMatch(new RegExp(`href="?#${id}[" >]`));
    }
    for (const field of [
      'customerEmailCC',
      'refundPayeeAccount',
      'payeeAccountInfo',
      'dataApiCheckStatus',
      'isRetryWebhookEnabled',
    ]) {
      expect(html, field).toContain(field);
    }
  });

  it('hydrates over the server-rendered fragments: every node the HTML parser put in stays, no console error', async () => {
    const context = await newContext(browser());
    // Before any script: remember each node the parser puts directly into a fragment's placeholder.
    await context.addInitScript(() => {
      const parsed: Node[] = [];
      (window as unknown as Record<string, Node[]>).__fragmentNodes = parsed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node.parentElement?.hasAttribute('data-api-html')) parsed.push(node);
      }).observe(document, {childList: true, subtree: true});
    });
    const w = await watch(context);
    await open(w.page, PAGE);
    const counts = () =>
      w.page.evaluate(
        () =>
          new Promise<{parsed: number; connected: number; placeholders: number; empty: number}>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const nodes = (window as unknown as Record<string, Node[]>).__fragmentNodes;
                const placeholders = Array.from(document.querySelectorAll('[data-api-html]'));
                resolve({
                  parsed: nodes.length,
                  connected: nodes.filter((n) => n.isConnected).length,
                  placeholders: placeholders.length,
                  empty: placeholders.filter((p) => p.childNodes.length === 0).length,
                });
              }),
            ),
          ),
      );
    const after = await counts();
    expect(after.placeholders).toBeGreaterThan(0);
    expect(after.empty).toBe(0);
    expect(after.parsed).toBeGreaterThanOrEqual(after.placeholders);
    expect(after.connected).toBe(after.parsed);
    expect(w.consoleErrors).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('follows a deep link to an operation and switches a code-sample tab', async () => {
    const w = await tab();
    await open(w.page, `${PAGE}#create-and-process-single-payment`);
    const heading = w.page.locator('#create-and-process-single-payment');
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    const op = entry(w.page, 'create-and-process-single-payment').locator('[data-code-samples]');
    await op.getByRole('tab', {name: 'Python'}).click();
    await expect(op.locator('[role="tabpanel"]:not([hidden]) code').first().textContent()).resolves.toContain(
      'urllib.request.Request(',
    );
    await expect(w.page.evaluate(() => localStorage.getItem('docusaurus.tab.api-lang'))).resolves.toBe('python');
    // The choice applies to every operation on the page (and persists).
    await expect(
      w.page.locator('[role="tab"][aria-selected="true"]', {hasText: 'Python'}).count(),
    ).resolves.toBeGreaterThan(5);
    const copy = op.locator('[role="tabpanel"]:not([hidden]) button[aria-label*="Copy" i]').first();
    expect(await copy.count()).toBe(1);
    expect(w.consoleErrors).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  it('a jump within the loaded page (#anchor) lands on its heading, though the entries above it have only placeholder sizes', async () => {
    const w = await tab();
    await open(w.page, PAGE);
    // Same-document navigation, as a typed #anchor or a plain link in the page does it.
    await w.page.evaluate(() => (window.location.hash = '#refund-single-payment'));
    const heading = w.page.locator('#refund-single-payment');
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    const top = await settledTop(heading);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(w.pageErrors).toEqual([]);
  });

  it('opens a collapsed response, switches the response example by status code and follows a schema link', async () => {
    const w = await tab();
    await open(w.page, `${PAGE}#get-single-payment`);
    // Responses: the success response is open, the error responses are collapsed until clicked.
    const op = entry(w.page, 'get-single-payment');
    const notFound = op.locator('details.api-response', {has: w.page.locator('summary', {hasText: '404'})}).first();
    await expect(notFound.getAttribute('open')).resolves.toBeNull();
    await notFound.locator('> summary').click();
    await expect(notFound.getAttribute('open')).resolves.not.toBeNull();
    // The examples are beside the fields: one response example at a time, picked by its status code.
    const response = op.locator('.api-aside-response');
    await expect(response.locator('pre:visible').first().textContent()).resolves.toContain('"data"');
    await response.getByRole('tab', {name: '404'}).click();
    await expect(response.locator('pre:visible').first().textContent()).resolves.toContain('Not Found');
    // A field typed with a named object links to that schema's single entry.
    await op.locator('a[href="#schema-single-payment"]').first().click();
    await expect
      .poll(() => w.page.locator('#schema-single-payment').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await expect(entry(w.page, 'schema-single-payment').textContent()).resolves.toContain('customerEmailCC');
  });

  it('renders the reference after client-side navigation (fragments fetched), with working tabs', async () => {
    const w = await tab();
    await open(w.page, '/partner-api/apis/single-payments/overview');
    await w.page
      .locator('.theme-doc-sidebar-menu a[href="/partner-api/apis/single-payments/api-requests"]')
      .first()
      .click();
    await w.page.waitForURL(`**${PAGE}`);
    const op = entry(w.page, 'refund-single-payment').locator('[data-code-samples]');
    await op.waitFor({state: 'visible'});
    await op.getByRole('tab', {name: 'Node.js'}).click();
    await expect(op.locator('[role="tabpanel"]:not([hidden]) code').first().textContent()).resolves.toContain('fetch(');
    expect(await entry(w.page, 'schema-single-payment').textContent()).toContain('customerEmailCC');
    expect(w.consoleErrors).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  it('leaves nothing attached to the window or the document once the reference unmounts', async () => {
    const context = await newContext(browser());
    // Count what is attached to the window and the document, and the ResizeObservers observing.
    await context.addInitScript(() => {
      const live = new Map<string, number>();
      const key = (target: EventTarget, type: string) => `${target === window ? 'window' : 'document'}:${type}`;
      for (const target of [window, document] as EventTarget[]) {
        const add = target.addEventListener.bind(target);
        const remove = target.removeEventListener.bind(target);
        const seen = new WeakMap<object, Set<string>>();
        target.addEventListener = (type: string, listener: unknown, options?: unknown) => {
          const types = seen.get(listener as object) ?? new Set<string>();
          if (!types.has(type)) live.set(key(target, type), (live.get(key(target, type)) ?? 0) + 1);
          types.add(type);
          seen.set(listener as object, types);
          add(type, listener as EventListener, options as AddEventListenerOptions);
        };
        target.removeEventListener = (type: string, listener: unknown, options?: unknown) => {
          const types = seen.get(listener as object);
          if (types?.delete(type)) live.set(key(target, type), (live.get(key(target, type)) ?? 1) - 1);
          remove(type, listener as EventListener, options as EventListenerOptions);
        };
      }
      let observing = 0;
      const Original = window.ResizeObserver;
      window.ResizeObserver = class extends Original {
        private count = 0;
        observe(el: Element, options?: ResizeObserverOptions) {
          this.count += 1;
          observing += 1;
          super.observe(el, options);
        }
        disconnect() {
          observing -= this.count;
          this.count = 0;
          super.disconnect();
        }
      };
      (window as unknown as {attached: () => Record<string, number>}).attached = () =>
        Object.fromEntries([...live].filter(([, n]) => n > 0).concat([['ResizeObserver', observing]]));
    });
    const w = await watch(context);
    const attached = () => w.page.evaluate(() => (window as unknown as {attached: () => object}).attached());
    const overview = '/partner-api/apis/single-payments/overview';
    await open(w.page, overview);
    const before = await attached();
    // Into the reference (client-side, with a #target the reference holds), a jump within it, then back.
    await w.page.locator(`.theme-doc-sidebar-menu a[href="${PAGE}"]`).first().click();
    await w.page.waitForURL(`**${PAGE}`);
    await entry(w.page, 'refund-single-payment').locator('[data-code-samples]').waitFor({state: 'visible'});
    await w.page.evaluate(() => (window.location.hash = '#get-single-payment'));
    await settledTop(w.page.locator('#get-single-payment'));
    expect(await attached()).not.toEqual({});
    await w.page.locator(`.theme-doc-sidebar-menu a[href="${overview}"]`).first().click();
    await w.page.waitForURL(`**${overview}`);
    await w.page.locator('h1').first().waitFor();
    await expect.poll(attached).toEqual(before);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('switches tabs with the keyboard (arrow keys), as a tablist should', async () => {
    const w = await tab();
    await open(w.page, `${PAGE}#get-single-payment`);
    const tabs = entry(w.page, 'get-single-payment').locator('[data-code-samples] [role="tab"]');
    await tabs.first().focus();
    await w.page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.textContent)).toBe('PHP');
  });

  it('downloads the OpenAPI description as YAML and JSON that parse', async () => {
    const w = await tab();
    await open(w.page, PAGE);
    for (const format of ['yaml', 'json'] as const) {
      const link = w.page.locator(`a[data-download="${format}"]`);
      const [download] = await Promise.all([w.page.waitForEvent('download'), link.click()]);
      const text = await downloadText(download);
      const doc = format === 'yaml' ? parse(text) : JSON.parse(text);
      expect(doc.openapi).toMatch(/^3\.1/);
      expect(Object.keys(doc.paths)).toContain('/{companyId}/payments/single/create');
      expect(Object.keys(doc.webhooks)).toEqual(
        expect.arrayContaining(['single-payments.status-update', 'single-payments.data-api-check']),
      );
    }
  });
});
