import {defineConfig} from 'vitest/config';

// End-to-end: real Chromium against the production build served on 127.0.0.1.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    // Files are independent (each opens its own contexts against the one server): two at a time,
    // one Chromium each, keeps both cores busy. The slowest (axe per colour mode) are split in two files.
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
