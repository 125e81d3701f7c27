/**
 * Which index chunks a search downloads, and what they weigh. Pagefind splits an index's words (in order) into
 * chunks of about 20 KB (4.7 to 29.5 KB measured; it splits them anew with every page edit), and a search fetches,
 * for each of its words, the chunks that enclose it or its stem; its metadata (`pagefind.<hash>.pf_meta`, loaded
 * before the first query) lists them, and the sizes file the build writes beside the index (DOWNLOAD_SIZES_FILE)
 * their bytes. The planner (search-plan.ts) adds them up to keep what one query downloads within a budget in bytes,
 * the same in the search box and in the MCP server.
 *
 * Pure (no DOM or Node API): the caller unpacks the metadata (gzip) and passes its bytes.
 */
import {stem} from 'porter2';

export interface IndexChunk {
  from: string;
  to: string;
  hash: string;
}

/** A reader of the CBOR Pagefind's metadata is written in (integers, strings, arrays, maps, simple values). */
function cbor(bytes: Uint8Array): unknown {
  let i = 0;
  const text = new TextDecoder();
  const uint = (n: number) => {
    let v = 0;
    for (let k = 0; k < n; k += 1) v = v * 256 + bytes[i++];
    return v;
  };
  const arg = (ai: number) =>
    ai < 24 ? ai : ai === 24 ? uint(1) : ai === 25 ? uint(2) : ai === 26 ? uint(4) : ai === 27 ? uint(8) : -1;
  const item = (): unknown => {
    if (i >= bytes.length) throw new Error('truncated metadata');
    const head = bytes[i++];
    const major = head >> 5;
    const n = arg(head & 31);
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
      case 3: {
        const part = bytes.subarray(i, i + n);
        i += n;
        return major === 3 ? text.decode(part) : part;
      }
      case 4: {
        const out: unknown[] = [];
        if (n < 0) {
          while (bytes[i] !== 0xff) out.push(item());
          i += 1;
        } else for (let k = 0; k < n; k += 1) out.push(item());
        return out;
      }
      case 5: {
        const out: Record<string, unknown> = {};
        for (let k = 0; k < n; k += 1) out[String(item())] = item();
        return out;
      }
      default:
        return null;
    }
  };
  return item();
}

const SIGNATURE = 'pagefind_dcd';
const isChunk = (x: unknown): x is [string, string, string] =>
  Array.isArray(x) && x.length === 3 && x.every((s) => typeof s === 'string') && /^[a-z]+_[0-9a-f]+$/.test(x[2]);

/** The index chunks a Pagefind metadata file lists (its bytes unzipped), in word order; [] when unreadable. */
export function indexChunks(meta: Uint8Array): IndexChunk[] {
  try {
    const body =
      new TextDecoder().decode(meta.subarray(0, SIGNATURE.length)) === SIGNATURE
        ? meta.subarray(SIGNATURE.length)
        : meta;
    const root = cbor(body);
    if (!Array.isArray(root)) return [];
    const list = root.find((x) => Array.isArray(x) && x.length > 0 && x.every(isChunk)) as
      [string, string, string][] | undefined;
    return (list ?? []).map(([from, to, hash]) => ({from, to, hash}));
  } catch {
    return [];
  }
}

/**
 * A query as Pagefind's script reads it before choosing chunks (pagefind.js `search`): punctuation but `_` left out
 * (each character's Unicode category), lower case, spaces collapsed, each word's diacritics stripped; empty words
 * dropped.
 */
export function pagefindTerms(query: string): string[] {
  const kept = [...query]
    .filter((c) => !/^[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]$/u.test(c))
    .map((c) => c.toLocaleLowerCase())
    .join('')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return kept
    .split(' ')
    .map((w) => w.normalize('NFD').replace(/(?![\u3099\u309A])\p{M}/gu, ''))
    .filter(Boolean);
}

/** One word as Pagefind's script reads it (pagefindTerms). */
export function pagefindWord(word: string): string {
  return pagefindTerms(word).join('');
}

/** A string's first n characters (code points, as Rust's `chars()`). */
const head = (s: string, n: number) => [...s].slice(0, n).join('');

/**
 * The chunks Pagefind (1.6, its WebAssembly's `request_indexes`) fetches for one word: for the word and its stem
 * (the Snowball English stemmer, Porter2), every chunk whose first and last words enclose it; for one that falls
 * between two chunks (after one's last word, before the next one's first: "customers" between "customer" and
 * "customerid"), every chunk whose first and last words, cut to its length, enclose it, which is often both
 * neighbours. This is how one word can cost two chunks, and why a count of chunks per word was not enough.
 */
export function chunksOfWord(word: string, chunks: readonly IndexChunk[]): IndexChunk[] {
  const out = new Set<IndexChunk>();
  const stemmed = stem(word);
  for (const term of stemmed === word ? [word] : [word, stemmed]) {
    const strict = chunks.filter((c) => term >= c.from && term <= c.to);
    const length = [...term].length;
    const matched = strict.length
      ? strict
      : chunks.filter(
          (c) =>
            head(term, Math.min(length, [...c.from].length)) >= head(c.from, length) &&
            head(term, Math.min(length, [...c.to].length)) <= head(c.to, length),
        );
    matched.forEach((c) => out.add(c));
  }
  return [...out];
}

/**
 * The chunks (as `index:hash`, the index's number in `indexes`) a search of `terms` fetches over these indexes (the
 * public one, and the restricted section's while merged): Pagefind's own choice, word by word, in each index.
 */
export function chunkCounter(indexes: readonly IndexChunk[][]): (terms: string) => string[] {
  return (terms) => {
    const out = new Set<string>();
    for (const word of pagefindTerms(terms))
      indexes.forEach((chunks, n) => chunksOfWord(word, chunks).forEach((c) => out.add(`${n}:${c.hash}`)));
    return [...out].sort();
  };
}

/** The sizes file of one index (DOWNLOAD_SIZES_FILE, written by scripts/search-index.mjs), bytes of each file. */
export interface IndexSizes {
  /** Index chunks by hash (`en_04ff1b4`). */
  index: Record<string, number>;
  /** Filter chunks by hash. */
  filter: Record<string, number>;
  /** The largest result files (fragments), largest first: SIZES_FRAGMENTS of them. */
  fragments: number[];
  /** The concept table's chunk (public index; null when the build had none). */
  concepts?: number | null;
}

/** How many of the largest result files the sizes file lists: more than a query reads (QUESTION_READ). */
export const SIZES_FRAGMENTS = 24;

/**
 * Bytes counted per file besides its body: the response's status line and headers (about 190 bytes as scripts/
 * serve.mjs sends them; the browser counts them too).
 */
export const HEADER_BYTES = 256;

/** The first query's limit (issue 40): what it downloads after the hover. */
export const FIRST_QUERY_LIMIT = 150 * 1024;
/**
 * The margin the planner keeps under the limit: a host's headers longer than HEADER_BYTES, a gzip of the concept
 * chunk less tight than the build's. The planner's budget is the limit less this.
 */
export const DOWNLOAD_MARGIN = 6 * 1024;
/**
 * The limit with the restricted section's index merged (unlocked): 150 KB per index searched. Every word costs a
 * chunk of each index, so the same rule holds over both with twice the public limit; its readers are partners who
 * unlocked the section (DECISIONS.md).
 */
export const MERGED_QUERY_LIMIT = 2 * FIRST_QUERY_LIMIT;
/** The concept chunk's bytes reserved when the sizes file does not say (a build without it). */
export const CONCEPTS_FALLBACK_BYTES = 16 * 1024;

/**
 * What a first query may download, as the planner counts it (src/shared/search-plan.ts `plannedSearch`): exactly the
 * index chunks Pagefind will fetch, each at its size as served, and, reserved before any search, the largest result
 * files it may read, the section filter's chunk and the concept table's chunk when the query needs them.
 */
export interface DownloadModel {
  /** The chunks (`index:hash`) a search of these terms fetches. */
  chunks: (terms: string) => string[];
  /** A chunk's bytes as served (header included). */
  bytes: (chunk: string) => number;
  /** The largest result files' bytes as served (header included), largest first. */
  fragments: readonly number[];
  /** The section filter's chunks as served, for a search within a section. */
  filter: number;
  /** The concept table's chunk as served. */
  concepts: number;
  /** What the query may download in all (the limit less DOWNLOAD_MARGIN). */
  budget: number;
}

/**
 * The download model of these indexes (public first): their chunks (from each metadata file) and sizes (each sizes
 * file); undefined when the public index's are out of reach (the planner then caps nothing).
 */
export function downloadModel(
  indexes: readonly {chunks: IndexChunk[]; sizes: IndexSizes | undefined}[],
): DownloadModel | undefined {
  const usable = indexes.filter((i) => i.chunks.length && i.sizes);
  if (!indexes[0]?.chunks.length || !indexes[0].sizes || usable.length !== indexes.length) return undefined;
  const count = chunkCounter(usable.map((i) => i.chunks));
  const largest = Math.max(0, ...usable.flatMap((i) => Object.values(i.sizes!.index)));
  const fragments = usable
    .flatMap((i) => i.sizes!.fragments)
    .sort((a, b) => b - a)
    .map((b) => b + HEADER_BYTES);
  const concepts = usable[0].sizes!.concepts;
  return {
    chunks: count,
    // A chunk the sizes file lacks (written by another build) counts as the largest.
    bytes: (chunk) => {
      const [n, hash] = chunk.split(':');
      return (usable[Number(n)]?.sizes!.index[hash] ?? largest) + HEADER_BYTES;
    },
    fragments,
    filter: usable.reduce(
      (sum, i) => sum + Object.values(i.sizes!.filter).reduce((a, b) => a + b + HEADER_BYTES, 0),
      0,
    ),
    concepts: (concepts ?? CONCEPTS_FALLBACK_BYTES) + HEADER_BYTES,
    budget: (usable.length > 1 ? MERGED_QUERY_LIMIT : FIRST_QUERY_LIMIT) - DOWNLOAD_MARGIN,
  };
}

/** A sizes file's text, read; undefined when it is not one. */
export function parseSizes(text: string): IndexSizes | undefined {
  try {
    const v = JSON.parse(text) as Partial<IndexSizes>;
    if (!v || typeof v.index !== 'object' || typeof v.filter !== 'object' || !Array.isArray(v.fragments))
      return undefined;
    return v as IndexSizes;
  } catch {
    return undefined;
  }
}

/** The sum of the first n of these bytes (largest first): what any n of them cost at most. */
export function largestSum(bytes: readonly number[], n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += bytes[i] ?? bytes[0] ?? 0;
  return sum;
}
