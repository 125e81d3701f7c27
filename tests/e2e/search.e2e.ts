import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {newContext, open, browserPerFile, watch} from './harness';

const browser = browserPerFile();

async function search(page: Page, term: string) {
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox');
  await box.waitFor({state: 'visible'});
  await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await box.fill(term);
  await page.locator('[role="option"]').first().waitFor({timeout: 15_000});
  return page.locator('[role="option"] a');
}

describe('search', () => {
  it('Ctrl+K opens the box; a term on the SDK page lands on its heading by keyboard', async () => {
    const context = await newContext(browser());
    const w = await watch(context);
    await open(w.page, '/');
    const links = await search(w.page, 'terminalSecret');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const index = hrefs.findIndex((h) => h?.startsWith('/sdk/php-sdk#'));
    expect(index, `hits: ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < index; i += 1) await w.page.keyboard.press('ArrowDown');
    await expect(w.page.locator('[role="option"][aria-selected="true"] a').getAttribute('href')).resolves.toBe(
      hrefs[index],
    );
    await w.page.keyboard.press('Enter');
    await w.page.waitForURL((u) => u.pathname === '/sdk/php-sdk');
    const anchor = decodeURIComponent(new URL(w.page.url()).hash.slice(1));
    expect(anchor).toBe(hrefs[index]!.split('#')[1]);
    const heading = w.page.locator(`[id="${anchor}"]`);
    await heading.waitFor({state: 'visible'});
    // Landed on the heading: it is scrolled to the top of the viewport.
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await w.page.getByRole('combobox').count()).toBe(0);
    expect(w.consoleErrors).toEqual([]);
    expect(w.foreignRequests).toEqual([]);
    await context.close();
  });

  it('finds schema field names on the API reference page', async () => {
    const context = await newContext(browser());
    const w = await watch(context);
    await open(w.page, '/sdk/overview');
    const links = await search(w.page, 'customerEmailCC');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.some((h) => h?.startsWith('/partner-api/apis/single-payments/api-requests'))).toBe(true);
    await context.close();
  });

  it('shows excerpts with the match highlighted and closes with Escape', async () => {
    const context = await newContext(browser());
    const w = await watch(context);
    await open(w.page, '/');
    await search(w.page, 'refund');
    expect(await w.page.locator('[role="option"] mark').count()).toBeGreaterThan(0);
    await w.page.keyboard.press('Escape');
    await w.page.getByRole('combobox').waitFor({state: 'detached'});
    await context.close();
  });

  it('never returns provider pages, for a query that matches them (waiting for real results)', async () => {
    const context = await newContext(browser());
    const w = await watch(context);
    await open(w.page, '/');
    await w.page.getByRole('button', {name: 'Search the docs'}).click();
    const box = w.page.getByRole('combobox');
    // "consent" is all over the provider pages (access consents, VRP consents) and on public bank-account pages.
    await box.fill('consent');
    // Until the results are in, the status says so (never a premature "0 results").
    await expect
      .poll(() => w.page.locator('[aria-live="polite"]').textContent(), {timeout: 15_000})
      .toMatch(/^\d+ results?\./);
    const hrefs = await w.page
      .locator('[role="option"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => /\/provider\/|direct-banking-api-integration|ob-payments-api/.test(h))).toEqual([]);
    await context.close();
  });

  it('says "Loading…" while a query is pending, not "0 results"', async () => {
    const context = await newContext(browser());
    const w = await watch(context);
    // Hold the index back so the pending state is observable.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await w.page.route('**/pagefind/pagefind.js', async (route) => {
      await held;
      await route.continue();
    });
    await open(w.page, '/');
    await w.page.getByRole('button', {name: 'Search the docs'}).click();
    await w.page.getByRole('combobox').fill('refund');
    await expect.poll(() => w.page.locator('[aria-live="polite"]').textContent()).toBe('Loading…');
    release();
    await expect
      .poll(() => w.page.locator('[aria-live="polite"]').textContent(), {timeout: 15_000})
      .toMatch(/^\d+ results?\./);
    await context.close();
  });
});
