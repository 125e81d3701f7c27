/**
 * The generic create / get / list / edit / delete of a stored resource, for the many operations that follow
 * the toolkit's one pattern (DECISIONS.md "Toolkit business API paths and envelopes"): a create answers `201`
 * `{created: true, result}`, a get `{data}`, a list `{data: {docs, page, totalDocs, totalPages, limit,
 * hasNextPage}}` newest first, a change `{saved: true, result}`, a delete `{deleted: true}`, an unknown id the
 * documented `404` `Not Found`.
 *
 * A new resource takes the shape of the operation's documented response: every property of the resource
 * schema, filled from the request body, else the request schema's `default`, else `null` (nullable), `[]`
 * (array) or `false` (boolean), else the documented example's value (`currency: GBP`); then a new id and
 * timestamps. The module's `build` adds what is computed and refuses what the schema cannot express.
 * Requests were validated against the bundle before a handler runs. Pure: no DOM, no Node API.
 */
import {pointerGet, resolveRef, type Json, type Operation, type Raw} from '../openapi';
import type {EngineContext, Handler, HandlerContext, Reply} from '../types';
import {apply} from '../kit/apply';
import {newestCreatedFirst, pagedReply} from '../kit/paging';
import type {Lifecycle} from '../lifecycles/lifecycle';

export type Rec = Record<string, Json>;

import {onFound} from '../kit/not-found';
import {firstExample} from '../../shared/refs';
import {collection} from '../kit/collection';

/**
 * Every record of a collection of `state.store`, by id (created on first use), as records of type `T` (a module's
 * generated schema; default: loose JSON).
 */
export function records<T extends object>(ctx: Pick<EngineContext, 'state'>, name: string): Record<string, T> {
  return collection<T>(ctx.state, name);
}

/** One record of a collection, or undefined (not a string, or unknown). */
export function findRecord<T extends object>(
  ctx: Pick<EngineContext, 'state'>,
  name: string,
  id: unknown,
): T | undefined {
  if (typeof id !== 'string') return undefined;
  const all = records<T>(ctx, name);
  const found = Object.prototype.hasOwnProperty.call(all, id) ? all[id] : undefined;
  return found && typeof found === 'object' && !Array.isArray(found) ? found : undefined;
}

// ---- the documented shape ---------------------------------------------------------------------------

const resolve = (op: Operation, node: unknown): Raw => resolveRef(op.api.bundled, node, '').value;

const isNullable = (schema: Raw) =>
  ([] as unknown[]).concat(schema.type ?? []).includes('null') ||
  ([...((schema.oneOf as Raw[]) ?? []), ...((schema.anyOf as Raw[]) ?? [])] as Raw[]).some((s) => s.type === 'null');

/** The operation's lowest documented `2xx` JSON response: its envelope schema and first example value. */
function documentedSuccess(op: Operation): {schema: Raw; example: Rec | undefined} | undefined {
  const status = Object.keys(op.responses)
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0];
  const media = status ? op.responses[status].content['application/json'] : undefined;
  if (!media?.schema) return undefined;
  return {schema: media.schema, example: firstExample(media)?.value as Rec | undefined};
}

/** The `default` of a property of the operation's request body schema (a sibling of `$ref` included). */
function requestDefault(op: Operation, key: string): {value: Json} | undefined {
  if (!op.body) return undefined;
  const body = resolve(op, pointerGet(op.api.bundled, op.body.schemaPointer));
  const raw = (body.properties as Raw | undefined)?.[key] as Raw | undefined;
  if (!raw) return undefined;
  if ('default' in raw) return {value: structuredClone(raw.default) as Json};
  const resolved = resolve(op, raw);
  return 'default' in resolved ? {value: structuredClone(resolved.default) as Json} : undefined;
}

/**
 * A new resource in the documented shape of the operation's answer (`result`, or `data`): each property from
 * `input`, else the request's default, else null / [] / false, else the documented example's value.
 */
export function shapeFrom(op: Operation, input: Rec): Rec {
  const success = documentedSuccess(op);
  if (!success) return structuredClone(input);
  const envelope = success.schema.properties as Raw | undefined;
  const key = envelope?.result ? 'result' : 'data';
  const schema = resolve(op, envelope?.[key]);
  const properties = (schema.properties ?? {}) as Raw;
  const example = (success.example?.[key] ?? {}) as Rec;
  const out: Rec = {};
  for (const name of Object.keys(properties)) {
    if (name in input) {
      out[name] = structuredClone(input[name]);
      continue;
    }
    const fallback = requestDefault(op, name);
    if (fallback) {
      out[name] = fallback.value;
      continue;
    }
    const prop = resolve(op, properties[name]);
    const types = ([] as unknown[]).concat(prop.type ?? []);
    out[name] = isNullable(prop)
      ? null
      : types.includes('array')
        ? []
        : types.includes('boolean')
          ? false
          : (structuredClone(example[name]) ?? null);
  }
  return out;
}

// ---- lists -----------------------------------------------------------------------------------------

/** Keeps a record for a query value (the value already validated and typed by the engine). */
export type Filter<T = Rec> = (record: T, value: unknown) => boolean;
type Field<T> = keyof T & string;

/** Filters of the lists: exact value, date range on a timestamp, text search, flag. */
export const filters = {
  equals:
    <T = Rec>(field: Field<T>): Filter<T> =>
    (r, v) =>
      r[field] === v,
  /** A `from` date (`YYYY-MM-DD`, inclusive) on a timestamp field. */
  from:
    <T = Rec>(field: Field<T>): Filter<T> =>
    (r, v) =>
      typeof r[field] === 'string' && String(r[field]).slice(0, 10) >= String(v),
  /** A `to` date (inclusive: the whole day) on a timestamp field. */
  to:
    <T = Rec>(field: Field<T>): Filter<T> =>
    (r, v) =>
      typeof r[field] === 'string' && String(r[field]).slice(0, 10) <= String(v),
  /** Case-insensitive text in any of the fields. */
  search:
    <T = Rec>(...fields: Field<T>[]): Filter<T> =>
    (r, v) =>
      fields.some((f) => typeof r[f] === 'string' && String(r[f]).toLowerCase().includes(String(v).toLowerCase())),
  /** Case-insensitive equality of a text field. */
  equalsIgnoringCase:
    <T = Rec>(field: Field<T>): Filter<T> =>
    (r, v) =>
      typeof r[field] === 'string' && String(r[field]).toLowerCase() === String(v).toLowerCase(),
};

/** Records newest first: by `createdAt`, and in one millisecond the later created first (kit/paging.ts). */
export const newestFirst = <T extends object = Rec>(items: readonly T[]): T[] =>
  newestCreatedFirst(items, (r) => (r as {createdAt?: unknown}).createdAt);

/** One page of items in the documented envelope, with `page` and `limit` from the query (PAGING defaults). */
export const page = <T>(query: Record<string, unknown>, items: readonly T[]): Reply => pagedReply(query, items);

/** The value of a query parameter, or its documented `default` when it was left out. */
function queryValue(op: Operation, query: Record<string, unknown>, name: string): unknown {
  if (query[name] !== undefined) return query[name];
  return op.parameters.find((p) => p.in === 'query' && p.name === name)?.schema.default;
}

// ---- handlers --------------------------------------------------------------------------------------

export interface Resource<T extends object> {
  /** The collection of `state.store` the records live in (records of type `T`). */
  collection: string;
  /** What a read shows of a record (default: the record itself). */
  view?: (ctx: HandlerContext, record: T) => object;
  /** The records' lifecycle: a create takes its `create` transition (status, timestamps, webhook). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  lifecycle?: Lifecycle<any, any>;
}

const shown = <T extends object>(ctx: HandlerContext, r: Resource<T>, record: T) =>
  structuredClone(r.view ? r.view(ctx, record) : record) as Json;

/** `{saved: true, result}` with the record as reads show it. */
export const saved = <T extends object>(ctx: HandlerContext, r: Resource<T>, record: T): Reply => ({
  status: 200,
  body: {saved: true, result: shown(ctx, r, record)},
});

type MaybeReply = Reply | undefined | void;

/** A handler on one existing record, named by the path's `id` (`404` otherwise). */
export const onRecord = <T extends object>(
  r: Resource<T>,
  fn: (ctx: HandlerContext, record: T) => Promise<Reply> | Reply,
): Handler => onFound((ctx: HandlerContext) => findRecord<T>(ctx, r.collection, ctx.pathParams.id), fn);

export const crud = {
  /**
   * Creates a record in the documented shape (shapeFrom) with a new id, `createdAt` and `updatedAt`;
   * `build` computes the rest or refuses (a reply). Stored only when not refused, after the `create`
   * transition of its lifecycle, if it has one.
   */
  create:
    <T extends object = Rec>(
      r: Resource<T>,
      build?: (ctx: HandlerContext, record: T, input: Rec) => Promise<MaybeReply> | MaybeReply,
    ): Handler =>
    async (ctx) => {
      const input = (ctx.body ?? {}) as Rec;
      const now = new Date(ctx.now()).toISOString();
      const id = ctx.newId();
      const shaped: Rec = {...shapeFrom(ctx.operation, input), id};
      if ('createdAt' in shaped) shaped.createdAt = now;
      if ('updatedAt' in shaped) shaped.updatedAt = now;
      // The documented response schema's shape (shapeFrom): the module's record type `T` is that schema's.
      const record = shaped as T;
      const refused = await build?.(ctx, record, input);
      if (refused) return refused;
      if (r.lifecycle) await apply(ctx, r.lifecycle, record, 'create', {from: null});
      records<T>(ctx, r.collection)[id] = record;
      return {status: 201, body: {created: true, result: shown(ctx, r, record)}};
    },

  /** `{data}` with the record named by the path's `id`. */
  get: <T extends object>(r: Resource<T>): Handler =>
    onRecord(r, (ctx, record) => ({status: 200, body: {data: shown(ctx, r, record)}})),

  /**
   * One page of the records, newest first, kept by every query parameter that has a filter (its documented
   * default applies when left out: `archived=false`).
   */
  list:
    <T extends object = Rec>(
      r: Resource<T>,
      by: Record<string, Filter<T>> = {},
      scope?: (ctx: HandlerContext, record: T) => boolean,
    ): Handler =>
    (ctx) => {
      const active = Object.entries(by)
        .map(([name, keep]) => [queryValue(ctx.operation, ctx.query, name), keep] as const)
        .filter(([value]) => value !== undefined);
      const items = Object.values(records<T>(ctx, r.collection))
        .filter((record) => !scope || scope(ctx, record))
        .filter((record) => active.every(([value, keep]) => keep(record, value)))
        .map((record) => (r.view ? r.view(ctx, record) : record));
      return page(ctx.query, newestFirst(items));
    },

  /**
   * Merges the validated fields of the body into the record and sets `updatedAt`; `check` may refuse first,
   * `after` recomputes what follows from the change.
   */
  edit: <T extends object = Rec>(
    r: Resource<T>,
    options: {
      check?: (ctx: HandlerContext, record: T, changes: Rec) => MaybeReply;
      after?: (ctx: HandlerContext, record: T, changes: Rec) => void;
    } = {},
  ): Handler =>
    onRecord(r, (ctx, record) => {
      const changes = (ctx.body ?? {}) as Rec;
      const refused = options.check?.(ctx, record, changes);
      if (refused) return refused;
      Object.assign(record, structuredClone(changes));
      if ('updatedAt' in record) Object.assign(record, {updatedAt: new Date(ctx.now()).toISOString()});
      options.after?.(ctx, record, changes);
      return saved(ctx, r, record);
    }),

  /** Deletes the record (`{deleted: true}`); `check` may refuse. */
  remove: <T extends object = Rec>(r: Resource<T>, check?: (ctx: HandlerContext, record: T) => MaybeReply): Handler =>
    onRecord(r, (ctx, record) => {
      const refused = check?.(ctx, record);
      if (refused) return refused;
      delete records<T>(ctx, r.collection)[ctx.pathParams.id];
      return {status: 200, body: {deleted: true}};
    }),
};
