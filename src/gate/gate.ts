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

export * from './record';

export const GATE_HASH_ITERATIONS = 2_000;

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
