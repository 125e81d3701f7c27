/** Pure helpers for the search box (unit-tested): the query Pagefind gets, and what a result shows. */
import type {SearchKind, SearchMeta} from '@site/src/shared/search';
import {SEARCH_UNAVAILABLE} from './messages';

/** What Pagefind returns for one result (`result.data()`), as far as the box uses it. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Partial<SearchMeta>;
}

/** One result of `pagefind.search()`: its id and score, and its data, fetched on demand. */
export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

/** Pagefind's API, as far as the search box and the MCP server use it (the same browser bundle in both). */
export interface Pagefind {
  options: (o: Record<string, unknown>) => Promise<void>;
  mergeIndex: (path: string, o?: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  search: (q: string, o?: {filters?: Record<string, string>}) => Promise<{results: PagefindResult[]}>;
}

export interface SearchHit {
  key: string;
  url: string;
  /** The operation summary, schema name, section heading or page title. */
  title: string;
  /** The API or page it belongs to: "Partner API › Single payments". */
  context?: string;
  kind?: SearchKind;
  /** Operations: HTTP method and path; webhooks: POST and the event. */
  method?: string;
  path?: string;
  /** Pagefind's excerpt: escaped text with the query's words in <mark>. */
  excerpt: string;
}

const KINDS: readonly SearchKind[] = ['operation', 'webhook', 'schema', 'section', 'page'];

/** Records carry routes already; older or foreign URLs (`/x/y.html`, `/x/index.html`) are mapped to routes. */
export function normalizeResultUrl(url: string): string {
  const [path, hash] = url.split('#');
  let clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/$/, '');
  return hash ? `${clean}#${hash}` : clean;
}

/** Docusaurus' zero-width hash-link character, should a title carry it. */
const clean = (text: string | undefined) => text?.replace(/\u200b/g, '').trim() || undefined;

/** One result as the list shows it. */
export function toHit(data: PagefindResultData): SearchHit {
  const url = normalizeResultUrl(data.url);
  const kind = KINDS.find((k) => k === data.meta.kind);
  return {
    key: data.url,
    url,
    title: clean(data.meta.title) ?? url,
    context: clean(data.meta.context),
    kind,
    method: clean(data.meta.method),
    path: clean(data.meta.path),
    excerpt: data.excerpt,
  };
}

/**
 * The query as Pagefind should read it. A path is a run of words to Pagefind ("/payments/single/list"
 * would only match that exact token), so slashes and braces become spaces; an HTTP method in front of a
 * path is dropped (every operation has one).
 */
export function searchTerms(query: string): string {
  return query
    .replace(/^\s*(get|post|put|patch|delete)\s+(?=\/)/i, '')
    .replace(/[/{}]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Arrow-key movement through a list of `count` options, wrapping around. */
export function moveSelection(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current - 1 < 0 ? count - 1 : current - 1;
}

/** The status line under the list. */
export function statusText(state: {
  query: string;
  status: 'idle' | 'loading' | 'ready' | 'unavailable';
  shown: number;
  total: number;
}): string {
  const q = state.query.trim();
  if (state.status === 'unavailable') return SEARCH_UNAVAILABLE;
  if (!q) return 'Type to search. Esc closes.';
  if (state.status !== 'ready') return 'Loading…';
  if (state.total === 0) return `No results for “${q}”.`;
  const count =
    state.total > state.shown
      ? `${state.total} results, the first ${state.shown} shown`
      : `${state.total} result${state.total === 1 ? '' : 's'}`;
  return `${count}. Use ↑ ↓ and Enter.`;
}
