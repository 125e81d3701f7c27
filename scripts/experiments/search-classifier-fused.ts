/**
 * Issue 40 experiment (not part of CI): the classifier of search-classifier.ts fused inside the product's own search
 * (plannedSearch's `prior`): its ranking joins the index's order to choose the results read, and the final order,
 * with no other change, so the figures are what the box and `search_docs` would give. Figures only; the held-apart
 * sets with `--heldout` (never a query printed). Run (Node 24) after `npm run build`:
 *   node scripts/experiments/search-classifier-fused.mjs [--heldout] [--probe-every=6] ['--opts={"iters":10}']
 *     ['--configs=[{"k":10,"read":0.25,"final":0.25}]']
 */
import {collectMcpData, referenceRoutes} from '../../src/mcp/data';
import {createDocSearch} from '../../src/mcp/search';
import {readAsked} from '../../plugins/search-index/asked';
import {publicRecords, restrictedRecords} from '../../tests/e2e/search-queries';
import {LOOK} from '../../tests/e2e/lib/search-figures';
import {DEFAULTS, scores, train, trainingExamples, type ClassifierOptions} from './search-classifier';
import {queryJobs} from './search-export';

export async function run(args: string[], buildDir: string) {
  const heldOut = args.includes('--heldout');
  const every = Number(args.find((a) => a.startsWith('--probe-every='))?.slice(14) ?? 6);
  const opts: ClassifierOptions = {
    ...DEFAULTS,
    iters: 10,
    ...(JSON.parse(args.find((a) => a.startsWith('--opts='))?.slice(7) ?? '{}') as object),
  };
  const configs = JSON.parse(
    args.find((a) => a.startsWith('--configs='))?.slice(10) ??
      '[{"k":10,"read":0,"final":0.25},{"k":10,"read":0.25,"final":0.25},{"k":10,"read":0.5,"final":0.25}]',
  ) as {k: number; read: number; final: number}[];
  const names = ['product', ...configs.map((c) => JSON.stringify(c))];
  const table = new Map<string, number[]>();
  const routes = referenceRoutes();
  for (const restricted of [false, true]) {
    const docs = createDocSearch(collectMcpData(buildDir, {restricted, siteUrl: '', referenceRoutes: routes}));
    const all = restricted ? restrictedRecords(buildDir) : publicRecords(buildDir);
    // The unlocked box searches the public records and the provider's together: the classifier knows both.
    const asked = {...readAsked(process.cwd(), 'public'), ...(restricted ? readAsked(process.cwd(), 'provider') : {})};
    const examples = trainingExamples(all, (r) => asked[r.url] ?? [], opts);
    const model = train(examples, all.length, opts);
    for (const job of queryJobs(all, restricted, {heldOut, probeEvery: every})) {
      const expected = new Set(job.expected);
      const label = job.heldOut
        ? job.set
        : job.set.startsWith('probe')
          ? `${job.set} (1 in ${every})`
          : 'tuning (all sets)';
      const z = scores(model, job.query, opts.bigrams);
      const order = [...z.keys()].sort((a, b) => z[b] - z[a]);
      const globalRank = new Map(order.map((i, n) => [all[i].url, n + 1]));
      const rank = async (found: readonly {id: string; data: () => Promise<{url: string}>}[]) => {
        const out = new Map<string, number>();
        for (const f of found.slice(0, 100)) {
          const r = globalRank.get((await f.data()).url);
          if (r) out.set(f.id, r);
        }
        return out;
      };
      const row = table.get(label) ?? new Array<number>(names.length * 2).fill(0);
      for (let j = 0; j < names.length; j++) {
        const c = configs[j - 1];
        const hits = (
          await docs.search(job.query, {
            limit: LOOK,
            section: job.section,
            ...(c && {prior: {...c, rank}}),
          })
        ).hits;
        const r = hits.findIndex((h) => expected.has(h.route)) + 1;
        row[2 * j] += r === 1 ? 1 : 0;
        row[2 * j + 1] += r >= 1 && r <= 3 ? 1 : 0;
      }
      table.set(label, row);
    }
  }
  console.log(`opts ${JSON.stringify(opts)}`);
  console.log(`| set | ${names.join(' | ')} |\n|---|${names.map(() => '---|').join('')}`);
  for (const [set, row] of table)
    console.log(`| ${set} | ${names.map((_, j) => `${row[2 * j]} / ${row[2 * j + 1]}`).join(' | ')} |`);
}
