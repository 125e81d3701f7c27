/**
 * The predicates the task-style query sets (search-dev-queries.ts, search-gen-queries.ts, search-heldout-queries.ts)
 * write their expected results with: each over the build's records, never a URL written down.
 */
import type {SearchRecord} from '../../../plugins/search-index/records';
import type {Query} from '../search-queries';

export type Test = (r: SearchRecord) => boolean;
/** An operation whose summary matches; `context` (its API and tag) narrows it. */
export const op =
  (summary: RegExp, context?: RegExp): Test =>
  (r) =>
    r.kind === 'operation' && summary.test(r.title) && (!context || context.test(r.context));
export const hook =
  (title: RegExp): Test =>
  (r) =>
    r.kind === 'webhook' && title.test(r.title);
/** A page or a section whose title matches; `under` keeps it to routes starting with one of the prefixes. */
export const titled =
  (title: RegExp, under?: string[]): Test =>
  (r) =>
    (r.kind === 'page' || r.kind === 'section') &&
    title.test(r.title) &&
    (!under || under.some((u) => r.url.startsWith(u)));
export const pageAt =
  (route: string): Test =>
  (r) =>
    r.kind === 'page' && r.url === route;
/** Any record on the page at `route` (the page, its sections, the entries anchored on it). */
export const onPage =
  (route: string): Test =>
  (r) =>
    r.url === route || r.url.startsWith(`${route}#`);
export const any =
  (...tests: Test[]): Test =>
  (r) =>
    tests.some((t) => t(r));
export const q = (query: string, wants: string, expected: Test): Query => ({query, wants, expected});
