/**
 * The search's final order, replayed (issue 40). `plannedSearch` reorders the results it read (12, 16 for a
 * question) by `finalScore`, and nothing before it depends on that order's constants: so each query's inputs
 * (`FinalOrderInput`, through `search_docs`' `observe`) are recorded once, and the order is replayed with other
 * constants in milliseconds, exactly. `--record` writes the TUNING sets' and (unless `--tuning-only`) the probe's
 * inputs; the held-apart test sets are never recorded. `--replay` checks that the constants in the code give every
 * recorded rank, then prints each set's figures for each `--set` of constants (JSON, merged over FINAL_ORDER);
 * `--search` runs a coordinate search of the numeric constants that keeps every tuning set at or above its figures
 * and maximises the probe's top 1 plus top 3. First used on 2026-12-02 (bench-results/HISTORY.md, twenty-fourth
 * session): ASKED_BONUS 8 -> 28.
 */
import fs from 'node:fs';
import {collectMcpData, referenceRoutes} from '../../src/mcp/data';
import {createDocSearch} from '../../src/mcp/search';
import {
  FINAL_ORDER,
  byId,
  finalScore,
  type FinalOrderConstants,
  type FinalOrderInput,
} from '../../src/shared/search-plan';
import {publicRecords, restrictedRecords} from '../../tests/e2e/search-queries';
import {LOOK} from '../../tests/e2e/lib/search-figures';
import {queryJobs} from './search-export';

interface Recorded {
  set: string;
  query: string;
  /** The rank the search gave (1-based within LOOK; 0: not there). */
  rank: number;
  question: boolean;
  inputs: (FinalOrderInput & {good: boolean})[];
}

async function record(args: string[], buildDir: string, file: string) {
  const out: Recorded[] = [];
  const routes = referenceRoutes();
  for (const restricted of [false, true]) {
    const docs = createDocSearch(collectMcpData(buildDir, {restricted, siteUrl: '', referenceRoutes: routes}));
    const all = restricted ? restrictedRecords(buildDir) : publicRecords(buildDir);
    for (const job of queryJobs(all, restricted, {
      heldOut: false,
      probeEvery: args.includes('--tuning-only') ? 0 : 1,
    })) {
      const expected = new Set(job.expected);
      let seen: {inputs: readonly FinalOrderInput[]; question: boolean} | undefined;
      const hits = (
        await docs.search(job.query, {
          limit: LOOK,
          section: job.section,
          observe: (inputs, question) => (seen = {inputs, question}),
        })
      ).hits;
      out.push({
        set: job.set,
        query: job.query,
        rank: hits.findIndex((h) => expected.has(h.route)) + 1,
        question: seen?.question ?? false,
        inputs: (seen?.inputs ?? []).map((x) => ({...x, good: expected.has(x.url)})),
      });
    }
  }
  fs.writeFileSync(file, JSON.stringify(out));
  console.log(`[final-order] ${out.length} queries recorded in ${file}`);
}

/** The rank of the first good input when the recorded inputs are ordered with `k` (the product's tie order: id). */
function replayRank(r: Recorded, k: FinalOrderConstants): number {
  const order = [...r.inputs].sort((a, b) => finalScore(b, r.question, k) - finalScore(a, r.question, k) || byId(a, b));
  return order.slice(0, LOOK).findIndex((x) => x.good) + 1;
}

type Figures = Map<string, {top1: number; top3: number}>;
function figures(rows: Recorded[], k: FinalOrderConstants): Figures {
  const out: Figures = new Map();
  for (const r of rows) {
    // A query whose expected result was not read keeps its recorded rank: the final order cannot move it.
    const rank = r.inputs.some((x) => x.good) ? replayRank(r, k) : r.rank;
    const f = out.get(r.set) ?? {top1: 0, top3: 0};
    if (rank === 1) f.top1 += 1;
    if (rank >= 1 && rank <= 3) f.top3 += 1;
    out.set(r.set, f);
  }
  return out;
}
const sum = (f: Figures, probe: boolean) =>
  [...f].filter(([set]) => set.startsWith('probe') === probe).reduce((n, [, x]) => n + x.top1 + x.top3, 0);

function replay(args: string[], file: string) {
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as Recorded[];
  const differ = rows.filter((r) => r.inputs.some((x) => x.good) && replayRank(r, FINAL_ORDER) !== r.rank);
  if (differ.length) {
    console.error(`[final-order] the code's constants give ${differ.length} other ranks than recorded: record again.`);
    process.exit(1);
  }
  const base = figures(rows, FINAL_ORDER);
  const show = (name: string, f: Figures) => {
    console.log(`${name}: tuning ${sum(f, false)}, probe ${sum(f, true)}`);
    for (const [set, x] of f) {
      const b = base.get(set)!;
      console.log(
        `  ${set}: ${x.top1} / ${x.top3}${x.top1 !== b.top1 || x.top3 !== b.top3 ? `  (was ${b.top1} / ${b.top3})` : ''}`,
      );
    }
  };
  show('the code', base);
  for (const a of args.filter((x) => x.startsWith('--set=')))
    show(a.slice(6), figures(rows, {...FINAL_ORDER, ...(JSON.parse(a.slice(6)) as Partial<FinalOrderConstants>)}));
  if (args.includes('--search')) search(rows, base);
}

/** Coordinate search over the numeric constants: no tuning set below its figures, the probe's sum up. */
function search(rows: Recorded[], base: Figures) {
  const ok = (f: Figures) =>
    [...base].every(
      ([set, b]) => set.startsWith('probe') || (f.get(set)!.top1 >= b.top1 && f.get(set)!.top3 >= b.top3),
    );
  let k: FinalOrderConstants = {...FINAL_ORDER};
  let best = sum(base, true);
  const steps = [0.5, 0.75, 1.25, 1.5, 2];
  for (let pass = 0; pass < 2; pass++)
    for (const key of ['coveragePower', 'titleBonus', 'titlePrecisionBonus', 'askedBonus'] as const)
      for (const step of steps) {
        const next = {...k, [key]: k[key] * step};
        const f = figures(rows, next);
        if (ok(f) && sum(f, true) > best) {
          best = sum(f, true);
          k = next;
          console.log(`  ${key} ${next[key]}: probe ${best}`);
        }
      }
  console.log(`[final-order] best found: ${JSON.stringify(k)}`);
}

export async function run(args: string[], buildDir: string) {
  const file = args.find((a) => a.startsWith('--file='))?.slice(7) ?? '/tmp/fernpay-final-order.json';
  if (args.includes('--record')) await record(args, buildDir, file);
  if (args.includes('--replay')) replay(args, file);
}
