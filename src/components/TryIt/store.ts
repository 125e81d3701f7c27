/**
 * The one IndexedDB record of Try it (record.ts says what it holds), and what lets the tabs of one browser
 * share it: a stamp written with every change (its own key, so a tab reads a few bytes to learn whether the
 * record moved), one Web Lock (`navigator.locks`) around each read-modify-write, and a `BroadcastChannel` that
 * tells the other tabs a change was written. Every IndexedDB failure (unavailable, private mode, a blocked
 * upgrade) is treated as "nothing stored": the sandbox then starts fresh and keeps its state for this page only.
 */
import {readRecord, writeRecord, type TryItRecord} from './record';

const DB = 'fernpay-sandbox';
const STORE = 'records';
const KEY = 'try-it';
/** The stamp of the last change written (a random text): another tab's stamp means the record moved. */
const STAMP_KEY = 'try-it-stamp';
/** The name of the Web Lock and of the BroadcastChannel. */
const SHARED = 'fernpay-sandbox';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked'));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

export async function loadRecord(): Promise<TryItRecord> {
  try {
    return readRecord(await run('readonly', (s) => s.get(KEY)));
  } catch {
    return {ids: []};
  }
}

/** The stamp of the record as stored (undefined when none, or when what is stored is not a short text). */
export async function loadStamp(): Promise<string | undefined> {
  try {
    const value: unknown = await run('readonly', (s) => s.get(STAMP_KEY));
    return typeof value === 'string' && value.length <= 64 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A fresh stamp for a change about to be written. */
export const newStamp = (): string => globalThis.crypto.randomUUID();

/** Writes the record and its stamp in one transaction. */
export async function saveRecord(record: TryItRecord, stamp: string): Promise<void> {
  try {
    await run('readwrite', (s) => {
      s.put(stamp, STAMP_KEY);
      return s.put(writeRecord(record), KEY);
    });
  } catch {
    // Not kept across reloads: the page goes on with the state in memory.
  }
}

/** Removes the record (a reset), with a new stamp so that the other tabs reset too. */
export async function clearRecord(stamp: string): Promise<void> {
  try {
    await run('readwrite', (s) => {
      s.put(stamp, STAMP_KEY);
      return s.delete(KEY);
    });
  } catch {
    // nothing stored, or nothing reachable: nothing to clear
  }
}

let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs `step` alone among the tabs of this browser (one Web Lock, held until its promise settles), so that a
 * read of the record, the call and the write of its result are one step no other tab's write can come between.
 * Not reentrant: `step` must not call `exclusive` again. Without Web Locks (an old browser), the steps of this
 * tab are still run one at a time.
 */
export async function exclusive<T>(step: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return await locks.request(SHARED, step);
  const result = tail.then(step, step);
  tail = result.catch(() => undefined);
  return result;
}

let channel: BroadcastChannel | undefined;

function sharedChannel(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(SHARED);
  return channel;
}

/** Tells the other tabs that a change was written (they reload the record before their next call). */
export function announce(stamp: string): void {
  sharedChannel()?.postMessage({stamp});
}

/** Calls `listener` when another tab wrote a change (this tab's own announcements are not delivered to it). */
export function onAnnounced(listener: () => void): void {
  sharedChannel()?.addEventListener('message', () => listener());
}
