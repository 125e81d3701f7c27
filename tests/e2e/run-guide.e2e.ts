/**
 * "Run this guide" (src/components/RunGuide) in Chromium against the production build: a public guide (the toolkit's
 * bank account connection) and a provider guide, unlocked (an EU payment), run to the end with the keyboard against
 * the sandbox in the page. Every request is watched: nothing of the runner (its chunk, the workflow's module, the
 * engine's modules) loads before the click, and after it the page asks only its own origin for scripts. axe on the
 * runner, light and dark; screenshots (light and dark, 1,440 and 390 px) into /tmp/run-guide-shots.
 * The provider overview, unlocked, with its three walkthroughs: each one's steps and samples are there when the
 * reader scrolls to it or follows a #link into it, the tables between them (skipped off screen) render as they come
 * into view, and a sample's copy button copies; screenshots into /tmp/run-guide-shots/overview-*.
 */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from 'playwright-core';
import {baseUrl, browserPerFile, colourMode, copiedTexts, open, recordCopies, sharedTab} from './harness';

const browser = browserPerFile();
/** The tab the tests that need nothing of a new browser share (harness.ts `sharedTab`). */
const tab = sharedTab(browser);
const SHOTS = '/tmp/run-guide-shots';

/** The runner's files: its chunk, a workflow's module, an API's engine module. */
const RUNNER = /\/run-guide[.-]|\.run\.js$|\/sandbox\/browser\//;

/** Every request of the page, and its kind (`script`, `image`, `fetch`...) by URL. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    urls.push(r.url());
    kinds.set(r.url(), r.resourceType());
  });
  return urls;
}
const kinds = new Map<string, string>();

async function axeOn(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page: page as never})
    .include('.run-guide')
    .options({resultTypes: ['violations']})
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Opens the page, checks that nothing of the runner loaded, runs the guide `name` to the end with the keyboard. */
async function runToTheEnd(page: Page, path: string, name: string, urls: string[]): Promise<Locator> {
  await open(page, path);
  await page.waitForLoadState('networkidle');
  const opener = page
    .locator(`.run-guide--closed[data-workflow="${name}"]`)
    .getByRole('button', {name: 'Run this guide'});
  await opener.waitFor();
  expect(urls.filter((u) => RUNNER.test(u))).toEqual([]);
  // Every step shows its request in the four languages (src/components/WorkflowSample): from the page's HTML on a
  // public page, from the file beside the workflow on a provider page (its HTML holds nothing).
  const samples = page.locator(`.workflow-sample[data-workflow-sample^="${name}:"]`);
  await expect
    .poll(() =>
      samples.evaluateAll(
        (all) => all.length > 0 && all.every((e) => e.querySelectorAll('.api-samples [role="tab"]').length === 4),
      ),
    )
    .toBe(true);
  const samplesFile = urls.filter((u) => u.endsWith(`/arazzo/${name}.samples.json`));
  expect(samplesFile).toHaveLength(path.startsWith('/provider/') ? 1 : 0);
  const before = urls.length;
  const section = page.locator(`section.run-guide[data-workflow="${name}"]`);
  await opener.focus();
  await page.keyboard.press('Enter');
  const runAll = section.getByRole('button', {name: 'Run all'});
  await expect.poll(() => runAll.isEnabled(), {timeout: 60_000}).toBe(true);
  // Focus moved to Run all when the runner loaded: Enter runs every step.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Run all');
  await page.keyboard.press('Enter');
  const status = section.locator('[role="status"]');
  await expect.poll(() => status.getAttribute('data-phase'), {timeout: 60_000}).toMatch(/^(done|failed)$/);
  const message = (await status.textContent()) ?? '';
  expect(message, message).toMatch(/^Done: all \d+ steps passed\.$/);
  const steps = Number(/all (\d+) steps/.exec(message)![1]);
  expect(await section.locator('.run-guide-step--passed').count()).toBe(steps);
  expect(await section.locator('.run-guide-step--failed').count()).toBe(0);
  expect(await section.locator('.run-guide-criteria li.run-guide-bad').count()).toBe(0);

  // After the click: the page's own origin only, and no call (fetch, XHR, socket): the runner's chunk, the workflow's
  // and the engines' modules, and what the page was loading anyway (a diagram scrolled into view).
  const after = urls.slice(before);
  const origin = new URL(baseUrl()).origin;
  expect(after.filter((u) => !u.startsWith(`${origin}/`))).toEqual([]);
  const call = (u: string) => {
    const kind = kinds.get(u) ?? '';
    // Route chunks Docusaurus prefetches for the links in view are the site's own chunks (kind `other`).
    return !['script', 'stylesheet', 'image', 'font'].includes(kind) && !new URL(u).pathname.startsWith('/assets/');
  };
  expect(after.filter(call)).toEqual([]);
  expect(after.filter((u) => ['fetch', 'xhr', 'websocket', 'eventsource'].includes(kinds.get(u) ?? ''))).toEqual([]);
  const scripts = after.filter((u) => kinds.get(u) === 'script');
  expect(scripts.filter((u) => !RUNNER.test(u) && !new URL(u).pathname.startsWith('/assets/js/'))).toEqual([]);
  expect(after.some((u) => /\/run-guide[.-]/.test(u))).toBe(true);
  expect(after.some((u) => u.endsWith(`/arazzo/${name}.run.js`))).toBe(true);
  return section;
}

async function shots(page: Page, section: Locator, file: string) {
  fs.mkdirSync(SHOTS, {recursive: true});
  for (const theme of ['light', 'dark'] as const) {
    await colourMode(page, theme);
    expect(await axeOn(page), `axe, ${theme}`).toEqual([]);
    for (const width of [1440, 390]) {
      // Tall, so that the sticky navbar does not cover part of the section in the picture.
      await page.setViewportSize({width, height: 2400});
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({path: `${SHOTS}/${file}-${theme}-${width}.png`});
    }
  }
}

describe('Run this guide', () => {
  it('public: the toolkit bank account connection runs to the end in the page, nothing of it loaded before', async () => {
    const w = await tab({width: 1440, height: 900});
    const urls = recordRequests(w.page);
    const section = await runToTheEnd(
      w.page,
      '/toolkit-api/payments-module/bank-accounts/overview',
      'toolkit-bank-account-connection',
      urls,
    );
    // The public page loads no module of the restricted section.
    expect(urls.filter((u) => new URL(u).pathname.startsWith('/provider/'))).toEqual([]);
    await shots(w.page, section, 'public');
    expect(w.foreignRequests).toEqual([]);
    expect([...w.consoleErrors, ...w.pageErrors]).toEqual([]);
  });

  it('provider (unlocked): an EU payment runs to the end in the page', async () => {
    const w = await tab({width: 1440, height: 900, unlocked: true});
    const urls = recordRequests(w.page);
    const section = await runToTheEnd(w.page, '/provider/overview', 'provider-eu-payment', urls);
    expect(urls.some((u) => u.endsWith('/provider/arazzo/provider-eu-payment.run.js'))).toBe(true);
    expect(urls.some((u) => u.endsWith('/provider/sandbox/browser/provider.js'))).toBe(true);
    await shots(w.page, section, 'provider');
    expect(w.foreignRequests).toEqual([]);
    expect([...w.consoleErrors, ...w.pageErrors]).toEqual([]);
  });

  it("provider overview (unlocked): each walkthrough's steps and samples, scrolled to and by a #link, tables in view rendered, copy copies", async () => {
    const OVERVIEW = '/provider/overview';
    const WALKTHROUGHS = ['provider-standing-order', 'provider-eu-payment', 'provider-bulk-payment'];
    const w = await tab({width: 390, height: 844, unlocked: true});
    const page = w.page;
    await open(page, OVERVIEW);
    const samplesOf = (name: string) => page.locator(`.workflow-sample[data-workflow-sample^="${name}:"]`);
    /** The walkthrough's numbered steps and, under each, its request in four languages with the chosen one shown. */
    const walkthroughShown = async (name: string) => {
      const samples = samplesOf(name);
      await samples.first().waitFor({state: 'attached'});
      const steps = page.locator('ol', {has: samples.first()}).locator(':scope > li');
      const count = await steps.count();
      expect(count, name).toBeGreaterThan(2);
      await expect.poll(() => samples.count()).toBe(count);
      for (let i = 0; i < count; i += 1) {
        await steps.nth(i).scrollIntoViewIfNeeded();
        const sample = samples.nth(i);
        await expect.poll(() => sample.locator('[role="tab"]').count(), {timeout: 15_000}).toBe(4);
        const shown = sample.locator('[role="tabpanel"]:not([hidden]) pre');
        await expect.poll(() => shown.evaluate((e) => e.checkVisibility({contentVisibilityAuto: true}))).toBe(true);
        expect(await shown.textContent()).toMatch(/^curl \S.*https?:\/\//s);
        expect((await steps.nth(i).textContent()) ?? '').toMatch(/Call .+\. It passes when /);
      }
    };
    for (const name of WALKTHROUGHS) await walkthroughShown(name);

    // Every table is skipped off screen (plugins/table-size, src/css/custom.css) and rendered once in view.
    const tables = page.locator('.markdown table');
    expect(await tables.count()).toBeGreaterThan(20);
    const last = tables.last();
    expect(await last.evaluate((t) => getComputedStyle(t).contentVisibility)).toBe('auto');
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        last
          .locator('tr')
          .last()
          .evaluate((e) => e.checkVisibility({contentVisibilityAuto: true})),
      )
      .toBe(true);
    expect((await last.getAttribute('style')) ?? '').toMatch(/--table-rows:\s*\d+/);

    // The copy button of a sample in the third walkthrough copies the code shown.
    await recordCopies(page);
    const sample = samplesOf('provider-bulk-payment').nth(1);
    await sample.scrollIntoViewIfNeeded();
    const code = (await sample.locator('[role="tabpanel"]:not([hidden]) pre').textContent()) ?? '';
    await sample.locator('[role="tabpanel"]:not([hidden]) button[data-copy]').click();
    expect(await copiedTexts(page)).toEqual([code]);

    // A #link into the third walkthrough, on a fresh load: its heading comes to the top, its steps and samples are there.
    await page.goto('about:blank');
    await open(page, `${OVERVIEW}#bulk-file-payments`);
    const heading = page.locator('#bulk-file-payments');
    await heading.waitFor({state: 'visible'});
    await expect
      .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {timeout: 15_000})
      .toBeLessThan(200);
    expect(await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
    await walkthroughShown('provider-bulk-payment');

    fs.mkdirSync(SHOTS, {recursive: true});
    for (const theme of ['light', 'dark'] as const) {
      await colourMode(page, theme);
      for (const width of [1440, 390]) {
        await page.setViewportSize({width, height: 1400});
        await samplesOf('provider-bulk-payment').first().scrollIntoViewIfNeeded();
        // Two frames: the new width laid out and painted before the picture.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
        );
        await page.screenshot({path: `${SHOTS}/overview-${theme}-${width}.png`});
      }
    }
    expect(w.foreignRequests).toEqual([]);
    expect([...w.consoleErrors, ...w.pageErrors]).toEqual([]);
  });
});
