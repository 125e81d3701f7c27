/** Page helpers: every page is watched for console errors, page errors and foreign requests. */
import fs from 'node:fs';
import {afterAll, beforeAll, inject} from 'vitest';
import type {Browser, BrowserContext, BrowserContextOptions, CDPSession, Download, Page} from 'playwright-core';
import {connectChromium, launchChromium} from './browser';

/** The axe rules whose result depends on the colours (and so on the colour mode): a dark run needs only these. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

export const baseUrl = () => {
  const url = inject('baseUrl');
  if (!url) throw new Error(inject('buildMissing'));
  return url;
};

export interface Watched {
  page: Page;
  consoleErrors: string[];
  consoleWarnings: string[];
  pageErrors: string[];
  foreignRequests: string[];
}

export async function newContext(
  browser: Browser,
  opts: {width?: number; height?: number; theme?: 'light' | 'dark'; unlocked?: boolean} = {},
  /** Options only a new context takes (a phone's `isMobile` and `hasTouch`). */
  contextOptions: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...contextOptions,
    viewport: {width: opts.width ?? 1280, height: opts.height ?? 900},
  });
  if (opts.theme || opts.unlocked) {
    await context.addInitScript(
      ([theme, unlocked]) => {
        // about:blank (a test's way to load a page afresh) has no storage of its own.
        if (location.protocol === 'about:') return;
        if (sessionStorage.getItem('__e2e_seeded')) return;
        sessionStorage.setItem('__e2e_seeded', '1');
        if (theme) localStorage.setItem('theme', theme as string);
        if (unlocked) localStorage.setItem('providerAuth', JSON.stringify({timestamp: Date.now()}));
      },
      [opts.theme ?? null, opts.unlocked ?? false] as const,
    );
  }
  return context;
}

export async function watch(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const w: Watched = {page, consoleErrors: [], consoleWarnings: [], pageErrors: [], foreignRequests: []};
  watchPage(w);
  return w;
}

function watchPage(w: Watched): void {
  const origin = new URL(baseUrl()).origin;
  w.page.on('console', (msg) => {
    if (msg.type() === 'error') w.consoleErrors.push(msg.text());
    if (msg.type() === 'warning') w.consoleWarnings.push(msg.text());
  });
  w.page.on('pageerror', (err) => w.pageErrors.push(err.message));
  w.page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) w.foreignRequests.push(url);
  });
}

export interface TabOptions {
  width?: number;
  height?: number;
  theme?: 'light' | 'dark';
  unlocked?: boolean;
  /** Items of the site's localStorage before the test's first load (a raw `providerAuth` record, say). */
  storage?: Record<string, string>;
}

/**
 * A same-origin document with no script, where a shared tab is reset between tests: answered by the tab itself (a
 * route, removed right after), with an icon of its own. (A file of the site such as its favicon served as a document
 * made Chromium ask for `/favicon.ico`, and its 404 reached the next test's console errors: CI, 2026-11-30.)
 */
const RESET_PATH = '/__e2e-reset';
const RESET_HTML = '<!doctype html><title>reset</title><link rel="icon" href="data:,">';
/** The page events a test may listen to on a shared tab: their listeners are removed between tests. */
const PAGE_EVENTS = [
  'console',
  'pageerror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'dialog',
  'download',
  'popup',
  'framenavigated',
  'load',
  'domcontentloaded',
  'websocket',
  'worker',
] as const;

/**
 * One tab that a file's tests take in turn, each as if it were new: `const tab = sharedTab(browser);` then
 * `const w = await tab({theme: 'dark'});` and `open(w.page, route)`. A fresh context and page cost Chromium about
 * 2.7 CPU-s more a test than a load in a tab that has loaded the site before (its renderer process, the browser's
 * new profile, the site's scripts compiled again; measured 2026-11-30: 4.3 against 1.6 CPU-s a load): the e2e suite
 * is bound by CPU on two cores, so the tests that need nothing of a new browser share this one.
 * Between tests the tab goes to a same-origin document with no script (the last test's page unloads), and its site
 * storage (local and session storage, IndexedDB, Cache Storage, service workers), cookies, HTTP cache, routes,
 * permissions, emulated media, viewport and page listeners are reset; the watch's lists are emptied. Then the
 * colour mode, the provider unlock and `storage` are written into localStorage, as `newContext` seeds them.
 * After the reset a load makes the same requests as in a new context (measured: the same requests and resource
 * entries, three rounds alike), so tests that count requests take it too. Not for a test that adds init scripts,
 * routes the whole context, goes offline, grants permissions, needs two tabs or another origin, or holds or refuses
 * the site's scripts to see a page before a chunk arrives (search.e2e.ts `freshTab`): those open a context of their
 * own.
 */
export function sharedTab(
  browser: () => Browser,
  /** Options only a new context takes (a phone's `isMobile` and `hasTouch`). */
  contextOptions: BrowserContextOptions = {},
): (opts?: TabOptions) => Promise<Watched> {
  let shared: {w: Watched; cdp: CDPSession} | undefined;
  afterAll(async () => shared?.w.page.context().close());
  const start = async () => {
    const context = await browser().newContext(contextOptions);
    const w = await watch(context);
    return {w, cdp: await context.newCDPSession(w.page)};
  };
  const leave = async (page: Page, origin: string) => {
    const url = origin + RESET_PATH;
    await page.route(url, (route) => route.fulfill({status: 200, contentType: 'text/html', body: RESET_HTML}));
    await page.goto(url, {waitUntil: 'load', timeout: 15_000});
  };
  return async (opts = {}) => {
    if (!shared || shared.w.page.isClosed()) shared = await start();
    const origin = new URL(baseUrl()).origin;
    try {
      await leave(shared.w.page, origin);
    } catch {
      // The last test left its page unable to navigate (a test that timed out in the middle of a long evaluate, say):
      // a new context and tab, rather than that test's failure passed on to this one.
      await shared.w.page
        .context()
        .close()
        .catch(() => undefined);
      shared = await start();
      await leave(shared.w.page, origin);
    }
    const {w, cdp} = shared;
    const {page} = w;
    const context = page.context();
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    await Promise.all([
      page.unrouteAll({behavior: 'ignoreErrors'}),
      context.unrouteAll({behavior: 'ignoreErrors'}),
      context.clearCookies(),
      context.clearPermissions(),
      context.setOffline(false),
      page.emulateMedia({media: null, colorScheme: null, reducedMotion: null, forcedColors: null}),
      page.setViewportSize({width: opts.width ?? 1280, height: opts.height ?? 900}),
      cdp.send('Storage.clearDataForOrigin', {origin, storageTypes: 'all'}),
      cdp.send('Network.clearBrowserCache'),
    ]);
    const seed: Record<string, string> = {
      ...(opts.theme && {theme: opts.theme}),
      ...(opts.unlocked && {providerAuth: JSON.stringify({timestamp: Date.now()})}),
      ...opts.storage,
    };
    await page.evaluate((items) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, seed);
    for (const list of [w.consoleErrors, w.consoleWarnings, w.pageErrors, w.foreignRequests]) list.length = 0;
    watchPage(w);
    return w;
  };
}

/**
 * Puts a loaded page in a colour mode as the navbar's switch does (Docusaurus' `data-theme` attribute, and the choice
 * in storage; no component of the site reads the mode in React, so this shows what a reader who picks it sees), then
 * waits for the colour transitions the switch starts on what is drawn, so a check samples the colours they end on. An
 * endless animation (a spinner's) never finishes, nor does a transition inside content that skips layout off screen
 * (`content-visibility: auto`): neither is waited for.
 */
export async function colourMode(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((m) => {
    document.documentElement.setAttribute('data-theme', m);
    localStorage.setItem('theme', m);
  }, theme);
  const unfinished = await page.evaluate((bound) => {
    const drawn = () =>
      document
        .getAnimations()
        .filter(
          (a) =>
            a instanceof CSSTransition &&
            ((a.effect as KeyframeEffect | null)?.target?.checkVisibility({contentVisibilityAuto: true}) ?? false),
        );
    // A transition replaced by another one rejects its `finished`: that is settled too. The site's transitions last
    // a fraction of a second: after `bound` ms the check fails naming what has not finished, rather than wait out
    // the test's time limit.
    return new Promise(requestAnimationFrame).then(() =>
      Promise.race([
        Promise.allSettled(drawn().map((a) => a.finished)).then(() => [] as string[]),
        new Promise<string[]>((resolve) =>
          setTimeout(
            () =>
              resolve(
                drawn()
                  .filter((a) => a.playState === 'running')
                  .map(
                    (a) =>
                      `${(a as CSSTransition).transitionProperty} on ${String((a.effect as KeyframeEffect).target?.nodeName)}`,
                  ),
              ),
            bound,
          ),
        ),
      ]),
    );
  }, COLOUR_SETTLE_MS);
  if (unfinished.length) {
    throw new Error(
      `colourMode(${theme}): transitions still running after ${COLOUR_SETTLE_MS} ms: ${unfinished.join(', ')}`,
    );
  }
}
/** How long the colour transitions of a mode switch may take (Infima's last 0.2 to 0.4 s). */
const COLOUR_SETTLE_MS = 10_000;

/** Navigates and waits until React has hydrated the page. */
export async function open(page: Page, path: string) {
  const response = await page.goto(baseUrl() + path, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
  return response;
}

/**
 * Waits until every fragment placeholder of a reference holds its fragment: a reference whose HTML does not
 * hold them (the provider reference, a page reached in the app) inserts them a slice at a time after the load.
 * `reference`: the page is a reference, so its entries must be there too (not only no placeholder left empty).
 */
export async function fragmentsIn(page: Page, opts: {reference?: boolean} = {}): Promise<void> {
  await page.waitForFunction(
    (reference) =>
      (!reference || document.querySelectorAll('.api-block').length > 0) &&
      Array.from(document.querySelectorAll('[data-api-html]')).every((p) => p.childNodes.length > 0),
    opts.reference ?? false,
    {polling: 100, timeout: 60_000},
  );
}

export function siteRoutes(): string[] {
  return fs
    .readFileSync('spec/routes.txt', 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/**
 * The file's connection to the run's one Chromium (started by the global setup; a file run without it, e.g. by
 * another config, starts its own): `const browser = browserPerFile();` then `browser()` inside tests. Files share no
 * context, so no cookies, storage or cache; within a file, tests take `sharedTab` or open contexts of their own.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const endpoint = inject('chromiumEndpoint');
    browser = endpoint ? await connectChromium(endpoint) : await launchChromium();
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('Chromium is not running (browserPerFile must be called at the top of the file)');
    return browser;
  };
}

/**
 * Resolves once the page has settled: three idle periods in a row in which no request and no
 * prefetch link was added (link prefetching runs one route per idle period). A state, not a time.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const count = () =>
      document.querySelectorAll('link[rel="prefetch"]').length + performance.getEntriesByType('resource').length;
    let last = -1;
    let still = 0;
    while (still < 3) {
      await new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 1000}));
      const n = count();
      still = n === last ? still + 1 : 0;
      last = n;
    }
  });
}

/**
 * A download's content as text, read through the browser's connection (the run's Chromium is another process's:
 * `download.path()` is not available over `connect`).
 */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * From now on, records in the page what copy-text-to-clipboard copies (it selects a textarea and runs
 * `execCommand('copy')`); read with `copiedTexts`.
 */
export const recordCopies = (page: Page) =>
  page.evaluate(() => {
    const original = document.execCommand.bind(document);
    (window as unknown as {copied: string[]}).copied = [];
    document.execCommand = (command: string, ...rest: unknown[]) => {
      if (command === 'copy') {
        const el = document.activeElement as HTMLTextAreaElement | null;
        (window as unknown as {copied: string[]}).copied.push(el?.value ?? '');
        return true;
      }
      return original(command, ...(rest as [boolean, string]));
    };
  });

/** What was copied since `recordCopies`, in order. */
export const copiedTexts = (page: Page) => page.evaluate(() => (window as unknown as {copied: string[]}).copied);
