import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Docusaurus' `@site` alias, for run-time modules under test.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    // The unit tests, and the mock tests (Prism and the generated samples run as written) in the same two workers.
    include: ['tests/unit/**/*.test.ts', 'tests/mock/**/*.mock.ts'],
    environment: 'node',
    // The APIs the sandbox suites run on, compiled once per run, and the lifecycle coverage check after the last
    // file (tests/unit/global-setup.ts); every file records the transitions it takes (tests/unit/coverage-setup.ts).
    globalSetup: ['tests/unit/global-setup.ts'],
    // Each worker takes the run's compile of every API as its own (tests/unit/compiled-setup.ts).
    setupFiles: ['tests/unit/compiled-setup.ts', 'tests/unit/coverage-setup.ts'],
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one. Files are independent.
    maxWorkers: Number(process.env.UNIT_WORKERS) || 2,
    // Files share a worker's modules: the files that read the compiled APIs (references, downloads, linters,
    // samples) compile each API once per worker instead of once per file, which halved their CPU time. A file
    // keeps no state in another's way: the sandbox suites build their own sandboxes, and the setup file's
    // recorder is replaced by the next file's.
    isolate: false,
    minWorkers: 1,
    testTimeout: 60_000,
    // A suite's beforeAll does what its tests would (a sandbox suite starts servers, builds files): the same limit.
    hookTimeout: 60_000,
  },
});
