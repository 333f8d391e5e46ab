import type { INestApplication } from '@nestjs/common';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig, type ApiConfig } from '../config.js';

/** The whole API on the run's test database, as `main.ts` builds it, without listening. */
export async function createTestApp(overrides: Partial<ApiConfig> = {}): Promise<INestApplication> {
  const url = inject('databaseUrl');
  const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: url, seedDemo: false, ...overrides };
  const app = await createApp(config, url);
  await app.init();
  return app;
}
