import { defineConfig } from 'vitest/config';

// Browser tests: one product started for the run (global-setup), each test
// file seeds its own data through the API; files run one after another on
// this 2-core machine.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
