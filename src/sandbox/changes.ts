/**
 * What one committed step of the engine changed (a request, a tick, a webhook attempt's result), so that a
 * store can keep the change instead of the whole state: the server's `--state` journal (journal.ts) appends
 * one record of these per step. Pure: no DOM, no Node API.
 *
 * How changes are found without copying the state: the engine runs on a view of its state (`trackState`)
 * whose collections (`payments`, `idempotency`, `rateLimits`, every `store` collection) and `scheduled` note
 * which of their entries were written, deleted, or (while `readsChange` is on) read: a record read by a
 * changing step may have been changed in place (`record.payment.status = ...`), so its JSON at the first read
 * is noted, and it is kept again only when its JSON differs at the end of the step (a create reads its company,
 * bank accounts and integrations, and writing them back unchanged made its record three times the change). Records
 * are handed out as they are (never wrapped: resource modules `structuredClone` them). The engine adds what it
 * changes itself (events, a reset, a step whose changes cannot be known: `everything`).
 */
import {keyed} from './kit/keyed';
import type {SandboxEvent, SandboxState} from './types';

/**
 * One change, replayed in order by `applyChanges`: set or delete the value at a path (`['payments', id]`,
 * `['store', 'companies']`, `['counter']`), put an event (replacing the one with its id, or appended), drop
 * the oldest events, or replace the whole state.
 */
export type Change =
  | ['set', string[], unknown]
  | ['delete', string[]]
  | ['event', SandboxEvent]
  | ['dropEvents', number]
  | ['state', SandboxState];

const COLLECTIONS = ['payments', 'idempotency', 'rateLimits'] as const;
type Top = keyof SandboxState;

export interface StateTracker {
  /** The state to run on: reads and writes go to `raw`, and are noted. */
  readonly state: SandboxState;
  /** The state itself (what a snapshot copies). */
  readonly raw: SandboxState;
  /** While true, a record read from a collection counts as changed (a changing step); off for reads only. */
  readsChange: boolean;
  /** An event was added or changed (the engine's own writes to `events`). */
  event(id: string): void;
  /** The oldest `count` events were dropped (the events cap). */
  droppedEvents(count: number): void;
  /** Nothing is known of what changed: the next `take` keeps the whole state. */
  everything(): void;
  /** Runs on another state from now on (a reset, or a rollback); `changed` notes it as a change. */
  replace(raw: SandboxState, changed: boolean): void;
  /** The changes noted since the last `take`, as live values (serialise them before the state moves on). */
  take(): Change[];
}

/** Every view the trackers hand out -> the object it shows (for indexes kept per collection: kit/ordered.ts). */
const views = new WeakMap<object, object>();
/** The object itself behind a tracked view (or the value, when it is not one). */
export function rawOf<T extends object>(value: T): T {
  return (views.get(value) as T | undefined) ?? value;
}

export function trackState(initial: SandboxState): StateTracker {
  let raw = initial;
  let whole = false;
  const tops = new Set<Top>();
  /** Collection path (`payments`, `store/companies`) -> ids written, deleted or read while changing. */
  const entries = new Map<string, Set<string>>();
  /** Collection path -> id -> the record's JSON when a changing step first read it (kept if it differs at the end). */
  const reads = new Map<string, Map<string, string>>();
  const storeCollections = new Set<string>();
  const events = new Set<string>();
  let dropped = 0;
  const proxies = new Map<string, {target: object; proxy: object}>();
  const unwrap = new WeakMap<object, object>();

  const note = (collection: string, id: string) => {
    let set = entries.get(collection);
    if (!set) entries.set(collection, (set = new Set()));
    set.add(id);
  };
  const noteRead = (collection: string, id: string, value: object) => {
    if (entries.get(collection)?.has(id)) return;
    let seen = reads.get(collection);
    if (!seen) reads.set(collection, (seen = new Map()));
    if (!seen.has(id)) seen.set(id, JSON.stringify(value));
  };
  const plain = (value: unknown) => (value && typeof value === 'object' ? (unwrap.get(value) ?? value) : value);
  const cached = <T extends object>(key: string, target: T, make: () => ProxyHandler<T>): T => {
    const hit = proxies.get(key);
    if (hit && hit.target === target) return hit.proxy as T;
    const proxy = new Proxy(target, make());
    unwrap.set(proxy, target);
    views.set(proxy, target);
    proxies.set(key, {target, proxy});
    return proxy;
  };

  /** A collection (id -> record): writes and deletes are noted, and reads while a step changes. */
  const collection = (key: string, target: Record<string, unknown>) =>
    cached(key, target, () => ({
      get(t, id, receiver) {
        const value = Reflect.get(t, id, receiver);
        if (tracker.readsChange && typeof id === 'string' && value && typeof value === 'object')
          noteRead(key, id, value);
        return value;
      },
      set(t, id, value) {
        if (typeof id === 'string') note(key, id);
        return Reflect.set(t, id, plain(value));
      },
      deleteProperty(t, id) {
        if (typeof id === 'string') note(key, id);
        return Reflect.deleteProperty(t, id);
      },
      defineProperty(t, id, descriptor) {
        if (typeof id === 'string') note(key, id);
        return Reflect.defineProperty(t, id, {...descriptor, value: plain(descriptor.value)});
      },
    }));

  /** `store`: each collection tracked; a collection added, replaced or deleted is kept whole. */
  const store = (target: Record<string, Record<string, unknown>>) =>
    cached('store', target, () => ({
      get(t, name, receiver) {
        const value = Reflect.get(t, name, receiver) as unknown;
        return typeof name === 'string' && value && typeof value === 'object' && !Array.isArray(value)
          ? collection(`store/${name}`, value as Record<string, unknown>)
          : value;
      },
      set(t, name, value) {
        if (typeof name === 'string') storeCollections.add(name);
        return Reflect.set(t, name, plain(value));
      },
      deleteProperty(t, name) {
        if (typeof name === 'string') storeCollections.add(name);
        return Reflect.deleteProperty(t, name);
      },
    }));

  /** A top-level array (`scheduled`): any write keeps it whole. */
  const array = (name: Top, target: unknown[]) =>
    cached(name, target, () => ({
      set(t, i, value) {
        tops.add(name);
        return Reflect.set(t, i, plain(value));
      },
      deleteProperty(t, i) {
        tops.add(name);
        return Reflect.deleteProperty(t, i);
      },
    }));

  const view = () =>
    new Proxy(raw, {
      get(t, name, receiver) {
        const value = Reflect.get(t, name, receiver) as unknown;
        if ((COLLECTIONS as readonly (string | symbol)[]).includes(name) && value && typeof value === 'object')
          return collection(name as string, value as Record<string, unknown>);
        if (name === 'store' && value && typeof value === 'object')
          return store(value as Record<string, Record<string, unknown>>);
        if (name === 'scheduled' && Array.isArray(value)) return array('scheduled', value);
        return value;
      },
      set(t, name, value) {
        tops.add(name as Top);
        return Reflect.set(t, name, plain(value));
      },
    });
  let state = view();
  let last = {counter: raw.counter, clockOffsetMs: raw.clockOffsetMs};

  const clear = () => {
    whole = false;
    tops.clear();
    entries.clear();
    reads.clear();
    storeCollections.clear();
    events.clear();
    dropped = 0;
    last = {counter: raw.counter, clockOffsetMs: raw.clockOffsetMs};
  };

  const tracker: StateTracker = {
    get state() {
      return state;
    },
    get raw() {
      return raw;
    },
    readsChange: false,
    event: (id) => void events.add(id),
    droppedEvents: (count) => void (dropped += count),
    everything: () => void (whole = true),
    replace(next, changed) {
      raw = next;
      proxies.clear();
      state = view();
      clear();
      whole = changed;
    },
    take() {
      const changes: Change[] = [];
      if (whole) {
        changes.push(['state', raw]);
        clear();
        return changes;
      }
      const value = (path: string[]) => path.reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], raw);
      const put = (path: string[]) => {
        const v = value(path);
        changes.push(v === undefined ? ['delete', path] : ['set', path, v]);
      };
      for (const top of tops) put([top]);
      if (tops.has('events')) {
        events.clear();
        dropped = 0;
      }
      for (const name of storeCollections) if (!tops.has('store')) put(['store', name]);
      for (const [key, ids] of entries) {
        const path = key.startsWith('store/') ? ['store', key.slice('store/'.length)] : [key];
        if (tops.has(path[0] as Top) || (path[0] === 'store' && storeCollections.has(path[1]))) continue;
        if (value(path) === undefined) continue; // the collection went with a reset or a replacement
        for (const id of ids) put([...path, id]);
      }
      // Records a changing step read: kept when the step changed them in place.
      for (const [key, seen] of reads) {
        const path = key.startsWith('store/') ? ['store', key.slice('store/'.length)] : [key];
        if (tops.has(path[0] as Top) || (path[0] === 'store' && storeCollections.has(path[1]))) continue;
        if (value(path) === undefined) continue;
        const written = entries.get(key);
        for (const [id, before] of seen) {
          if (written?.has(id)) continue;
          const now = value([...path, id]);
          if (now === undefined || JSON.stringify(now) !== before) put([...path, id]);
        }
      }
      if (!tops.has('counter') && raw.counter !== last.counter) put(['counter']);
      if (!tops.has('clockOffsetMs') && raw.clockOffsetMs !== last.clockOffsetMs) put(['clockOffsetMs']);
      if (events.size) {
        const byId = new Map(raw.events.map((e) => [e.id, e]));
        for (const id of events) {
          const event = byId.get(id);
          if (event) changes.push(['event', event]);
        }
      }
      if (dropped) changes.push(['dropEvents', dropped]);
      // Rate-limit windows move on every request: they ride along with the next step that changes something
      // else (a crash may restart a window, never lose a resource).
      if (changes.every((c) => (c[0] === 'set' || c[0] === 'delete') && c[1][0] === 'rateLimits')) {
        const windows = entries.get('rateLimits');
        clear();
        if (windows) entries.set('rateLimits', windows);
        return [];
      }
      clear();
      return changes;
    },
  };
  return tracker;
}

/** Replays changes (parsed from JSON: the values are the state's own from then on) on a state, in order. */
export function applyChanges(state: SandboxState, changes: readonly Change[]): SandboxState {
  for (const change of changes) {
    switch (change[0]) {
      case 'state':
        state = change[1];
        break;
      case 'set':
      case 'delete': {
        const path = change[1];
        let parent = state as unknown as Record<string, unknown>;
        for (const k of path.slice(0, -1)) {
          if (parent[k] === undefined || parent[k] === null || typeof parent[k] !== 'object') parent[k] = keyed();
          parent = parent[k] as Record<string, unknown>;
        }
        const last = path[path.length - 1];
        if (change[0] === 'set') parent[last] = change[2];
        else delete parent[last];
        break;
      }
      case 'event': {
        const at = state.events.findIndex((e) => e.id === change[1].id);
        if (at >= 0) state.events[at] = change[1];
        else state.events.push(change[1]);
        break;
      }
      case 'dropEvents':
        state.events.splice(0, change[1]);
        break;
    }
  }
  return state;
}

/** What is wrong with a parsed list of changes (a journal record), or undefined. */
export function changesProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'it is not a list of changes';
  for (const c of value) {
    if (!Array.isArray(c)) return 'a change is not a list';
    const ok =
      (c[0] === 'set' && c.length === 3 && isPath(c[1])) ||
      (c[0] === 'delete' && c.length === 2 && isPath(c[1])) ||
      (c[0] === 'event' && c.length === 2 && typeof (c[1] as {id?: unknown})?.id === 'string') ||
      (c[0] === 'dropEvents' && c.length === 2 && Number.isInteger(c[1])) ||
      (c[0] === 'state' && c.length === 2 && typeof c[1] === 'object' && c[1] !== null);
    if (!ok) return `a change is not one the sandbox writes: ${JSON.stringify(c).slice(0, 80)}`;
  }
  return undefined;
}
const isPath = (p: unknown) => Array.isArray(p) && p.length > 0 && p.every((k) => typeof k === 'string');
