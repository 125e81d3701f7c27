/**
 * "Run this guide" (src/components/RunGuide) in Chromium against the production build: a public guide (the toolkit's
 * bank account connection) and a provider guide, unlocked (an EU payment), run to the end with the keyboard against
 * the sandbox in the page. Every request is watched: nothing of the runner (its chunk, the workflow's module, the
 * engine's modules) loads before the click, and after it the page asks only its own origin for scripts. axe on the
 * runner, light and dark; screenshots (light and dark, 1,440 and 390 px) into /tmp/run-guide-shots.
 */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from 'playwright-core';
import {baseUrl, browserPerFile, newContext, open, watch} from './harness';

const browser = browserPerFile();
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
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
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
    const context = await newContext(browser(), {width: 1440, height: 900});
    const w = await watch(context);
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
    await context.close();
  });

  it('provider (unlocked): an EU payment runs to the end in the page', async () => {
    const context = await newContext(browser(), {width: 1440, height: 900, unlocked: true});
    const w = await watch(context);
    const urls = recordRequests(w.page);
    const section = await runToTheEnd(w.page, '/provider/overview', 'provider-eu-payment', urls);
    expect(urls.some((u) => u.endsWith('/provider/arazzo/provider-eu-payment.run.js'))).toBe(true);
    expect(urls.some((u) => u.endsWith('/provider/sandbox/browser/provider.js'))).toBe(true);
    await shots(w.page, section, 'provider');
    expect(w.foreignRequests).toEqual([]);
    expect([...w.consoleErrors, ...w.pageErrors]).toEqual([]);
    await context.close();
  });
});
