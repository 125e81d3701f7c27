/**
 * Ordered indexes of a collection, so that a request costs the records it answers and not the whole history:
 * the ids of a group (a company's payments, a parent's transactions) in creation order, oldest first (by the
 * module's key, its `createdAt` first, then the order they were stored in). An index is not kept in the state: it is derived from the
 * collection the first time it is asked (one pass), then kept in step by the module that writes the collection
 * (`added`, `removed`: every writer of an indexed collection calls them). A collection replaced (a reset, a
 * rollback, a state loaded) is another object, and gets a new index. Pure: no DOM, no Node API.
 */
import {rawOf} from '../changes';

export interface OrderedIndex<T> {
  /** The ids of a group, oldest first (the live array: do not change it). */
  ids(group: string): readonly string[];
  /** A record was stored under `id` (keys now: it goes last unless an older key says otherwise). */
  added(id: string, record: T): void;
  /** The record stored under `id` was deleted (before or after the delete). */
  removed(id: string, record: T): void;
}

interface Spec<T> {
  /** The groups a record is listed in (fixed for its life: a company, a parent). */
  groups: (record: T) => readonly string[];
  /**
   * What orders it, as text compared by code unit: its creation time (ISO 8601, fixed format), and whatever else
   * orders records of one millisecond (ties keep the order they were stored in).
   */
  key: (record: T) => string;
}

const indexes = new WeakMap<object, Map<string, OrderedIndex<unknown>>>();

/**
 * The index `name` of `collection` (the state's object, or the engine's view of it: the same index either
 * way), built on first use.
 */
export function orderedIndex<T>(collection: Record<string, T>, name: string, spec: Spec<T>): OrderedIndex<T> {
  const raw = rawOf(collection) as Record<string, T>;
  let byName = indexes.get(raw);
  if (!byName) indexes.set(raw, (byName = new Map()));
  const found = byName.get(name) as OrderedIndex<T> | undefined;
  if (found) return found;
  const index = build(raw, spec);
  byName.set(name, index as OrderedIndex<unknown>);
  return index;
}

function build<T>(collection: Record<string, T>, spec: Spec<T>): OrderedIndex<T> {
  const groups = new Map<string, string[]>();
  const keys = new Map<string, string>();
  const list = (group: string) => {
    let ids = groups.get(group);
    if (!ids) groups.set(group, (ids = []));
    return ids;
  };
  // Stored order is creation order (the clock only moves forward); where it is not, the group is sorted once.
  for (const id in collection) {
    const record = collection[id];
    keys.set(id, spec.key(record));
    for (const g of spec.groups(record)) list(g).push(id);
  }
  for (const ids of groups.values()) {
    let ascending = true;
    for (let i = 1; i < ids.length && ascending; i++) ascending = keys.get(ids[i - 1])! <= keys.get(ids[i])!;
    if (!ascending) {
      const position = new Map(ids.map((id, i) => [id, i]));
      ids.sort((a, b) => {
        const ka = keys.get(a)!;
        const kb = keys.get(b)!;
        return ka < kb ? -1 : ka > kb ? 1 : position.get(a)! - position.get(b)!;
      });
    }
  }
  return {
    ids: (group) => groups.get(group) ?? [],
    added(id, record) {
      if (keys.has(id)) return; // indexed already (the index was built after it was stored)
      const at = spec.key(record);
      keys.set(id, at);
      for (const g of spec.groups(record)) {
        const ids = list(g);
        // Usually last; an older one goes after the last that is not newer than it.
        let i = ids.length;
        while (i > 0 && keys.get(ids[i - 1])! > at) i--;
        ids.splice(i, 0, id);
      }
    },
    removed(id, record) {
      if (!keys.delete(id)) return;
      for (const g of spec.groups(record)) {
        const ids = groups.get(g);
        const i = ids ? ids.lastIndexOf(id) : -1;
        if (i >= 0) ids!.splice(i, 1);
      }
    },
  };
}
