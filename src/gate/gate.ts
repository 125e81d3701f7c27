/**
 * Provider gate: pure logic, no React and no DOM. The UI (ProviderGate) and the
 * unit tests both use these functions.
 *
 * A visitor is unlocked when browser storage holds, under `providerAuth`, a JSON
 * object `{"timestamp": <ms>}` that is younger than one hour. Anything else
 * (missing, malformed, non-numeric, stale, or from the future) locks.
 */

import {sha256} from '@noble/hashes/sha2.js';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js';
import {GATE_STORAGE_KEY, serializeGateRecord} from './record';

export * from './record';

export const GATE_HASH_ITERATIONS = 2_000;

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

// ---------------------------------------------------------------------------
// Password hashing: @noble/hashes' SHA-256 (pure JS, so the check also works where crypto.subtle
// is missing, as on plain-HTTP origins other than localhost).

/** SHA-256 of a UTF-8 string, as lowercase hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function hashPassword(password: string, salt: string, iterations = GATE_HASH_ITERATIONS): string {
  let digest = `${salt}:${password}`;
  for (let i = 0; i < iterations; i += 1) digest = sha256Hex(digest);
  return digest;
}

export function verifyPassword(candidate: string, expected: {salt: string; hash: string; iterations: number}): boolean {
  return hashPassword(candidate, expected.salt, expected.iterations) === expected.hash;
}
