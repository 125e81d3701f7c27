import {defineConfig} from 'vitest/config';
import {BaseSequencer, type TestSpecification} from 'vitest/node';

/**
 * The longest files first, so the two workers finish together: each file's seconds in a clean-clone CI run
 * (2026-11-28; only their order matters, and a file not listed counts as a short one). Before, only the route
 * walk was weighted, and reference-layout (about 460 s) started last, with the other worker idle.
 */
const SECONDS: Record<string, number> = {
  'reference-layout': 465,
  'routes-1': 460,
  'routes-2': 440,
  search: 145,
  'stale-build': 130,
  'try-it': 100,
  'run-guide': 105,
  host: 95,
  loading: 90,
  gate: 70,
  'sandbox-pages': 70,
  mcp: 60,
  chrome: 55,
  'firefox-reference': 50,
  'api-reference': 40,
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
    // Files are independent (each opens its own contexts against the one server): two at a time,
    // one Chromium each, keeps both cores busy. The slowest (axe on every route) is split in two files. Three
    // workers were tried once (2026-11-28, with other jobs on the machine): five of the heaviest tests passed the
    // 120 s limit, so two stay until a run at rest shows a third pays.
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
    sequence: {sequencer: LongestFirst},
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
