import {defineConfig} from 'vitest/config';

// The Prism mock test: every served API mocked on 127.0.0.1 accepts its documented samples.
export default defineConfig({
  test: {
    include: ['tests/mock/**/*.mock.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
