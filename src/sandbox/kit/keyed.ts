/**
 * Keyed tables (id -> value) that any id reads as a key, never as something else: every collection, bucket
 * and lookup of the sandbox whose keys come from a request (`state.payments`, `state.idempotency`,
 * `state.rateLimits`, `state.store` and each of its collections, the tables keyed by a provider id or an
 * amount's pence) is an object without a prototype, so `__proto__`, `constructor`, `toString` or
 * `hasOwnProperty` as an id is unknown like any other (`404`), instead of `Object.prototype`'s member.
 *
 * The type makes a plain `{}` impossible where a table is expected: `Keyed<T>` carries a brand that only
 * `keyed()` and `keyedFrom()` give, so `state.store[name] ??= {}` does not compile. A state read back from JSON
 * or copied with `structuredClone` (both give plain objects) goes through `keyedState` where the engine takes
 * it (createSandbox, a rollback, the journal). Pure: no DOM, no Node API.
 */
import type {SandboxState} from '../types';

declare const KEYED: unique symbol;

/** A table without a prototype (make one with `keyed()` or `keyedFrom()`). */
export type Keyed<T> = {[id: string]: T} & {readonly [KEYED]: true};

/** An empty table. */
export const keyed = <T>(): Keyed<T> => Object.create(null) as Keyed<T>;

/** A table holding `entries` (a constant table, or a plain object read from JSON), made prototype-free. */
export function keyedFrom<T>(entries: Readonly<Record<string, T>>): Keyed<T> {
  return Object.assign(keyed<T>(), entries);
}

/** An object turned into a table in place (its own keys kept, `__proto__` included); anything else: a new table. */
function asKeyed<T>(value: unknown): Keyed<T> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return keyed<T>();
  if (Object.getPrototypeOf(value) !== null) Object.setPrototypeOf(value, null);
  return value as Keyed<T>;
}

/**
 * The state's tables made prototype-free, in place (a state parsed from JSON, or a `structuredClone` of one):
 * the collections of the state and of its `store`.
 */
export function keyedState(state: SandboxState): SandboxState {
  state.payments = asKeyed(state.payments);
  state.idempotency = asKeyed(state.idempotency);
  state.rateLimits = asKeyed(state.rateLimits);
  state.store = asKeyed(state.store);
  for (const name of Object.keys(state.store)) state.store[name] = asKeyed(state.store[name]);
  return state;
}

/** The value of `key` in a table or a constant object, only if it is its own (never a prototype member). */
export const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  table && Object.hasOwn(table, key) ? table[key] : undefined;
