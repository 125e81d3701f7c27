/**
 * The documented paging of Fernpay's lists, stated once: `page` and `limit` from the query (the PAGING
 * defaults when left out), and the envelope `{docs, page, totalDocs, totalPages, limit, hasNextPage}`; the
 * toolkit and partner lists answer it as `{data: …}` (`pagedReply`), the provider's lists as it is (`pageOf`); the
 * provider's account data its own way, Open Banking's (`linkedPage`: fixed size, `Links`, `Meta.TotalPages`, a
 * `Link` header). And the one newest-first order of a list (`newestCreatedFirst`). Pure: no DOM, no Node API.
 */
import {PAGING} from '../../rules';
import {FAMILY_PREFIX, type Json} from '../openapi';
import type {HandlerContext, Reply} from '../types';

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

/**
 * Newest first by creation time (`createdAt` of each item, ISO 8601); items created in the same millisecond, the
 * later stored first (a collection keeps its records in creation order: ids are never integer-like keys).
 */
export function newestCreatedFirst<T>(items: readonly T[], createdAt: (item: T) => unknown): T[] {
  return items
    .map((item, i) => ({item, i}))
    .sort((a, b) => String(createdAt(b.item)).localeCompare(String(createdAt(a.item))) || b.i - a.i)
    .map((x) => x.item);
}

/**
 * One page of the provider's account data (`PAGING.providerPageSize` items, fixed), with its `Link` header and
 * the Open Banking `Links`/`Meta.TotalPages`: the links are the sandbox's own URLs of the same call.
 */
export function linkedPage<T>(ctx: HandlerContext, items: readonly T[]) {
  const size = PAGING.providerPageSize;
  const page = (ctx.query.page as number | undefined) ?? PAGING.defaultPage;
  const totalPages = Math.ceil(items.length / size);
  const last = Math.max(1, totalPages);
  const path = ctx.operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(ctx.pathParams[name] ?? ''),
  );
  const base = `${ctx.origin}${FAMILY_PREFIX.provider}${path}`;
  const query = (n?: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(ctx.query)) if (k !== 'page') params.set(k, String(v));
    if (n !== undefined) params.set('page', String(n));
    const text = params.toString();
    return text ? `${base}?${text}` : base;
  };
  const links: {Self: string; First: string; Prev?: string; Next?: string; Last: string} = {
    Self: query(),
    First: query(1),
    Last: query(last),
  };
  if (page > 1) links.Prev = query(Math.min(page - 1, last));
  if (page < totalPages) links.Next = query(page + 1);
  const header = [
    `<${links.First}>; rel="first"`,
    links.Prev && `<${links.Prev}>; rel="prev"`,
    links.Next && `<${links.Next}>; rel="next"`,
    `<${links.Last}>; rel="last"`,
  ]
    .filter(Boolean)
    .join(', ');
  return {items: items.slice((page - 1) * size, page * size), links, totalPages, headers: {Link: header}};
}
