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
    // A screen's state waited for (expect.poll): vitest's default of 1 s failed under a loaded
    // CI machine (the directory map's markers); a poll still fails if it never comes.
    expect: { poll: { timeout: 15_000 } },
  },
});
