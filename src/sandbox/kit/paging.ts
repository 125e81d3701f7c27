/**
 * The documented paging of Fernpay's lists, stated once: `page` and `limit` from the query (the PAGING
 * defaults when left out), and the envelope `{docs, page, totalDocs, totalPages, limit, hasNextPage}`; the
 * toolkit and partner lists answer it as `{data: …}` (`pagedReply`). Pure: no DOM, no Node API.
 */
import {PAGING} from '../../rules';
import type {Json} from '../openapi';
import type {Reply} from '../types';

export interface Page<T> {
  docs: T[];
  page: number;
  totalDocs: number;
  totalPages: number;
  limit: number;
  hasNextPage: boolean;
}

/** What a page is cut from: an array, or a view of one (`newestFirst`) that copies nothing. */
export interface Sequence<T> {
  readonly length: number;
  slice(start: number, end: number): T[];
}

/** `items` in reverse order, without copying them: a page copies only its own. */
export function newestFirst<T>(items: readonly T[]): Sequence<T> {
  return {
    length: items.length,
    slice: (start, end) => {
      const out: T[] = [];
      for (let i = Math.max(0, start); i < Math.min(end, items.length); i++) out.push(items[items.length - 1 - i]);
      return out;
    },
  };
}

/** One page of `items` (already filtered and ordered) as the query asks for it. */
export function pageOf<T>(query: Record<string, unknown>, items: Sequence<T>): Page<T> {
  const page = typeof query.page === 'number' ? query.page : PAGING.defaultPage;
  const limit = typeof query.limit === 'number' ? query.limit : PAGING.defaultLimit;
  const totalPages = Math.ceil(items.length / limit);
  return {
    docs: items.slice((page - 1) * limit, page * limit),
    page,
    totalDocs: items.length,
    totalPages,
    limit,
    hasNextPage: page < totalPages,
  };
}

/** `200` `{data: page}`, each item of the page as `show` makes it (default: a copy). */
export function pagedReply<T>(
  query: Record<string, unknown>,
  items: Sequence<T>,
  show: (item: T) => Json = (item) => structuredClone(item) as Json,
): Reply {
  const page = pageOf(query, items);
  return {status: 200, body: {data: {...page, docs: page.docs.map(show)}}};
}
