import { defineConfig } from 'vitest/config';
import { appConfig } from '../../tools/vite-app.ts';

// Component tests run the same plugins as the apps (lingui macros and .po
// catalogs, React) so that what is tested is what is built.
const { plugins } = appConfig({ base: '/', port: 0 });

export default defineConfig({
  plugins,
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
