/**
 * Signed webhooks: every webhook of every served OpenAPI description declares the one shared
 * `Fernpay-Signature` header, the references show it, and the guide's browser verifier accepts the
 * published test vectors (read from the page's source) and refuses tampered input, with nothing sent,
 * usable from the keyboard and axe-clean in both colour modes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';
import {baseUrl, browserPerFile, open, settled, sharedTab} from './harness';
import {signatureVectors, type SignatureVector} from '../signature-vectors';
import {RESTRICTED} from '../../src/restricted';
import {listApis} from '../../plugins/api-reference/compile';
import {mergedDownloads} from '../../plugins/api-reference/options';
import {apiReferenceOptions as SITE} from '../../openapi/site';

const GUIDE = '/guides/webhook-signatures';
const browser = browserPerFile();
/** The tab the tests that need nothing of a new browser share (harness.ts `sharedTab`). */
const tab = sharedTab(browser);

type Json = Record<string, unknown>;

/** The merged downloads (/openapi/toolkit.json, /openapi/partner.json): no reference page of their own. */
const MERGED = new Set(
  mergedDownloads(
    SITE,
    (await listApis(SITE.configFile)).map((a) => a.id),
  ).map((m) => path.join('build', m.json)),
);

/** The served OpenAPI JSON downloads: public ones under /openapi/, the restricted ones under the prefix. */
function servedSpecs(): {file: string; spec: Json}[] {
  const dirs = ['build/openapi', path.join('build', RESTRICTED.prefix, 'openapi')];
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => /^[a-z-]+\.json$/.test(f) && !/\.(postman|samples|fragments)/.test(f))
      .map((f) => ({file: path.join(dir, f), spec: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Json})),
  );
}

function resolve(spec: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((o, key) => o[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, spec);
}

describe('every webhook declares the signature header', () => {
  const specs = servedSpecs();

  it('reads every served description, public and restricted, and the merged ones', () => {
    expect(specs.length).toBeGreaterThanOrEqual(20);
    for (const file of MERGED) expect(specs.map((s) => s.file)).toContain(file);
    expect(specs.some((s) => s.file.includes(`${RESTRICTED.prefix}/openapi`))).toBe(true);
  });

  it('each webhook operation references the shared Fernpay-Signature header, required', () => {
    let webhooks = 0;
    const problems: string[] = [];
    for (const {file, spec} of specs) {
      for (const [name, item] of Object.entries((spec.webhooks as Record<string, Json>) ?? {})) {
        for (const [method, op] of Object.entries(item)) {
          if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
          webhooks += 1;
          const params = ((op as Json).parameters as Json[] | undefined) ?? [];
          const refs = params.filter((p) => p.$ref === '#/components/parameters/FernpaySignature');
          const header = refs.length === 1 ? resolve(spec, refs[0]) : undefined;
          if (!header || header.name !== 'Fernpay-Signature' || header.in !== 'header' || header.required !== true)
            problems.push(`${file} webhooks.${name}.${method}: no shared required Fernpay-Signature header`);
          if (!String((op as Json).description ?? '').includes('Fernpay-Signature'))
            problems.push(`${file} webhooks.${name}.${method}: the description does not explain the signature`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(webhooks).toBeGreaterThanOrEqual(37);
  });

  it('the header is defined once per description, with a pattern its example matches', () => {
    for (const {file, spec} of specs) {
      if (!spec.webhooks) continue;
      const params = ((spec.components as Json).parameters ?? {}) as Record<string, Json>;
      const named = Object.entries(params).filter(([, p]) => p.name === 'Fernpay-Signature');
      expect(
        named.map(([k]) => k),
        file,
      ).toEqual(['FernpaySignature']);
      const param = named[0][1] as {example: string; schema: {pattern: string}};
      expect(param.example, file).toMatch(new RegExp(param.schema.pattern));
    }
  });

  it('each public reference page with webhooks shows the header', async () => {
    for (const {file, spec} of specs) {
      if (!spec.webhooks || file.includes(`${RESTRICTED.prefix}/`) || MERGED.has(file)) continue;
      const id = path.basename(file, '.json');
      const page = fs
        .readFileSync('spec/routes.txt', 'utf8')
        .split('\n')
        .find((r) => {
          const mdx = path.join('docs', `${r}.mdx`);
          return fs.existsSync(mdx) && fs.readFileSync(mdx, 'utf8').includes(`<ApiReference id="${id}"`);
        });
      expect(page, id).toBeDefined();
      const html = await (await fetch(baseUrl() + page!)).text();
      expect(html, page).toContain('Fernpay-Signature');
    }
  });
});

async function fill(page: Page, v: SignatureVector, body = v.body) {
  const form = page.locator('form[data-webhook-verifier]');
  await form.getByLabel('Webhook secret').fill(v.secrets[0]);
  await form.getByLabel(/Previous secret/).fill(v.secrets[1] ?? '');
  await form.getByLabel(/Fernpay-Signature/).fill(v.header);
  await form.getByLabel('Raw body').fill(body);
}

describe('the browser verifier on the guide', () => {
  const vectors = signatureVectors(`docs${GUIDE}.mdx`);

  it('says "valid" for every published vector and "invalid" for tampered input, sending nothing', async () => {
    expect(vectors.length).toBeGreaterThanOrEqual(2);
    const w = await tab();
    await open(w.page, GUIDE);
    await w.page.waitForLoadState('networkidle');
    // Link prefetching fetches the script of each route whose link comes into view, one per idle period (filling the
    // form scrolls): let it settle, then count every request but a GET of the build's own scripts (which carries
    // nothing of the form). Another origin is caught by `watch` (foreignRequests).
    await settled(w.page);
    const assets = `${new URL(baseUrl()).origin}/assets/`;
    const requests: string[] = [];
    w.page.on('request', (r) => {
      if (!(r.method() === 'GET' && r.url().startsWith(assets) && !r.url().includes('?'))) requests.push(r.url());
    });
    const form = w.page.locator('form[data-webhook-verifier]');
    const status = form.getByRole('status');
    for (const v of vectors) {
      await fill(w.page, v);
      await form.getByRole('button', {name: 'Verify signature'}).click();
      await expect.poll(() => status.textContent(), {message: v.name}).toMatch(/^Valid signature\./);
      // With only the old secret of a roll, the second v1 matches.
      if (v.secrets.length === 2) {
        await form.getByLabel('Webhook secret').fill(v.secrets[1]);
        await form.getByLabel(/Previous secret/).fill('');
        await form.getByRole('button', {name: 'Verify signature'}).click();
        await expect.poll(() => status.textContent()).toContain('v1 number 2 of the header matches the secret');
      }
      // Tampered: one character of the body, then the timestamp, then another secret.
      await fill(w.page, v, v.body.replace('"amount":"125.50"', '"amount":"125.51"'));
      await form.getByRole('button', {name: 'Verify signature'}).click();
      await expect.poll(() => status.textContent(), {message: `${v.name} tampered`}).toMatch(/^Invalid signature\./);
      await fill(w.page, v);
      await form.getByLabel(/Fernpay-Signature/).fill(v.header.replace(/^t=\d+/, `t=${v.timestamp + 1}`));
      await form.getByRole('button', {name: 'Verify signature'}).click();
      await expect.poll(() => status.textContent()).toMatch(/^Invalid signature\./);
    }
    // The time check: the vectors are older than 5 minutes, so with it on they are refused.
    await fill(w.page, vectors[0]);
    await form.getByLabel(/within 5 minutes/).check();
    await form.getByRole('button', {name: 'Verify signature'}).click();
    await expect
      .poll(() => status.textContent())
      .toMatch(/^Invalid signature\. The signature matches, but t is \d+ seconds old/);
    expect(requests).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    expect(w.foreignRequests).toEqual([]);
  });

  it('works from the keyboard alone, and the result is announced', async () => {
    const v = vectors[0];
    const w = await tab();
    await open(w.page, GUIDE);
    const form = w.page.locator('form[data-webhook-verifier]');
    await form.getByLabel('Webhook secret').focus();
    await w.page.keyboard.insertText(v.secrets[0]);
    await w.page.keyboard.press('Tab'); // previous secret
    await w.page.keyboard.press('Tab'); // header
    await w.page.keyboard.insertText(v.header);
    await w.page.keyboard.press('Tab'); // body
    await w.page.keyboard.insertText(v.body);
    await w.page.keyboard.press('Tab'); // time check
    await w.page.keyboard.press('Tab'); // button
    await expect(w.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Verify signature');
    await w.page.keyboard.press('Enter');
    const status = form.getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/^Valid signature\./);
    await expect(status.getAttribute('aria-live')).resolves.toBe('polite');
    expect(w.consoleErrors).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`axe finds nothing serious with both results shown, in ${theme}`, async () => {
      const v = vectors[0];
      const w = await tab({theme});
      await open(w.page, GUIDE);
      const form = w.page.locator('form[data-webhook-verifier]');
      const check = async () => {
        const results = await new AxeBuilder({page: w.page as never})
          .setLegacyMode(true)
          .include('form[data-webhook-verifier]')
          .analyze();
        return results.violations
          .filter((x) => x.impact === 'serious' || x.impact === 'critical')
          .map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      };
      await fill(w.page, v);
      await form.getByRole('button', {name: 'Verify signature'}).click();
      await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Valid/);
      expect(await check()).toEqual([]);
      await fill(w.page, v, `${v.body} `);
      await form.getByRole('button', {name: 'Verify signature'}).click();
      await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^Invalid/);
      expect(await check()).toEqual([]);
    });
  }
});
