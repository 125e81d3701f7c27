/**
 * The one IndexedDB record of Try it (record.ts says what it holds). Every failure (IndexedDB unavailable,
 * private mode, a blocked upgrade) is treated as "nothing stored": the sandbox then starts fresh and keeps
 * its state for this page only.
 */
import {readRecord, writeRecord, type TryItRecord} from './record';

const DB = 'fernpay-sandbox';
const STORE = 'records';
const KEY = 'try-it';

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

export async function saveRecord(record: TryItRecord): Promise<void> {
  try {
    await run('readwrite', (s) => s.put(writeRecord(record), KEY));
  } catch {
    // Not kept across reloads: the page goes on with the state in memory.
  }
}

export async function clearRecord(): Promise<void> {
  try {
    await run('readwrite', (s) => s.delete(KEY));
  } catch {
    // nothing stored, or nothing reachable: nothing to clear
  }
}
