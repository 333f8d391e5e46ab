import 'reflect-metadata';
import { type INestApplication, type LogLevel } from '@nestjs/common';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { AnswerCheckInterceptor, answerCheckMode } from './common/answer-check.interceptor.js';
import { bodyParsers } from './common/http/body-limit.js';
import { responseCompression } from './common/http/compression.js';
import type { Ctor } from './common/http/routes.js';
import { GlobalExceptionFilter } from './common/global-exception.filter.js';
import { securityHeaders } from './common/http/security-headers.js';
import type { ApiConfig } from './config.js';
import { prepareDatabase } from './database/migrate.js';
import { tokenRotation } from './identity/token-rotation.js';
import { SessionsService } from './sessions/sessions.service.js';
import { seeders } from './database/seeders.js';

/** Nest's levels printed for each LOG_LEVEL. */
const LOG_LEVELS = { error: ['error'], warn: ['warn', 'error'], log: ['log', 'warn', 'error'] } as const satisfies Record<ApiConfig['logLevel'], LogLevel[]>;

/**
 * Builds the API application (used by `main.ts` and by the integration tests):
 * global `/api` prefix, the error filter, then the migrations and (when asked
 * for) the demo seeders, under one advisory lock so that replicas starting
 * together on one database take turns. Nothing touches the database before:
 * lifecycle hooks run at `init()`/`listen()`.
 */
export async function createApp(config: ApiConfig, databaseUrl: string): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    logger: LOG_LEVELS[config.logLevel],
    // Parsed below with a limit per route; JSON keeps its exact bytes in req.rawBody for signed callbacks.
    bodyParser: false,
  });
  // Only the configured proxies (TRUST_PROXY: the gateway on loopback, nginx in docker-compose) are
  // believed about the client's address: anyone else's X-Forwarded-For would pick its own rate-limit key.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  for (const handler of securityHeaders()) app.use(handler);
  for (const handler of responseCompression()) app.use(handler);
  // Answers are no-store (security-headers.ts): an ETag would be a hash of every body for nothing.
  app.set('etag', false);
  app.use(bodyParsers([...app.get(ModulesContainer).values()].flatMap((m) => [...m.controllers.values()].map((c) => c.metatype as Ctor))));
  // The token to use next on every 200 (spec/shell.md 4), for every route.
  app.use(tokenRotation(app.get(SessionsService)));
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new GlobalExceptionFilter());
  // Every JSON answer is checked against its route's contract (tests: a drift is a 500; development: a warning).
  // Off in production: then no global interceptor, and Nest calls handlers without an observable pipeline.
  if (answerCheckMode() !== 'off') app.useGlobalInterceptors(new AnswerCheckInterceptor());
  const applied = await prepareDatabase(app.get(DataSource), config.seedDemo ? seeders : []);
  if (applied.length > 0) console.log(`[api] demo data seeded: ${applied.join(', ')}`);
  return app;
}
