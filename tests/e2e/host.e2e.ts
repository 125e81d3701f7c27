/**
 * The generated host configuration, for real: Debian's nginx (installed when missing, as .ci/run does)
 * runs the config `npm run host-config -- nginx` prints for this build, on 127.0.0.1 with a test password.
 * Anonymous readers get every public file and nothing of the restricted section; every protected file
 * asks for credentials; public pages never touch a protected file; with credentials the section works
 * (the gate, then the reference and its fragments); and the Content Security Policy reports no violation.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {browserPerFile} from './harness';
import {NGINX, freePort, htpasswdLine, startHost, type Host} from './lib/nginx';
import {builtFiles} from './restricted-files';
import {RESTRICTED} from '../../src/restricted';

const USER = 'reader';
const PASSWORD = 'host-test-password';
const GATE_PASSWORD = process.env.PROVIDER_GATE_PASSWORD ?? 'fernpay-dev-gate';
const browser = browserPerFile();

let host: Host | undefined;
let origin = '';

/** Runs `check` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, check: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(check));
}

beforeAll(async () => {
  host = await startHost(USER, PASSWORD);
  origin = host.origin;
});

afterAll(async () => {
  await host?.stop();
});

/** A context that records CSP violations, 401 answers and console errors of its pages. */
async function hostContext(opts: {credentials?: boolean; unlocked?: boolean} = {}) {
  const context: BrowserContext = await browser().newContext({
    viewport: {width: 1280, height: 900},
    ...(opts.credentials ? {httpCredentials: {username: USER, password: PASSWORD}} : {}),
  });
  await context.addInitScript((unlocked) => {
    const w = window as unknown as {cspViolations: string[]};
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    if (unlocked) localStorage.setItem('providerAuth', JSON.stringify({timestamp: Date.now()}));
  }, Boolean(opts.unlocked));
  const unauthorized: string[] = [];
  const consoleErrors: string[] = [];
  context.on('response', (r) => {
    if (r.status() === 401) unauthorized.push(r.url());
  });
  context.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  return {context, unauthorized, consoleErrors};
}

async function openPage(page: Page, route: string) {
  const response = await page.goto(origin + route, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
  return response;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

describe('nginx with the generated configuration', () => {
  const files = builtFiles();

  it('serves every public file to anonymous readers, byte for byte the built file (which restricted-leaks.e2e.ts searches)', async () => {
    // Nothing of the restricted section is in a public file of the build (restricted-leaks.e2e.ts searches every
    // one of them for the section's strings): here, nginx serves each of them as built, so what an anonymous
    // reader gets holds nothing either, without searching the same bytes a second time.
    const problems: string[] = [];
    const publicFiles = files.filter((f) => !f.isProtected);
    expect(publicFiles.length).toBeGreaterThan(300);
    const digest = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');
    await inBatches(publicFiles, 16, async ({url, file}) => {
      const res = await fetch(origin + url, {headers: {'Accept-Encoding': 'identity'}});
      if (res.status !== 200) problems.push(`${url}: ${res.status}`);
      else if (digest(new Uint8Array(await res.arrayBuffer())) !== digest(fs.readFileSync(file)))
        problems.push(`${url}: not the built file`);
    });
    expect(problems).toEqual([]);
  });

  it('caches hashed files for a year, those behind the login in the browser only; the rest is revalidated', async () => {
    // A shared cache (a CDN in front of nginx) may store a response to a request with credentials when it says
    // `public`: a protected file must never say it. Pagefind's hashed files (index chunks, result files, filter
    // chunks, and the metadata file every search loads first, named by its hash) are cached like the hashed assets,
    // so a query after the first reads what it shares from the cache.
    const hashed = /^\/assets\/|\/pagefind\/(index|fragment|filter)\/|\/pagefind\/pagefind\.[^/]+\.pf_meta$/;
    const cacheOf = async (url: string, auth?: string) =>
      (await fetch(origin + url, auth ? {headers: {Authorization: auth}} : {})).headers.get('cache-control');
    const problems: string[] = [];
    const pub = files.filter((f) => !f.isProtected);
    const prot = files.filter((f) => f.isProtected);
    for (const pattern of [
      /^\/pagefind\/index\//,
      /^\/pagefind\/fragment\//,
      /^\/provider\/pagefind\/index\//,
      /^\/pagefind\/pagefind\.[^/]+\.pf_meta$/,
      /^\/provider\/pagefind\/pagefind\.[^/]+\.pf_meta$/,
    ])
      expect(
        files.some((f) => pattern.test(f.url)),
        String(pattern),
      ).toBe(true);
    await inBatches(pub, 16, async ({url}) => {
      const cache = await cacheOf(url);
      const want = hashed.test(url) ? 'public, max-age=31536000, immutable' : null;
      if (cache !== want) problems.push(`${url}: ${cache}`);
    });
    await inBatches(prot, 16, async ({url}) => {
      const cache = await cacheOf(url, host!.authorization);
      const want = hashed.test(url) ? 'private, max-age=31536000, immutable' : null;
      if (cache !== want) problems.push(`${url} (protected): ${cache}`);
    });
    expect(problems).toEqual([]);
    const headers = fs.readFileSync('build/_headers', 'utf8');
    expect(headers).toContain('/pagefind/fragment/*\n  Cache-Control: public, max-age=31536000, immutable');
    // The metadata files by their names in this build (the folder also holds files whose names never change).
    const metas = files.filter((f) => /\/pagefind\/pagefind\.[^/]+\.pf_meta$/.test(f.url));
    expect(metas.length).toBe(2);
    for (const {url, isProtected} of metas)
      expect(headers).toContain(
        `${url}\n  Cache-Control: ${isProtected ? 'private' : 'public'}, max-age=31536000, immutable`,
      );
    // Its siblings are revalidated: the entry file says which metadata file is current.
    expect(headers).not.toMatch(/^\/pagefind\/\*$/m);
    expect(headers).toContain(
      `${RESTRICTED.prefix}/pagefind/fragment/*\n  Cache-Control: private, max-age=31536000, immutable`,
    );
  });

  it('serves each Atom feed the pages link to as application/atom+xml, in _headers too', async () => {
    const feeds = new Set<string>();
    for (const {url} of files.filter((f) => f.url.endsWith('.html')).slice(0, 20)) {
      const html = await (await fetch(origin + url)).text();
      // Minified HTML: attribute values may be unquoted.
      for (const [tag] of html.matchAll(/<link\s[^>]*>/g))
        if (/type=["']?application\/atom\+xml/.test(tag)) feeds.add(/href=["']?([^"'\s>]+)/.exec(tag)![1]);
    }
    expect(feeds.size).toBeGreaterThan(0);
    for (const feed of feeds) {
      const res = await fetch(origin + feed);
      expect(res.status, feed).toBe(200);
      expect(res.headers.get('content-type'), feed).toMatch(/^application\/atom\+xml/);
      expect(await res.text(), feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
      expect(fs.readFileSync('build/_headers', 'utf8'), feed).toContain(
        `${feed}\n  Content-Type: application/atom+xml`,
      );
    }
  });

  it('asks for credentials for every protected file, and serves them with credentials', async () => {
    const protectedFiles = files.filter((f) => f.isProtected);
    expect(protectedFiles.length).toBeGreaterThan(40);
    const open: string[] = [];
    const refused: string[] = [];
    const auth = host!.authorization;
    await inBatches(protectedFiles, 16, async ({url}) => {
      if ((await fetch(origin + url)).status !== 401) open.push(url);
      if ((await fetch(origin + url, {headers: {Authorization: auth}})).status !== 200) refused.push(url);
    });
    expect(open).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('public pages load nothing protected, log no error and break no policy', async () => {
    const {context, unauthorized, consoleErrors} = await hostContext();
    const page = await context.newPage();
    for (const route of [
      '/',
      '/sdk/php-sdk',
      '/partner-api/apis/single-payments/api-requests',
      '/category/sdks',
      '/toolkit-api/overview',
    ]) {
      const response = await openPage(page, route);
      expect(response?.status(), route).toBe(200);
      expect(response?.headers()['content-security-policy'], route).toContain("default-src 'self'");
      await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), {timeout: 2000})));
      expect(await violations(page), route).toEqual([]);
    }
    // Search: the index (WebAssembly) loads and answers under the policy.
    await page
      .getByRole('button', {name: /search/i})
      .first()
      .click();
    await page.getByRole('combobox').fill('refund');
    await page.getByRole('option').first().waitFor();
    expect(await violations(page)).toEqual([]);
    expect(unauthorized).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('with credentials, the section works after the gate: its overview, and its reference with the fragments', async () => {
    const {context, unauthorized, consoleErrors} = await hostContext({credentials: true});
    const page = await context.newPage();
    await openPage(page, '/provider/overview');
    await page.getByLabel('Password').fill(GATE_PASSWORD);
    await page.getByRole('button', {name: 'Authenticate'}).click();
    await page.locator('main h1').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await openPage(page, '/provider/api');
    // An operation of the reference, from the fragments fetched after the unlock.
    await page.locator('.api-reference h3[id]').nth(5).waitFor();
    await page.locator('.api-reference .api-operation').first().waitFor();
    expect(await violations(page)).toEqual([]);
    expect(unauthorized).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('with credentials and the section unlocked, search on a public page finds the section too (its index is protected)', async () => {
    const {context, unauthorized, consoleErrors} = await hostContext({credentials: true, unlocked: true});
    const page = await context.newPage();
    await openPage(page, '/sdk/overview');
    await page.getByRole('button', {name: 'Search the docs'}).click();
    await page.getByRole('combobox').fill('create vrp consent');
    await page.getByRole('option').first().waitFor();
    const hrefs = await page.getByRole('option').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((h) => h.startsWith(`${RESTRICTED.prefix}/`))).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(unauthorized).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('anonymous readers following the navbar into the section get the login prompt, not a broken page', async () => {
    const {context, consoleErrors} = await hostContext();
    const page = await context.newPage();
    await openPage(page, '/sdk/overview');
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/provider/overview'),
      page.getByRole('link', {name: 'Provider API'}).first().click(),
    ]);
    // A full page load answered 401: the browser's login prompt (headless: the 401 page).
    expect(response.request().resourceType()).toBe('document');
    expect(response.status()).toBe(401);
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});

describe("the README's nginx command, as written", () => {
  it('gives a configuration Debian nginx accepts, with no folder to create first', async () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const line = /^npm run host-config -- nginx (.+) > (\S+)$/m.exec(readme);
    expect(line, 'the README shows the nginx command').not.toBeNull();
    // The command as written, with only its two file paths moved into a temporary folder.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-readme-nginx-'));
    try {
      const args = line![1].split(/\s+/);
      const htpasswd = args[args.indexOf('--htpasswd') + 1];
      fs.writeFileSync(path.join(dir, path.basename(htpasswd)), htpasswdLine(USER, PASSWORD));
      const port = await freePort();
      const moved = args.map((a, i) =>
        args[i - 1] === '--htpasswd'
          ? path.join(dir, path.basename(a))
          : args[i - 1] === '--listen'
            ? `127.0.0.1:${port}`
            : a,
      );
      expect(moved).not.toContain('--run-dir');
      const conf = execFileSync('node', ['scripts/host-config.mjs', 'nginx', ...moved]).toString();
      const file = path.join(dir, path.basename(line![2]));
      fs.writeFileSync(file, conf);
      if (process.getuid?.() !== 0) return; // nginx -t needs root for the pid and log folders, as the README's sudo
      const out = execFileSync(NGINX, ['-t', '-c', file], {stdio: ['ignore', 'pipe', 'pipe']}).toString();
      expect(out).not.toMatch(/emerg|failed/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
