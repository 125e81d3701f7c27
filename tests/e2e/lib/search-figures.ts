/**
 * How a query set is scored: for each query, the rank of its first expected result among the first `LOOK`
 * results, and whether nothing came back; per set, how many are first, in the top 3 and empty. One statement for
 * the held-apart test (tests/e2e/search-heldout.e2e.ts, through the published MCP file) and the quick runner of
 * every set (scripts/search-measure.mjs, through `search_docs`'s own function in process).
 */
import type {SearchRecord} from '../../../plugins/search-index/records';
import type {Query} from '../search-queries';
import type {StartedMcp} from './mcp-file';

export interface Hit {
  title: string;
  route: string;
}

/** How far down the expected result is looked for: the figures are top 1 and top 3, the rank shows near misses. */
export const LOOK = 10;

export interface Row {
  query: string;
  /** 1-based rank of the first expected result within the first LOOK, 0 when not there. */
  rank: number;
  empty: boolean;
  first?: Hit;
}

export interface Figures {
  size: number;
  top1: number;
  top3: number;
  empty: number;
}

/** Ranks every query through `search` (its first LOOK results, best first). */
export async function measure(
  search: (query: string) => Promise<Hit[]>,
  queries: Query[],
  records: SearchRecord[],
): Promise<{rows: Row[]; figures: Figures}> {
  const rows: Row[] = [];
  for (const q of queries) {
    const expected = new Set(records.filter(q.expected).map((r) => r.url));
    const results = await search(q.query);
    rows.push({
      query: q.query,
      rank: results.findIndex((h) => expected.has(h.route)) + 1,
      empty: results.length === 0,
      first: results[0],
    });
  }
  return {rows, figures: figuresOf(rows)};
}

/** The figures of some ranked rows: how many are first, in the top 3 and empty. */
export function figuresOf(rows: readonly Row[]): Figures {
  return {
    size: rows.length,
    top1: rows.filter((r) => r.rank === 1).length,
    top3: rows.filter((r) => r.rank >= 1 && r.rank <= 3).length,
    empty: rows.filter((r) => r.empty).length,
  };
}

const pct = (n: number, of: number) => `${Math.round((100 * n) / of)} %`;

/** One line of figures. */
export function summary(name: string, f: Figures): string {
  return (
    `${name}: ${f.size} queries; top 1 ${f.top1} (${pct(f.top1, f.size)}), ` +
    `top 3 ${f.top3} (${pct(f.top3, f.size)}), empty ${f.empty}`
  );
}

/** The figures, then each query not first: its rank, the query and what came first. */
export function report(name: string, rows: Row[], f: Figures): string {
  const misses = rows
    .filter((r) => r.rank !== 1)
    .map(
      (r) =>
        `  ${r.rank ? `#${r.rank}` : r.empty ? 'empty' : `>${LOOK}`}`.padEnd(9) +
        `${r.query}` +
        (r.first ? `  (first: ${r.first.title} ${r.first.route})` : ''),
    );
  return `${summary(name, f)}\n  not first (rank, query, what came first):\n${misses.join('\n')}`;
}

/**
 * The figures and where the expected results sit, by rank band only: what a held-apart TEST set may print. Its
 * queries and what came first are never printed (not in CI's log either), so nobody tunes on them by reading them.
 */
export function ranksOnly(name: string, rows: Row[], f: Figures): string {
  const band = (r: Row) =>
    r.rank === 1 ? '1' : r.rank && r.rank <= 3 ? '2-3' : r.rank ? `4-${LOOK}` : r.empty ? 'empty' : `>${LOOK}`;
  const counts = new Map<string, number>();
  for (const b of rows.map(band)) counts.set(b, (counts.get(b) ?? 0) + 1);
  const order = ['1', '2-3', `4-${LOOK}`, `>${LOOK}`, 'empty'];
  return `${summary(name, f)}
  ranks: ${order.map((b) => `${b}: ${counts.get(b) ?? 0}`).join(', ')}`;
}

/**
 * Where the expected results sit (`search:measure -- --pool`), by band only, so it may be printed for a TEST set too:
 * `shown` is a query's rank among the `read` results the search orders and shows (1-based; 0 when not among them),
 * `pooled` whether the expected result is anywhere in the query's whole pool of results. In the top 3; at 4 to `read`
 * (found and read, ordered too low: a miss of order); in the pool but not read (the index ranks it below the results
 * read: a miss of finding); not found at all.
 */
export function poolBands(name: string, rows: readonly {shown: number; pooled: boolean}[], read: number): string {
  const bands: [string, (r: {shown: number; pooled: boolean}) => boolean][] = [
    ['1-3', (r) => r.shown >= 1 && r.shown <= 3],
    [`4-${read}`, (r) => r.shown > 3],
    ['in the pool, not read', (r) => r.shown === 0 && r.pooled],
    ['not found', (r) => r.shown === 0 && !r.pooled],
  ];
  return `${name}: ${rows.length} queries, the expected result at ${bands
    .map(([band, holds]) => `${band}: ${rows.filter(holds).length}`)
    .join(', ')}`;
}

/** Each query's expected result exists in the records (a predicate that matches nothing is a broken query). */
export function unanswered(queries: Query[], records: SearchRecord[]): string[] {
  return queries.filter((q) => !records.some(q.expected)).map((q) => q.query);
}

/** `search_docs` of a started MCP file: its first `limit` results for a query, within a section when one is named. */
export async function searchDocs(server: StartedMcp, query: string, section?: string, limit = LOOK): Promise<Hit[]> {
  const result = (await server.client.callTool({
    name: 'search_docs',
    arguments: {query, limit, ...(section ? {section} : {})},
  })) as {isError?: boolean; content: {text: string}[]};
  if (result.isError) throw new Error(`search_docs ${JSON.stringify(query)}: ${result.content[0]?.text}`);
  return (JSON.parse(result.content[0].text) as {results: Hit[]}).results;
}

/** `searchDocs` as a set measurer takes it. */
export const searchOf = (server: StartedMcp, section?: string) => (query: string) => searchDocs(server, query, section);
