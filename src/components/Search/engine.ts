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
import {PUBLIC_INDEX_PATH, RESTRICTED_INDEX_PATH, SEARCH_RANKING, SECTION_FILTER} from '@site/src/shared/search';
import {searchTerms, toHit, type PagefindResultData, type SearchHit} from './results';

interface PagefindResult {
  score: number;
  data: () => Promise<PagefindResultData>;
}
interface Pagefind {
  options: (o: Record<string, unknown>) => Promise<void>;
  mergeIndex: (path: string, o?: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  debouncedSearch: (
    q: string,
    o?: {filters?: Record<string, string>},
    ms?: number,
  ) => Promise<{results: PagefindResult[]} | null>;
}

/** Words around the match in a result's excerpt. */
const EXCERPT_WORDS = 24;
/** Results shown (their excerpts are fetched, one small file each). */
export const SHOWN = 12;

let loaded: {restricted: boolean; ready: Promise<Pagefind>} | undefined;
/**
 * Failed loads so far. A browser keeps a module that failed to load in its module map (as the HTML standard
 * says; Chromium 150 does), so importing the same URL again fails at once: a retry asks for a new URL.
 */
let failedLoads = 0;
/** Whether the restricted section's index is merged in the loaded engine. */
let merged = false;

function restrictedUnlocked(): boolean {
  const read = safeRead(() => window.localStorage);
  return read.ok && isUnlocked(read.raw, Date.now());
}

const join = (base: string, path: string) => `${base.replace(/\/$/, '')}${path}`;

/**
 * Loads Pagefind and the index (once; again after a failure, or when the restricted section's state
 * changed). `baseUrl` is the site's base URL.
 */
export function loadEngine(baseUrl: string): Promise<Pagefind> {
  const restricted = restrictedUnlocked();
  if (loaded && loaded.restricted === restricted) return loaded.ready;
  const previous = loaded?.ready;
  const ready = (async () => {
    const pagefind = (await import(
      /* webpackIgnore: true */ join(
        baseUrl,
        `${PUBLIC_INDEX_PATH}pagefind.js${failedLoads ? `?retry=${failedLoads}` : ''}`,
      )
    )) as Pagefind;
    if (previous) await previous.then((p) => p.destroy()).catch(() => undefined);
    merged = false;
    const start = async () => {
      await pagefind.options({ranking: SEARCH_RANKING, excerptLength: EXCERPT_WORDS, baseUrl});
      await pagefind.init();
    };
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
  const entry = {restricted, ready};
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
}

/**
 * The hits for a query (null when a newer query superseded it while Pagefind waited), optionally
 * within one section.
 */
export async function searchHits(baseUrl: string, query: string, section?: string): Promise<SearchAnswer | null> {
  const pagefind = await loadEngine(baseUrl);
  const terms = searchTerms(query);
  if (!terms) return {hits: [], total: 0};
  const filters = section ? {[SECTION_FILTER]: section} : undefined;
  const search = await pagefind.debouncedSearch(terms, {filters}, 120);
  if (!search) return null;
  const data = await Promise.all(search.results.slice(0, SHOWN).map((r) => r.data()));
  return {hits: data.map(toHit), total: search.results.length};
}

/** Whether results of the restricted section can come up (for its filter chip): its index is merged. */
export function restrictedSearchable(): boolean {
  return merged;
}
