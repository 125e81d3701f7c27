import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {newContext, open, siteRoutes, browserPerFile, watch} from './harness';

const browser = browserPerFile();

/** Routes of the built site, from its HTML files (clean URLs, no trailing slash). */
function builtRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!['assets', 'pagefind', 'openapi', 'diagrams', 'img'].includes(e.name)) walk(p);
      } else if (e.name.endsWith('.html') && e.name !== '404.html') {
        const rel =
          '/' +
          path
            .relative('build', p)
            .replace(/\\/g, '/')
            .replace(/\.html$/, '');
        out.push(rel === '/index' ? '/' : rel.replace(/\/index$/, ''));
      }
    }
  };
  walk('build');
  return out.sort();
}

describe('routes', () => {
  it('the build serves exactly the product route list (spec/routes.txt), every route of it', () => {
    expect(siteRoutes().length).toBeGreaterThan(70);
    expect(builtRoutes()).toEqual([...siteRoutes()].sort());
  });

  for (const route of siteRoutes()) {
    it(`${route} returns 200 with a heading and no errors or foreign requests`, async () => {
      const context = await newContext(browser(), {unlocked: true});
      const w = await watch(context);
      const response = await open(w.page, route);
      expect(response?.status()).toBe(200);
      await w.page.waitForLoadState('networkidle');
      const h1 = w.page.locator('h1').first();
      await h1.waitFor({state: 'visible'});
      expect((await h1.textContent())?.trim().length).toBeGreaterThan(0);
      expect(await w.page.title()).toContain('Fernpay Developers');
      expect(w.pageErrors).toEqual([]);
      expect(w.consoleErrors).toEqual([]);
      expect(w.foreignRequests).toEqual([]);
      await context.close();
    });
  }

  for (const route of [
    '/no-such-page',
    '/category/nothing',
    '/provider/no-such-page',
    '/partner-api/apis/nope/api-requests',
  ]) {
    it(`${route} shows the not-found page with status 404`, async () => {
      const context = await newContext(browser());
      const w = await watch(context);
      const response = await open(w.page, route);
      expect(response?.status()).toBe(404);
      await expect(w.page.locator('h1').first().textContent()).resolves.toMatch(/Page Not Found/i);
      // Not a dead end: the main entry points are offered.
      expect(await w.page.locator('main a[href="/partner-api/overview"]').count()).toBe(1);
      expect(w.pageErrors).toEqual([]);
      await context.close();
    });
  }

  it('client-side navigation to an unknown path also shows not found', async () => {
    const context = await newContext(browser());
    const w = await watch(context);
    await open(w.page, '/');
    await w.page.evaluate(() => {
      window.history.pushState({}, '', '/definitely/missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => w.page.locator('h1').first().textContent()).toMatch(/Page Not Found/i);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});
