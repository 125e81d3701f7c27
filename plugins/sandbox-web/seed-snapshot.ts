/**
 * The public seed's snapshot Try it starts from (DECISIONS.md "Try it starts from the seeded state"): the seed the
 * downloaded sandbox file runs (presets/public.ts), made by the engine over every public API at a fixed instant, as a
 * new sandbox makes it on its first request. The build writes it as one module (browser.ts, `SEED_SNAPSHOT_URL`) the
 * page imports when Try it opens; the page's engine moves it to its own day (src/sandbox/engine/snapshot.ts).
 * Public records only: the provider's seed is not in it.
 */
import {LOCAL_SANDBOX} from '../../src/components/TryIt/helpers';
import {createSandbox, type SandboxApi, type SeedSnapshot} from '../../src/sandbox';
import {seedMoves, seedStateDifference, type SeedRun} from '../../src/sandbox/engine/snapshot';
import {seedLeadMs} from '../../src/sandbox/engine/seeding';
import {PUBLIC_PRESET} from '../../src/sandbox/presets/public';

/**
 * When the snapshot is taken: a fixed instant (the build's output does not move with the build's day), at midday, so
 * that only the instants the engine derives from a date sit at midnight UTC (snapshot.ts moves those by whole days).
 */
export const SNAPSHOT_AT = Date.parse('2026-01-15T12:00:00.000Z');

/**
 * A second run of the seed, to learn which values move with its day (engine/snapshot.ts `seedMoves`): 400 days, 3 h
 * 7 min 11 s later (not a whole number of days, so that a move by the time and one by the days differ; another
 * weekday and season).
 */
const SECOND_RUN_AT = SNAPSHOT_AT + 400 * 86_400_000 + (3 * 3600 + 7 * 60 + 11) * 1000;

/**
 * The public seed run by the engine over every public API with its clock standing at `at`, as the page runs it (from
 * `seedSnapshot` moved to `at`, if given).
 */
async function seedRun(apis: readonly SandboxApi[], at: number, seedSnapshot?: SeedSnapshot): Promise<SeedRun> {
  const sandbox = createSandbox({
    ...(seedSnapshot ? {seedSnapshot} : {}),
    apis: apis.filter((a) => a.family !== 'provider'),
    preset: PUBLIC_PRESET,
    origin: LOCAL_SANDBOX,
    clock: () => at,
  });
  const first = await sandbox.handle({method: 'GET', url: '/_sandbox', headers: {}});
  if (first.status !== 200) throw new Error(`the seed's sandbox answered ${first.status}: ${first.body.slice(0, 200)}`);
  return {takenAt: at, seedStart: at - seedLeadMs(PUBLIC_PRESET.seed ?? []), state: sandbox.snapshot()};
}

export async function publicSeedSnapshot(apis: readonly SandboxApi[]): Promise<SeedSnapshot> {
  const run = await seedRun(apis, SNAPSHOT_AT);
  const second = await seedRun(apis, SECOND_RUN_AT);
  const snapshot = {...run, moves: seedMoves(run, second)};
  // Checked before it is written: moved to the second run's day by the engine, it holds what the seed made there.
  const moved = await seedRun(apis, SECOND_RUN_AT, snapshot);
  const difference = seedStateDifference(moved, second);
  if (difference)
    throw new Error(
      `the public seed's snapshot, moved to another day, differs from the seed run that day at ${difference}: a value derived from a date that no module derives again (ResourceModule.rederive)`,
    );
  return snapshot;
}

/** The module the page imports: the snapshot as JSON, read with `JSON.parse` (faster than the same literal). */
export const seedSnapshotModule = (snapshot: SeedSnapshot): string =>
  `export const snapshot = JSON.parse(${JSON.stringify(JSON.stringify(snapshot))});\n`;
