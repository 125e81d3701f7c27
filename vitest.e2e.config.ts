import {defineConfig} from 'vitest/config';
import {BaseSequencer, type TestSpecification} from 'vitest/node';

/**
 * The longest files first, so the workers finish together: each file's seconds in a whole e2e run on a quiet
 * machine, three at a time (2026-12-01, 523 s, on chromium-headless-shell; only their order matters, and a file not
 * listed counts as a short one).
 */
const SECONDS: Record<string, number> = {
  'reference-layout': 247,
  search: 220,
  'routes-2': 163,
  'stale-build': 142,
  'routes-1': 118,
  'try-it': 107,
  'run-guide': 57,
  'firefox-reference': 53,
  'sandbox-pages': 52,
  loading: 43,
  gate: 43,
  'search-heldout': 38,
  chrome: 33,
  'api-reference': 30,
  host: 22,
  mcp: 21,
};
const weight = (file: string) => SECONDS[/([^/]+)\.e2e\.ts$/.exec(file)?.[1] ?? ''] ?? 20;
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => weight(b.moduleId) - weight(a.moduleId) || a.moduleId.localeCompare(b.moduleId));
  }
}

// End-to-end: real Chromium against the production build served on 127.0.0.1.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    // Files are independent (each opens its own contexts in the run's one Chromium, against the one server). Three at
    // a time on two cores. On 2026-11-29 most of a test's time was waiting (the whole suite at load 15: two workers
    // 1,165 s, four 510 s). By 2026-11-30 the suite had grown CPU-bound: a profile of a run with four found the cores
    // busy throughout (36 s idle of 1,843 core-s, Chromium about 1,200 CPU-s), and two clean-clone CI runs with four
    // each failed on a different wait passing its limit (an action's 30 s, a test's 120 s). A fourth file adds
    // contention, not throughput. `E2E_WORKERS=N` to try another count. Files keep their own module state (isolate):
    // shared workers ended the run with "Terminating worker thread" once three files ran in three workers.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || 3,
    minWorkers: 1,
    sequence: {sequencer: LongestFirst},
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `expect.poll` waits up to 10 s, not Vitest's 1 s: with several files on two cores, a page's hover or a status
    // line can take over a second to come (2026-11-30: the search box's hover fetches, once, under load). A poll
    // that never succeeds still fails; one that succeeds returns as soon as it does.
    expect: {poll: {timeout: 10_000}},
  },
});
