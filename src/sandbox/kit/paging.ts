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

/** One page of `items` (already filtered and ordered) as the query asks for it. */
export function pageOf<T>(query: Record<string, unknown>, items: readonly T[]): Page<T> {
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
  items: readonly T[],
  show: (item: T) => Json = (item) => structuredClone(item) as Json,
): Reply {
  const page = pageOf(query, items);
  return {status: 200, body: {data: {...page, docs: page.docs.map(show)}}};
}
