/**
 * Which index chunks a search downloads. Pagefind splits an index's words (in order) into chunks of about 20 KB,
 * and a search fetches, for each of its words, the chunk whose first and last words enclose it; its metadata
 * (`pagefind.<hash>.pf_meta`, loaded before the first query) lists them. The planner (search-plan.ts) counts
 * them to keep what one query downloads within a budget, the same in the search box and in the MCP server.
 *
 * Pure (no DOM or Node API): the caller unpacks the metadata (gzip) and passes its bytes.
 */

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

/** A word as Pagefind's script reads it before choosing chunks: lower case, punctuation (but `_`) left out. */
export function pagefindWord(word: string): string {
  return word.toLowerCase().replace(/[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu, (c) => (c === '_' ? c : ''));
}

/**
 * How many letters the English stemmer may cut from a word's end ("changes": "chang", "creating": "creat"):
 * Pagefind also fetches the chunk of the word's stem, which sorts before the word and after the word less these.
 */
export const STEM_CUT = 4;

/**
 * The chunks (as `index:hash`) the searches of `terms` may fetch over these indexes (the public one, and the
 * restricted section's while merged): per word, in each index, every chunk from the one that encloses the word less
 * STEM_CUT letters (where its stem may be) to the one that encloses the word. An upper bound: a stem may sit in the
 * word's own chunk.
 */
export function chunkCounter(indexes: readonly IndexChunk[][]): (terms: string) => string[] {
  return (terms) => {
    const out = new Set<string>();
    for (const raw of terms.split(' ')) {
      const word = pagefindWord(raw);
      if (!word) continue;
      const low = word.slice(0, Math.max(Math.min(3, word.length), word.length - STEM_CUT));
      indexes.forEach((chunks, n) => {
        for (const c of chunks) if (c.to >= low && c.from <= word) out.add(`${n}:${c.hash}`);
      });
    }
    return [...out];
  };
}
