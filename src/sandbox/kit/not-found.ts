/**
 * The one look-up-or-404 of the sandbox: a handler (or a step of one) runs on what a look-up finds, and an id
 * that names nothing of the caller's is answered `404` as documented: the toolkit and partner APIs' `Not Found`,
 * or the provider API's message naming the id (`Invalid consentId: aac-…`; the engine wraps the text as
 * `{error: {message}}`). Resource modules write only the look-up (which collection, whose record); no module
 * writes a `404` itself (tests/unit/sandbox-kit-only.test.ts). Pure: no DOM, no Node API.
 */
import type {Reply} from '../types';

/** The toolkit and partner APIs' answer to an unknown id. */
export const NOT_FOUND: Reply = {status: 404, body: 'Not Found'};

/** The provider API's answer to an unknown id: `404` naming the parameter and the id. */
export const notFoundNaming = (param: string, id: string): Reply => ({status: 404, body: `Invalid ${param}: ${id}`});

/** What a look-up gives: the thing, or nothing (`undefined`, `null`, `false`: a record of someone else's). */
export type Found<T> = T | undefined | null | false;

/** What is answered when nothing is found: `NOT_FOUND` (default), or the provider's `{param, id}` message. */
export type Missing = Reply | {param: string; id: string};

const missingReply = (missing: Missing): Reply =>
  'param' in missing ? notFoundNaming(missing.param, missing.id) : missing;

/** `fn` of what was found, or the documented `404`. */
export function ifFound<T, R>(found: Found<T>, fn: (found: T) => R, missing: Missing = NOT_FOUND): R | Reply {
  return found ? fn(found) : missingReply(missing);
}

/**
 * A handler on what `find` finds for the request, or the documented `404`: `Not Found`, or (given `param`, a
 * path parameter) the provider's message naming that parameter and the id the path gave.
 */
export function onFound<C extends {pathParams: Record<string, string>}, T, R>(
  find: (ctx: C) => Found<T>,
  fn: (ctx: C, found: T) => R,
  param?: string,
): (ctx: C) => R | Reply {
  return (ctx) =>
    ifFound(
      find(ctx),
      (found) => fn(ctx, found),
      param === undefined ? NOT_FOUND : {param, id: ctx.pathParams[param] ?? ''},
    );
}

/** What was found, or the documented `404` (for a look-up that is one step of a longer check). */
export const orNotFound = <T>(found: Found<T>, missing: Missing = NOT_FOUND): T | Reply =>
  ifFound(found, (x: T) => x, missing);
