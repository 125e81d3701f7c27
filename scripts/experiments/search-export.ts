/**
 * Issue 40 experiment: exports each query set (tuning, probe; the held-apart sets only with `--heldout`, never
 * printed) with its expected URLs and the product's result list (`search_docs`, limit 200: the 12 read in the final
 * order, then the rest in the index's order), and every record (title, kind, context, asked queries), for an offline
 * model. Not part of CI.
 */
import fs from 'node:fs';
import {collectMcpData, referenceRoutes} from '../../src/mcp/data';
import {createDocSearch} from '../../src/mcp/search';
import {publicRecords, restrictedRecords} from '../../tests/e2e/search-queries';
import {SETS} from '../../tests/e2e/lib/search-measure';
import {probeQueries} from '../../tests/e2e/lib/search-probe';

/** An index's asked queries: the build's records do not carry them (the index step joins them). */
export const askedOf = (index: 'public' | 'provider') =>
  JSON.parse(fs.readFileSync(`plugins/search-index/asked/${index}.json`, 'utf8')) as Record<string, string[]>;

export async function run(args: string[], buildDir: string) {
  const file = args.find((a) => a.startsWith('--file='))?.slice(7) ?? '/tmp/fernpay-export.json';
  const heldOut = args.includes('--heldout');
  const out: {records: unknown[]; queries: unknown[]} = {records: [], queries: []};
  const routes = referenceRoutes();
  for (const restricted of [false, true]) {
    const docs = createDocSearch(collectMcpData(buildDir, {restricted, siteUrl: '', referenceRoutes: routes}));
    const all = restricted ? restrictedRecords(buildDir) : publicRecords(buildDir);
    const asked = askedOf(restricted ? 'provider' : 'public');
    for (const r of all)
      out.records.push({
        index: restricted ? 'provider' : 'public',
        url: r.url,
        title: r.title,
        kind: r.kind,
        section: r.section,
        context: r.context,
        method: r.method,
        path: r.path,
        asked: asked[r.url] ?? [],
        text: r.blocks
          .map((b) => b.map((run) => run.text).join(' '))
          .join(' ')
          .slice(0, 600),
      });
    const jobs: {set: string; query: string; expected: string[]; section?: string; heldOut: boolean}[] = [];
    for (const set of SETS) {
      if (set.restricted !== restricted) continue;
      if (set.heldOut && !heldOut) continue;
      for (const q of set.queries(all))
        jobs.push({
          set: set.name,
          query: q.query,
          section: set.section,
          heldOut: !!set.heldOut,
          expected: all.filter(q.expected).map((r) => r.url),
        });
    }
    if (!args.includes('--no-probe'))
      for (const q of probeQueries(process.cwd(), restricted ? 'provider' : 'public', all).queries)
        jobs.push({
          set: `probe: ${restricted ? 'provider' : 'public'}`,
          query: q.query,
          heldOut: false,
          expected: all.filter(q.expected).map((r) => r.url),
        });
    for (const job of jobs) {
      const hits = (await docs.search(job.query, {limit: 200, section: job.section})).hits;
      out.queries.push({...job, restricted, hits: hits.map((h) => h.route)});
    }
  }
  fs.writeFileSync(file, JSON.stringify(out));
  console.log(`[export] ${out.records.length} records, ${out.queries.length} queries in ${file}`);
}
