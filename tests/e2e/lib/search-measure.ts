/**
 * Every search query set measured in seconds, with no browser and no build step: `search_docs`'s own function
 * (src/mcp/search.ts, the search box's planner and ranking over the same Pagefind index) in process, over the
 * index of a build (`build/` by default), with the planner and vocabulary of the working tree. Run by
 * scripts/search-measure.mjs (`npm run search:measure`), which bundles this file.
 *
 * The TUNING sets (search-queries.ts, search-paraphrase-queries.ts, search-dev-queries.ts, search-gen-queries.ts, search-provider-gen-queries.ts) are measured by default; the held-apart TEST
 * sets of issue 40 only with `--heldout` (their protocol: measure them, never tune on them).
 */
import {collectMcpData, referenceRoutes} from '../../../src/mcp/data';
import {createDocSearch} from '../../../src/mcp/search';
import {publicQueries, publicRecords, restrictedQueries, restrictedRecords, type Query} from '../search-queries';
import {paraphraseQueries, paraphraseRestrictedQueries} from '../search-paraphrase-queries';
import {heldOutProviderQueries, heldOutQueries} from '../search-heldout-queries';
import {heldOut2Queries} from '../search-heldout2-queries';
import {heldOut3Queries} from '../search-heldout3-queries';
import {heldOutProvider2Queries} from '../search-heldout-provider2-queries';
import {heldOut4Queries, heldOutProvider3Queries} from '../search-heldout4-queries';
import {devQueries} from '../search-dev-queries';
import {genQueries} from '../search-gen-queries';
import {providerGenQueries} from '../search-provider-gen-queries';
import {helperQueries} from '../search-helper-queries';
import {helper2Queries} from '../search-helper2-queries';
import {
  figuresOf,
  measure,
  poolBands,
  ranksOnly,
  report,
  summary,
  unanswered,
  LOOK,
  type Figures,
} from './search-figures';
import {RESULTS_SHOWN} from '../../../src/shared/search-plan';
import {partialVariants, typoVariants} from './search-typos';
import {probeQueries} from './search-probe';
import type {SearchRecord} from '../../../plugins/search-index/records';
import {
  FIRST_QUERY_BUDGET,
  MERGED_QUERY_BUDGET,
  conceptChunkBytes,
  firstQueryMeter,
  type Download,
} from './search-budget';

export interface QuerySet {
  name: string;
  restricted: boolean;
  /** The section chip the set is searched with (none: All). */
  section?: string;
  queries: (records: SearchRecord[]) => Query[];
  heldOut?: boolean;
}

/** Every query set, the tuning ones first (their names say which); also read by scripts/experiments/. */
export const SETS: QuerySet[] = [
  {name: 'tuning: public', restricted: false, queries: (all) => publicQueries(all)},
  {name: 'tuning: restricted', restricted: true, queries: () => restrictedQueries()},
  {name: 'tuning: paraphrase public', restricted: false, queries: () => paraphraseQueries()},
  {name: 'tuning: paraphrase restricted', restricted: true, queries: () => paraphraseRestrictedQueries()},
  {
    name: 'tuning: paraphrase restricted, Provider chip',
    restricted: true,
    section: 'Provider',
    queries: () => paraphraseRestrictedQueries(),
  },
  {name: 'tuning: dev public (issue 40)', restricted: false, queries: () => devQueries()},
  {name: 'tuning: gen public (issue 40, second pass)', restricted: false, queries: () => genQueries()},
  {name: 'tuning: gen provider (issue 40)', restricted: true, queries: () => providerGenQueries()},
  {
    name: 'tuning: gen provider (issue 40), Provider chip',
    restricted: true,
    section: 'Provider',
    queries: () => providerGenQueries(),
  },
  {
    name: 'tuning: helper public (issue 40, written like the third test set)',
    restricted: false,
    queries: () => helperQueries(),
  },
  {
    name: 'tuning: helper 2 public (issue 40, written like the third test set)',
    restricted: false,
    queries: () => helper2Queries(),
  },
  {name: 'HELD-APART: public', restricted: false, queries: () => heldOutQueries(), heldOut: true},
  {name: 'HELD-APART: provider', restricted: true, queries: () => heldOutProviderQueries(), heldOut: true},
  {name: 'HELD-APART 2: public', restricted: false, queries: () => heldOut2Queries(), heldOut: true},
  {name: 'HELD-APART 3: public', restricted: false, queries: () => heldOut3Queries(), heldOut: true},
  {name: 'HELD-APART 2: provider', restricted: true, queries: () => heldOutProvider2Queries(), heldOut: true},
  {name: 'HELD-APART 4: public', restricted: false, queries: () => heldOut4Queries(), heldOut: true},
  {name: 'HELD-APART 3: provider', restricted: true, queries: () => heldOutProvider3Queries(), heldOut: true},
];

/** How many results `--pool` asks for: the whole pool of any query (the largest seen is a few hundred). */
const POOL = 5000;

/** The sets the arguments choose: the tuning sets, the held-apart ones too with `--heldout`, `--only=` a part of a name. */
function chosenSets(args: string[]): QuerySet[] {
  const heldOut = args.includes('--heldout');
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  return SETS.filter((set) => (!set.heldOut || heldOut) && (!only || set.name.includes(only)));
}

/**
 * Measures the sets (`--heldout`: the held-apart ones too, as figures and rank bands; `--verbose`: each miss of a
 * tuning set; `--typos`: each tuning set again with a slip of the fingers in each query, search-typos.ts); returns
 * their figures.
 * `--probe`: instead, the probe's queries (search-probe.ts), each against the record it was written for.
 * `--budget`: instead, what each query downloads as the first one typed (search-budget.ts), the heaviest of each set.
 * `--pool`: instead, where each set's expected results sit: read and shown, or in the pool and not read, or not found
 * (`poolBands`: a miss of order or of finding), bands only, for the held-apart sets too with `--heldout`.
 */
export async function run(args: string[], buildDir = 'build'): Promise<Record<string, Figures>> {
  if (args.includes('--budget')) {
    await budget(args, buildDir);
    return {};
  }
  const verbose = args.includes('--verbose');
  const typos = args.includes('--typos');
  const partial = args.includes('--partial');
  const routes = referenceRoutes();
  const engines = new Map<boolean, ReturnType<typeof createDocSearch>>();
  const engine = (restricted: boolean) => {
    let e = engines.get(restricted);
    if (!e) {
      const data = collectMcpData(buildDir, {restricted, siteUrl: '', referenceRoutes: routes});
      engines.set(restricted, (e = createDocSearch(data)));
    }
    return e;
  };
  const records = new Map<boolean, SearchRecord[]>();
  const recordsOf = (restricted: boolean) => {
    if (!records.has(restricted))
      records.set(restricted, restricted ? restrictedRecords(buildDir) : publicRecords(buildDir));
    return records.get(restricted)!;
  };
  const out: Record<string, Figures> = {};
  if (args.includes('--pool')) {
    for (const set of chosenSets(args)) {
      const all = recordsOf(set.restricted);
      const docs = engine(set.restricted);
      const queries = set.queries(all);
      const hits = (limit: number) => async (query: string) =>
        (await docs.search(query, {limit, section: set.section})).hits;
      // As the box orders them: the results read (RESULTS_SHOWN, a question's up to QUESTION_READ) and shown.
      const shown = (await measure(hits(RESULTS_SHOWN), queries, all)).rows;
      // The whole pool of those not shown (a larger limit lists every result found, after the box's: only whether
      // the expected one is there counts).
      const missed = queries.filter((_, i) => shown[i].rank === 0);
      const pooled = (await measure(hits(POOL), missed, all)).rows.map((r) => r.rank > 0);
      // `missed` in order: each query not shown takes the next of `pooled`.
      let next = 0;
      const rows = shown.map((r) => ({shown: r.rank, pooled: r.rank > 0 || pooled[next++]}));
      console.log(poolBands(set.name, rows, RESULTS_SHOWN));
    }
    return out;
  }
  if (args.includes('--probe')) {
    for (const restricted of [false, true]) {
      const all = recordsOf(restricted);
      const {queries, gone} = probeQueries(process.cwd(), restricted ? 'provider' : 'public', all);
      const docs = engine(restricted);
      const {rows, figures} = await measure(
        async (query) => (await docs.search(query, {limit: LOOK})).hits,
        queries,
        all,
      );
      const name = `probe: ${restricted ? 'provider' : 'public'}`;
      out[name] = figures;
      const byKind = [...new Set(queries.map((q) => q.kind))].map((kind) => {
        const f = figuresOf(rows.filter((_, i) => queries[i].kind === kind));
        return `${kind} ${f.top1} / ${f.top3} of ${f.size}`;
      });
      console.log(`${verbose ? report(name, rows, figures) : summary(name, figures)}\n  by kind: ${byKind.join('; ')}`);
      if (gone) console.log(`  ${gone} probe queries of records that are gone, left out`);
    }
    return out;
  }
  for (const set of chosenSets(args)) {
    const all = recordsOf(set.restricted);
    const queries = set.queries(all);
    const broken = unanswered(queries, all);
    if (broken.length) throw new Error(`${set.name}: no record answers ${JSON.stringify(broken)}`);
    const docs = engine(set.restricted);
    const hits = async (query: string) => (await docs.search(query, {limit: LOOK, section: set.section})).hits;
    const {rows, figures} = await measure(hits, queries, all);
    out[set.name] = figures;
    // A test set's misses are never printed, even with --verbose: its rank bands only (ranksOnly).
    console.log(
      set.heldOut
        ? ranksOnly(set.name, rows, figures)
        : verbose
          ? report(set.name, rows, figures)
          : summary(set.name, figures),
    );
    // `--typos`: the same tuning queries, each with one slip of the fingers (search-typos.ts); never a test set's.
    if (typos && !set.heldOut) {
      const name = `${set.name}, typos`;
      const slipped = await measure(hits, typoVariants(queries), all);
      out[name] = slipped.figures;
      console.log(verbose ? report(name, slipped.rows, slipped.figures) : summary(name, slipped.figures));
    }
    // `--partial`: the same tuning queries as typed so far, their last word half typed; never a test set's.
    if (partial && !set.heldOut) {
      const name = `${set.name}, last word half typed`;
      const typing = await measure(hits, partialVariants(queries), all);
      out[name] = typing.figures;
      console.log(verbose ? report(name, typing.rows, typing.figures) : summary(name, typing.figures));
    }
  }
  return out;
}

/**
 * Every query of the sets (the held-apart ones with `--heldout`) as a first query: the heaviest, any over its
 * budget (150 KB; MERGED_QUERY_BUDGET with the restricted index merged), and any whose index chunks are not
 * exactly those the planner predicted, or whose bytes pass the planner's bound.
 */
export async function budget(
  args: string[],
  buildDir: string,
): Promise<{problems: Download[]; measured: {set: QuerySet; download: Download}[]}> {
  const routes = referenceRoutes();
  const concepts = conceptChunkBytes(buildDir);
  const meters = new Map<boolean, ReturnType<typeof firstQueryMeter>>();
  const over: Download[] = [];
  const mismatched: Download[] = [];
  const unbound: Download[] = [];
  let heaviest: Download | undefined;
  const measured: {set: QuerySet; download: Download}[] = [];
  for (const set of chosenSets(args)) {
    let meter = meters.get(set.restricted);
    if (!meter) {
      const data = collectMcpData(buildDir, {restricted: set.restricted, siteUrl: '', referenceRoutes: routes});
      meters.set(set.restricted, (meter = firstQueryMeter(data, concepts)));
    }
    const all = set.restricted ? restrictedRecords(buildDir) : publicRecords(buildDir);
    let top: Download | undefined;
    const limit = set.restricted ? MERGED_QUERY_BUDGET : FIRST_QUERY_BUDGET;
    for (const q of set.queries(all)) {
      const d = await meter(q.query, set.section);
      measured.push({set, download: d});
      const name = set.heldOut ? '(a held-apart query)' : `"${q.query}"`;
      if (d.bytes >= limit) over.push(d);
      if (d.predicted.join(' ') !== d.fetched.join(' ')) {
        mismatched.push(d);
        console.log(`  ${name}: predicted ${d.predicted.join(' ')}; fetched ${d.fetched.join(' ')}`);
      }
      if (d.bytes > d.bound) {
        unbound.push(d);
        console.log(`  ${name}: ${d.bytes} bytes, past the bound ${d.bound}`);
      }
      if (!top || d.bytes > top.bytes) top = d;
    }
    if (!top) continue;
    if (!heaviest || top.bytes > heaviest.bytes) heaviest = top;
    // A held-apart set's heaviest query is not named (its queries are not read while tuning).
    const name = set.heldOut ? '(a held-apart query)' : `"${top.query}"`;
    console.log(
      `${set.name}: heaviest first query ${(top.bytes / 1024).toFixed(1)} KB, ${name} (${top.files.length} files)`,
    );
  }
  if (heaviest) console.log(`heaviest of all: ${(heaviest.bytes / 1024).toFixed(1)} KB`);
  console.log(`over budget (${FIRST_QUERY_BUDGET / 1024} KB; merged ${MERGED_QUERY_BUDGET / 1024} KB): ${over.length}`);
  console.log(`chunks not as predicted: ${mismatched.length}; bytes past the bound: ${unbound.length}`);
  return {problems: [...over, ...mismatched, ...unbound], measured};
}
