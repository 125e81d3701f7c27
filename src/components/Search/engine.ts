/**
 * The search engine behind the navbar box: Pagefind's script and index, loaded from the site when the box is
 * first hovered, focused or opened (this module itself is a chunk of its own, fetched then too), so no page
 * pays for search before a reader reaches for it.
 *
 * While the restricted section is unlocked (its gate record is valid), its own index (under its prefix) is
 * merged into the public one, so its pages are found too; once it locks again, the next search reloads
 * the public index alone. Should its index be out of reach, the public one is searched alone.
 */
import {isUnlocked, safeRead} from '@site/src/gate/record';
import {isRestrictedPath} from '@site/src/restricted';
import {
  DOWNLOAD_SIZES_FILE,
  PUBLIC_INDEX_PATH,
  SEARCH_EXCERPT_WORDS,
  RESTRICTED_INDEX_PATH,
  RESTRICTED_SEARCH_SECTION,
  SEARCH_RANKING,
  WORD_LIST_FILE,
} from '@site/src/shared/search';
import {
  RESULTS_SHOWN,
  needsConcepts,
  plannedSearch,
  sectionSearch,
  wordIndex,
  type ConceptTable,
  type OtherApiWord,
  type WordIndex,
} from '@site/src/shared/search-plan';
import {
  downloadModel,
  indexChunks,
  parseSizes,
  type DownloadModel,
  type IndexChunk,
  type IndexSizes,
} from '@site/src/shared/search-chunks';
import {
  searchTerms,
  toHit,
  type Pagefind,
  type PagefindResult,
  type PagefindResultData,
  type SearchHit,
} from './results';

/** Results shown (their excerpts are fetched, one small file each). */
export const SHOWN = RESULTS_SHOWN;

let loaded:
  | {
      restricted: boolean;
      ready: Promise<Pagefind>;
      words: Promise<WordIndex | undefined>;
      download: Promise<DownloadModel | undefined>;
      /** Whether a query ran on the engine: the next one starts it afresh (`renew`). */
      used: boolean;
      /** Starts the engine afresh, with no index chunk loaded (one at a time). */
      renew: () => Promise<void>;
      /** The renewal under way, if any (resolved when none). */
      renewing: () => Promise<void>;
    }
  | undefined;
/** Loads that failed so far (the next one imports Pagefind's script afresh). */
let failedLoads = 0;
/** Whether the restricted section's index is merged in the loaded engine. */
let merged = false;

function restrictedUnlocked(): boolean {
  const read = safeRead(() => window.localStorage);
  return read.ok && isUnlocked(read.raw, Date.now());
}

const join = (base: string, path: string) => `${base.replace(/\/$/, '')}${path}`;

/** One index's word list (a few KB); without it, search works on, without typo correction. */
async function fetchWords(url: string): Promise<string[]> {
  try {
    const response = await fetch(url);
    return response.ok ? (await response.text()).split('\n').filter(Boolean) : [];
  } catch {
    return [];
  }
}

/**
 * One index's chunks, from its metadata (which Pagefind fetched already: the browser's cache answers), unzipped, and
 * their sizes (the small file the build writes beside the index, fetched on the hover too); empty when out of reach.
 * The planner adds them up to keep a query's download within its budget (search-chunks.ts).
 */
async function fetchChunks(indexUrl: string): Promise<{chunks: IndexChunk[]; sizes: IndexSizes | undefined}> {
  const [chunks, sizes] = await Promise.all([fetchMeta(indexUrl), fetchSizes(indexUrl)]);
  return {chunks, sizes};
}

async function fetchSizes(indexUrl: string): Promise<IndexSizes | undefined> {
  try {
    const response = await fetch(`${indexUrl}${DOWNLOAD_SIZES_FILE}`);
    return response.ok ? parseSizes(await response.text()) : undefined;
  } catch {
    return undefined;
  }
}

async function fetchMeta(indexUrl: string): Promise<IndexChunk[]> {
  try {
    const entry = (await (await fetch(`${indexUrl}pagefind-entry.json`)).json()) as {
      languages: Record<string, {hash: string}>;
    };
    const hash = Object.values(entry.languages)[0]?.hash;
    const response = await fetch(`${indexUrl}pagefind.${hash}.pf_meta`);
    if (!hash || !response.ok || !response.body) return [];
    const unzipped = response.body.pipeThrough(new DecompressionStream('gzip'));
    return indexChunks(new Uint8Array(await new Response(unzipped).arrayBuffer()));
  } catch {
    return [];
  }
}

/** Pagefind's options and index (the public one). */
async function startPagefind(pagefind: Pagefind, baseUrl: string): Promise<void> {
  await pagefind.options({ranking: SEARCH_RANKING, excerptLength: SEARCH_EXCERPT_WORDS, baseUrl});
  await pagefind.init();
}

/**
 * Loads Pagefind and the index (once; again after a failure, or when the restricted section's state
 * changed). `baseUrl` is the site's base URL.
 */
export function loadEngine(baseUrl: string): Promise<Pagefind> {
  const restricted = restrictedUnlocked();
  if (loaded && loaded.restricted === restricted) return loaded.ready;
  const previous = loaded?.ready;
  // A renewal under way (searchHits starts one as the reader types on) runs on the same Pagefind module: it ends
  // before this load starts.
  const previousRenewal = loaded?.renewing().catch(() => undefined);
  const ready = (async () => {
    await previousRenewal;
    // After a failed load, a fresh address: Chromium keeps a failed module import's error for its URL.
    const script = join(baseUrl, `${PUBLIC_INDEX_PATH}pagefind.js${failedLoads ? `?retry=${failedLoads}` : ''}`);
    const pagefind = (await import(/* webpackIgnore: true */ script)) as Pagefind;
    if (previous) await previous.then((p) => p.destroy()).catch(() => undefined);
    merged = false;
    const start = () => startPagefind(pagefind, baseUrl);
    await start();
    if (restricted) {
      try {
        await pagefind.mergeIndex(join(baseUrl, RESTRICTED_INDEX_PATH), {baseUrl});
        merged = true;
      } catch {
        // Out of reach (a host that protects the section wants credentials this browser does not have):
        // search the public index alone rather than nothing.
        await pagefind.destroy();
        await start();
      }
    }
    return pagefind;
  })();
  // The word lists load alongside (the restricted section's only while it is unlocked).
  const words = Promise.all([
    fetchWords(join(baseUrl, `${PUBLIC_INDEX_PATH}${WORD_LIST_FILE}`)),
    restricted ? fetchWords(join(baseUrl, `${RESTRICTED_INDEX_PATH}${WORD_LIST_FILE}`)) : Promise.resolve([]),
  ]).then(([pub, res]) => {
    if (!pub.length && !res.length) return undefined;
    const seen = new Set(pub);
    return wordIndex([...pub, ...res.filter((w) => !seen.has(w))]);
  });
  // And the indexes' chunks, as the MCP server reads them (src/mcp/search.ts): both count a query's chunks alike.
  // (With the restricted index out of reach, `merged` stays false and the public index's model is used.)
  const download = Promise.all([
    fetchChunks(join(baseUrl, PUBLIC_INDEX_PATH)),
    ...(restricted ? [fetchChunks(join(baseUrl, RESTRICTED_INDEX_PATH))] : []),
  ]).then(async (indexes) => {
    await ready.catch(() => undefined);
    return downloadModel(merged ? indexes : indexes.slice(0, 1));
  });
  // Pagefind matches a word as a prefix of the words of every index chunk loaded so far: a query after others would
  // answer from more chunks than the first query on a page (and than the MCP server's search_docs, which starts
  // each query afresh). So each query after the first starts the engine afresh: the same answer whatever came
  // before. What it fetches again, the browser's cache answers.
  let renewal = Promise.resolve();
  const renew = () =>
    (renewal = renewal.then(async () => {
      const pagefind = await ready;
      await pagefind.destroy();
      await startPagefind(pagefind, baseUrl);
      if (merged) await pagefind.mergeIndex(join(baseUrl, RESTRICTED_INDEX_PATH), {baseUrl});
    }));
  const entry = {restricted, ready, words, download, used: false, renew, renewing: () => renewal};
  loaded = entry;
  ready.catch(() => {
    failedLoads += 1;
    if (loaded === entry) loaded = undefined;
    if (process.env.NODE_ENV !== 'production')
      console.warn('[search] no search index here: `npm run build` builds it (the dev server has none).');
  });
  return ready;
}

export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  /** The words the results answer, when not quite the query: some left out, or a typo corrected. */
  shownFor?: {words: string; leftOut: boolean};
  /** Other payment APIs' words in the query, and Fernpay's names for them. */
  otherApiWords?: OtherApiWord[];
}

/**
 * The concept table (src/shared/search-concepts.ts, about 10 KB gzip): a chunk of its own, fetched the first time
 * a query has a word that the index and the vocabulary both lack, and kept.
 */
let conceptTable: Promise<ConceptTable | undefined> | undefined;
function loadConcepts(): Promise<ConceptTable | undefined> {
  conceptTable ??= import('@site/src/shared/search-concepts').then(
    (m) => m.SEARCH_CONCEPTS,
    () => {
      // Offline, say: search on without it, and try again on the next query that needs it.
      conceptTable = undefined;
      return undefined;
    },
  );
  return conceptTable;
}

/** Pause before searching, so a query typed on does not search at every key. */
const DEBOUNCE_MS = 120;
let generation = 0;

/**
 * The hits for a query (null when a newer query superseded it), optionally within one section. The query is
 * planned (src/shared/search-plan.ts): its words together first, each with its typo's correction and the
 * vocabulary's words for it (and, for a word the index and the vocabulary lack, the names the concept table
 * says it stands for); fewer words while that finds little; ranked by how much of the query each result matches.
 */
export async function searchHits(baseUrl: string, query: string, section?: string): Promise<SearchAnswer | null> {
  const pagefind = await loadEngine(baseUrl);
  const mine = (generation += 1);
  const terms = searchTerms(query);
  if (!terms) return {hits: [], total: 0};
  // An engine a query used starts afresh as the reader types on, during the pause below, unless a query is still
  // searching on it (superseded, it stops at its next search): then after the pause, as the next query starts.
  const engine = loaded;
  if (engine?.used && !searching) {
    engine.used = false;
    engine.renew().catch(() => undefined);
  }
  await new Promise((r) => setTimeout(r, DEBOUNCE_MS));
  if (mine !== generation) return null;
  if (engine) {
    await engine.renewing();
    if (engine.used) await engine.renew();
    engine.used = true;
  }
  if (mine !== generation) return null;
  searching += 1;
  try {
    return await answerQuery(pagefind, engine, mine, terms, section);
  } finally {
    searching -= 1;
  }
}

/** How many queries are searching on the engine now (searchHits). */
let searching = 0;

/** The planned search of searchHits on the engine as it stands (null when a newer query superseded it). */
async function answerQuery(
  pagefind: Pagefind,
  engine: typeof loaded,
  mine: number,
  terms: string,
  section: string | undefined,
): Promise<SearchAnswer | null> {
  const words = await (engine?.words ?? Promise.resolve(undefined));
  const model = await (engine?.download ?? Promise.resolve(undefined));
  const concepts = needsConcepts(terms, words) ? await loadConcepts() : undefined;
  if (mine !== generation) return null;
  // On a page of the restricted section with no section chosen, that section's results first (SECTION_AFFINITY),
  // as its MCP server answers.
  const prefer =
    !section && merged && isRestrictedPath(window.location.pathname) ? RESTRICTED_SEARCH_SECTION.label : undefined;
  const planned = sectionSearch<PagefindResult>(
    async (t, filters) => (mine !== generation ? null : (await pagefind.search(t, {filters})).results),
    section,
    prefer,
    model,
  );
  const answer = await plannedSearch<PagefindResultData, PagefindResult>(
    terms,
    words,
    planned.search,
    SHOWN,
    concepts,
    planned.download,
  );
  if (!answer || mine !== generation) return null;
  return {
    hits: answer.data.map(toHit),
    total: answer.total,
    shownFor: answer.shownFor,
    ...(answer.otherApiWords && {otherApiWords: answer.otherApiWords}),
  };
}

/** Whether results of the restricted section can come up (for its filter chip): its index is merged. */
export function restrictedSearchable(): boolean {
  return merged;
}
