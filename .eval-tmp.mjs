// Offline evaluation: the engine's logic (plan in Node, Pagefind in Chromium), ranks of each query set.
import createJiti from 'jiti';
import {chromium} from 'playwright-core';
import fs from 'node:fs';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/lib/chromium.mjs';
import {startServer} from './scripts/serve.mjs';
const jiti = createJiti(import.meta.url, {cache: false, requireCache: false});
const plan = jiti('./src/shared/search-plan.ts');
const {searchTerms} = jiti('./src/components/Search/results.ts');
const Q = jiti('./tests/e2e/search-queries.ts');
const P = jiti('./tests/e2e/search-paraphrase-queries.ts');
const {SEARCH_RANKING} = jiti('./src/shared/search.ts');
const {server, url} = await startServer({root: 'build', port: 0});
const b = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
const p = await b.newPage();
await p.goto(url + '/');
await p.evaluate(async (ranking) => {
  const pf = await import('/pagefind/pagefind.js');
  await pf.options({ranking, excerptLength: 24});
  await pf.init();
  window.__pf = pf; window.__res = new Map();
}, SEARCH_RANKING);
const pubWords = fs.readFileSync('build/pagefind/words.txt', 'utf8').split('\n').filter(Boolean);
const resWords = fs.readFileSync('build/provider/pagefind/words.txt', 'utf8').split('\n').filter(Boolean);
const only = process.argv[2];
let FILTER = undefined;
async function run(query, idx) {
  if (process.env.OLD) {
    const r = await p.evaluate(async ([t, f]) => {
      const r = await window.__pf.search(t, f ? {filters: {section: f}} : {});
      return Promise.all(r.results.slice(0, 12).map(async (x) => (await x.data()).url)).then((urls) => ({urls, n: r.results.length}));
    }, [searchTerms(query), FILTER]);
    return {pl: {concepts: []}, urls: r.urls, n: r.n};
  }
  const pl = plan.planQuery(searchTerms(query), idx);
  const found = await plan.runPlan(pl, async (t) => p.evaluate(async ([t, f]) => {
    const r = await window.__pf.search(t, f ? {filters: {section: f}} : {});
    return r.results.map((x) => { window.__res.set(x.id, x); return {id: x.id, score: x.score}; });
  }, [t, FILTER]), 12);
  const n = pl.question ? Number(process.env.QR ?? 20) : 12;
  const data = await p.evaluate(async (ids) => Promise.all(ids.map(async (id) => { const d = await window.__res.get(id).data(); return {url: d.url, kind: d.meta.kind}; })), found.slice(0, n).map((f) => f.result.id));
  const K = {section: 1, page: 1, operation: 0.7, webhook: 0.6, schema: 0.5};
  let order = data.map((d, i) => ({d, f: found[i], s: found[i].score * (pl.question ? (K[d.kind] ?? 1) : 1)}));
  order.sort((a, c) => c.f.coverage - a.f.coverage || c.s - a.s);
  order = order.slice(0, 12);
  return {pl, urls: order.map((o) => o.d.url), n: found.length, shown: plan.shownFor(pl, order[0]?.f.search), searches: new Set(found.map(f=>f.search.terms)).size};
}
async function evalSet(label, queries, records, idx) {
  let t1 = 0, t3 = 0, empty = 0;
  const lines = [];
  for (const q of queries) {
    if (only && !q.query.includes(only)) continue;
    const exp = new Set(records.filter((r) => q.expected(r, records)).map((r) => r.url));
    const r = await run(q.query, idx);
    const rank = r.urls.findIndex((u) => exp.has(u)) + 1;
    if (rank === 1) t1++; if (rank >= 1 && rank <= 3) t3++; if (!r.n) empty++;
    lines.push(`${String(rank || '-').padStart(2)} ${q.query}  [${r.pl.concepts.map((c) => c.typed + '→' + c.alts.map((a) => a.text).join('|')).join(' ; ')}]${r.shown ? ' SHOWN:' + JSON.stringify(r.shown) : ''}${rank === 1 ? '' : '  first: ' + r.urls.slice(0, 3).join(' , ')}`);
  }
  console.log(`== ${label}: ${t1} first, ${t3} top3, ${empty} empty of ${lines.length}`);
  console.log(lines.join('\n'));
}
const pub = Q.publicRecords('build');
const res = Q.restrictedRecords('build');
const pubIdx = plan.wordIndex(pubWords);
await evalSet('old public', Q.publicQueries(pub), pub, pubIdx);
await evalSet('paraphrase public', P.paraphraseQueries(), pub, pubIdx);
// restricted: merge index
await p.evaluate(async () => { await window.__pf.mergeIndex('/provider/pagefind/', {baseUrl: '/'}); });
const allIdx = plan.wordIndex([...pubWords, ...resWords.filter((w) => !new Set(pubWords).has(w))]);
await evalSet('old restricted', Q.restrictedQueries(), res, allIdx);
await evalSet('paraphrase restricted', P.paraphraseRestrictedQueries(), res, allIdx);
FILTER = 'Provider';
await evalSet('paraphrase restricted, Provider chip', P.paraphraseRestrictedQueries(), res, allIdx);
await evalSet('old restricted, Provider chip', Q.restrictedQueries(), res, allIdx);
await b.close(); server.close();
