/**
 * What a reader sees when a page's code does not arrive or breaks: the spinner while it loads, the error box
 * with the error's text and a Retry button when it fails (first load and client-side navigation alike), and
 * the crash page ("This page crashed.", the message, "Try again") when a component throws while rendering.
 * The chunks are the ones this build's pages really load (recorded in the browser, not named by hand).
 */
import {describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type {Page, Request, Route} from 'playwright-core';
import {baseUrl, browserPerFile, COLOUR_RULES, open, sharedTab} from './harness';

const browser = browserPerFile();
/** The tab the tests that need nothing of a new browser share (harness.ts `sharedTab`). */
const tab = sharedTab(browser);
const PAGE = '/sdk/overview';
const OTHER = '/sdk/php-sdk';

/**
 * The script chunks the page at `path` loads, beyond the runtime and main bundle every page shares: recorded in the
 * tab while it loads the page (on a first visit when the tab was just reset: the shared tab's HTTP cache is empty, and
 * its load makes the requests a new context's would, harness.ts `sharedTab`).
 */
async function routeChunks(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  const record = (req: Request) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  };
  page.on('request', record);
  await open(page, path);
  page.off('request', record);
  return [...new Set(scripts)].filter((url) => !/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(url));
}

/** A switch for one URL: aborted while blocked; when held, answered only once released. */
function chunkSwitch(page: Page, url: string) {
  let mode: 'block' | 'hold' | 'pass' = 'block';
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => (release = resolve));
  // A request still in flight when its page closes cannot be answered any more: that is not a failure.
  const handler = async (route: Route) => {
    if (mode === 'block') return route.abort().catch(() => undefined);
    if (mode === 'hold') await held;
    return route.continue().catch(() => undefined);
  };
  return {
    install: () => page.route(url, handler),
    set: (next: typeof mode) => {
      mode = next;
      if (next === 'hold') held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

const errorBox = (page: Page) => page.getByRole('alert').filter({hasText: 'This page could not be loaded.'});

/**
 * axe on what this file adds to a page: the error box or the spinner and their surroundings inside the main column
 * (the page around them is checked by the route walk, tests/e2e/routes.ts); in dark the colour rules only.
 */
async function seriousViolations(page: Page, theme: 'light' | 'dark'): Promise<string[]> {
  const builder = new AxeBuilder({page: page as never}).setLegacyMode(true).include('main');
  if (theme === 'dark') builder.withRules([...COLOUR_RULES]);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('loading, failing and crashing pages', () => {
  it('every chunk of a page that fails on the first load shows the error box with its text; Retry loads it, with a spinner meanwhile', async () => {
    const w = await tab();
    const chunks = await routeChunks(w.page, PAGE);
    expect(chunks.length).toBeGreaterThan(3);
    // One tab loads the page afresh for each chunk (a new tab a chunk cost a renderer process each).
    for (const url of chunks) {
      await w.page.unrouteAll({behavior: 'wait'});
      w.pageErrors.length = 0;
      const chunk = chunkSwitch(w.page, url);
      await chunk.install();
      await open(w.page, PAGE);
      const box = errorBox(w.page);
      await box.waitFor();
      const file = new URL(url).pathname.split('/').pop()!;
      expect(await box.textContent(), file).toContain(file);
      expect(await box.textContent(), file).toMatch(/Loading chunk \S+ failed/);
      expect(w.pageErrors, file).toEqual([]);

      chunk.set('hold');
      await box.getByRole('button', {name: 'Retry'}).click();
      await w.page.getByRole('status').filter({hasText: 'Loading this page'}).waitFor();
      chunk.release();
      await w.page.locator('article h1', {hasText: 'SDKs'}).waitFor();
      expect(await errorBox(w.page).count(), file).toBe(0);
      expect(await w.page.getByRole('status').filter({hasText: 'Loading this page'}).count(), file).toBe(0);
    }
  });

  it('the error box and the spinner are accessible in light and dark', async () => {
    // The chunk is the page's, whatever the colour mode: recorded once, in the first mode's tab.
    let url: string | undefined;
    for (const theme of ['light', 'dark'] as const) {
      const w = await tab({theme});
      url ??= (await routeChunks(w.page, PAGE)).at(-1)!;
      const chunk = chunkSwitch(w.page, url);
      await chunk.install();
      await open(w.page, PAGE);
      await errorBox(w.page).waitFor();
      expect(await seriousViolations(w.page, theme), theme).toEqual([]);
      chunk.set('hold');
      await errorBox(w.page).getByRole('button', {name: 'Retry'}).click();
      await w.page.getByRole('status').filter({hasText: 'Loading this page'}).waitFor();
      expect(await seriousViolations(w.page, theme), theme).toEqual([]);
      chunk.release();
    }
  });

  it('a chunk that fails during client-side navigation ends in the same error box on the new page; Retry works', async () => {
    const w = await tab();
    const shared = new Set(await routeChunks(w.page, PAGE));
    const own = (await routeChunks(w.page, OTHER)).filter((url) => !shared.has(url));
    expect(own.length).toBeGreaterThan(0);
    const switches = own.map((url) => chunkSwitch(w.page, url));
    for (const s of switches) await s.install();
    await open(w.page, PAGE);
    await w.page.locator(`aside a[href="${OTHER}"]`).click();
    // Docusaurus reloads the page when a chunk of the next route fails; the reloaded page shows the error.
    await errorBox(w.page).waitFor();
    expect(new URL(w.page.url()).pathname).toBe(OTHER);
    for (const s of switches) s.set('pass');
    await errorBox(w.page).getByRole('button', {name: 'Retry'}).click();
    await w.page.locator('article h1', {hasText: 'PHP SDK'}).waitFor();
    expect(await errorBox(w.page).count()).toBe(0);
    expect(w.pageErrors).toEqual([]);
  });

  it('a component that throws while rendering shows the crash page with its message; Try again renders the page', async () => {
    const w = await tab();
    // Every MDX content module (the ones exporting a table of contents) throws while rendering until the test
    // lets it render (a throw that happened once would be absorbed: React renders again after a hydration error).
    let tampered = 0;
    await w.page.route(`${baseUrl()}/assets/js/*.js`, async (route) => {
      const response = await route.fetch().catch(() => undefined);
      const body = await response?.text().catch(() => undefined);
      if (!response || body === undefined) return; // the page is gone
      const changed = body.replace(/\.d\(\w+,\{[^}]*\}\)/g, (exports) =>
        exports.includes('toc:()=>') && /default:\(\)=>\w+/.test(exports)
          ? exports.replace(/default:\(\)=>(\w+)/, (_, component: string) => {
              tampered += 1;
              return `default:()=>(__props)=>{if(!window.__renders)throw new Error("Simulated render failure");return ${component}(__props)}`;
            })
          : exports,
      );
      await route.fulfill({response, body: changed}).catch(() => undefined);
    });
    await w.page.goto(baseUrl() + PAGE);
    const crash = w.page.getByRole('heading', {name: 'This page crashed.'});
    await crash.waitFor();
    expect(tampered).toBeGreaterThan(0);
    await expect(w.page.locator('main').textContent()).resolves.toContain('Simulated render failure');
    // The page around the content (navbar) is still there.
    expect(await w.page.locator('nav.navbar').count()).toBe(1);
    await w.page.evaluate(() => Object.assign(window, {__renders: true}));
    await w.page.getByRole('button', {name: 'Try again'}).click();
    await w.page.locator('article h1', {hasText: 'SDKs'}).waitFor();
    expect(await crash.count()).toBe(0);
  });
});
