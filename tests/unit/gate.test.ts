import {createHash, pbkdf2Sync} from 'node:crypto';
import {describe, expect, it, vi} from 'vitest';
import {
  GATE_HASH_ITERATIONS,
  GATE_MAX_ITERATIONS,
  GATE_STORAGE_KEY,
  GATE_VALIDITY_MS,
  deriveKey,
  hashPassword,
  isUnlocked,
  parseGateHash,
  readGateRecord,
  safeRead,
  safeWrite,
  serializeGateRecord,
  verifyPassword,
  type StorageLike,
} from '../../src/gate/gate';
import {isRestrictedPath} from '../../src/restricted';
import {announcementStillDismissed} from '../../src/theme/AnnouncementBar/dismissal';
import {DEV_DEFAULT_PASSWORD, gateConfigFromEnv, gateSalt} from '../../src/gate/config';

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
  it('is PBKDF2-HMAC-SHA256, as node:crypto computes it', () => {
    for (const [password, salt, c] of [
      ['passwd', 'salt', 1],
      ['Password', 'NaCl', 80_000],
      ['pässwörd ✓ 🔐', 'abc123', 10],
      ['', 'salt', 3],
    ] as const) {
      expect(deriveKey(password, salt, c)).toBe(pbkdf2Sync(password, salt, c, 32, 'sha256').toString('hex'));
    }
    // RFC 7914, section 11: PBKDF2-HMAC-SHA-256 (P="passwd", S="salt", c=1), the first 32 of its 64 bytes.
    expect(deriveKey('passwd', 'salt', 1)).toBe('55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc');
  });
  it('stores the scheme, the iterations and the salt with the key', () => {
    const stored = hashPassword('secret', 'salt', 10);
    expect(stored).toBe(`pbkdf2-sha256$10$salt$${pbkdf2Sync('secret', 'salt', 10, 32, 'sha256').toString('hex')}`);
    expect(parseGateHash(stored)).toEqual({iterations: 10, salt: 'salt', key: stored.split('$')[3]});
    expect(hashPassword('secret', 'salt')).toContain(`$${GATE_HASH_ITERATIONS}$`);
    expect(() => hashPassword('secret', 'salt', 0)).toThrow(RangeError);
    expect(() => hashPassword('secret', 'salt', GATE_MAX_ITERATIONS + 1)).toThrow(RangeError);
    expect(() => hashPassword('secret', 'a$b', 10)).toThrow(RangeError);
  });
  it('verifies only the right password', () => {
    const expected = hashPassword('right', 'abc123', 50);
    expect(verifyPassword('right', expected)).toBe(true);
    expect(verifyPassword('wrong', expected)).toBe(false);
    expect(verifyPassword('', expected)).toBe(false);
    expect(verifyPassword('right ', expected)).toBe(false);
  });
  it('locks, never throws, on a hash in an earlier or unknown format', () => {
    // The earlier format: {salt, hash, iterations} of SHA-256 iterated over hex strings.
    let digest = 'abc123:right';
    for (let i = 0; i < 50; i += 1) digest = createHash('sha256').update(digest, 'utf8').digest('hex');
    const key = hashPassword('right', 'abc123', 50).split('$')[3];
    for (const stored of [
      {salt: 'abc123', hash: digest, iterations: 50},
      {salt: 'abc123', hash: key, iterations: 50},
      digest,
      key,
      `pbkdf2-sha512$50$abc123$${key}`,
      `pbkdf2-sha256$0$abc123$${key}`,
      `pbkdf2-sha256$050$abc123$${key}`,
      `pbkdf2-sha256$${GATE_MAX_ITERATIONS + 1}$abc123$${key}`,
      `pbkdf2-sha256$99999999999$abc123$${key}`,
      `pbkdf2-sha256$50$$${key}`,
      `pbkdf2-sha256$50$abc123$${key.toUpperCase()}`,
      `pbkdf2-sha256$50$abc123$${key.slice(1)}`,
      `pbkdf2-sha256$50$abc123$${key}\n`,
      '',
      null,
      undefined,
      50,
      [],
    ]) {
      expect(parseGateHash(stored)).toBeNull();
      expect(verifyPassword('right', stored)).toBe(false);
    }
    expect(verifyPassword('right', `pbkdf2-sha256$50$abc123$${key}`)).toBe(true);
  });
});

describe('gateConfigFromEnv', () => {
  it('ships a salted hash, never the password', () => {
    const warn = vi.fn();
    const config = gateConfigFromEnv({PROVIDER_GATE_PASSWORD: 'correct horse'}, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(JSON.stringify(config)).not.toContain('correct horse');
    expect(config).toMatch(new RegExp(`^pbkdf2-sha256\\$${GATE_HASH_ITERATIONS}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`));
    expect(verifyPassword('correct horse', config)).toBe(true);
    expect(verifyPassword('correct horse!', config)).toBe(false);
    // Reproducible builds: the same inputs give the same salt and hash; another site URL or salt does not.
    const salt = (env: NodeJS.ProcessEnv) => parseGateHash(gateConfigFromEnv(env, warn))?.salt;
    expect(gateConfigFromEnv({PROVIDER_GATE_PASSWORD: 'correct horse'}, warn)).toBe(config);
    expect(salt({PROVIDER_GATE_PASSWORD: 'correct horse', SITE_URL: 'https://docs.other.example'})).not.toBe(
      parseGateHash(config)?.salt,
    );
    expect(salt({PROVIDER_GATE_PASSWORD: 'correct horse', PROVIDER_GATE_SALT: 'pepper'})).toBe(
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
