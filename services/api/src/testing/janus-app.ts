import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { startJanus, type RunningJanus } from '../../../../tools/janus.mjs';
import type { ApiConfig } from '../config.js';
import type { Signed } from './acts-factories.js';
import { createTestApp } from './app.js';

/**
 * The video conference's tests (issue 16): the real Janus of tools/janus.mjs in a data folder of
 * the file's, the API listening on a port and talking to it, and the sockets the file connects,
 * all closed after the file. `config` adds to the app's configuration (a face-check stub, the
 * recordings' folders); `beforeClose` runs after the sockets close and before the app does.
 */
export function useJanusTestApp(options: {
  prefix: string;
  config?: (context: { janus: RunningJanus; dataDir: string }) => Promise<Partial<ApiConfig>> | Partial<ApiConfig>;
  beforeClose?: () => Promise<void>;
}) {
  const world = {} as { app: INestApplication; url: string; janus: RunningJanus; dataDir: string };
  const sockets: Socket[] = [];
  beforeAll(async () => {
    world.dataDir = mkdtempSync(join(tmpdir(), `${options.prefix}-`));
    const started = await startJanus({ dataDir: world.dataDir });
    if (!started) throw new Error('janus is installed but did not start');
    world.janus = started;
    const extra = (await options.config?.({ janus: started, dataDir: world.dataDir })) ?? {};
    world.app = await createTestApp({ janusUrl: started.url, ...extra });
    await world.app.listen(0, '127.0.0.1');
    world.url = `http://127.0.0.1:${(world.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await options.beforeClose?.();
    await world.app?.close();
    await world.janus?.stop();
    if (world.dataDir) rmSync(world.dataDir, { recursive: true, force: true });
  });
  return {
    get app() {
      return world.app;
    },
    get url() {
      return world.url;
    },
    get janus() {
      return world.janus;
    },
    get dataDir() {
      return world.dataDir;
    },
    http: () => request(world.app.getHttpServer()),
    /** A socket of `who`, connected to the API (closed after the file); `listen` is called before it connects. */
    connect: async (who: Signed, listen?: (socket: Socket) => void): Promise<Socket> => {
      const socket = io(world.url, { auth: { token: who.token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      listen?.(socket);
      await new Promise((r) => socket.on('connect', () => r(null)));
      return socket;
    },
  };
}
