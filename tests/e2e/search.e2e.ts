import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {newContext, open, useBrowser, watch} from './harness';

const browser = useBrowser();

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
    await expect(w.page.locator('[role="option"][aria-selected="true"] a').getAttribute('href')).resolves.toBe(hrefs[index]);
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

  it('never returns pages under /provider/', async () => {
    const context = await newContext(browser());
    const w = await watch(context);
    await open(w.page, '/');
    await w.page.getByRole('button', {name: 'Search the docs'}).click();
    const box = w.page.getByRole('combobox');
    await box.fill('customerConsentId');
    await w.page.getByText(/results?\.|No results/).waitFor({timeout: 15_000});
    await w.page.waitForTimeout(500);
    const hrefs = await w.page.locator('[role="option"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((h) => h?.includes('/provider/'))).toEqual([]);
    await context.close();
  });
});
