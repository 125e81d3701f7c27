#!/usr/bin/env node
// The search box's bench (`npm run bench -- --search-box`, or `node scripts/bench-search-box.mjs`; the full
// `npm run bench` runs it too): how long a reader waits for the navbar search's results, in Debian's Chromium
// against the production build (run `npm run build` first), served with gzip like a static host (scripts/serve.mjs).
// A query's time runs from the input event of its last keystroke to the status line announcing its results (the
// dialog's own "N results" line, after its "Loading…"), both read in the page (performance.now), so the figure is
// the reader's wait: the box's typing pause (DEBOUNCE_MS of src/components/Search/engine.ts), the planner's searches,
// the index chunks and result files fetched (the first query of a page) or read from the browser's cache, and the
// render. Over the public queries of the search box's test (tests/e2e/search-queries.ts):
// - the first query of a page: each of the first FIRST_PAGES queries typed first on a new page (the dialog's code
//   and the index's metadata fetched on the hover before, as a reader's pointer does);
// - later queries: every query typed in turn on one page, ROUNDS rounds after one warm-up round; p50 and p95.
// Writes bench-results/search-box.json and search-box.md.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {chromium} from 'playwright-core';
import {startServer} from './serve.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './lib/chromium.mjs';
import {runBench, writeReport} from './lib/report.mjs';
import {largest, median, percentile} from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
const ms = (n) => Math.round(n * 10) / 10;
const FIRST_PAGES = 5;
const ROUNDS = 3;
const PLACEHOLDER = 'Search operations, fields, guides…';

/** The box's typing pause, as its source states it (the report names it; a rename fails here, not silently). */
function debounceMs() {
  const source = fs.readFileSync(path.join(root, 'src/components/Search/engine.ts'), 'utf8');
  const m = /const DEBOUNCE_MS = (\d+);/.exec(source);
  if (!m) throw new Error('src/components/Search/engine.ts: no `const DEBOUNCE_MS = <ms>;` (renamed?)');
  return Number(m[1]);
}

/** Opens the dialog on a new page of `url`; returns the page. */
async function openBox(context, url) {
  const page = await context.newPage();
  await page.goto(`${url}/`);
  const button = page.locator('button[aria-keyshortcuts]').first();
  await button.waitFor();
  await button.hover();
  // Ctrl+K works once the page is hydrated: press until the dialog's input shows.
  const input = page.getByPlaceholder(PLACEHOLDER);
  for (let i = 0; i < 50 && !(await input.isVisible()); i++) {
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(100);
  }
  await input.waitFor();
  return page;
}

/**
 * Types `query` as the last keystroke would leave it (React's input event) and resolves with the milliseconds until
 * the status line announces results after having said "Loading…".
 */
async function timeQuery(page, query) {
  const elapsed = await page.evaluate(
    ({query, placeholder}) =>
      new Promise((resolve, reject) => {
        const input = document.querySelector(`input[placeholder="${placeholder}"]`);
        const status = document.querySelector('dialog[open] [aria-live="polite"]');
        if (!input || !status) return reject(new Error('no search dialog open'));
        let loading = false;
        let t0 = 0;
        const timer = setTimeout(() => reject(new Error(`"${query}": no results within 30 s`)), 30000);
        const observer = new MutationObserver(() => {
          const text = status.textContent ?? '';
          if (text.startsWith('Loading')) loading = true;
          else if (loading && /result/.test(text)) {
            observer.disconnect();
            clearTimeout(timer);
            resolve(performance.now() - t0);
          }
        });
        observer.observe(status, {childList: true, subtree: true, characterData: true});
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        t0 = performance.now();
        setValue.call(input, query);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }),
    {query, placeholder: PLACEHOLDER},
  );
  return elapsed;
}

export async function benchSearchBox({firstPages = FIRST_PAGES, rounds = ROUNDS} = {}) {
  const build = path.join(root, 'build');
  if (!fs.existsSync(path.join(build, 'pagefind', 'pagefind.js')))
    throw new Error('build/pagefind is missing: run `npm run build` first.');
  const {publicQueries} = jiti('../tests/e2e/search-queries.ts');
  const queries = publicQueries([]).map((q) => q.query);
  const {server, url} = await startServer({root: build, port: 0});
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const first = [];
    for (let i = 0; i < firstPages; i++) {
      // A new context: nothing of the index in the browser's cache, as on a reader's first visit.
      const context = await browser.newContext();
      const page = await openBox(context, url);
      await page.waitForLoadState('networkidle');
      first.push(await timeQuery(page, queries[i]));
      await context.close();
    }
    const context = await browser.newContext();
    const page = await openBox(context, url);
    const later = [];
    for (let round = 0; round <= rounds; round++)
      for (const query of queries) {
        const t = await timeQuery(page, query);
        if (round > 0) later.push(t);
      }
    await context.close();
    return {
      date: new Date().toISOString(),
      chromium: browser.version(),
      debounceMs: debounceMs(),
      queries: queries.length,
      firstQueryMs: {median: ms(median(first)), runs: first.map(ms)},
      laterMs: {
        calls: later.length,
        p50: ms(percentile(later, 50)),
        p95: ms(percentile(later, 95)),
        max: ms(largest(later)),
      },
    };
  } finally {
    await browser.close();
    server.close();
  }
}

export function searchBoxMarkdown(r) {
  return [
    `Search box (Chromium ${r.chromium}, the production build served with gzip on 127.0.0.1; each time includes the box's ${r.debounceMs} ms typing pause):`,
    '',
    '| Measure | Result |',
    '|---|---|',
    `| First query of a page (median of ${r.firstQueryMs.runs.length} new pages) | ${r.firstQueryMs.median} ms (${r.firstQueryMs.runs.join(', ')}) |`,
    `| Later queries, p50 (${r.queries} queries × ${r.laterMs.calls / r.queries} rounds) | ${r.laterMs.p50} ms (p95 ${r.laterMs.p95} ms, max ${r.laterMs.max} ms) |`,
    '',
  ].join('\n');
}

/** The report the README links (bench-results/search-box.md): what is measured, then the table. */
export function searchBoxReport(r) {
  return [
    '# Search box: how long a reader waits for results',
    '',
    `Written by \`node scripts/bench-search-box.mjs\` (\`--from-json\`: again from the JSON, without measuring) from \`search-box.json\`, measured ${r.date.slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    `From the input event of a query's last keystroke to the dialog's status line announcing its results (after its "Loading…"), timed in the page, over the ${r.queries} public queries of the search box's test (\`tests/e2e/search-queries.ts\`). The first query of a page: typed first on a new page in a new browser context (nothing cached; the dialog and the index's metadata fetched on the hover before). Later queries: each typed in turn on one page, after one warm-up round.`,
    '',
    searchBoxMarkdown(r),
  ].join('\n');
}

export function writeSearchBoxReport(result, dir = path.join(root, 'bench-results')) {
  writeReport(dir, 'search-box', result, searchBoxReport(result));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await runBench({
    dir: path.join(root, 'bench-results'),
    name: 'search-box',
    measure: benchSearchBox,
    write: (r) => writeSearchBoxReport(r),
    table: searchBoxMarkdown,
  });
