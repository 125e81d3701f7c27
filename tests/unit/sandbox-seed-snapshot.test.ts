/**
 * The public seed's snapshot (plugins/sandbox-web/seed-snapshot.ts), which Try it's page sandbox starts from: taken on
 * one day (`SNAPSHOT_AT`) and moved to another (src/sandbox/engine/snapshot.ts), it holds what the seed itself makes
 * on that other day: the same records, every date, instant, clock task and generated id moved by the difference
 * (the generated ids' random middle aside). A reset of such a sandbox goes back to the snapshot, on the reset's day.
 * It holds no provider record.
 */
import {describe, expect, it} from 'vitest';
import {publicSeedSnapshot, seedSnapshotModule, SNAPSHOT_AT} from '../../plugins/sandbox-web/seed-snapshot';
import {LOCAL_SANDBOX} from '../../src/components/TryIt/helpers';
import {createSandbox, type SandboxState, type SeedSnapshot} from '../../src/sandbox';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';
import {PROVIDER_SEED} from '../../src/sandbox/seed/provider';
import {seededRecords} from '../../src/sandbox/seed';
import {sandboxApis} from './sandbox-helpers';

const apis = await sandboxApis(false);
const snapshot = await publicSeedSnapshot(apis);

/** The state as text with the random middle of every generated id (core.ts `freshId`) blanked. */
const comparable = (state: SandboxState) =>
  JSON.parse(
    JSON.stringify(state).replace(/(?<![0-9a-f])([0-9a-f]{8})[0-9a-f]{10}([0-9a-f]{6})(?![0-9a-f])/g, '$1-$2'),
  );

/** What a new sandbox whose clock stands at `at` holds: the seed made there, or the snapshot moved there. */
async function seededAt(at: number, seedSnapshot?: SeedSnapshot): Promise<SandboxState> {
  const sandbox = createSandbox({
    apis,
    preset: PUBLIC_PRESET,
    origin: LOCAL_SANDBOX,
    clock: () => at,
    ...(seedSnapshot ? {seedSnapshot} : {}),
  });
  await sandbox.handle({method: 'GET', url: '/_sandbox', headers: {}});
  return sandbox.snapshot();
}

/** Days in summer and winter time, near midnight either way, a weekend, a leap day, and before the snapshot. */
const DAYS = [
  '2026-07-01T10:30:00.000Z',
  '2026-07-18T23:59:58.250Z',
  '2026-12-31T00:00:03.000Z',
  '2028-02-29T16:45:12.999Z',
  '2025-03-30T01:00:00.000Z',
];

describe("the public seed's snapshot", () => {
  it('is taken at a fixed instant, with dates in it', () => {
    expect(snapshot.takenAt).toBe(SNAPSHOT_AT);
    expect(snapshot.seedStart).toBeLessThanOrEqual(SNAPSHOT_AT);
    expect(JSON.stringify(snapshot.state)).toContain('"2026-01-15T11:59:55.000Z"');
  });

  it.each(DAYS)('started on %s, holds what the seed makes that day', async (day) => {
    const at = Date.parse(day);
    expect(comparable(await seededAt(at, snapshot))).toEqual(comparable(await seededAt(at)));
  });

  it("starts a new sandbox, and a reset one, on the sandbox's day", async () => {
    let at = Date.parse(DAYS[1]);
    const sandbox = createSandbox({
      apis,
      preset: PUBLIC_PRESET,
      origin: LOCAL_SANDBOX,
      clock: () => at,
      seedSnapshot: snapshot,
    });
    await sandbox.handle({method: 'GET', url: '/_sandbox', headers: {}});
    expect(comparable(sandbox.snapshot())).toEqual(comparable(await seededAt(at)));
    const gone = await sandbox.handle({
      method: 'DELETE',
      url: '/v1/customers/6655a1b2c3d4e5f6a7b8c905/delete',
      headers: {...PUBLIC_PRESET.credentials.toolkit!.headers},
    });
    expect(gone.status).toBeLessThan(300);
    at = Date.parse(DAYS[3]);
    expect((await sandbox.handle({method: 'POST', url: '/_sandbox/reset', headers: {}})).status).toBe(200);
    await sandbox.handle({method: 'GET', url: '/_sandbox', headers: {}});
    expect(comparable(sandbox.snapshot())).toEqual(comparable(await seededAt(at)));
  });

  it('holds every public seeded record and no provider one', () => {
    const text = seedSnapshotModule(snapshot);
    for (const record of seededRecords(PUBLIC_PRESET.seed ?? [])) expect(text).toContain(record.id);
    for (const record of seededRecords(PROVIDER_SEED)) expect(text, record.what).not.toContain(record.id);
  });
});
