import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  // Vite's transform reads experimentalDecorators/emitDecoratorMetadata from tsconfig.json.
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file at a time: the seed tests take table-wide locks and read table-wide
    // aggregates inside rolled-back transactions, which collide with other files'
    // data on the shared run database when files run side by side.
    fileParallelism: false,
    // The files share one fork's module cache (each still builds its own Nest app on the run's
    // database): importing Nest, TypeORM and the API once instead of once per file saves minutes
    // of the CI's 30 (issue 17; measured in the commit).
    isolate: false,
  },
});
