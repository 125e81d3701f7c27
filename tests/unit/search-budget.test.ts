/**
 * What one query downloads (issue 40: the first query stays under 150 KB, whatever the pages say): Pagefind's index
 * chunks read from its metadata and the chunks a search fetches, as Pagefind chooses them (src/shared/search-chunks.ts),
 * and the planner's budget in bytes (search-plan.ts `runPlan`, `plannedSearch`).
 */
import {describe, expect, it} from 'vitest';
import {
  FIRST_QUERY_LIMIT,
  HEADER_BYTES,
  MERGED_QUERY_LIMIT,
  chunkCounter,
  downloadModel,
  indexChunks,
  largestSum,
  pagefindTerms,
  pagefindWord,
  parseSizes,
  type DownloadModel,
} from '../../src/shared/search-chunks';
import {
  QUESTION_READ,
  RESULTS_SHOWN,
  plannedSearch,
  planQuery,
  runPlan,
  wordIndex,
  type ChunkCap,
} from '../../src/shared/search-plan';

/** CBOR as Pagefind writes its metadata: text strings, unsigned integers and arrays. */
function cbor(value: unknown): number[] {
  const head = (major: number, n: number) =>
    n < 24 ? [(major << 5) | n] : n < 256 ? [(major << 5) | 24, n] : [(major << 5) | 25, n >> 8, n & 255];
  if (typeof value === 'number') return head(0, value);
  if (typeof value === 'string') {
    const bytes = [...new TextEncoder().encode(value)];
    return [...head(3, bytes.length), ...bytes];
  }
  const list = value as unknown[];
  return [...head(4, list.length), ...list.flatMap(cbor)];
}

const meta = (chunks: [string, string, string][]) =>
  new Uint8Array([
    ...new TextEncoder().encode('pagefind_dcd'),
    ...cbor([
      '1.6.0',
      [
        ['en_583726f', 78, ''],
        ['en_a6a228c', 43, ''],
      ],
      chunks,
      [['section', 'en_34bc76b']],
      [],
    ]),
  ]);

describe('the index chunks a search downloads, as Pagefind chooses them', () => {
  const chunks: [string, string, string][] = [
    ['0', 'cancel', 'en_aaa1'],
    ['cancell', 'chang', 'en_bbb2'],
    ['change', 'custom', 'en_ccc3'],
    ['customerid', 'refund', 'en_ddd4'],
    ['refunda', 'zzz', 'en_eee5'],
  ];

  it('reads the chunks from Pagefind’s metadata (its pages, filters and sorts left aside), none from bytes that are not', () => {
    expect(indexChunks(meta(chunks))).toEqual(chunks.map(([from, to, hash]) => ({from, to, hash})));
    expect(indexChunks(new Uint8Array([1, 2, 3]))).toEqual([]);
  });

  it('a word costs the chunk that encloses it and the one that encloses its stem, in each index searched', () => {
    const count = chunkCounter([indexChunks(meta(chunks)), indexChunks(meta([['0', 'zzz', 'en_fff6']]))]);
    // "changes" is stemmed "chang": Pagefind fetches that chunk too; "refund" is its own stem.
    expect(count('changes')).toEqual(['0:en_bbb2', '0:en_ccc3', '1:en_fff6']);
    expect(count('refund')).toEqual(['0:en_ddd4', '1:en_fff6']);
  });

  it('a word that falls between two chunks costs both neighbours (the one more chunk than counted before)', () => {
    const count = chunkCounter([indexChunks(meta(chunks))]);
    // "customer" sorts after "custom", the last word of one chunk, and before "customerid", the first of the next:
    // Pagefind loads every chunk whose bounds, cut to the word's length, enclose it (its stem "custom" is in the first).
    expect(count('customer')).toEqual(['0:en_ccc3', '0:en_ddd4']);
    expect(count('custom')).toEqual(['0:en_ccc3']);
  });

  it('reads a query as Pagefind’s script does: punctuation but `_` left out, lower case, diacritics stripped', () => {
    expect(pagefindWord('X-Idempotency_Key.')).toBe('xidempotency_key');
    expect(pagefindTerms('Café  “refund”')).toEqual(['cafe', 'refund']);
  });
});

/** Every word its own chunk of 20 KB (as served, header included), in one index. */
const words = ['cancel', 'invoice', 'payment', 'order', 'void', 'revoke', 'stop'];
const index = wordIndex(words);
const CHUNK = 20 * 1024;
const cost = (terms: string) => terms.split(' ').map((w) => `0:${w}`);
const capOf = (limit: number): ChunkCap => ({chunks: cost, bytes: () => CHUNK, limit});
const bytesOf = (searched: string[]) => new Set(searched.flatMap(cost)).size * CHUNK;

describe('a query’s budget in bytes', () => {
  const plan = planQuery('cancel the invoice payment order', index);

  it('searches the query’s own words, and other ways to search them only while their chunks’ bytes fit', async () => {
    // The plan has more ways to search than the budget allows (the vocabulary's synonyms).
    const limit = 5 * CHUNK;
    expect(bytesOf(plan.concepts.flatMap((c) => c.alts.map((a) => a.text)))).toBeGreaterThan(limit);
    const searched: string[] = [];
    await runPlan(plan, async (terms) => (searched.push(terms), [{id: 'a', score: 1}]), 12, capOf(limit));
    expect(bytesOf(searched)).toBeLessThanOrEqual(limit);
    // The query's own words, alone and together, are all searched.
    expect(searched).toContain(plan.concepts.map((c) => c.alts[0].text).join(' '));
    for (const c of plan.concepts) expect(searched).toContain(c.alts[0].text);
    // Without the budget, every way is searched.
    const unbounded: string[] = [];
    await runPlan(plan, async (t) => (unbounded.push(t), [{id: 'a', score: 1}]), 12);
    expect(bytesOf(unbounded)).toBeGreaterThan(limit);
  });

  it('caps the query’s own words too: the most telling first, while they fit', async () => {
    // Room for two of the four words' chunks: the rarest two (the word list is most frequent first) are searched.
    const searched: string[] = [];
    await runPlan(plan, async (terms) => (searched.push(terms), [{id: 'a', score: 1}]), 12, capOf(2 * CHUNK));
    expect(bytesOf(searched)).toBeLessThanOrEqual(2 * CHUNK);
    expect(new Set(searched.flatMap((t) => t.split(' ')))).toEqual(new Set(['payment', 'order']));
  });

  it('a chunk that costs more counts more: the budget is in bytes, not in chunks', async () => {
    const heavy: ChunkCap = {chunks: cost, bytes: (c) => (c === '0:order' ? 4 * CHUNK : CHUNK), limit: 4 * CHUNK};
    const searched: string[] = [];
    await runPlan(plan, async (terms) => (searched.push(terms), [{id: 'a', score: 1}]), 12, heavy);
    // "order", the most telling, is searched whatever it costs (a query searches something); nothing else fits.
    expect(searched).toEqual(['order']);
  });

  it('a query that finds nothing within the budget searches no way left out that would pass it', async () => {
    const searched: string[] = [];
    const found = await runPlan(
      plan,
      // Only a search with a word beyond the budget ("revoke") would find anything.
      async (terms) => (searched.push(terms), terms.split(' ').includes('revoke') ? [{id: 'x', score: 1}] : []),
      12,
      capOf(5 * CHUNK),
    );
    expect(found).toEqual([]);
    expect(bytesOf(searched)).toBeLessThanOrEqual(5 * CHUNK);
    // Unbounded, the fallback finds it.
    const free = await runPlan(plan, async (t) => (t.split(' ').includes('revoke') ? [{id: 'x', score: 1}] : []), 12);
    expect(free?.map((f) => f.result.id)).toEqual(['x']);
  });
});

describe('what a first query downloads in all', () => {
  const fragment = 3000;
  const sizes = (hashes: string[]) =>
    parseSizes(
      JSON.stringify({
        index: Object.fromEntries(hashes.map((h) => [h, CHUNK - HEADER_BYTES])),
        filter: {en_f1: 1000},
        fragments: Array.from({length: 24}, () => fragment),
        concepts: 9000,
      }),
    )!;
  const table = (hashes: string[]): [string, string, string][] =>
    words
      .slice()
      .sort()
      .map((w, i) => [w, w, hashes[i]]);
  const hashes = words.map((_, i) => `en_${i}a`);
  const model = downloadModel([{chunks: indexChunks(meta(table(hashes))), sizes: sizes(hashes)}])!;

  /** A result per search, each its own page whose data counts as read. */
  const run = async (query: string, download: DownloadModel, shown = RESULTS_SHOWN) => {
    const searched: string[] = [];
    let reads = 0;
    const answer = await plannedSearch(
      query,
      index,
      async (terms) => {
        searched.push(terms);
        return Array.from({length: 20}, (_, i) => ({
          id: `${terms}-${i}`,
          score: 1,
          data: async () => ((reads += 1), {meta: {title: terms}}),
        }));
      },
      shown,
      undefined,
      download,
    );
    return {searched, reads, answer: answer!};
  };

  it('reserves the largest result files it reads, and keeps chunks and results within the budget', async () => {
    const {searched, reads, answer} = await run('cancel the invoice payment order', model);
    const chunkBytes = bytesOf(searched);
    expect(chunkBytes + reads * (fragment + HEADER_BYTES)).toBeLessThanOrEqual(model.budget);
    expect(answer.download!.bound).toBeLessThanOrEqual(model.budget);
    // The chunks predicted are those of the words searched.
    const hashOf = new Map(table(hashes).map(([w, , h]) => [w, `0:${h}`]));
    expect(answer.download!.chunks).toEqual(
      [...new Set(searched.flatMap((t) => t.split(' ')))].map((w) => hashOf.get(w)).sort(),
    );
  });

  it('with little room, a question reads fewer extra results (never fewer than it shows)', async () => {
    const roomy = {...model, budget: 100 * CHUNK};
    const free = await run('what does cancel mean', roomy);
    expect(free.reads).toBe(QUESTION_READ);
    // Room for the same searches and the results shown, and 1000 bytes more: no extra result file fits.
    const room = free.answer.download!.bound - largestSum(model.fragments, QUESTION_READ);
    const tight = {...model, budget: room + largestSum(model.fragments, RESULTS_SHOWN) + 1000};
    const {reads, answer, searched} = await run('what does cancel mean', tight);
    expect(searched).toEqual(free.searched);
    expect(reads).toBe(RESULTS_SHOWN);
    expect(answer.download!.bound).toBeLessThanOrEqual(tight.budget);
  });

  it('the budget is the limit less a margin, twice the limit with the restricted index merged', () => {
    expect(model.budget).toBeLessThan(FIRST_QUERY_LIMIT);
    const both = downloadModel([
      {chunks: indexChunks(meta(table(hashes))), sizes: sizes(hashes)},
      {chunks: indexChunks(meta(table(hashes))), sizes: sizes(hashes)},
    ])!;
    expect(both.budget).toBeLessThan(MERGED_QUERY_LIMIT);
    expect(MERGED_QUERY_LIMIT).toBe(2 * FIRST_QUERY_LIMIT);
    // Each index's filter chunk, and each result file and chunk at its size plus its header.
    expect(both.filter).toBe(2 * (1000 + HEADER_BYTES));
    expect(both.bytes('1:en_0a')).toBe(CHUNK);
    expect(model.fragments[0]).toBe(fragment + HEADER_BYTES);
    // Without its sizes, no model (the planner caps nothing rather than guess).
    expect(downloadModel([{chunks: indexChunks(meta(table(hashes))), sizes: undefined}])).toBeUndefined();
  });
});
