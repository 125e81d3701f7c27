import {defineConfig} from 'vitest/config';
import {BaseSequencer, type TestSpecification} from 'vitest/node';

/**
 * The longest files first, so the two workers finish together: each file's seconds in a clean-clone CI run
 * (d420057, 2026-11-29; only their order matters, and a file not listed counts as a short one).
 */
const SECONDS: Record<string, number> = {
  'reference-layout': 300,
  'routes-1': 215,
  'routes-2': 190,
  loading: 170,
  gate: 165,
  'try-it': 145,
  'stale-build': 145,
  search: 145,
  'run-guide': 105,
  'sandbox-pages': 95,
  'firefox-reference': 80,
  chrome: 70,
  mcp: 55,
  'api-reference': 50,
  host: 50,
  'restricted-leaks': 45,
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
