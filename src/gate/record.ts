/**
 * The provider gate's stored record: pure, no dependencies, so code outside the gate (the search box,
 * which merges the restricted section's index only while it is unlocked) can read it without the hashing,
 * and storage that throws (disabled, sandboxed) is reported, not raised.
 *
 * A visitor is unlocked when browser storage holds, under `providerAuth`, a JSON
 * object `{"timestamp": <ms>}` that is younger than one hour. Anything else
 * (missing, malformed, non-numeric, stale, or from the future) locks.
 */

export const GATE_STORAGE_KEY = 'providerAuth';
export const GATE_VALIDITY_MS = 3_600_000;

export type RecordState =
  | {kind: 'valid'; timestamp: number}
  | {kind: 'missing'}
  | {kind: 'malformed'}
  | {kind: 'stale'; timestamp: number}
  | {kind: 'future'; timestamp: number};

/** Classifies the raw stored string at time `now` (ms since epoch). Never throws. */
export function readGateRecord(raw: string | null | undefined, now: number): RecordState {
  if (raw === null || raw === undefined || raw === '') return {kind: 'missing'};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {kind: 'malformed'};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {kind: 'malformed'};
  const timestamp = (parsed as {timestamp?: unknown}).timestamp;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return {kind: 'malformed'};
  if (timestamp > now) return {kind: 'future', timestamp};
  if (now - timestamp >= GATE_VALIDITY_MS) return {kind: 'stale', timestamp};
  return {kind: 'valid', timestamp};
}

export function isUnlocked(raw: string | null | undefined, now: number): boolean {
  return readGateRecord(raw, now).kind === 'valid';
}

/** The string stored after a correct password. */
export function serializeGateRecord(now: number): string {
  return JSON.stringify({timestamp: now});
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type StorageRead = {ok: true; raw: string | null} | {ok: false; error: unknown};

/** Reads the record; storage that throws (disabled, sandboxed) is reported, not raised. */
export function safeRead(storage: () => StorageLike | undefined): StorageRead {
  try {
    const s = storage();
    if (!s) return {ok: false, error: new Error('storage is not available')};
    return {ok: true, raw: s.getItem(GATE_STORAGE_KEY)};
  } catch (error) {
    return {ok: false, error};
  }
}

/** Writes the record; returns false when storage throws so the caller can fall back to memory. */
export function safeWrite(storage: () => StorageLike | undefined, now: number): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(GATE_STORAGE_KEY, serializeGateRecord(now));
    return true;
  } catch {
    return false;
  }
}
