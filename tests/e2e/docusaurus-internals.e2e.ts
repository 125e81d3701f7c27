/**
 * The door to Docusaurus internals (src/docusaurus/), checked against the files this build wrote and in
 * the browser: a hand-written fixture could not notice a format change in a Docusaurus upgrade, this
 * can (and `npm run canary` runs it against the newest Docusaurus 3.x).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  chunkNamesOfRoutes,
  pageRoutes,
  readBuildRoutes,
  routeScripts,
  type BuildRoutes,
} from '../../src/docusaurus/build';
import {matchPageRoute, routeOfChunkKey} from '../../src/docusaurus/routes';
import {isRestrictedPath} from '../../src/restricted';
import {RESTRICTED_REDIRECTS} from '../../plugins/restricted-section/redirects';
import {baseUrl, browserPerFile, open, sharedTab, siteRoutes} from './harness';

const browser = browserPerFile();
/** The tab the tests that need nothing of a new browser share (harness.ts `sharedTab`). */
const tab = sharedTab(browser);
let build: BuildRoutes;
const built = async () => (build ??= await readBuildRoutes('.docusaurus'));
const redirects = new Set(RESTRICTED_REDIRECTS.map((r) => r.from));

describe('Docusaurus internals, read from this build', () => {
  it("the route table's pages are the site's routes (the redirects aside)", async () => {
    const b = await built();
    expect(pageRoutes(b).sort()).toEqual(
      siteRoutes()
        .filter((r) => !redirects.has(r))
        .sort(),
    );
  });

  it('the one route matcher finds every page, whatever the case, and nothing for unknown paths', async () => {
    const b = await built();
    for (const route of pageRoutes(b)) {
      expect(matchPageRoute(b.routes, route)?.path, route).toBe(route);
      expect(matchPageRoute(b.routes, route.toUpperCase())?.path, route).toBe(route);
    }
    for (const nowhere of ['/no-such-page', '/provider/no-such-page', '/partner-api/apis/nope/api-requests'])
      expect(matchPageRoute(b.routes, nowhere), nowhere).toBeUndefined();
  });

  it('every chunk table key is a route of the tree, and every page renders from scripts the build wrote', async () => {
    const b = await built();
    const paths = new Set<string>();
    const walk = (routes: BuildRoutes['routes']) =>
      routes.forEach((r) => {
        paths.add(r.path);
        if (r.routes) walk(r.routes);
      });
    walk(b.routes);
    for (const key of Object.keys(b.chunkNames)) expect(paths.has(routeOfChunkKey(key)), key).toBe(true);
    for (const route of pageRoutes(b)) {
      const scripts = routeScripts(b, route);
      expect(scripts.length, route).toBeGreaterThan(0);
      for (const url of scripts) expect(fs.existsSync(path.join('build', url)), `${route}: ${url}`).toBe(true);
    }
  });

  it('the restricted section owns chunks of its own, and they are what restricted-assets.txt lists', async () => {
    const b = await built();
    const listed = fs.readFileSync('build/provider/restricted-assets.txt', 'utf8').split('\n').filter(Boolean);
    const names = chunkNamesOfRoutes(b, isRestrictedPath);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names)
      expect(
        listed.some((f) => path.basename(f).startsWith(`${name}.`)),
        name,
      ).toBe(true);
  });
});

describe('Docusaurus internals, in the browser', () => {
  it('link prefetching goes through our replacement: one prefetch per chunk, never a restricted one from a public page', async () => {
    const restricted = new Set(
      fs.readFileSync('build/provider/restricted-assets.txt', 'utf8').split('\n').filter(Boolean),
    );
    const w = await tab({width: 1440});
    const requested: string[] = [];
    w.page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await open(w.page, '/sdk/overview');
    // The navbar links (the provider section's among them) are in view: their pages get prefetched.
    await expect
      .poll(() => w.page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length), {timeout: 20_000})
      .toBeGreaterThan(0);
    const prefetched = await w.page.evaluate(() =>
      Array.from(
        document.querySelectorAll('link[rel="prefetch"]'),
        (l) => new URL((l as HTMLLinkElement).href).pathname,
      ),
    );
    expect(new Set(prefetched).size).toBe(prefetched.length);
    for (const url of prefetched) expect(fs.existsSync(path.join('build', url)), url).toBe(true);
    // Hovering the navbar link into the section preloads nothing of it either.
    await w.page.getByRole('link', {name: 'Provider API'}).first().hover();
    await w.page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), {timeout: 2000})));
    expect(requested.filter((p) => restricted.has(p))).toEqual([]);
    expect(w.pageErrors).toEqual([]);
  });

  it('a link into the restricted section from a public page is a full page load; inside it, links stay in the app', async () => {
    const w = await tab({width: 1440, unlocked: true});
    await open(w.page, '/sdk/overview');
    const documents: string[] = [];
    w.page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
    });
    await w.page.getByRole('link', {name: 'Provider API'}).first().click();
    await w.page.waitForURL(`${baseUrl()}/provider/overview`);
    await w.page.locator('main h1').first().waitFor();
    expect(documents).toEqual(['/provider/overview']);
    // Within the section, the client router goes on as usual.
    await w.page.locator('.theme-doc-sidebar-menu a[href="/provider/limitations"]').first().click();
    await w.page.waitForURL(`${baseUrl()}/provider/limitations`);
    await w.page.locator('main h1').first().waitFor();
    expect(documents).toEqual(['/provider/overview']);
    expect(w.pageErrors).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
  });

  it('the mobile menu, whose state comes through the door, opens and lists the section', async () => {
    const w = await tab({width: 390, height: 844});
    await open(w.page, '/sdk/overview');
    await w.page.getByRole('button', {name: /toggle navigation/i}).click();
    await w.page.locator('.navbar-sidebar a[href="/sdk/php-sdk"]').first().waitFor({state: 'visible'});
    expect(w.pageErrors).toEqual([]);
  });
});
