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
import {keyed} from '../kit/keyed';

/** Every record of a collection of `state.store`, by id (created on first use). */
export function records(ctx: Pick<EngineContext, 'state'>, name: string): Record<string, Rec> {
  return (ctx.state.store[name] ??= keyed()) as Record<string, Rec>;
}

/** One record of a collection, or undefined (not a string, or unknown). */
export function findRecord(ctx: Pick<EngineContext, 'state'>, name: string, id: unknown): Rec | undefined {
  if (typeof id !== 'string') return undefined;
  const all = records(ctx, name);
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
export type Filter = (record: Rec, value: unknown) => boolean;

/** Filters of the lists: exact value, date range on a timestamp, text search, flag. */
export const filters = {
  equals:
    (field: string): Filter =>
    (r, v) =>
      r[field] === v,
  /** A `from` date (`YYYY-MM-DD`, inclusive) on a timestamp field. */
  from:
    (field: string): Filter =>
    (r, v) =>
      typeof r[field] === 'string' && String(r[field]).slice(0, 10) >= String(v),
  /** A `to` date (inclusive: the whole day) on a timestamp field. */
  to:
    (field: string): Filter =>
    (r, v) =>
      typeof r[field] === 'string' && String(r[field]).slice(0, 10) <= String(v),
  /** Case-insensitive text in any of the fields. */
  search:
    (...fields: string[]): Filter =>
    (r, v) =>
      fields.some((f) => typeof r[f] === 'string' && String(r[f]).toLowerCase().includes(String(v).toLowerCase())),
  /** Case-insensitive equality of a text field. */
  equalsIgnoringCase:
    (field: string): Filter =>
    (r, v) =>
      typeof r[field] === 'string' && String(r[field]).toLowerCase() === String(v).toLowerCase(),
};

/** Records newest first: by `createdAt`, and in one millisecond the later created first (kit/paging.ts). */
export const newestFirst = (items: readonly Rec[]): Rec[] => newestCreatedFirst(items, (r) => r.createdAt);

/** One page of items in the documented envelope, with `page` and `limit` from the query (PAGING defaults). */
export const page = (query: Record<string, unknown>, items: readonly Rec[]): Reply => pagedReply(query, items);

/** The value of a query parameter, or its documented `default` when it was left out. */
function queryValue(op: Operation, query: Record<string, unknown>, name: string): unknown {
  if (query[name] !== undefined) return query[name];
  return op.parameters.find((p) => p.in === 'query' && p.name === name)?.schema.default;
}

// ---- handlers --------------------------------------------------------------------------------------

export interface Resource {
  /** The collection of `state.store` the records live in. */
  collection: string;
  /** What a read shows of a record (default: the record itself). */
  view?: (ctx: HandlerContext, record: Rec) => Rec;
  /** The records' lifecycle: a create takes its `create` transition (status, timestamps, webhook). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  lifecycle?: Lifecycle<any, any>;
}

const shown = (ctx: HandlerContext, r: Resource, record: Rec) => structuredClone(r.view ? r.view(ctx, record) : record);

/** `{saved: true, result}` with the record as reads show it. */
export const saved = (ctx: HandlerContext, r: Resource, record: Rec): Reply => ({
  status: 200,
  body: {saved: true, result: shown(ctx, r, record)},
});

type MaybeReply = Reply | undefined | void;

/** A handler on one existing record, named by the path's `id` (`404` otherwise). */
export const onRecord = (r: Resource, fn: (ctx: HandlerContext, record: Rec) => Promise<Reply> | Reply): Handler =>
  onFound((ctx: HandlerContext) => findRecord(ctx, r.collection, ctx.pathParams.id), fn);

export const crud = {
  /**
   * Creates a record in the documented shape (shapeFrom) with a new id, `createdAt` and `updatedAt`;
   * `build` computes the rest or refuses (a reply). Stored only when not refused, after the `create`
   * transition of its lifecycle, if it has one.
   */
  create:
    (
      r: Resource,
      build?: (ctx: HandlerContext, record: Rec, input: Rec) => Promise<MaybeReply> | MaybeReply,
    ): Handler =>
    async (ctx) => {
      const input = (ctx.body ?? {}) as Rec;
      const now = new Date(ctx.now()).toISOString();
      const record: Rec = {...shapeFrom(ctx.operation, input), id: ctx.newId()};
      if ('createdAt' in record) record.createdAt = now;
      if ('updatedAt' in record) record.updatedAt = now;
      const refused = await build?.(ctx, record, input);
      if (refused) return refused;
      if (r.lifecycle) await apply(ctx, r.lifecycle, record, 'create', {from: null});
      records(ctx, r.collection)[String(record.id)] = record;
      return {status: 201, body: {created: true, result: shown(ctx, r, record)}};
    },

  /** `{data}` with the record named by the path's `id`. */
  get: (r: Resource): Handler => onRecord(r, (ctx, record) => ({status: 200, body: {data: shown(ctx, r, record)}})),

  /**
   * One page of the records, newest first, kept by every query parameter that has a filter (its documented
   * default applies when left out: `archived=false`).
   */
  list:
    (r: Resource, by: Record<string, Filter> = {}, scope?: (ctx: HandlerContext, record: Rec) => boolean): Handler =>
    (ctx) => {
      const active = Object.entries(by)
        .map(([name, keep]) => [queryValue(ctx.operation, ctx.query, name), keep] as const)
        .filter(([value]) => value !== undefined);
      const items = Object.values(records(ctx, r.collection))
        .filter((record) => !scope || scope(ctx, record))
        .filter((record) => active.every(([value, keep]) => keep(record, value)))
        .map((record) => (r.view ? r.view(ctx, record) : record));
      return page(ctx.query, newestFirst(items));
    },

  /**
   * Merges the validated fields of the body into the record and sets `updatedAt`; `check` may refuse first,
   * `after` recomputes what follows from the change.
   */
  edit: (
    r: Resource,
    options: {
      check?: (ctx: HandlerContext, record: Rec, changes: Rec) => MaybeReply;
      after?: (ctx: HandlerContext, record: Rec, changes: Rec) => void;
    } = {},
  ): Handler =>
    onRecord(r, (ctx, record) => {
      const changes = (ctx.body ?? {}) as Rec;
      const refused = options.check?.(ctx, record, changes);
      if (refused) return refused;
      Object.assign(record, structuredClone(changes));
      if ('updatedAt' in record) record.updatedAt = new Date(ctx.now()).toISOString();
      options.after?.(ctx, record, changes);
      return saved(ctx, r, record);
    }),

  /** Deletes the record (`{deleted: true}`); `check` may refuse. */
  remove: (r: Resource, check?: (ctx: HandlerContext, record: Rec) => MaybeReply): Handler =>
    onRecord(r, (ctx, record) => {
      const refused = check?.(ctx, record);
      if (refused) return refused;
      delete records(ctx, r.collection)[String(record.id)];
      return {status: 200, body: {deleted: true}};
    }),
};
