import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources, also in the node (SSR) environment, so no build is needed first.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // Derives the face fixtures from the npm packages once per run (scripts/fixtures.mjs).
    globalSetup: ['./scripts/vitest-global-setup.ts'],
    // Model-backed tests load Human (≈ 1 s) and analyse frames at 40–150 ms each on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
