/**
 * What one query downloads (issue 40: the first query stays under 150 KB): Pagefind's index chunks read from its
 * metadata (src/shared/search-chunks.ts), and the planner's budget of chunks per query (search-plan.ts `runPlan`).
 */
import {describe, expect, it} from 'vitest';
import {chunkCounter, indexChunks, pagefindWord} from '../../src/shared/search-chunks';
import {MAX_CHUNKS, planQuery, runPlan, wordIndex} from '../../src/shared/search-plan';

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

describe('the index chunks a search downloads', () => {
  const chunks: [string, string, string][] = [
    ['0', 'cancel', 'en_aaa1'],
    ['cancell', 'chang', 'en_bbb2'],
    ['change', 'refund', 'en_ccc3'],
    ['refunda', 'zzz', 'en_ddd4'],
  ];

  it('reads the chunks from Pagefind’s metadata (its pages, filters and sorts left aside), none from bytes that are not', () => {
    expect(indexChunks(meta(chunks))).toEqual(chunks.map(([from, to, hash]) => ({from, to, hash})));
    expect(indexChunks(new Uint8Array([1, 2, 3]))).toEqual([]);
  });

  it('a word costs the chunk that encloses it and those where its stem may be, in each index searched', () => {
    const count = chunkCounter([indexChunks(meta(chunks)), indexChunks(meta([['0', 'zzz', 'en_eee5']]))]);
    // "changes" is stemmed "chang": Pagefind fetches that chunk too.
    expect(count('changes').sort()).toEqual(['0:en_bbb2', '0:en_ccc3', '1:en_eee5']);
    expect(count('refund').sort()).toEqual(['0:en_ccc3', '1:en_eee5']);
    expect(pagefindWord('X-Idempotency_Key.')).toBe('xidempotency_key');
  });
});

describe('a query’s budget of index chunks', () => {
  // Every word its own chunk: the query's words (four), and other ways to search them (the vocabulary's).
  const words = ['cancel', 'invoice', 'payment', 'order', 'void', 'revoke', 'stop'];
  const index = wordIndex(words);
  const cost = (terms: string) => terms.split(' ').map((w) => `0:${w}`);

  it(`searches the query’s own words, and other ways to search them only while the query needs at most ${MAX_CHUNKS} chunks`, async () => {
    const plan = planQuery('cancel the invoice payment order', index);
    // The plan has more ways to search than the budget allows (the vocabulary's synonyms).
    const all = new Set(plan.concepts.flatMap((c) => c.alts.flatMap((a) => a.text.split(' '))));
    expect(all.size).toBeGreaterThan(MAX_CHUNKS);
    const searched: string[] = [];
    await runPlan(
      plan,
      async (terms) => {
        searched.push(terms);
        return [{id: 'a', score: 1}];
      },
      12,
      cost,
    );
    const fetched = new Set(searched.flatMap(cost));
    expect(fetched.size).toBeLessThanOrEqual(MAX_CHUNKS);
    // The query's own words, alone and together, are all searched.
    expect(searched).toContain(plan.concepts.map((c) => c.alts[0].text).join(' '));
    for (const c of plan.concepts) expect(searched).toContain(c.alts[0].text);
    // Without the budget, every way is searched.
    const unbounded: string[] = [];
    await runPlan(plan, async (t) => (unbounded.push(t), [{id: 'a', score: 1}]), 12);
    expect(new Set(unbounded.flatMap(cost)).size).toBeGreaterThan(MAX_CHUNKS);
  });

  it('with the restricted section’s index merged (two indexes), no search is left out: its first search alone passes the budget', async () => {
    const plan = planQuery('cancel the invoice payment order', index);
    const both = (terms: string) => terms.split(' ').flatMap((w) => [`0:${w}`, `1:${w}`]);
    const searched: string[] = [];
    const all: string[] = [];
    await runPlan(plan, async (t) => (searched.push(t), [{id: 'a', score: 1}]), 12, both);
    await runPlan(plan, async (t) => (all.push(t), [{id: 'a', score: 1}]), 12);
    expect(searched).toEqual(all);
  });

  it('a query that finds nothing within the budget searches the ways left out, until one finds something', async () => {
    const plan = planQuery('cancel the invoice payment order', index);
    const found = await runPlan(
      plan,
      // Only a search with a word beyond the budget ("revoke") finds anything.
      async (terms) => (terms.split(' ').includes('revoke') ? [{id: 'x', score: 1}] : []),
      12,
      cost,
    );
    expect(found?.map((f) => f.result.id)).toEqual(['x']);
  });
});
