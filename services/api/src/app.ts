import 'reflect-metadata';
import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { GlobalExceptionFilter } from './common/global-exception.filter.js';
import type { ApiConfig } from './config.js';
import { runSeeders } from './database/seed.js';
import { seeders } from './database/seeders.js';

/**
 * Builds the API application (used by `main.ts` and by the integration tests):
 * global `/api` prefix, the error filter, migrations run by TypeORM at start,
 * then the demo seeders when asked for.
 */
export async function createApp(config: ApiConfig, databaseUrl: string): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    logger: process.env.NODE_ENV === 'test' ? ['error'] : ['log', 'warn', 'error'],
    bodyParser: true,
    // Signed server-to-server callbacks (the payment gateway) are verified over the exact bytes sent.
    rawBody: true,
  });
  // The gateway (loopback) or nginx on the compose network (a private address) sets X-Forwarded-For;
  // per-client rate limits need the real client address behind either.
  app.set('trust proxy', 'loopback, uniquelocal');
  app.useBodyParser('json', { limit: '2mb' });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new GlobalExceptionFilter());
  if (config.seedDemo) {
    const applied = await runSeeders(app.get(DataSource), seeders);
    if (applied.length > 0) console.log(`[api] demo data seeded: ${applied.join(', ')}`);
  }
  return app;
}
