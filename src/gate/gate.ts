/**
 * Provider gate: pure logic, no React and no DOM. The UI (ProviderGate) and the
 * unit tests both use these functions.
 *
 * A visitor is unlocked when browser storage holds, under `providerAuth`, a JSON
 * object `{"timestamp": <ms>}` that is younger than one hour. Anything else
 * (missing, malformed, non-numeric, stale, or from the future) locks.
 */

import {pbkdf2} from '@noble/hashes/pbkdf2.js';
import {sha256} from '@noble/hashes/sha2.js';
import {bytesToHex} from '@noble/hashes/utils.js';

export * from './record';

// ---------------------------------------------------------------------------
// Password hashing, the one implementation (the build writes the hash with it, the browser checks with
// it): PBKDF2-HMAC-SHA256 from @noble/hashes (pure JS, so the check also works where crypto.subtle is
// missing, as on plain-HTTP origins other than localhost).

/** The format the build writes: `pbkdf2-sha256$<iterations>$<salt>$<64 hex digits>`. */
export const GATE_HASH_SCHEME = 'pbkdf2-sha256';
/**
 * One check takes 55-90 ms in Node 20 on this project's 2-core machine under a load of about 20 (15 runs, min to
 * median); a phone's browser, perhaps twice that. A speed bump only: the gate protects nothing (README).
 */
export const GATE_HASH_ITERATIONS = 25_000;
/** A stored hash asking for more than this is refused, not computed: it would freeze the page. */
export const GATE_MAX_ITERATIONS = 1_000_000;

const HASH_PATTERN = /^pbkdf2-sha256\$([1-9][0-9]{0,6})\$([^$\s]+)\$([0-9a-f]{64})$/;

export interface GateHash {
  iterations: number;
  salt: string;
  /** The derived key, 32 bytes as lowercase hex. */
  key: string;
}

/** The derived key of `password` (UTF-8) with `salt` (UTF-8), as lowercase hex. */
export function deriveKey(password: string, salt: string, iterations: number): string {
  return bytesToHex(pbkdf2(sha256, password, salt, {c: iterations, dkLen: 32}));
}

/** The stored form of a password's hash (what the build ships). */
export function hashPassword(password: string, salt: string, iterations = GATE_HASH_ITERATIONS): string {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > GATE_MAX_ITERATIONS)
    throw new RangeError(`iterations must be an integer from 1 to ${GATE_MAX_ITERATIONS}, not ${iterations}`);
  if (salt === '' || /[$\s]/.test(salt)) throw new RangeError(`the salt must be non-empty, without "$" or spaces`);
  return `${GATE_HASH_SCHEME}$${iterations}$${salt}$${deriveKey(password, salt, iterations)}`;
}

/**
 * Reads a stored hash; anything that is not the current format (the earlier `{salt, hash, iterations}`
 * object of iterated SHA-256, a truncated string, too many iterations) is `null`. Never throws.
 */
export function parseGateHash(stored: unknown): GateHash | null {
  if (typeof stored !== 'string') return null;
  const match = HASH_PATTERN.exec(stored);
  if (!match) return null;
  const iterations = Number(match[1]);
  if (iterations > GATE_MAX_ITERATIONS) return null;
  return {iterations, salt: match[2], key: match[3]};
}

/** True only for the right password against a hash in the current format; any other stored value locks. */
export function verifyPassword(candidate: string, stored: unknown): boolean {
  const parsed = parseGateHash(stored);
  if (!parsed) return false;
  return deriveKey(candidate, parsed.salt, parsed.iterations) === parsed.key;
}
