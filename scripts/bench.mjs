#!/usr/bin/env node
// npm run bench [-- --skip-build] [-- --runs N] [-- --only /route[,/route]] [-- --browser fresh|shared] [-- --mcp] [-- --sandbox] [-- --search-box]
// Measures this site's page types side by side with the stock Docusaurus 3.10 template's doc page,
// in the same run and interleaved (machines here are noisy: only ratios within one run mean something).
// 1. Build times: a cold `npm run build` (caches cleared) and a warm one.
// 2. The stock template (create-docusaurus@3.10.2 classic --typescript), built once in a cache folder
//    outside the repository ($XDG_CACHE_HOME or ~/.cache/fernpay-bench).
// 3. A synthetic reference of 100 operations and 150 schemas (scripts/bench/synthetic-spec.mjs),
//    built into a temporary copy of this site, to show how the reference page scales.
// 4. Lighthouse 12 (mobile, simulated throttling, performance only; desktop rows at 1440x900) in
//    Debian's Chromium, N runs per page, pages interleaved run by run, each site served with gzip like a
//    static host (scripts/serve.mjs). Each run is a reader's first visit: a new Chromium with an empty
//    profile (`--browser fresh`, the default). `--browser shared` keeps one Chromium open for every run,
//    as the bench did before: what it keeps between runs (compiled code, processes, caches in memory) a
//    first visit does not have (bench-results/HISTORY.md compares the two).
// Writes bench-results/latest.json and bench-results/latest.md (latest-shared.* with --browser shared).
// With --only, measures just those routes against the stock page (more runs of one page type for the
// same time) and writes bench-results/only.*.
// 5. The docs MCP server (scripts/bench-mcp.mjs): start time and search_docs p50, appended to the report;
//    `--mcp` runs only this part (on the existing build) and writes bench-results/mcp.json and mcp.md.
// 6. The local sandbox (scripts/bench-sandbox.mjs): requests per second and p50/p99 latency of the published
//    server over loopback and of the engine alone, appended to the report; `--sandbox` runs only this part
//    and writes bench-results/sandbox.json and sandbox.md.
// 7. The search box (scripts/bench-search-box.mjs): how long a reader waits for results in Chromium, the first
//    query of a page and later ones, appended to the report; `--search-box` runs only this part (on the existing
//    build) and writes bench-results/search-box.json and search-box.md.
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {median} from './lib/stats.mjs';
import {chromium} from 'playwright-core';
import {startServer} from './serve.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM} from './lib/chromium.mjs';
import {syntheticSpec} from './bench/synthetic-spec.mjs';
import {benchMcp, mcpMarkdown, writeMcpReport} from './bench-mcp.mjs';
import {benchSandbox, sandboxMarkdown, writeSandboxReport} from './bench-sandbox.mjs';
import {benchSearchBox, searchBoxMarkdown, writeSearchBoxReport} from './bench-search-box.mjs';

const args = process.argv.slice(2);
if (args.includes('--mcp')) {
  const mcp = await benchMcp();
  writeMcpReport(mcp);
  console.log(mcpMarkdown(mcp));
  process.exit(0);
}
if (args.includes('--sandbox')) {
  const sandbox = await benchSandbox();
  writeSandboxReport(sandbox);
  console.log(sandboxMarkdown(sandbox));
  process.exit(0);
}
if (args.includes('--search-box')) {
  const box = await benchSearchBox();
  writeSearchBoxReport(box);
  console.log(searchBoxMarkdown(box));
  process.exit(0);
}
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const ONLY = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '').split(',').filter(Boolean) : null;
if (ONLY && ONLY.length === 0)
  throw new Error('--only needs a comma-separated list of routes, e.g. --only /provider/api');
const BROWSER = args.includes('--browser') ? args[args.indexOf('--browser') + 1] : 'fresh';
if (!['fresh', 'shared'].includes(BROWSER)) throw new Error('--browser is fresh (a new Chromium per run) or shared');
const OUT = `${ONLY ? 'only' : 'latest'}${BROWSER === 'shared' ? '-shared' : ''}`;
const STOCK_VERSION = '3.10.2';
const CACHE = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'fernpay-bench');
const run = (cmd, opts = {}) => execSync(cmd, {stdio: 'inherit', ...opts});
const seconds = (t0) => Number(((Date.now() - t0) / 1000).toFixed(1));

// ---- 1. this site (cold and warm build)
let build = null;
if (!args.includes('--skip-build')) {
  run('npx docusaurus clear');
  let t0 = Date.now();
  run('npm run build');
  const cold = seconds(t0);
  t0 = Date.now();
  run('npm run build');
  build = {coldSeconds: cold, warmSeconds: seconds(t0)};
}

// ---- 2. the stock template, built once
const stockDir = path.join(CACHE, `docusaurus-${STOCK_VERSION}`);
if (
  !fs.existsSync(path.join(stockDir, 'build', 'docs', 'intro.html')) &&
  !fs.existsSync(path.join(stockDir, 'build', 'docs', 'intro', 'index.html'))
) {
  fs.rmSync(stockDir, {recursive: true, force: true});
  fs.mkdirSync(CACHE, {recursive: true});
  // The package named explicitly, and npx's own package setting dropped from the environment: run under
  // `npx -p node@24 -- npm run bench`, an inner `npx create-docusaurus@…` inherits `npm_config_package=node@24` and
  // looks for a `create-docusaurus@…` command in Node's package ("not found").
  const {npm_config_package: _outer, ...env} = process.env;
  run(
    `npx -y --package=create-docusaurus@${STOCK_VERSION} -- create-docusaurus ${path.basename(stockDir)} classic --typescript --skip-install`,
    {cwd: CACHE, env},
  );
  const pkgFile = path.join(stockDir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  // The same override this project needs (the template's @docsearch/react range does not install here).
  pkg.overrides = {...(pkg.overrides ?? {}), '@docsearch/react': '4.7.0'};
  fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  run('npm install --no-audit --no-fund', {cwd: stockDir});
  run('npm run build', {cwd: stockDir});
}

// ---- 3. the synthetic 100-operation reference, in a temporary copy of this site
const synthDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fernpay-bench-synthetic-'));
const SYNTH_ROUTE = '/bench-synthetic-api';
if (!ONLY || ONLY.includes(SYNTH_ROUTE)) {
  const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', 'bench-results', 'test-results']);
  fs.cpSync('.', synthDir, {
    recursive: true,
    filter: (src) => !skip.has(path.basename(src)) || path.dirname(path.resolve(src)) !== path.resolve('.'),
  });
  fs.symlinkSync(path.resolve('node_modules'), path.join(synthDir, 'node_modules'));
  fs.mkdirSync(path.join(synthDir, 'openapi', 'bench'), {recursive: true});
  fs.writeFileSync(
    path.join(synthDir, 'openapi', 'bench', 'synthetic.json'),
    JSON.stringify(syntheticSpec(100, 150), null, 2),
  );
  fs.appendFileSync(
    path.join(synthDir, 'openapi', 'redocly.yaml'),
    '  bench-synthetic:\n    root: bench/synthetic.json\n',
  );
  fs.writeFileSync(
    path.join(synthDir, 'docs', `${SYNTH_ROUTE.slice(1)}.mdx`),
    '---\ntitle: Synthetic API reference\ndescription: 100 operations and 150 schemas, generated for the benchmark.\n---\n\nA generated reference for measuring how the page scales.\n\n<ApiReference id="bench-synthetic" />\n',
  );
  run('npx docusaurus build', {cwd: synthDir});
}

// ---- 4. Lighthouse, interleaved
const PAGES = [
  {name: 'Stock Docusaurus doc page', site: 'stock', path: '/docs/intro', stock: true},
  {name: 'Stock Docusaurus doc page, desktop 1440×900', site: 'stock', path: '/docs/intro', desktop: true, stock: true},
  {name: 'Home', site: 'ours', path: '/'},
  {name: 'Plain doc page', site: 'ours', path: '/sdk/overview'},
  {name: 'Long guide (tabs, many code blocks)', site: 'ours', path: '/sdk/php-sdk'},
  {name: 'Category index', site: 'ours', path: '/category/sdks'},
  {name: 'Markdown page', site: 'ours', path: '/markdown-page'},
  {name: 'API overview (build-time SVG diagram)', site: 'ours', path: '/partner-api/apis/single-payments/overview'},
  {name: 'Provider page (gate dialog)', site: 'ours', path: '/provider/overview'},
  // A walkthrough: its steps rendered from a workflow (<WorkflowSteps>), each step's samples in four languages.
  {name: 'Walkthrough (workflow steps)', site: 'ours', path: '/toolkit-api/payments-module/bank-accounts/overview'},
  {
    name: 'Provider overview, 3 walkthroughs (unlocked)',
    site: 'ours',
    path: '/provider/overview',
    unlock: true,
  },
  {
    name: 'API reference, 12 operations (partner single payments)',
    site: 'ours',
    path: '/partner-api/apis/single-payments/api-requests',
    reference: 12,
  },
  {
    name: 'API reference, 12 operations (partner single payments), desktop 1440×900',
    site: 'ours',
    path: '/partner-api/apis/single-payments/api-requests',
    desktop: true,
  },
  {
    name: 'API reference, largest public (toolkit recurring payments)',
    site: 'ours',
    path: '/toolkit-api/payments-module/recurring-payments/api-requests',
  },
  {
    name: 'API reference, 15 operations (toolkit single payments)',
    site: 'ours',
    path: '/toolkit-api/payments-module/single-payments/api-requests',
  },
  {name: 'API reference, 100 operations (synthetic)', site: 'synth', path: SYNTH_ROUTE, reference: 100},
];
const provider = ['build/provider/api.html', 'build/provider/api/index.html'].some((f) => fs.existsSync(f));
if (provider) {
  const ops = JSON.parse(fs.readFileSync('build/provider/openapi/provider.json', 'utf8')).paths ?? {};
  const count = Object.values(ops).reduce(
    (n, item) => n + Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch'].includes(k)).length,
    0,
  );
  PAGES.push({
    name: `Provider API reference, ${count} operations (unlocked)`,
    site: 'ours',
    path: '/provider/api',
    unlock: true,
    reference: count,
  });
}

if (ONLY) {
  const unknown = ONLY.filter((route) => !PAGES.some((p) => p.path === route));
  if (unknown.length)
    throw new Error(
      `--only: not a measured page: ${unknown.join(', ')} (one of ${PAGES.map((p) => p.path).join(', ')})`,
    );
  PAGES.splice(0, PAGES.length, ...PAGES.filter((p) => p.stock || ONLY.includes(p.path)));
}

const servers = {
  ours: await startServer({root: 'build'}),
  stock: await startServer({root: path.join(stockDir, 'build')}),
  ...(PAGES.some((p) => p.site === 'synth') ? {synth: await startServer({root: path.join(synthDir, 'build')})} : {}),
};
/** A Chromium with an empty profile of its own (chrome-launcher makes and removes the profile folder). */
async function launchBrowser() {
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS});
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  return {
    chrome,
    cdp,
    close: async () => {
      await cdp.close().catch(() => {});
      await chrome.kill();
    },
  };
}
const shared = BROWSER === 'shared' ? await launchBrowser() : null;

/**
 * The gate record decides what a provider page shows: set it (unlocked reference: the record, then
 * Lighthouse without its storage reset) or remove it (the gate dialog) before each run. The record is
 * set from a plain-text file of the same origin, and the HTTP cache is cleared afterwards, so the
 * measured page loads every file as cold as the other pages do.
 */
async function setGate(cdp, origin, unlocked) {
  const page = await cdp.contexts()[0].newPage();
  const session = await page.context().newCDPSession(page);
  await page.goto(`${origin}/llms.txt`);
  await page.evaluate(
    (on) =>
      on
        ? localStorage.setItem('providerAuth', JSON.stringify({timestamp: Date.now()}))
        : localStorage.removeItem('providerAuth'),
    unlocked,
  );
  await session.send('Network.clearBrowserCache');
  await page.close();
}

/** Lighthouse settings of a page: mobile (the default) or desktop at 1440x900; storage kept when unlocked. */
function lighthouseConfig(page) {
  const base = page.desktop
    ? {
        ...desktopConfig,
        settings: {
          ...desktopConfig.settings,
          screenEmulation: {mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false},
        },
      }
    : {extends: 'lighthouse:default', settings: {}};
  return {
    ...base,
    settings: {
      ...base.settings,
      onlyCategories: ['performance'],
      ...(page.unlock ? {disableStorageReset: true} : {}),
    },
  };
}

/** One Lighthouse run of one page, in the shared Chromium or a new one. */
async function measure(page) {
  const origin = servers[page.site].url;
  const browser = shared ?? (await launchBrowser());
  try {
    if (page.path.startsWith('/provider/')) await setGate(browser.cdp, origin, Boolean(page.unlock));
    const {lhr} = await lighthouse(
      origin + page.path,
      {port: browser.chrome.port, output: 'json', logLevel: 'error'},
      lighthouseConfig(page),
    );
    return lhr;
  } finally {
    if (!shared) await browser.close();
  }
}

/** Milliseconds of one group of Lighthouse's main-thread breakdown (0 when the page had none). */
const mainThread = (lhr, group) =>
  lhr.audits['mainthread-work-breakdown'].details.items.find((x) => x.group === group)?.duration ?? 0;

const measurements = new Map(PAGES.map((p) => [p, []]));
try {
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of PAGES) {
      const lhr = await measure(page);
      const items = lhr.audits['resource-summary'].details.items;
      const bytes = (type) => items.find((x) => x.resourceType === type)?.transferSize ?? 0;
      const m = {
        score: Math.round(lhr.categories.performance.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        scriptKB: Math.round(bytes('script') / 102.4) / 10,
        htmlKB: Math.round(bytes('document') / 102.4) / 10,
        totalKB: Math.round(bytes('total') / 102.4) / 10,
        domElements: Math.round(lhr.audits['dom-size']?.numericValue ?? 0),
        // Main-thread time by kind, as Lighthouse counts it (observed time x the 4x CPU slowdown); script
        // parse and compile is the part a browser kept open between runs can skip (bench-results/HISTORY.md compares).
        mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue),
        compileMs: Math.round(mainThread(lhr, 'scriptParseCompile')),
        foreignRequests: items.find((x) => x.resourceType === 'third-party')?.requestCount ?? 0,
      };
      measurements.get(page).push(m);
      console.log(
        `run ${i + 1}/${RUNS}  ${page.name.padEnd(58)} score ${m.score}  TBT ${m.tbtMs} ms  LCP ${m.lcpMs} ms  main ${m.mainThreadMs} ms (compile ${m.compileMs})  script ${m.scriptKB} KB  DOM ${m.domElements}`,
      );
    }
  }
} finally {
  await shared?.close();
  for (const s of Object.values(servers)) s.server.close();
  fs.rmSync(synthDir, {recursive: true, force: true});
}

const results = PAGES.map((p) => {
  const runs = measurements.get(p);
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    name: p.name,
    path: p.path,
    stock: Boolean(p.stock),
    desktop: Boolean(p.desktop),
    reference: p.reference ?? null,
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    scriptKB: pick('scriptKB'),
    htmlKB: pick('htmlKB'),
    totalKB: pick('totalKB'),
    domElements: pick('domElements'),
    mainThreadMs: pick('mainThreadMs'),
    compileMs: pick('compileMs'),
    foreignRequests: Math.max(...runs.map((r) => r.foreignRequests)),
    scores: runs.map((r) => r.score),
  };
});
// Each page is compared with the stock page of its form factor (mobile or desktop) in the same run.
for (const r of results) {
  const stock = results.find((x) => x.stock && x.desktop === r.desktop);
  r.scoreVsStock = r.score - stock.score;
  r.tbtVsStock = stock.tbtMs ? Number((r.tbtMs / stock.tbtMs).toFixed(2)) : null;
}
const [small, large] = [results.find((r) => r.reference === 12), results.find((r) => r.reference === 100)];
const growth =
  small && large
    ? {
        operations: 100 / 12,
        tbt: Number((large.tbtMs / Math.max(1, small.tbtMs)).toFixed(2)),
        script: Number((large.scriptKB / small.scriptKB).toFixed(2)),
        html: Number((large.htmlKB / small.htmlKB).toFixed(2)),
      }
    : null;
const meta = {
  date: new Date().toISOString(),
  node: process.version,
  lighthouse: (await import('lighthouse/package.json', {with: {type: 'json'}})).default.version,
  chromium: execSync(`${CHROMIUM} --version`).toString().trim(),
  runsPerPage: RUNS,
  browser: BROWSER,
  build,
  stockTemplate: `create-docusaurus@${STOCK_VERSION} classic --typescript`,
  referenceGrowth12to100: growth,
  mcp: undefined,
  sandbox: undefined,
  searchBox: undefined,
};
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
/** Writes the report of what is measured so far: the pages' figures first, so a later part's failure keeps them. */
function writeReport() {
  fs.mkdirSync('bench-results', {recursive: true});
  fs.writeFileSync(`bench-results/${OUT}.json`, `${JSON.stringify({meta, results}, null, 2)}\n`);
  const md = [
    `Measured ${meta.date.slice(0, 10)} on this machine (2 cores), ${meta.chromium}, Lighthouse ${meta.lighthouse} mobile (simulated throttling; rows marked desktop: desktop preset at 1440×900, compared with the stock page on desktop), median of ${RUNS} runs per page, pages interleaved run by run, served with gzip, ${BROWSER === 'fresh' ? 'each run in a new Chromium with an empty profile (a first visit)' : 'every run in one Chromium kept open (--browser shared)'}. Stock: ${meta.stockTemplate}, \`/docs/intro\`.`,
    '',
    build
      ? `Build (\`npm run build\`: diagrams + Docusaurus + Pagefind): cold ${build.coldSeconds} s (caches cleared), warm ${build.warmSeconds} s.`
      : 'Build: not measured (--skip-build).',
    '',
    '| Page type | Route | Score | vs stock | TBT | TBT / stock | LCP | Main thread (script compile) | Script (gzip) | HTML (gzip) | DOM elements |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.score} | ${r.stock ? '—' : signed(r.scoreVsStock)} | ${r.tbtMs} ms | ${r.stock ? '—' : `${r.tbtVsStock}×`} | ${(r.lcpMs / 1000).toFixed(2)} s | ${(r.mainThreadMs / 1000).toFixed(2)} s (${r.compileMs} ms) | ${r.scriptKB} KB | ${r.htmlKB} KB | ${r.domElements} |`,
    ),
    '',
    growth
      ? `Reference growth from 12 to 100 operations (${growth.operations.toFixed(1)}× the operations): TBT ${growth.tbt}×, script ${growth.script}×, HTML ${growth.html}×.`
      : '',
    '',
    meta.mcp ? mcpMarkdown(meta.mcp) : '',
    meta.sandbox ? sandboxMarkdown(meta.sandbox) : '',
    meta.searchBox ? searchBoxMarkdown(meta.searchBox) : '',
  ].join('\n');
  fs.writeFileSync(`bench-results/${OUT}.md`, md);
  if (meta.mcp) writeMcpReport(meta.mcp);
  if (meta.sandbox) writeSandboxReport(meta.sandbox);
  if (meta.searchBox) writeSearchBoxReport(meta.searchBox);
  return md;
}
writeReport();
if (!ONLY) {
  meta.mcp = await benchMcp();
  meta.sandbox = await benchSandbox();
  meta.searchBox = await benchSearchBox();
}
console.log(`\n${writeReport()}`);
