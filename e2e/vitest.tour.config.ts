import { defineConfig } from 'vitest/config';

// The acts tour (docs/contributing.md "The acts tour"): run on demand with
// `pnpm --filter @notary/e2e tour`, never by `npm test` (the e2e config
// includes *.e2e.test.ts only). The same started product as the browser
// tests (global-setup); its steps run in order and share signed-in pages.
export default defineConfig({
  test: {
    include: ['src/**/*.tour.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 300_000,
    hookTimeout: 400_000,
  },
});
