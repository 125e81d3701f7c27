import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {baseUrl, newContext, open, browserPerFile, sharedTab, watch} from './harness';
import {RESTRICTED_REDIRECTS} from '../../plugins/restricted-section/redirects';

const PASSWORD = process.env.PROVIDER_GATE_PASSWORD ?? 'fernpay-dev-gate';
const HOUR = 3_600_000;
const browser = browserPerFile();

/**
 * The file's shared tab (harness.ts `sharedTab`), its providerAuth record set (`raw`, or none) before the test's first
 * load.
 */
const tab = sharedTab(browser);
const withRecord = (raw: string | null) => tab(raw === null ? {} : {storage: {providerAuth: raw}});

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Authentication Required'});
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('providerAuth'));

async function expectLocked(page: Page) {
  await dialog(page).waitFor({state: 'visible'});
  await expect(dialog(page).textContent()).resolves.toContain('Please enter the password to access this section.');
  // Locked means not rendered at all: no doc article, no TOC.
  expect(await page.locator('article').count()).toBe(0);
  expect(await page.locator('.theme-doc-toc-desktop').count()).toBe(0);
}

async function goToGetStarted(page: Page) {
  await page.locator('.theme-doc-sidebar-menu a[href="/provider/get-started"]').click();
  await page.waitForURL('**/provider/get-started');
}

async function expectUnlocked(page: Page) {
  await page.locator('article h1').first().waitFor({state: 'visible'});
  expect(await dialog(page).count()).toBe(0);
}

describe('provider gate', () => {
  it.each([
    ['missing', null],
    ['malformed JSON', '{timestamp:'],
    ['no timestamp', '{}'],
    ['a non-numeric timestamp', JSON.stringify({timestamp: 'yesterday'})],
    ['a stale record (2 h)', 'STALE'],
    ['a record exactly one hour old', 'EDGE'],
    ['a timestamp in the future', 'FUTURE'],
  ])('locks with %s record', async (_, raw) => {
    const now = Date.now();
    const value =
      raw === 'STALE'
        ? JSON.stringify({timestamp: now - 2 * HOUR})
        : raw === 'EDGE'
          ? JSON.stringify({timestamp: now - HOUR - 5})
          : raw === 'FUTURE'
            ? JSON.stringify({timestamp: now + 10 * 60_000})
            : raw;
    const w = await withRecord(value);
    await open(w.page, '/provider/overview');
    await expectLocked(w.page);
    expect(w.pageErrors).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
  });

  it('unlocks with a record younger than one hour', async () => {
    const w = await withRecord(JSON.stringify({timestamp: Date.now() - HOUR + 60_000}));
    await open(w.page, '/provider/get-started');
    await expectUnlocked(w.page);
  });

  it('is keyboard operable: focus in the field, wrong password shows an error and stores nothing, Enter submits', async () => {
    const w = await withRecord(null);
    await open(w.page, '/provider/overview');
    await expectLocked(w.page);
    const field = w.page.getByLabel('Password');
    await expect(field.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await w.page.keyboard.type('not-the-password');
    await w.page.keyboard.press('Enter');
    await w.page.getByText('Invalid password. Please try again.').waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await stored(w.page)).toBeNull();
    await expectLocked(w.page);
    // Focus stays inside the dialog while tabbing.
    for (let i = 0; i < 6; i += 1) {
      await w.page.keyboard.press('Tab');
      const inside = await w.page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
      expect(inside).toBe(true);
    }
    await field.fill(PASSWORD);
    await field.press('Enter');
    await expectUnlocked(w.page);
    const record = JSON.parse((await stored(w.page)) ?? '{}');
    expect(Math.abs(record.timestamp - Date.now())).toBeLessThan(60_000);
    expect(w.consoleErrors).toEqual([]);
  });

  it('unlocks with the Authenticate button and stays unlocked across navigation', async () => {
    const w = await withRecord(null);
    await open(w.page, '/provider/overview');
    await w.page.getByLabel('Password').fill(PASSWORD);
    await w.page.getByRole('button', {name: 'Authenticate'}).click();
    await expectUnlocked(w.page);
    await goToGetStarted(w.page);
    await expectUnlocked(w.page);
    await w.page.reload();
    await expectUnlocked(w.page);
  });

  it('checks again on every navigation: an expired record locks the next page', async () => {
    const w = await withRecord(JSON.stringify({timestamp: Date.now()}));
    await open(w.page, '/provider/overview');
    await expectUnlocked(w.page);
    await w.page.evaluate(
      (h) => localStorage.setItem('providerAuth', JSON.stringify({timestamp: Date.now() - 2 * h})),
      HOUR,
    );
    await goToGetStarted(w.page);
    await expectLocked(w.page);
  });

  it('Cancel and Escape go to the home page', async () => {
    const w = await withRecord(null);
    await open(w.page, '/provider/overview');
    await w.page.getByRole('button', {name: 'Cancel'}).click();
    await w.page.waitForURL((u) => u.pathname === '/');
    await open(w.page, '/provider/get-started');
    await expectLocked(w.page);
    await w.page.keyboard.press('Escape');
    await w.page.waitForURL((u) => u.pathname === '/');
    expect(await stored(w.page)).toBeNull();
  });

  it('leaves pages outside /provider/ alone', async () => {
    const w = await withRecord(null);
    await open(w.page, '/partner-api/overview');
    await expectUnlocked(w.page);
  });

  it('never ships the page content in the static HTML of a provider page', async () => {
    for (const route of [
      '/provider/get-started',
      '/provider/api',
      '/provider/category/direct-banking-api-integration',
      '/provider/category/ob-payments-api',
    ]) {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      expect(html, route).toContain('navbar'); // the page itself is there, with the site navigation
      expect(html, route).not.toContain('X-Client-Secret');
      expect(html, route).not.toContain('data-pagefind-body');
      expect(html, route).not.toContain('data-api-html=provider:0>'); // no filled reference fragment
      expect(html, route).not.toMatch(/Account access consent|Variable recurring payment/);
    }
    // The category pages' earlier addresses lead into the section, and hold nothing else.
    for (const {from, to} of RESTRICTED_REDIRECTS) {
      const html = await (await fetch(`${baseUrl()}${from}`)).text();
      expect(html, from).toContain(`url=${to}`);
      expect(html.replace(new RegExp(to, 'g'), ''), from).not.toMatch(/provider|consent|payment/i);
    }
  });

  it('gates on the route the router matched: any change of case, also by client-side navigation', async () => {
    const w = await withRecord(null);
    // The server answers 404 for a path it does not have (exact case)...
    expect((await fetch(`${baseUrl()}/Provider/overview`)).status).toBe(404);
    // ...but the client router matches case-insensitively: the gate must still hold.
    await open(w.page, '/partner-api/overview');
    await w.page.evaluate(() => {
      window.history.pushState({}, '', '/PROVIDER/Overview');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectLocked(w.page);
    expect(w.pageErrors).toEqual([]);
  });

  it('follows a deep link into a provider page once it unlocks (guide heading and reference operation)', async () => {
    const w = await withRecord(JSON.stringify({timestamp: Date.now()}));
    for (const [route, id] of [
      ['/provider/payments/variable-recurring-payment#errors', 'errors'],
      ['/provider/api#create-vrp-consent', 'create-vrp-consent'],
    ]) {
      await open(w.page, route);
      const heading = w.page.locator(`#${id}`);
      await heading.waitFor({state: 'visible'});
      await expect
        .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {timeout: 15_000})
        .toBeLessThan(200);
      await expect
        .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(0);
    }
    // The reference's fragments go in a slice at a time, starting at the target; in the end every
    // placeholder holds its fragment, and the reference is shown (not kept invisible as pending).
    const served = JSON.parse(
      await (await fetch(`${baseUrl()}/provider/openapi/provider.fragments.json`)).text(),
    ) as string[];
    expect(served.length).toBeGreaterThan(100);
    await expect.poll(() => w.page.locator('[data-api-html]').count()).toBe(served.length);
    await expect.poll(() => w.page.locator('[data-api-html]:empty').count(), {timeout: 15_000}).toBe(0);
    expect(await w.page.locator('.api-reference[data-pending]').count()).toBe(0);
    await expect(
      w.page.locator('#create-vrp-consent').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    ).resolves.toBeLessThan(200);
    expect(w.pageErrors).toEqual([]);
  });

  it('the provider reference (written as HTML only): its headings make the table of contents, and its links stay in the app', async () => {
    const w = await tab({unlocked: true});
    await open(w.page, '/provider/api');
    // Every entry's heading is in the TOC, which marks the heading in view (as on any page).
    const tocLink = w.page.locator('.table-of-contents a[href="#create-vrp-consent"]');
    await tocLink.waitFor({state: 'visible'});
    expect(await w.page.locator('.table-of-contents a').count()).toBeGreaterThan(100);
    await tocLink.click();
    const heading = w.page.locator('h3#create-vrp-consent.anchor');
    await expect
      .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {timeout: 10_000})
      .toBeLessThan(200);
    await expect(heading.locator('a.hash-link').getAttribute('href')).resolves.toBe('#create-vrp-consent');
    await expect.poll(() => tocLink.getAttribute('class')).toContain('table-of-contents__link--active');
    // A link inside the reference's HTML to another page opens it in the app, without reloading the site.
    await w.page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    const link = w.page.locator('.api-html a[href="/provider/webhook-retries"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await w.page.waitForURL('**/provider/webhook-retries');
    await w.page.locator('article h1').first().waitFor();
    await expect(w.page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).resolves.toBe(true);
    expect(w.pageErrors).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
  });

  it('draws an unlocked page in two steps: its introduction painted first, its later sections just after; a #link draws it whole', async () => {
    // What the page held in the first frame that showed its introduction (recorded before that frame's paint),
    // and whether a frame was painted with it alone; from a MutationObserver set before the page's scripts run.
    const context = await newContext(browser(), {width: 390, height: 844, unlocked: true});
    await context.addInitScript(() => {
      const record = {} as {headings?: number; footerBelowFold?: boolean; placeholders?: number};
      (window as unknown as {firstScreen: typeof record}).firstScreen = record;
      new MutationObserver((_, observer) => {
        const markdown = document.querySelector('article .markdown');
        if (!markdown?.querySelector('p')) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          record.headings = markdown.querySelectorAll('h2').length;
          record.placeholders = markdown.querySelectorAll('[aria-busy="true"]').length;
          const footer = document.querySelector('footer');
          record.footerBelowFold = !footer || footer.getBoundingClientRect().top >= window.innerHeight;
        });
      }).observe(document, {childList: true, subtree: true});
    });
    const w = await watch(context);
    const firstScreen = () =>
      w.page.evaluate(() => (window as unknown as {firstScreen: Record<string, unknown>}).firstScreen);
    await open(w.page, '/provider/overview');
    await expect.poll(() => firstScreen().then((r) => r.headings)).toBeDefined();
    // The first frame: the introduction, an empty block standing for the rest (the footer below the fold), no section.
    expect(await firstScreen()).toEqual({headings: 0, placeholders: 1, footerBelowFold: true});
    // Just after: every section of the page, the block gone.
    const sections = w.page.locator('article .markdown h2');
    await expect.poll(() => sections.count()).toBeGreaterThan(10);
    expect(await w.page.locator('article .markdown [aria-busy="true"]').count()).toBe(0);
    await w.page.locator('#bulk-file-payments').waitFor({state: 'attached'});

    // Opened at a #target in a later section: drawn whole in its first frame.
    await w.page.goto('about:blank');
    await open(w.page, '/provider/overview#bulk-file-payments');
    await expect.poll(() => firstScreen().then((r) => r.headings)).toBeDefined();
    expect((await firstScreen()).headings).toBeGreaterThan(10);
    expect((await firstScreen()).placeholders).toBe(0);
    expect([...w.pageErrors, ...w.consoleErrors]).toEqual([]);
    await context.close();
  });

  it('a gated page preloads the scripts it renders from (its HTML has nothing else to show first): its own content chunk included, each one used', async () => {
    // The reference page's own content chunk (its metadata names the doc) is among the preloads.
    const restricted = (await (await fetch(`${baseUrl()}/provider/restricted-assets.txt`)).text())
      .split('\n')
      .filter(Boolean);
    const apiChunk = restricted.filter((f) =>
      fs.readFileSync(path.join('build', f), 'utf8').includes('"source":"@site/docs-provider/api.mdx"'),
    );
    expect(apiChunk).toHaveLength(1);
    expect(await (await fetch(`${baseUrl()}/provider/api`)).text()).toContain(apiChunk[0]);
    for (const route of ['/provider/api', '/provider/category/ob-payments-api']) {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      const preloaded = [...html.matchAll(/<link rel="?preload"? as="?script"? href="?([^" >]+)/g)].map((m) => m[1]);
      expect(preloaded.length, route).toBeGreaterThan(3);
      // The shared tab, reset for each route (harness.ts `sharedTab`): an empty HTTP cache and a new document, so the
      // load asks for every script and its resource entries are its own, as in a new context.
      const w = await tab({unlocked: true});
      await open(w.page, route);
      await w.page.locator('main h1').first().waitFor();
      const scripts = await w.page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js')),
      );
      // Every preload is used.
      for (const url of preloaded) expect(scripts, `${route} uses ${url}`).toContain(url);
      expect(w.consoleWarnings.filter((m) => m.includes('preload'))).toEqual([]);
    }
  });

  it('gates the provider category index pages, and unlocks them with the same record', async () => {
    const w = await withRecord(null);
    await open(w.page, '/category/ob-payments-api');
    await dialog(w.page).waitFor({state: 'visible'});
    expect(await w.page.locator('a[href="/provider/payments/variable-recurring-payment"]').count()).toBe(0);
    await w.page.getByLabel('Password').fill(PASSWORD);
    await w.page.getByRole('button', {name: 'Authenticate'}).click();
    await w.page.locator('main a[href="/provider/payments/variable-recurring-payment"]').first().waitFor();
  });

  it('serves the provider API description and reference under /provider/ only', async () => {
    for (const file of ['provider.yaml', 'provider.json', 'provider.fragments.json', 'provider.samples.json']) {
      expect((await fetch(`${baseUrl()}/openapi/${file}`)).status, `/openapi/${file}`).toBe(404);
      expect((await fetch(`${baseUrl()}/provider/openapi/${file}`)).status, `/provider/openapi/${file}`).toBe(200);
    }
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain('/partner-api/overview');
    expect(sitemap).not.toMatch(/\/provider\/|direct-banking-api-integration|ob-payments-api/);
  });

  it('with storage unavailable: warns, and the unlock lasts for the page only', async () => {
    const context = await newContext(browser());
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const w = await watch(context);
    await open(w.page, '/provider/overview');
    await expectLocked(w.page);
    expect(w.consoleWarnings.some((m) => m.includes('[provider-gate]'))).toBe(true);
    await w.page.getByLabel('Password').fill(PASSWORD);
    await w.page.getByRole('button', {name: 'Authenticate'}).click();
    await expectUnlocked(w.page);
    await goToGetStarted(w.page);
    await expectUnlocked(w.page);
    await w.page.reload();
    await w.page.waitForSelector('html[data-has-hydrated="true"]');
    await expectLocked(w.page);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});
