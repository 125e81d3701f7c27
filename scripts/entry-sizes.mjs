#!/usr/bin/env node
// How well the build estimates the height of each API reference entry (plugins/api-reference/estimate.ts),
// and the coefficients that would fit best: opens the built references in Chromium at 390 (narrow), 1280
// (one column) and 1440 px (two columns), reads each entry's real height (a desktop browser measures them,
// src/components/ApiReference/blockSizes.ts) and compares it with the estimate the page carries.
//   npm run build && node scripts/entry-sizes.mjs [route ...]   (default: the four references the
//   coefficients were fitted to). Paste the printed coefficients into estimate.ts after a CSS change.
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {chromium} from 'playwright-core';
import {startServer} from './serve.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './lib/chromium.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {compileApi} = jiti('../plugins/api-reference/compile.ts');
const {emitReference} = jiti('../plugins/api-reference/emit.ts');
const {entryFeatures} = jiti('../plugins/api-reference/estimate.ts');
const {apiReferenceOptions: options} = jiti('../openapi/site.ts');
const fs = await import('node:fs');

const DEFAULT = {
  '/partner-api/apis/single-payments/api-requests': 'docs/partner-api/apis/single-payments/api-requests.mdx',
  '/partner-api/apis/recurring-payments/api-requests': 'docs/partner-api/apis/recurring-payments/api-requests.mdx',
  '/toolkit-api/payments-module/single-payments/api-requests':
    'docs/toolkit-api/payments-module/single-payments/api-requests.mdx',
  '/provider/api': 'docs-provider/api.mdx',
};
const routes = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(DEFAULT);
const LAYOUTS = [
  ['narrow', 390, '--api-h-n'],
  ['medium', 1280, '--api-h-m'],
  ['wide', 1440, '--api-h-w'],
];
const KEYS = ['chars', 'fields', 'lines', 'summaries', 'paras'];

/** Each entry's kind and features, in page order, from the reference the route embeds. */
async function features(route) {
  const file = DEFAULT[route] ?? `docs${route}.mdx`;
  const id = /<ApiReference id="([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  const api = await compileApi(options, id);
  const {fragments} = emitReference(api.model, {
    downloads: [],
    fragmentsUrl: '/x.json',
    samplesUrl: '/s.json',
    staticHtml: true,
  });
  return fragments
    .filter((f) => f.startsWith('<div class="api-block'))
    .map((f) => ({kind: /api-block--([a-z]+)/.exec(f)[1], ...entryFeatures(f)}));
}

/** Least squares (normal equations, Gaussian elimination): coefficients of X·c ≈ y. */
function fit(X, y) {
  const n = X[0].length;
  const A = Array.from({length: n}, (_, i) => [
    ...Array.from({length: n}, (_, j) => X.reduce((s, r) => s + r[i] * r[j], 0) + (i === j ? 1e-6 : 0)),
    X.reduce((s, r, k) => s + r[i] * y[k], 0),
  ]);
  for (let i = 0; i < n; i++) {
    const p = A.slice(i).reduce((best, r, k) => (Math.abs(r[i]) > Math.abs(A[best][i]) ? i + k : best), i);
    [A[i], A[p]] = [A[p], A[i]];
    for (let k = i + 1; k < n; k++) {
      const f = A[k][i] / A[i][i];
      for (let j = i; j <= n; j++) A[k][j] -= f * A[i][j];
    }
  }
  const c = Array(n).fill(0);
  for (let i = n - 1; i >= 0; i--)
    c[i] = (A[i][n] - A[i].slice(i + 1, n).reduce((s, a, k) => s + a * c[i + 1 + k], 0)) / A[i][i];
  return c;
}

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

const {server, url} = await startServer({root: 'build', port: 0});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const byRoute = Object.fromEntries(await Promise.all(routes.map(async (r) => [r, await features(r)])));
  for (const [layout, width, property] of LAYOUTS) {
    const rows = [];
    for (const route of routes) {
      const context = await browser.newContext({viewport: {width, height: 900}});
      await context.addInitScript(() => localStorage.setItem('providerAuth', JSON.stringify({timestamp: Date.now()})));
      const page = await context.newPage();
      await page.goto(url + route, {waitUntil: 'load'});
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('.api-block')].every((b) => b.style.containIntrinsicSize) &&
          document.querySelector('.api-block'),
        undefined,
        {timeout: 180_000, polling: 500},
      );
      const measured = await page.evaluate(
        (prop) =>
          [...document.querySelectorAll('.api-block')].map((b) => ({
            real: Number.parseFloat(b.style.containIntrinsicSize.replace('auto ', '')),
            estimate: Number.parseFloat(getComputedStyle(b).getPropertyValue(prop)),
          })),
        property,
      );
      const entries = byRoute[route];
      if (measured.length !== entries.length)
        throw new Error(`${route}: ${measured.length} entries in the page, ${entries.length} built`);
      measured.forEach((m, i) => {
        const e = entries[i];
        const f =
          layout === 'wide' && (e.kind === 'operation' || e.kind === 'webhook')
            ? KEYS.map((k) => (e.zones.head?.[k] ?? 0) + (e.zones.main?.[k] ?? 0))
            : KEYS.map((k) => e.all[k]);
        rows.push({kind: e.kind, real: m.real, estimate: m.estimate, features: f});
      });
      await context.close();
    }
    for (const kind of ['operation', 'webhook', 'schema', 'tag', 'intro']) {
      const list = rows.filter((r) => r.kind === kind);
      if (list.length === 0) continue;
      const errors = list.map((r) => Math.abs(r.estimate - r.real) / r.real);
      const c = fit(
        list.map((r) => [...r.features, 1]),
        list.map((r) => r.real),
      );
      console.log(
        `${layout} ${kind} (${list.length}): median error ${(100 * quantile(errors, 0.5)).toFixed(1)} %, p90 ${(100 * quantile(errors, 0.9)).toFixed(1)} %; fitted [${c.map((x) => x.toFixed(2)).join(', ')}]`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
