import { defineConfig } from 'vitest/config';
import { appConfig } from '../../tools/vite-app.ts';

// Route tests run the app's own plugins (lingui macros and catalogs, React).
const { plugins } = appConfig({ base: '/', port: 0 });

export default defineConfig({
  plugins,
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['../../packages/ui/src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
