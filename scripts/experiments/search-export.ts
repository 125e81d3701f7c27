/**
 * Issue 40 experiment: exports each query set (tuning, probe; the held-apart sets only with `--heldout`, never
 * printed) with its expected URLs and the product's result list (`search_docs`, limit 200: the 12 read in the final
 * order, then the rest in the index's order), and every record (title, kind, context, asked queries), for an offline
 * model. Not part of CI.
 */
import fs from 'node:fs';
import {readAsked} from '../../plugins/search-index/asked';
import type {SearchRecord} from '../../plugins/search-index/text';
import {collectMcpData, referenceRoutes} from '../../src/mcp/data';
import {createDocSearch} from '../../src/mcp/search';
import {publicRecords, restrictedRecords} from '../../tests/e2e/search-queries';
import {SETS} from '../../tests/e2e/lib/search-measure';
import {probeQueries} from '../../tests/e2e/lib/search-probe';

/** A query the experiments search, with the URLs of the records that answer it. */
export interface QueryJob {
  set: string;
  query: string;
  section?: string;
  heldOut: boolean;
  expected: string[];
}

/**
 * What the experiments search in an index: each query of its sets (the held-apart test sets only with `heldOut`) and
 * one probe query in `probeEvery` (0: none), in that order.
 */
export function queryJobs(
  all: SearchRecord[],
  restricted: boolean,
  o: {heldOut: boolean; probeEvery: number},
): QueryJob[] {
  const answers = (expected: (r: SearchRecord) => boolean) => all.filter(expected).map((r) => r.url);
  const jobs: QueryJob[] = [];
  for (const set of SETS)
    if (set.restricted === restricted && (!set.heldOut || o.heldOut))
      for (const q of set.queries(all))
        jobs.push({
          set: set.name,
          query: q.query,
          section: set.section,
          heldOut: !!set.heldOut,
          expected: answers(q.expected),
        });
  const index = restricted ? 'provider' : 'public';
  if (o.probeEvery > 0)
    probeQueries(process.cwd(), index, all).queries.forEach((q, i) => {
      if (i % o.probeEvery === 0)
        jobs.push({set: `probe: ${index}`, query: q.query, heldOut: false, expected: answers(q.expected)});
    });
  return jobs;
}

export async function run(args: string[], buildDir: string) {
  const file = args.find((a) => a.startsWith('--file='))?.slice(7) ?? '/tmp/fernpay-export.json';
  const heldOut = args.includes('--heldout');
  const out: {records: unknown[]; queries: unknown[]} = {records: [], queries: []};
  const routes = referenceRoutes();
  for (const restricted of [false, true]) {
    const docs = createDocSearch(collectMcpData(buildDir, {restricted, siteUrl: '', referenceRoutes: routes}));
    const all = restricted ? restrictedRecords(buildDir) : publicRecords(buildDir);
    const asked = readAsked(process.cwd(), restricted ? 'provider' : 'public');
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
    const jobs = queryJobs(all, restricted, {heldOut, probeEvery: args.includes('--no-probe') ? 0 : 1});
    for (const job of jobs) {
      const hits = (await docs.search(job.query, {limit: 200, section: job.section})).hits;
      out.queries.push({...job, restricted, hits: hits.map((h) => h.route)});
    }
  }
  fs.writeFileSync(file, JSON.stringify(out));
  console.log(`[export] ${out.records.length} records, ${out.queries.length} queries in ${file}`);
}
