import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {browserPerFile, copiedTexts, newContext, open, recordCopies, settled, sharedTab, watch} from './harness';

const browser = browserPerFile();
/** The tab the tests that need nothing of a new browser share (harness.ts `sharedTab`). */
const tab = sharedTab(browser);

describe('site chrome', () => {
  it('defaults to light; the colour mode switch persists across reloads', async () => {
    const w = await tab();
    await open(w.page, '/sdk/overview');
    await expect(w.page.getAttribute('html', 'data-theme')).resolves.toBe('light');
    await w.page.locator('button[title*="mode"]').first().click();
    await expect(w.page.getAttribute('html', 'data-theme')).resolves.toBe('dark');
    await expect(w.page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
    await w.page.reload();
    await w.page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(w.page.getAttribute('html', 'data-theme')).resolves.toBe('dark');
  });

  it('has the navbar links, version dropdown, locale switcher, repository link and footer', async () => {
    const w = await tab();
    await open(w.page, '/');
    const nav = w.page.locator('nav.navbar');
    for (const href of ['/toolkit-api/overview', '/partner-api/overview', '/sdk/overview', '/provider/overview']) {
      expect(await nav.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    expect(await nav.locator('a[href^="https://github.com/"]').count()).toBe(1);
    await expect(nav.getByText('v1 (current)').count()).resolves.toBeGreaterThan(0);
    await expect(nav.getByText('English').count()).resolves.toBeGreaterThan(0);
    const footer = w.page.locator('footer');
    await expect(footer.getByText('Support').count()).resolves.toBeGreaterThan(0);
    await expect(footer.textContent()).resolves.toContain(`© ${new Date().getFullYear()}`);
  });

  it('the announcement bar can be dismissed and comes back when its id changes', async () => {
    const w = await tab();
    await open(w.page, '/');
    const bar = w.page.locator('[class*="announcementBar"]').first();
    await bar.waitFor({state: 'visible'});
    await w.page.getByRole('button', {name: /close/i}).first().click();
    await bar.waitFor({state: 'hidden'});
    await expect(w.page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).resolves.toBe('true');
    await w.page.reload();
    await w.page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(w.page.locator('[class*="announcementBar"]').first().isVisible()).resolves.toBe(false);
    await w.page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await w.page.reload();
    await w.page.waitForSelector('html[data-has-hydrated="true"]');
    await w.page.locator('[class*="announcementBar"]').first().waitFor({state: 'visible'});
  });

  it('on a 390 px viewport the sidebar opens and closes', async () => {
    const w = await tab({width: 390, height: 844});
    await open(w.page, '/sdk/php-sdk');
    const toggle = w.page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.click();
    const sidebar = w.page.locator('.navbar-sidebar');
    await sidebar.waitFor({state: 'visible'});
    await expect
      .poll(() => w.page.evaluate(() => document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show')))
      .toBe(true);
    await expect(sidebar.locator('a[href="/sdk/overview"]').first().isVisible()).resolves.toBe(true);
    await w.page.getByRole('button', {name: /close navigation bar/i}).click();
    await expect
      .poll(() => w.page.evaluate(() => document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show')))
      .toBe(false);
    // The mobile sidebar closes itself when the viewport becomes desktop.
    await toggle.click();
    await expect
      .poll(() => w.page.evaluate(() => document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show')))
      .toBe(true);
    await w.page.setViewportSize({width: 1280, height: 900});
    await expect
      .poll(() => w.page.evaluate(() => document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show')))
      .toBe(false);
    expect(w.pageErrors).toEqual([]);
  });

  it('on a 390 px viewport the closed menu is not rendered, so its links prefetch nothing until it opens', async () => {
    const context = await newContext(browser(), {width: 390, height: 844});
    // Record the routes Docusaurus' link prefetcher is asked for (window.docusaurus is a frozen object, so
    // the recorder replaces it as it is assigned).
    await context.addInitScript(() => {
      const w = window as unknown as {docusaurus?: {prefetch: (r: string) => unknown}; prefetched: string[]};
      w.prefetched = [];
      let value: typeof w.docusaurus;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => value,
        set: (v: NonNullable<typeof w.docusaurus>) => {
          value = {...v, prefetch: (route: string) => (w.prefetched.push(route), v.prefetch(route))};
        },
      });
    });
    const w = await watch(context);
    // A sidebar-only link of this page: nothing in its content points at the migration guide.
    await open(w.page, '/partner-api/apis/single-payments/api-requests');
    const prefetched = () => w.page.evaluate(() => (window as unknown as {prefetched: string[]}).prefetched);
    await settled(w.page);
    expect(await w.page.locator('.navbar-sidebar').count()).toBe(0);
    expect(await prefetched()).not.toContain('/partner-api/migration-guide');
    await w.page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await w.page.locator('.navbar-sidebar a[href="/partner-api/migration-guide"]').waitFor({state: 'visible'});
    await expect.poll(prefetched).toContain('/partner-api/migration-guide');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('ships no run-time highlighter: code arrives highlighted, and no script carries Prism', async () => {
    const dir = path.join('build', 'assets', 'js');
    const withPrism = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes('DFS:function'));
    expect(withPrism).toEqual([]);
    const w = await tab();
    await open(w.page, '/sdk/php-sdk');
    expect(await w.page.locator('pre code .token.keyword').count()).toBeGreaterThan(5);
    expect(w.pageErrors).toEqual([]);
  });

  it('the doc sidebar cannot be hidden and the TOC covers levels 2 and 3', async () => {
    const w = await tab();
    await open(w.page, '/partner-api/apis/single-payments/api-requests');
    // The hideable-sidebar button ("Collapse sidebar"), not the category carets ("Collapse sidebar category …").
    expect(await w.page.getByRole('button', {name: /^collapse sidebar$/i}).count()).toBe(0);
    const tocDepths = await w.page
      .locator('.table-of-contents a')
      .evaluateAll((as) => as.map((a) => (a.getAttribute('href') ?? '').slice(1)));
    const headingLevels = await w.page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.tagName),
      tocDepths,
    );
    expect(new Set(headingLevels)).toEqual(new Set(['H2', 'H3']));
  });

  it('prefetches each chunk of the linked pages once, none the page already loaded', async () => {
    const w = await tab();
    // A desktop page with the whole partner sidebar in view: dozens of links to doc pages that share their layout chunks.
    await open(w.page, '/partner-api/apis/single-payments/api-requests');
    const prefetched = () =>
      w.page.evaluate(() =>
        Array.from(
          document.querySelectorAll('link[rel="prefetch"]'),
          (l) => new URL(l.getAttribute('href') ?? '', location.href).pathname,
        ),
      );
    await expect.poll(async () => (await prefetched()).length, {timeout: 10_000}).toBeGreaterThan(10);
    await settled(w.page);
    const hrefs = await prefetched();
    expect(hrefs.length).toBe(new Set(hrefs).size);
    const loadedScripts = await w.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
        .map((e) => new URL(e.name).pathname),
    );
    expect(loadedScripts.length).toBeGreaterThan(3);
    expect(hrefs.filter((h) => loadedScripts.includes(h))).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  it('prefetches linked pages, except when data saver is on', async () => {
    const chunks = async (saveData: boolean) => {
      const context = await newContext(browser());
      if (saveData) {
        await context.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
        );
      }
      const w = await watch(context);
      const js: string[] = [];
      w.page.on('request', (r) => r.url().includes('/assets/js/') && js.push(r.url()));
      await open(w.page, '/');
      await w.page.waitForLoadState('networkidle');
      await settled(w.page);
      await context.close();
      return js.length;
    };
    const withData = await chunks(false);
    const saver = await chunks(true);
    expect(withData).toBeGreaterThan(saver);
  });
});

describe('code blocks skipped off screen', () => {
  // StaticCode blocks are `content-visibility: auto` with their height given by their line count: a block
  // the browser has not rendered yet must be exactly as tall as once rendered, or the page would jump.
  for (const width of [412, 1440]) {
    it(`are as tall before they render as after, at ${width} px (the long PHP SDK guide)`, async () => {
      const w = await tab({width, height: 900});
      await open(w.page, '/sdk/php-sdk');
      const result = await w.page.evaluate(async () => {
        const blocks = Array.from(document.querySelectorAll<HTMLElement>('.theme-code-block pre')).filter(
          (pre) => pre.offsetParent !== null,
        );
        const skipped = blocks.filter((pre) => getComputedStyle(pre).contentVisibility === 'auto').length;
        const before = blocks.map((pre) => pre.getBoundingClientRect().height);
        const pageBefore = document.documentElement.scrollHeight;
        for (const pre of blocks) pre.style.contentVisibility = 'visible';
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const after = blocks.map((pre) => pre.getBoundingClientRect().height);
        return {
          blocks: blocks.length,
          skipped,
          moved: after.flatMap((h, i) => (Math.abs(h - before[i]) > 0.5 ? [`#${i}: ${before[i]} -> ${h}`] : [])),
          pageBefore,
          pageAfter: document.documentElement.scrollHeight,
        };
      });
      expect(result.blocks).toBeGreaterThan(10);
      expect(result.skipped).toBe(result.blocks);
      expect(result.moved).toEqual([]);
      expect(result.pageAfter).toBe(result.pageBefore);
      expect(w.consoleErrors).toEqual([]);
    });
  }
});

describe("a page's code blocks are its HTML, not its script (plugins/code-highlight)", () => {
  /**
   * Every code block's text (hidden tabs' too), once the page shows its `count` blocks and each holds text. (A wait on
   * the blocks' child nodes passed in a CI run under load with the navigated page's 28 blocks still empty, before
   * their code file arrived, 2026-11-30; the page before, its blocks full, can also still be the one shown.)
   */
  const blockTexts = async (page: Page, count: number) => {
    await page.waitForFunction(
      (n) => {
        const codes = Array.from(document.querySelectorAll('.theme-code-block pre code'));
        return codes.length === n && codes.every((c) => (c.textContent ?? '').length > 0);
      },
      count,
      {polling: 100, timeout: 30_000},
    );
    return page.evaluate(() =>
      Array.from(document.querySelectorAll('.theme-code-block pre code')).map((c) => ({
        text: c.textContent ?? '',
        tokens: c.querySelectorAll('.token').length,
      })),
    );
  };
  /** Copies the first visible block with its button; returns what was copied and the block's text. */
  const copyFirst = async (page: Page) => {
    await recordCopies(page);
    const block = page
      .locator('.theme-code-block')
      .filter({has: page.locator('pre:visible')})
      .first();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect.poll(() => block.getByRole('button').textContent()).toBe('Copied');
    const copied = await copiedTexts(page);
    return {copied, text: (await block.locator('pre code').textContent()) ?? ''};
  };

  it('the long guide shows and copies its code on a first load (from its HTML) and after client-side navigation (fetched once)', async () => {
    const html = fs.readFileSync(path.join('build', 'sdk', 'php-sdk.html'), 'utf8');
    const expected = (html.match(/data-static-code=/g) ?? []).length;
    expect(expected).toBeGreaterThan(20);
    // No script of the build holds the guide's highlighted code (a long PHP line of it, as the HTML has it).
    const sample = /<span class="token variable">\$client<\/span>/.exec(html);
    expect(sample).not.toBeNull();
    const dir = path.join('build', 'assets', 'js');
    const withCode = fs
      .readdirSync(dir)
      .filter((f) => /token variable\\?">\$client/.test(fs.readFileSync(path.join(dir, f), 'utf8')));
    expect(withCode).toEqual([]);

    // First load: the HTML holds every block; nothing is fetched for them.
    const w = await tab();
    const codeFiles: string[] = [];
    w.page.on('request', (r) => r.url().includes('/assets/code/') && codeFiles.push(r.url()));
    await open(w.page, '/sdk/php-sdk');
    const fresh = await blockTexts(w.page, expected);
    expect(fresh).toHaveLength(expected);
    expect(fresh.filter((b) => b.tokens > 0).length).toBeGreaterThan(10);
    expect(codeFiles).toEqual([]);
    const first = await copyFirst(w.page);
    expect(first.text.length).toBeGreaterThan(0);
    expect(first.copied).toEqual([first.text]);

    // Client-side navigation from another page: the same blocks, fetched from the page's code file once.
    await open(w.page, '/sdk/overview');
    await w.page.locator('nav a[href="/sdk/php-sdk"]').first().click();
    await w.page.waitForURL('**/sdk/php-sdk');
    const navigated = await blockTexts(w.page, expected);
    expect(navigated).toEqual(fresh);
    expect(codeFiles).toHaveLength(1);
    const again = await copyFirst(w.page);
    expect(again).toEqual(first);
    // A tab's code: the other tab of the first tab group shows its own block.
    const tabs = w.page.locator('[role="tablist"]').first();
    await tabs.getByRole('tab').nth(1).click();
    const panel = w.page.locator('[role="tabpanel"]:not([hidden])').first();
    await expect
      .poll(async () => ((await panel.locator('pre code').first().textContent()) ?? '').length)
      .toBeGreaterThan(0);
    expect(w.consoleErrors).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });
});

describe('tables of three or more columns stack on a phone (plugins/table-stack)', () => {
  /** Every stacked table of the page, rendered: its overflow, its first row's cells as laid out, its headers. */
  const tables = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLTableElement>('.markdown table.table-stack')).map((t) => {
        t.style.contentVisibility = 'visible';
        const cells = Array.from(t.querySelectorAll<HTMLElement>('tbody tr:first-child td'));
        return {
          overflows: t.scrollWidth > t.clientWidth + 1,
          headers: Array.from(t.querySelectorAll('thead th')).map((th) => th.textContent!.trim()),
          headHeight: t.querySelector('thead')!.getBoundingClientRect().height,
          cells: cells.map((td) => ({
            display: getComputedStyle(td).display,
            label: getComputedStyle(td, '::before').content,
            left: Math.round(td.getBoundingClientRect().left),
          })),
        };
      }),
    );

  for (const route of ['/toolkit-api/payments-module/recurring-payments/overview', '/guides/other-payment-apis']) {
    it(`at 390 px each row is a block of labelled cells, nothing scrolls sideways (${route})`, async () => {
      const w = await tab({width: 390, height: 844});
      await open(w.page, route);
      const found = await tables(w.page);
      expect(found.length).toBeGreaterThan(0);
      for (const t of found) {
        expect(t.overflows).toBe(false);
        // The heading row is hidden from sight, not from screen readers (below).
        expect(t.headHeight).toBeLessThanOrEqual(1);
        expect(t.cells.map((c) => c.display)).toEqual(t.headers.map(() => 'block'));
        // Each cell shows its column's heading, drawn and not read (`/ ""`); the cells sit one under another.
        t.cells.forEach((c, i) => expect(c.label).toContain(JSON.stringify(t.headers[i])));
        expect(new Set(t.cells.map((c) => c.left)).size).toBe(1);
      }
      expect(await w.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The table keeps its semantics once its display changed: its roles name the headers and the cells.
      const first = w.page.locator('.markdown table.table-stack').first();
      await expect(first.getByRole('columnheader').count()).resolves.toBe(found[0].headers.length);
      await expect(first.getByRole('cell').count()).resolves.toBeGreaterThan(0);
      expect(w.consoleErrors).toEqual([]);
    });
  }

  it('at 390 px a two-column table fits too: its code breaks after a hyphen instead (the API keys page)', async () => {
    const w = await tab({width: 390, height: 844});
    await open(w.page, '/toolkit-api/getting-started/api-keys');
    const tables = await w.page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLTableElement>('.markdown table')).map((t) => {
        t.style.contentVisibility = 'visible';
        return {stacked: t.classList.contains('table-stack'), overflows: t.scrollWidth > t.clientWidth + 1};
      }),
    );
    expect(tables.filter((t) => !t.stacked).length).toBeGreaterThan(0);
    expect(tables.filter((t) => t.overflows)).toEqual([]);
  });

  it('at 1440 px they are tables: cells side by side, headings shown, no labels', async () => {
    const w = await tab({width: 1440, height: 900});
    await open(w.page, '/toolkit-api/payments-module/recurring-payments/overview');
    const found = await tables(w.page);
    expect(found.length).toBeGreaterThan(0);
    for (const t of found) {
      expect(t.headHeight).toBeGreaterThan(10);
      expect(t.cells.every((c) => c.display === 'table-cell' && c.label === 'none')).toBe(true);
      expect(new Set(t.cells.map((c) => c.left)).size).toBe(t.cells.length);
    }
  });
});
