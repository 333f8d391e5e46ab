import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages from their sources, also in the node (SSR) environment, so no build is needed first.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
