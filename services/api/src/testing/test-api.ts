import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { ApiConfig } from '../config.js';
import { createTestApp } from './app.js';

export type TestApi = {
  /** The app `createTestApp()` built for this describe block; there is none before its `beforeAll` ran. */
  readonly app: INestApplication;
  /** A supertest request against the app's HTTP server. */
  http: () => ReturnType<typeof request>;
  /** POST /api/notarial_act/{actId}/events/{event}: one event of the act's machine, sent as `who`. */
  sendEvent: (who: { auth: Record<string, string> }, actId: string, event: string, body?: object) => request.Test;
};

/**
 * The whole API for the calling describe block: created in a `beforeAll`, closed in an `afterAll`.
 * Call it before the block's own `beforeAll`, so those run once the app exists (vitest runs
 * `beforeAll` hooks in the order they were registered).
 */
export function useTestApi(overrides: Partial<ApiConfig> = {}): TestApi {
  let app: INestApplication | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides);
  });
  afterAll(async () => {
    await app?.close();
  });
  // The helper is called while vitest collects the tests; the app only exists once they run.
  const current = (): INestApplication => {
    if (!app) throw new Error('useTestApi(): the app does not exist yet; use it inside a test or a hook registered after useTestApi()');
    return app;
  };
  const http = () => request(current().getHttpServer());
  return {
    get app() {
      return current();
    },
    http,
    sendEvent: (who, actId, event, body = {}) => http().post(`/api/notarial_act/${actId}/events/${event}`).set(who.auth).send(body),
  };
}
