#!/usr/bin/env node
// npm run bench [-- --skip-build] [-- --runs N]
// 1. Times `npm run build` (diagrams + docusaurus + Pagefind).
// 2. Serves build/ gzip-compressed the way a static host would (scripts/serve.mjs).
// 3. Runs Lighthouse 12 (mobile, simulated throttling, performance only) on each page type in
//    Debian's Chromium, N runs each, and reports the median score, LCP, TBT and bytes.
// Writes bench-results/latest.json and bench-results/latest.md.
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {startServer} from './serve.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const PAGES = [
  ['Home', '/'],
  ['Plain doc page', '/sdk/overview'],
  ['Long guide (tabs, many code blocks)', '/sdk/php-sdk'],
  ['API overview (build-time SVG diagram)', '/partner-api/apis/single-payments/overview'],
  ['API reference (compiled)', '/partner-api/apis/single-payments/api-requests'],
  ['Category index', '/category/sdks'],
  ['Markdown page', '/markdown-page'],
  ['Provider page (gate dialog)', '/provider/overview'],
];
// The not-found page is left out: Lighthouse refuses to audit a 404 response (ERRORED_DOCUMENT_REQUEST).

let buildSeconds = null;
if (!args.includes('--skip-build')) {
  const t0 = Date.now();
  execSync('npm run build', {stdio: 'inherit'});
  buildSeconds = (Date.now() - t0) / 1000;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const {server, url} = await startServer({root: 'build'});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results = [];
try {
  for (const [name, path] of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const {lhr} = await lighthouse(url + path, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
      const items = lhr.audits['resource-summary'].details.items;
      const bytes = (type) => items.find((x) => x.resourceType === type)?.transferSize ?? 0;
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        clsScore: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        scriptKB: Math.round(bytes('script') / 102.4) / 10,
        totalKB: Math.round(bytes('total') / 102.4) / 10,
        thirdPartyRequests: items.find((x) => x.resourceType === 'third-party')?.requestCount ?? 0,
      });
    }
    const pick = (k) => median(runs.map((r) => r[k]));
    const row = {name, path, score: pick('score'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('clsScore'), scriptKB: pick('scriptKB'), totalKB: pick('totalKB'), thirdPartyRequests: pick('thirdPartyRequests'), runs: runs.map((r) => r.score)};
    results.push(row);
    console.log(`${name.padEnd(40)} score ${row.score} (runs ${row.runs.join('/')})  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  script ${row.scriptKB} KB  total ${row.totalKB} KB`);
  }
} finally {
  await chrome.kill();
  server.close();
}

const plain = results.find((r) => r.path === '/sdk/overview');
const ref = results.find((r) => r.path.endsWith('/api-requests'));
const ratio = plain && ref ? Number((ref.scriptKB / plain.scriptKB).toFixed(3)) : null;
const meta = {
  date: new Date().toISOString(),
  node: process.version,
  lighthouse: (await import('lighthouse/package.json', {with: {type: 'json'}})).default.version,
  chromium: execSync(`${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'} --version`).toString().trim(),
  runsPerPage: RUNS,
  buildSeconds,
  referenceScriptRatio: ratio,
};
fs.mkdirSync('bench-results', {recursive: true});
fs.writeFileSync('bench-results/latest.json', `${JSON.stringify({meta, results}, null, 2)}\n`);
const md = [
  `Measured ${meta.date.slice(0, 10)} on this machine (2 cores), ${meta.chromium}, Lighthouse ${meta.lighthouse} mobile (simulated throttling), median of ${RUNS} runs, served with gzip.`,
  '',
  `Build (\`npm run build\`: diagrams + Docusaurus + Pagefind): ${buildSeconds === null ? 'not measured (--skip-build)' : `${buildSeconds.toFixed(1)} s`}.`,
  '',
  '| Page type | Route | Performance | LCP | TBT | CLS | Script (gzip) | Total (gzip) |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map((r) => `| ${r.name} | \`${r.path}\` | ${r.score} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${r.scriptKB} KB | ${r.totalKB} KB |`),
  '',
  `API reference script bytes / plain doc page: ${ratio ?? 'n/a'} (budget 1.10).`,
  '',
].join('\n');
fs.writeFileSync('bench-results/latest.md', md);
console.log(`\n${md}`);
