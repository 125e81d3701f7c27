/**
 * Shared by the search index builder (plugins/search-index, build time) and the search box (run time):
 * the sections a reader can filter on, and the metadata every search record carries.
 */
import {RESTRICTED} from '../restricted';

export interface SearchSection {
  /** The filter value stored in the index (`data-pagefind-filter="section:<label>"`) and shown on the chip. */
  label: string;
  /** How a result names its section ("Partner API › Single payments"). */
  name: string;
  /** Routes of the section start with this. */
  prefix: string;
}

/** The public sections, in the order of the filter chips. */
export const SEARCH_SECTIONS: readonly SearchSection[] = [
  {label: 'Toolkit', name: 'Toolkit API', prefix: '/toolkit-api/'},
  {label: 'Partner', name: 'Partner API', prefix: '/partner-api/'},
  {label: 'SDKs', name: 'SDKs', prefix: '/sdk/'},
  {label: 'Onboarding', name: 'Onboarding', prefix: '/onboarding/'},
];

/** The restricted section: its own index under its prefix, searched only while it is unlocked. */
export const RESTRICTED_SEARCH_SECTION: SearchSection = {
  label: 'Provider',
  name: 'Provider API',
  prefix: `${RESTRICTED.prefix}/`,
};

/** Where each index is served: the public one, and the restricted section's, under its prefix. */
export const PUBLIC_INDEX_PATH = '/pagefind/';
export const RESTRICTED_INDEX_PATH = `${RESTRICTED.prefix}/pagefind/`;

/** The word list written next to each index (plugins/search-index/words.ts), for typo correction. */
export const WORD_LIST_FILE = 'words.txt';

/**
 * The sizes written next to each index at build time (scripts/search-index.mjs): each index chunk's and filter
 * chunk's bytes as served, the largest result files', and (public index) the concept table's chunk, so the planner
 * holds what a first query downloads within its budget in bytes (src/shared/search-chunks.ts `downloadModel`).
 */
export const DOWNLOAD_SIZES_FILE = 'sizes.json';

/** The filter key of the sections. */
export const SECTION_FILTER = 'section';

/** The section of a route (public or restricted), or undefined (home page, other pages). */
export function sectionOf(route: string): SearchSection | undefined {
  const lower = route.toLowerCase();
  return [...SEARCH_SECTIONS, RESTRICTED_SEARCH_SECTION].find((s) => lower.startsWith(s.prefix));
}

/** What a record is: an operation, a webhook or a schema of a reference, a section of a page, or a page. */
export type SearchKind = 'operation' | 'webhook' | 'schema' | 'section' | 'page';

/**
 * Metadata of a record, as Pagefind returns it with each result. `title` is the operation summary, the
 * schema name or the heading; `context` the API or page it belongs to ("Partner API › Single payments");
 * `method` and `path` for operations (`path` holds the event for webhooks).
 */
export interface SearchMeta {
  title: string;
  context?: string;
  kind?: SearchKind;
  method?: string;
  path?: string;
  [key: string]: string | undefined;
}

/**
 * Each record's title is stored twice: under `title` (shown, not ranked) and under the key of its kind,
 * so the ranking can prefer an operation or page whose title matches over a section heading, and that
 * over body text.
 */
export const RANKED_TITLE_KEY: Record<SearchKind, string> = {
  operation: 'operation',
  webhook: 'webhook',
  schema: 'schema',
  section: 'heading',
  page: 'page',
};

/**
 * Pagefind's ranking options for this index (`pagefind.options({ranking})`), tuned with the queries of
 * tests/e2e/search.e2e.ts. Metadata matches add to the body's score by key: an operation or page whose
 * title holds the query's words comes first, then a webhook or a section heading, then a schema; a path,
 * a field name typed exactly or the API's name ("partner") count too; the displayed `title` and the labels
 * (`kind`, `method`) count for nothing. `pageLength` below Pagefind's 0.75 keeps a short section that only
 * mentions a word from outranking the longer one written about it.
 */
/** Words around the match in a result's excerpt (the search box and the MCP server alike). */
export const SEARCH_EXCERPT_WORDS = 24;

export const SEARCH_RANKING = {
  pageLength: 0.5,
  metaWeights: {
    title: 0,
    kind: 0,
    method: 0,
    operation: 16,
    page: 14,
    heading: 9,
    webhook: 8,
    schema: 6,
    path: 5,
    context: 4,
    // A reference entry's field names: 1.5 since its records come from the compiler, which keeps the names once
    // (the page's HTML reader also kept the names of its examples as keywords, repeating most of them).
    fields: 1.5,
    keywords: 0.5,
    // What integrators type to find the record, in their words and other payment APIs' (plugins/search-index/asked.ts):
    // the queries whole (`asked`) are read by the ranking (`askedFactor`), not weighed here; each of their words once
    // (`askedwords`, records.ts `askedWords`) is. 3 chosen on the tuning sets (the sum of their top 1 and top 3, the
    // queries whole weighed: 2 -> 481, 3 -> 486, 4 -> 484, 6 -> 480, 8 -> 473; each word once, 2026-12-01, the tuning
    // sets / the probe of new queries, `search:measure -- --probe`: 2 -> 509 / 2,794, 3 -> 510 / 2,822, 5 -> 502 / 2,816).
    asked: 0,
    askedwords: 3,
  },
} as const;

/**
 * How many Pagefind instances (one per query: the same answer whatever came before) share one of Pagefind's
 * WebAssembly memories. Pagefind 1.6 keeps one WebAssembly instance per copy of its script (in the browser, its web
 * worker), and each instance's index stays in that memory until the copy is gone: `destroy()` frees none of it (its
 * module exports no way to). An instance per query grew the MCP server by about 2.2 MB a query (1.16 GB after 400
 * searches, each slower than the last), and the box's worker alike. So after this many instances the next starts on
 * a new copy: the MCP server evaluates the script afresh (src/mcp/search.ts), the box lets the worker go (every
 * instance destroyed, Pagefind terminates it) and the next instance starts a new one (src/components/Search/engine.ts).
 */
export const INSTANCES_PER_MEMORY = 16;

/** The page that maps other payment APIs' words to Fernpay's (its table reads the search glossary): the box links it. */
export const OTHER_APIS_ROUTE = '/guides/other-payment-apis';
