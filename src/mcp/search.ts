/**
 * `search_docs`: the site's own search, run in Node. It is Pagefind's browser script and WebAssembly from the
 * build, over the same index files and with the same ranking options as the search box
 * (src/components/Search/engine.ts, SEARCH_RANKING), and the query goes through the box's own `searchTerms`;
 * so results come in the site's order. Pagefind fetches its files: here `fetch` of the `fernpay-index:` scheme
 * answers them from the data inlined in the server.
 *
 * One function (`searchDocs`) is the door: a query expansion the site adopts later plugs in here.
 */
import {searchTerms, type Pagefind, type PagefindResult, type PagefindResultData} from '../components/Search/results';
import {
  DOWNLOAD_SIZES_FILE,
  SEARCH_EXCERPT_WORDS,
  INSTANCES_PER_MEMORY,
  SEARCH_RANKING,
  SEARCH_SECTIONS,
  RESTRICTED_SEARCH_SECTION,
  WORD_LIST_FILE,
} from '../shared/search';
import {
  RESULTS_SHOWN,
  plannedSearch,
  type FinalOrderInput,
  sectionSearch,
  wordIndex,
  type OtherApiWord,
  type ShownFor,
  type PredictedDownload,
  type PriorRanking,
  type WordIndex,
} from '../shared/search-plan';
import {SEARCH_CONCEPTS} from '../shared/search-concepts';
import {downloadModel, indexChunks, parseSizes, type DownloadModel} from '../shared/search-chunks';
import {gunzipSync} from 'node:zlib';
import type {McpData} from './data';

/** The scheme and host the server's Pagefind fetches its inlined index files from. */
export const SCHEME = 'fernpay-index://site';

export interface DocHit {
  title: string;
  /** Where it is: "Partner API › Single payments". */
  breadcrumb?: string;
  /** Route with the anchor (`/toolkit-api/.../api-requests#refund-single-payment`). */
  route: string;
  url: string;
  kind?: string;
  method?: string;
  path?: string;
  snippet: string;
}

let fetchInstalled = false;
const files = new Map<string, string | Uint8Array>();

/**
 * An index file as Pagefind reads it once unzipped (it starts with Pagefind's "pagefind_dcd" mark, which Pagefind
 * takes as already unzipped): unzipped once here, so the fresh engine of each query does not unzip it again. Any
 * other file as it is.
 */
function inflated(bytes: Buffer): Buffer {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  try {
    const raw = gunzipSync(bytes);
    return raw.subarray(0, 12).toString('latin1') === 'pagefind_dcd' ? raw : bytes;
  } catch {
    return bytes;
  }
}

/** An inlined file's bytes, unzipped once if it is an index file (`inflated`), then kept so. */
function fileBytes(p: string): Uint8Array | undefined {
  let bytes = files.get(p);
  if (typeof bytes === 'string') files.set(p, (bytes = inflated(Buffer.from(bytes, 'base64'))));
  return bytes;
}

/** Answers Pagefind's fetches of `fernpay-index://site/...` from the inlined files; anything else as before. */
function installFetch(data: McpData) {
  for (const [p, b64] of Object.entries(data.pagefind)) files.set(p, b64);
  if (fetchInstalled) return;
  fetchInstalled = true;
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(SCHEME)) return original(input, init);
    const p = decodeURI(url.slice(SCHEME.length).split('?')[0]);
    const bytes = fileBytes(p);
    if (bytes === undefined) return new Response('Not found', {status: 404});
    return new Response(bytes as BodyInit, {
      status: 200,
      headers: {'Content-Type': p.endsWith('.js') ? 'text/javascript' : 'application/octet-stream'},
    });
  }) as typeof fetch;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .trim();

/** The section filter values a caller may pass (`Toolkit`, `Partner`, `SDKs`, `Onboarding`; `Provider`). */
export function sectionLabels(restricted: boolean): string[] {
  return [...SEARCH_SECTIONS, ...(restricted ? [RESTRICTED_SEARCH_SECTION] : [])].map((s) => s.label);
}

/** A search's answer: the results, how many were found, and what the box says of the query's words. */
export interface DocAnswer {
  hits: DocHit[];
  total: number;
  /** The words the results answer, when not every word as typed (the words no result holds among them). */
  shownFor?: ShownFor;
  /** Other payment APIs' words in the query, and Fernpay's names for them (the search box says so too). */
  otherApiWords?: OtherApiWord[];
  download?: PredictedDownload;
}

export interface DocSearch {
  search(
    query: string,
    options?: {
      section?: string;
      limit?: number;
      observe?: (inputs: readonly FinalOrderInput[], question: boolean) => void;
      /** EXPERIMENT (issue 40): see plannedSearch's `prior`. */
      prior?: PriorRanking<PagefindResult>;
    },
  ): Promise<DocAnswer>;
  /** Starts loading Pagefind and the index (once); the first search waits for it. */
  load(): Promise<void>;
}

/**
 * Pagefind over the inlined index, loaded on `load()` or the first search. Each search runs on an engine of its own,
 * with no index chunk loaded: Pagefind matches a word as a prefix of the words of every chunk loaded so far, so an
 * engine that ran other queries could answer from more chunks ("customerId" for "customer") than a page's first
 * query. A query's answer is the same whatever was searched before, and the search box's on a fresh page.
 */
export function createDocSearch(data: McpData): DocSearch {
  installFetch(data);
  let spare: Promise<Pagefind> | undefined;
  const words = wordsOf(data);
  const download = downloadOf(data);
  // Made on the first engine (a server with no index built fails its searches, not its start), then kept.
  let script: string | undefined;
  // The evaluation of Pagefind's script the next engines start from, and how many it started: a new one after
  // INSTANCES_PER_MEMORY (src/shared/search.ts), and the old one is collected with its WebAssembly memory once its
  // engines are done. An ES module import would be kept for the process's life (the module map never lets go), so
  // the script is evaluated as a function's body (`classicPagefind`).
  let realm: {module: Promise<PagefindModule>; engines: number} | undefined;
  const loadPagefind = () => {
    if (!realm || realm.engines >= INSTANCES_PER_MEMORY)
      // In a promise: a server with no index built fails its searches, not its start.
      realm = {module: Promise.resolve().then(() => evaluatePagefind((script ??= pagefindScript(data)))), engines: 0};
    realm.engines += 1;
    return startPagefind(data, realm.module);
  };
  return {
    load: () => (spare ??= loadPagefind()).then(() => undefined),
    search: async (query, options) => {
      const engine = spare ?? loadPagefind();
      spare = undefined;
      try {
        return await searchDocs(engine, data.siteUrl, query, {
          ...options,
          words,
          download,
          // The restricted section's server answers its own section first, as the box does on its pages.
          prefer: data.restricted ? RESTRICTED_SEARCH_SECTION.label : undefined,
        });
      } finally {
        await engine.then((p) => p.destroy()).catch(() => undefined);
        // The next query's engine starts loading now, while the client reads this answer.
        spare ??= loadPagefind();
      }
    },
  };
}

/**
 * What a first query downloads, as the search box counts it (search-chunks.ts): each index's chunks from its
 * metadata file and their sizes from the sizes file the build wrote beside it, as inlined here.
 */
function downloadOf(data: McpData): DownloadModel | undefined {
  return downloadModel(
    data.indexes.map((index) => {
      const meta = Object.keys(data.pagefind).find((p) => p.startsWith(`${index}pagefind.`) && p.endsWith('.pf_meta'));
      const sizes = data.pagefind[`${index}${DOWNLOAD_SIZES_FILE}`];
      return {
        // The metadata as Pagefind reads it, unzipped once for both (installFetch has put it in `files`).
        chunks: meta ? indexChunks(fileBytes(meta)!) : [],
        sizes: sizes ? parseSizes(Buffer.from(sizes, 'base64').toString('utf8')) : undefined,
      };
    }),
  );
}

/** The indexes' word lists (typo correction), public first, as the search box merges them. */
export function wordsOf(data: McpData): WordIndex | undefined {
  const seen = new Set<string>();
  const all: string[] = [];
  for (const index of data.indexes) {
    const b64 = data.pagefind[`${index}${WORD_LIST_FILE}`];
    if (!b64) continue;
    for (const w of Buffer.from(b64, 'base64').toString('utf8').split('\n'))
      if (w && !seen.has(w)) {
        seen.add(w);
        all.push(w);
      }
  }
  return all.length ? wordIndex(all) : undefined;
}

/**
 * Pagefind 1.6 waits for its WebAssembly index to be ready by sleeping 50 ms at a time (`getPtr`, and `mergeIndex`
 * for the primary index), which it is a few milliseconds after `init`: as every query starts a fresh engine (the same
 * answer whatever came before), each query waited 50 ms for nothing (search_docs' p50 7 -> 74 ms). The server loads
 * Pagefind from its own copy of the script, so it polls every millisecond instead; the ranking and the answers are
 * the same. `mcp.e2e.ts` checks that the built script still has that wait.
 */
export const PAGEFIND_POLL = 'asyncSleep(50)';
export function quickReadiness(script: string): string {
  return script.split(PAGEFIND_POLL).join('asyncSleep(1)');
}

/** Pagefind's script as the server runs it (its own copy, `quickReadiness`, `classicPagefind`): made once per server. */
function pagefindScript(data: McpData): string {
  return classicPagefind(
    quickReadiness(Buffer.from(data.pagefind[`${data.indexes[0]}pagefind.js`], 'base64').toString('utf8')),
  );
}

export interface PagefindModule {
  createInstance: (o: Record<string, unknown>) => Pagefind;
}

/**
 * Pagefind's module script as the body of an async function that returns its `createInstance`: its one `export`
 * statement made a `return`, `import.meta.url` (read only to guess the index's address, which the server gives)
 * undefined. Throws when the script is not of that shape (a new Pagefind): mcp.e2e.ts runs it on the build's.
 */
export function classicPagefind(script: string): string {
  const exports = script.match(/export\s*\{([^}]*)\};?\s*$/);
  if (!exports || !/(^|,)\s*createInstance\s*(,|$)/.test(exports[1]))
    throw new Error("[mcp] Pagefind's script does not end with the export of createInstance the server expects");
  if (/\bimport\s*\(|(^|[;}])\s*import\s*([{*'"]|\w+\s*(,|from))/.test(script))
    throw new Error("[mcp] Pagefind's script imports something: it can no longer be run as a function body");
  return `"use strict";${script.slice(0, exports.index).replace(/import\.meta\.url/g, 'undefined')};return {createInstance};`;
}

/** One evaluation of Pagefind's script (`classicPagefind`'s body): a WebAssembly instance of its own. */
export function evaluatePagefind(body: string): Promise<PagefindModule> {
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    body: string,
  ) => () => Promise<PagefindModule>;
  return new AsyncFunction(body)();
}

/** A Pagefind engine over the inlined index, with no index chunk loaded. */
function startPagefind(data: McpData, realm: Promise<PagefindModule>): Promise<Pagefind> {
  return (async () => {
    const module = await realm;
    const pagefind = module.createInstance({basePath: `${SCHEME}${data.indexes[0]}`, baseUrl: '/'});
    await pagefind.options({ranking: SEARCH_RANKING, excerptLength: SEARCH_EXCERPT_WORDS, baseUrl: '/'});
    await pagefind.init();
    for (const index of data.indexes.slice(1)) await pagefind.mergeIndex(`${SCHEME}${index}`, {baseUrl: '/'});
    return pagefind;
  })();
}

/**
 * The site's results for a query, best first: what the search box would list (same index, ranking and query
 * handling), optionally within one section (its chip label).
 */
export async function searchDocs(
  engine: Promise<Pagefind>,
  siteUrl: string,
  query: string,
  options: {
    section?: string;
    limit?: number;
    words?: WordIndex;
    download?: DownloadModel;
    prefer?: string;
    observe?: (inputs: readonly FinalOrderInput[], question: boolean) => void;
    prior?: PriorRanking<PagefindResult>;
  } = {},
): Promise<DocAnswer> {
  const pagefind = await engine;
  const terms = searchTerms(query);
  if (!terms) return {hits: [], total: 0};
  // The search box's own plan and ranking (src/shared/search-plan.ts): same words, typos, concepts, fallbacks, order.
  // As many as the box finds before it stops widening the query, so the order is the box's; then the limit. With no
  // section chosen, `prefer` (the restricted section's server: its section) answers its own section first, as the
  // search box does on the section's pages (SECTION_AFFINITY).
  const planned = sectionSearch<PagefindResult>(
    async (t, filters) => (await pagefind.search(t, {filters})).results,
    options.section,
    options.prefer,
    options.download,
  );
  const answer = (await plannedSearch<PagefindResultData, PagefindResult>(
    terms,
    options.words,
    planned.search,
    Math.max(RESULTS_SHOWN, options.limit ?? 10),
    SEARCH_CONCEPTS,
    planned.download,
    options.observe,
    options.prior,
  ))!;
  const data = answer.data.slice(0, options.limit ?? 10);
  const hits = data.map((d): DocHit => {
    const route = d.url;
    return {
      title: stripTags(d.meta.title ?? route),
      breadcrumb: d.meta.context ? stripTags(d.meta.context) : undefined,
      route,
      url: `${siteUrl}${route}`,
      kind: d.meta.kind,
      method: d.meta.method,
      path: d.meta.path,
      snippet: stripTags(d.excerpt),
    };
  });
  return {
    hits,
    total: answer.total,
    shownFor: answer.shownFor,
    ...(answer.otherApiWords && {otherApiWords: answer.otherApiWords}),
    download: answer.download,
  };
}
