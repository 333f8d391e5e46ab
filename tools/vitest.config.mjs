import { defineConfig } from 'vitest/config';

// Tests of the repository's own checks (tools/*.mjs): `npm test` runs them in its unit stage.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['tests/**/*.test.mjs'],
    testTimeout: 120_000,
  },
});
