/** Unknown paths show the not-found page with status 404, loaded directly and by client-side navigation. */
import {describe, expect, it} from 'vitest';
import {browserPerFile, open, sharedTab} from './harness';

const browser = browserPerFile();
/** The tab the tests that need nothing of a new browser share (harness.ts `sharedTab`). */
const tab = sharedTab(browser);

describe('not found', () => {
  for (const route of [
    '/no-such-page',
    '/category/nothing',
    '/provider/no-such-page',
    '/partner-api/apis/nope/api-requests',
  ]) {
    it(`${route} shows the not-found page with status 404`, async () => {
      const w = await tab();
      const response = await open(w.page, route);
      expect(response?.status()).toBe(404);
      await expect(w.page.locator('h1').first().textContent()).resolves.toMatch(/Page Not Found/i);
      // Not a dead end: the main entry points are offered.
      expect(await w.page.locator('main a[href="/partner-api/overview"]').count()).toBe(1);
      expect(w.pageErrors).toEqual([]);
    });
  }

  it('client-side navigation to an unknown path also shows not found', async () => {
    const w = await tab();
    await open(w.page, '/');
    await w.page.evaluate(() => {
      window.history.pushState({}, '', '/definitely/missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => w.page.locator('h1').first().textContent()).toMatch(/Page Not Found/i);
    expect(w.pageErrors).toEqual([]);
  });
});
