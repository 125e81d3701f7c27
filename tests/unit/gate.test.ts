import {createHash} from 'node:crypto';
import {describe, expect, it, vi} from 'vitest';
import {
  GATE_STORAGE_KEY,
  GATE_VALIDITY_MS,
  hashPassword,
  isUnlocked,
  readGateRecord,
  safeRead,
  safeWrite,
  serializeGateRecord,
  sha256Hex,
  verifyPassword,
  type StorageLike,
} from '../../src/gate/gate';
import {isRestrictedPath} from '../../src/restricted';
import {announcementStillDismissed} from '../../src/theme/AnnouncementBar/dismissal';
import {DEV_DEFAULT_PASSWORD, gateConfigFromEnv, gateSalt, hashPasswordNode} from '../../src/gate/config';

const NOW = 1_780_000_000_000;

describe('readGateRecord', () => {
  it('unlocks a record younger than one hour', () => {
    expect(readGateRecord(JSON.stringify({timestamp: NOW - 1000}), NOW)).toEqual({
      kind: 'valid',
      timestamp: NOW - 1000,
    });
    expect(isUnlocked(JSON.stringify({timestamp: NOW}), NOW)).toBe(true);
  });
  it('unlocks one millisecond before the hour and locks at exactly one hour', () => {
    expect(isUnlocked(JSON.stringify({timestamp: NOW - GATE_VALIDITY_MS + 1}), NOW)).toBe(true);
    expect(readGateRecord(JSON.stringify({timestamp: NOW - GATE_VALIDITY_MS}), NOW).kind).toBe('stale');
    expect(isUnlocked(JSON.stringify({timestamp: NOW - GATE_VALIDITY_MS - 1}), NOW)).toBe(false);
  });
  it('locks when the record is missing', () => {
    expect(readGateRecord(null, NOW).kind).toBe('missing');
    expect(readGateRecord(undefined, NOW).kind).toBe('missing');
    expect(readGateRecord('', NOW).kind).toBe('missing');
  });
  it.each([
    ['not JSON', '{timestamp:'],
    ['a number', '12345'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['an array', '[1]'],
    ['no timestamp', '{}'],
    ['a string timestamp', '{"timestamp":"1780000000000"}'],
    ['a null timestamp', '{"timestamp":null}'],
    ['a boolean timestamp', '{"timestamp":true}'],
  ])('treats %s as malformed', (_, raw) => {
    expect(readGateRecord(raw, NOW).kind).toBe('malformed');
    expect(isUnlocked(raw, NOW)).toBe(false);
  });
  it('locks a timestamp in the future', () => {
    expect(readGateRecord(JSON.stringify({timestamp: NOW + 1}), NOW).kind).toBe('future');
  });
  it('serialises what it reads back', () => {
    expect(JSON.parse(serializeGateRecord(NOW))).toEqual({timestamp: NOW});
    expect(isUnlocked(serializeGateRecord(NOW), NOW + 10)).toBe(true);
  });
});

describe('isRestrictedPath', () => {
  it('is true for the section and every path under it, whatever the case', () => {
    expect(isRestrictedPath('/provider/overview')).toBe(true);
    expect(isRestrictedPath('/Provider/data/accounts')).toBe(true);
    expect(isRestrictedPath('/provider/category/ob-payments-api')).toBe(true);
    expect(isRestrictedPath('/provider')).toBe(true);
    expect(isRestrictedPath('/providers')).toBe(false);
    expect(isRestrictedPath('/partner-api/overview')).toBe(false);
    expect(isRestrictedPath('/')).toBe(false);
  });
});

describe('storage access', () => {
  const memory = (): StorageLike & {data: Map<string, string>} => {
    const data = new Map<string, string>();
    return {data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v)};
  };
  const throwing: StorageLike = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
  };
  it('reads and writes the providerAuth key', () => {
    const s = memory();
    expect(safeRead(() => s)).toEqual({ok: true, raw: null});
    expect(safeWrite(() => s, NOW)).toBe(true);
    expect(s.data.get(GATE_STORAGE_KEY)).toBe(JSON.stringify({timestamp: NOW}));
  });
  it('reports storage that throws instead of raising', () => {
    expect(safeRead(() => throwing).ok).toBe(false);
    expect(safeWrite(() => throwing, NOW)).toBe(false);
    expect(
      safeRead(() => {
        throw new Error('no window');
      }).ok,
    ).toBe(false);
    expect(safeRead(() => undefined).ok).toBe(false);
  });
});

describe('password hashing', () => {
  it('matches SHA-256 test vectors and node:crypto', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const text of ['a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(1000), 'pässwörd ✓ 🔐']) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });
  it('hashes the same way in the browser and at build time', () => {
    expect(hashPassword('secret', 'salt', 10)).toBe(hashPasswordNode('secret', 'salt', 10));
  });
  it('verifies only the right password', () => {
    const expected = {salt: 'abc123', hash: hashPasswordNode('right', 'abc123', 50), iterations: 50};
    expect(verifyPassword('right', expected)).toBe(true);
    expect(verifyPassword('wrong', expected)).toBe(false);
    expect(verifyPassword('', expected)).toBe(false);
    expect(verifyPassword('right ', expected)).toBe(false);
  });
});

describe('gateConfigFromEnv', () => {
  it('ships a salted hash, never the password', () => {
    const warn = vi.fn();
    const config = gateConfigFromEnv({PROVIDER_GATE_PASSWORD: 'correct horse'}, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(JSON.stringify(config)).not.toContain('correct horse');
    expect(config.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(verifyPassword('correct horse', config)).toBe(true);
    // Reproducible builds: the same inputs give the same salt and hash; another site URL or salt does not.
    expect(gateConfigFromEnv({PROVIDER_GATE_PASSWORD: 'correct horse'}, warn)).toEqual(config);
    expect(
      gateConfigFromEnv({PROVIDER_GATE_PASSWORD: 'correct horse', SITE_URL: 'https://docs.other.example'}, warn).salt,
    ).not.toBe(config.salt);
    expect(gateConfigFromEnv({PROVIDER_GATE_PASSWORD: 'correct horse', PROVIDER_GATE_SALT: 'pepper'}, warn).salt).toBe(
      gateSalt({PROVIDER_GATE_SALT: 'pepper'}),
    );
  });
  it('falls back to the documented development default with a warning', () => {
    const warn = vi.fn();
    const config = gateConfigFromEnv({}, warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain('PROVIDER_GATE_PASSWORD');
    expect(verifyPassword(DEV_DEFAULT_PASSWORD, config)).toBe(true);
  });
});

describe('announcement bar dismissal', () => {
  it('stays dismissed only for the announcement that was dismissed', () => {
    expect(announcementStillDismissed('a', 'a', 'true')).toBe(true);
    expect(announcementStillDismissed('b', 'a', 'true')).toBe(false);
    expect(announcementStillDismissed('a', 'a', 'false')).toBe(false);
    expect(announcementStillDismissed('a', null, null)).toBe(false);
  });
});
