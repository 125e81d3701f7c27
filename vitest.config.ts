import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Docusaurus' `@site` alias, for run-time modules under test.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // A suite's beforeAll does what its tests would (the sandbox compiles every API once per process): the same limit.
    hookTimeout: 60_000,
  },
});
