/**
 * What a query downloads when it is the first one typed (after the hover loaded Pagefind, its WebAssembly, the
 * index's metadata and the word lists): every index chunk, filter chunk and result file Pagefind fetches for the
 * query's searches and the results it reads, and the concept table's chunk when the query needs it (the box
 * loads it then). Measured through `search_docs`'s own function (the box's planner and Pagefind's own script over
 * the same files), each query on a fresh engine, so every query of every set is measured in seconds; the browser
 * test (search.e2e.ts) types the heaviest one and checks the network agrees.
 */
import path from 'node:path';
import type {McpData} from '../../../src/mcp/data';
import {createDocSearch, SCHEME, wordsOf} from '../../../src/mcp/search';
import {searchTerms} from '../../../src/components/Search/results';
import {needsConcepts} from '../../../src/shared/search-plan';
import {FIRST_QUERY_LIMIT, HEADER_BYTES, MERGED_QUERY_LIMIT} from '../../../src/shared/search-chunks';
import {SEARCH_CONCEPTS} from '../../../src/shared/search-concepts';
import {conceptChunkBytes as chunkBytes} from '../../../scripts/lib/concept-chunk.mjs';

/** The first query's limit (issue 40). */
export const FIRST_QUERY_BUDGET = FIRST_QUERY_LIMIT;
/** The first query's limit with the restricted section's index merged (unlocked; DECISIONS.md). */
export const MERGED_QUERY_BUDGET = MERGED_QUERY_LIMIT;
export {HEADER_BYTES};

let recording: string[] | undefined;
let wrapped = false;
/** Records the index files Pagefind fetches while `recording` is set (the MCP engine's fetch, wrapped once). */
function wrapFetch() {
  if (wrapped) return;
  wrapped = true;
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (recording && url.startsWith(SCHEME)) recording.push(decodeURI(url.slice(SCHEME.length).split('?')[0]));
    return inner(input, init);
  }) as typeof fetch;
}

/** The gzipped size of the built chunk that holds the concept table (the box fetches it compressed), or 0. */
export function conceptChunkBytes(buildDir: string): number {
  const bytes = chunkBytes(buildDir, SEARCH_CONCEPTS);
  return bytes === null ? 0 : bytes + HEADER_BYTES;
}

export interface Download {
  query: string;
  bytes: number;
  files: string[];
  /** The index chunks Pagefind fetched (`index:hash`, the index's number in the MCP file's), sorted. */
  fetched: string[];
  /** Those the planner predicted, and its bound on the bytes (search-plan.ts plannedSearch). */
  predicted: string[];
  bound: number;
}

/** A meter of first queries over one index (the MCP file's data); `concepts`: the concept chunk's bytes. */
export function firstQueryMeter(data: McpData, concepts: number) {
  const words = wordsOf(data);
  const size = (p: string) => Buffer.from(data.pagefind[p] ?? '', 'base64').length + HEADER_BYTES;
  // One search for every query: each query runs on an engine no query searched (createDocSearch starts the next one
  // after each answer), with no index chunk loaded. (An engine made per query left the spare it started behind, never
  // destroyed; the run's memory, about 850 MB, is mostly the inlined index and records, and barely moved.)
  const docs = createDocSearch(data);
  return async (query: string, section?: string): Promise<Download> => {
    wrapFetch();
    // The engine's own start (its WebAssembly and the index's metadata, which the box's hover loads) is done before
    // the query's fetches are recorded.
    await docs.load();
    recording = [];
    const files = recording;
    let answer: Awaited<ReturnType<typeof docs.search>>;
    try {
      answer = await docs.search(query, {section});
    } finally {
      recording = undefined;
    }
    // The next engine (started after the answer) finishes its start here, not during a query of another meter.
    await docs.load();
    const unique = [...new Set(files)];
    const fetched = unique
      .filter((p) => p.endsWith('.pf_index'))
      .map((p) => {
        const n = [...data.indexes.keys()].reverse().find((i) => p.startsWith(`${data.indexes[i]}index/`)) ?? -1;
        return `${n}:${path.basename(p, '.pf_index')}`;
      })
      .sort();
    let bytes = unique.reduce((n, p) => n + size(p), 0);
    const terms = searchTerms(query);
    if (terms && needsConcepts(terms, words)) {
      bytes += concepts;
      unique.push('(concept table chunk)');
    }
    return {
      query,
      bytes,
      files: unique,
      fetched,
      predicted: answer.download?.chunks ?? [],
      bound: answer.download?.bound ?? 0,
    };
  };
}
