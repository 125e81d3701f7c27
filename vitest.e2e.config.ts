import {defineConfig} from 'vitest/config';
import {BaseSequencer, type TestSpecification} from 'vitest/node';

/**
 * The longest files first, so the four workers finish together: each file's seconds in a whole e2e run on a quiet
 * machine (282b4d3, 2026-11-30, 908 s; only their order matters, and a file not listed counts as a short one).
 */
const SECONDS: Record<string, number> = {
  search: 709,
  'reference-layout': 388,
  'routes-2': 288,
  'try-it': 256,
  'stale-build': 215,
  'routes-1': 206,
  'sandbox-pages': 204,
  gate: 201,
  chrome: 145,
  loading: 143,
  'run-guide': 113,
  'api-reference': 103,
  'search-heldout': 85,
  host: 80,
  'firefox-reference': 46,
  mcp: 41,
  'docs-as-text': 31,
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
    // Files are independent (each opens its own contexts in the run's one Chromium, against the one server). Four
    // at a time on two cores: most of an end-to-end test's time is waiting (idle periods, animation frames, the
    // page settling, builds of the fixture site), not CPU. The whole suite at load 15 (other jobs on the machine):
    // two workers 1,165 s, four 510 s, every test passing. `E2E_WORKERS=N` to try another count. Files keep their
    // own module state (isolate): shared workers ended the run with "Terminating worker thread" once three files
    // ran in three workers.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || 4,
    minWorkers: 1,
    sequence: {sequencer: LongestFirst},
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `expect.poll` waits up to 10 s, not Vitest's 1 s: with four files on two cores, a page's hover or a status
    // line can take over a second to come (2026-11-30: the search box's hover fetches, once, under load). A poll
    // that never succeeds still fails; one that succeeds returns as soon as it does.
    expect: {poll: {timeout: 10_000}},
  },
});
