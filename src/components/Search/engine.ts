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
  INSTANCES_PER_MEMORY,
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
  type ShownFor,
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

/** Pagefind's script, as far as the box uses it: an instance of its own for each query (`createInstance`). */
interface PagefindScript {
  createInstance: (options: Record<string, unknown>) => Pagefind;
}

/**
 * One Pagefind instance with its index (and the restricted section's merged in, when asked for and reachable).
 * Pagefind matches a word as a prefix of the words of every index chunk an instance loaded so far: a query after
 * others would answer from more chunks than the first query on a page (and than the MCP server's search_docs, which
 * starts each query afresh). So each query searches an instance no query searched before: the same answer whatever
 * came before; what it fetches again, the browser's cache answers.
 */
interface Instance {
  pagefind: Pagefind;
  merged: boolean;
  /** Searches on it not yet ended: it is destroyed once they have (never under a search still running). */
  searches: Set<Promise<unknown>>;
}

let loaded:
  | {
      baseUrl: string;
      restricted: boolean;
      /** Pagefind's script, imported. */
      ready: Promise<PagefindScript>;
      words: Promise<WordIndex | undefined>;
      download: Promise<DownloadModel | undefined>;
      /**
       * The instance the next query searches (started during that query's typing pause at the latest), and whether
       * a query searched it already.
       */
      next: {instance: Promise<Instance>; used: boolean};
    }
  | undefined;
/** Loads that failed so far (the next one imports Pagefind's script afresh). */
let failedLoads = 0;

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

/**
 * A new instance with the public index, and the restricted section's merged in when asked (should that be out of
 * reach, say a host that protects the section wants credentials this browser lacks, the public index alone rather
 * than nothing). Pagefind runs its instances in one web worker, kept while any instance lives: a new instance is
 * started before the one it replaces is destroyed, so no query waits for a new worker.
 */
async function startInstance(script: PagefindScript, baseUrl: string, restricted: boolean): Promise<Instance> {
  const options = {ranking: SEARCH_RANKING, excerptLength: SEARCH_EXCERPT_WORDS, baseUrl};
  const pagefind = script.createInstance(options);
  try {
    await pagefind.options(options);
    await pagefind.init();
  } catch (error) {
    await pagefind.destroy().catch(() => undefined);
    throw error;
  }
  if (!restricted) return {pagefind, merged: false, searches: new Set()};
  try {
    await pagefind.mergeIndex(join(baseUrl, RESTRICTED_INDEX_PATH), {baseUrl});
    return {pagefind, merged: true, searches: new Set()};
  } catch {
    await pagefind.destroy().catch(() => undefined);
    return startInstance(script, baseUrl, false);
  }
}

/** Instances being retired: destroyed once their searches end. */
const retiring = new Set<Promise<void>>();

/** Destroys an instance once the searches on it have ended (their errors are theirs). */
function retire(instance: Promise<Instance>): Promise<void> {
  const done: Promise<void> = instance
    .then(async (i) => {
      await Promise.allSettled([...i.searches]);
      await i.pagefind.destroy();
    })
    .catch(() => undefined)
    .finally(() => retiring.delete(done));
  retiring.add(done);
  return done;
}

/**
 * Instances started on Pagefind's current worker. After INSTANCES_PER_MEMORY (src/shared/search.ts: each leaves its
 * index in the worker's memory), the next one starts only once every other is destroyed, so Pagefind terminates the
 * worker and its memory with it; that query waits for a new worker, the others do not.
 */
let onWorker = 0;
/** At most this long a query waits for the other instances' searches to end before the worker is let go. */
const RETIRE_WAIT_MS = 3000;

/**
 * Loads Pagefind's script, the word lists and the indexes' chunk models, and starts the first instance (once; again
 * after a failure, or when the restricted section's state changed). `baseUrl` is the site's base URL. Resolves with
 * whether results of the restricted section can come up (its index merged: the box shows its filter chip then).
 */
export function loadEngine(baseUrl: string): Promise<{restrictedSearchable: boolean}> {
  const engine = engineFor(baseUrl);
  return engine.ready
    .then(() =>
      // The next query's instance; one that failed to start is started again (Try again comes here).
      engine.next.instance.catch(() => {
        engine.next.used = true;
        prepareNext(engine);
        return engine.next.instance;
      }),
    )
    .then((instance) => ({restrictedSearchable: instance.merged}));
}

function engineFor(baseUrl: string): NonNullable<typeof loaded> {
  const restricted = restrictedUnlocked();
  if (loaded && loaded.restricted === restricted) return loaded;
  if (loaded) retire(loaded.next.instance);
  // After a failed load, a fresh address: Chromium keeps a failed module import's error for its URL.
  const script = join(baseUrl, `${PUBLIC_INDEX_PATH}pagefind.js${failedLoads ? `?retry=${failedLoads}` : ''}`);
  const ready = import(/* webpackIgnore: true */ script) as Promise<PagefindScript>;
  const first = ready.then((s) => startInstance(s, baseUrl, restricted));
  onWorker += 1;
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
  // (With the restricted index out of reach, the first instance has it not merged and the public index's model is
  // used.)
  const download = Promise.all([
    fetchChunks(join(baseUrl, PUBLIC_INDEX_PATH)),
    ...(restricted ? [fetchChunks(join(baseUrl, RESTRICTED_INDEX_PATH))] : []),
  ]).then(async (indexes) => {
    const isMerged = await first.then(
      (i) => i.merged,
      () => false,
    );
    return downloadModel(isMerged ? indexes : indexes.slice(0, 1));
  });
  const entry = {baseUrl, restricted, ready, words, download, next: {instance: first, used: false}};
  loaded = entry;
  first.catch(() => undefined);
  ready.catch(() => {
    failedLoads += 1;
    if (loaded === entry) loaded = undefined;
    if (process.env.NODE_ENV !== 'production')
      console.warn('[search] no search index here: `npm run build` builds it (the dev server has none).');
  });
  return entry;
}

/**
 * Makes sure the next query has an instance no query searched, starting one if need be (the one it replaces is
 * destroyed once its searches end). An instance that failed to start is replaced too: one failure (a worker that
 * timed out on a busy machine, a fetch that broke) costs that query at most, never the next.
 */
function prepareNext(engine: NonNullable<typeof loaded>): void {
  const {next} = engine;
  if (!next.used) return;
  const start = () => engine.ready.then((s) => startInstance(s, engine.baseUrl, engine.restricted));
  let instance: Promise<Instance>;
  if (onWorker < INSTANCES_PER_MEMORY) {
    onWorker += 1;
    instance = start();
    retire(next.instance);
  } else {
    onWorker = 1;
    retire(next.instance);
    // A search that never ends does not hold the box: after RETIRE_WAIT_MS the instance starts on the old worker.
    const waited = new Promise((r) => setTimeout(r, RETIRE_WAIT_MS));
    instance = Promise.race([Promise.allSettled([...retiring]), waited]).then(start);
  }
  instance.catch(() => undefined);
  engine.next = {instance, used: false};
}

export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  /** The words the results answer, when not quite the query: some left out, or a typo corrected. */
  shownFor?: ShownFor;
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
  const engine = engineFor(baseUrl);
  await engine.ready;
  const mine = (generation += 1);
  const terms = searchTerms(query);
  if (!terms) return {hits: [], total: 0};
  // The instance this query searches starts now, during the pause below, if a query searched the last one.
  prepareNext(engine);
  await new Promise((r) => setTimeout(r, DEBOUNCE_MS));
  if (mine !== generation) return null;
  // A search that fails (its instance did not start, or broke) is tried once more on a new instance.
  for (let attempt = 0; ; attempt += 1) {
    prepareNext(engine);
    const next = engine.next;
    next.used = true;
    try {
      const instance = await next.instance;
      if (mine !== generation) return null;
      const search = answerQuery(instance, engine, mine, terms, section);
      instance.searches.add(search);
      try {
        return await search;
      } finally {
        instance.searches.delete(search);
      }
    } catch (error) {
      if (mine !== generation) return null;
      if (attempt) throw error;
    }
  }
}

/** The planned search of searchHits on the engine as it stands (null when a newer query superseded it). */
async function answerQuery(
  {pagefind, merged}: Instance,
  engine: NonNullable<typeof loaded>,
  mine: number,
  terms: string,
  section: string | undefined,
): Promise<SearchAnswer | null> {
  const words = await engine.words;
  const model = await engine.download;
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
