import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './app.js';

/** The API listening on a local port for a file's socket tests, and the sockets opened to it. */
export interface SocketTestApp {
  /** The app (set in beforeAll). */
  readonly app: INestApplication;
  /** Its base URL, http://127.0.0.1:<port>. */
  readonly url: string;
  /**
   * A socket.io client with the session token (none: no auth), over websocket, never reconnecting;
   * `options` add to or replace these. Closed after the file's tests.
   */
  connect(token?: string, options?: Partial<ManagerOptions & SocketOptions>): Socket;
  /** `connect`, resolved once the client's 'connect' has come. */
  connected(token: string): Promise<Socket>;
}

/** Call inside a describe: starts the whole API on a free port before its tests, closes it and the sockets after. */
export function useSocketTestApp(): SocketTestApp {
  let app: INestApplication | undefined;
  let url = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await app?.close();
  });
  const connect = (token?: string, options: Partial<ManagerOptions & SocketOptions> = {}) => {
    const socket = io(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, ...options });
    sockets.push(socket);
    return socket;
  };
  return {
    get app() {
      if (!app) throw new Error('the socket test app starts in beforeAll');
      return app;
    },
    get url() {
      return url;
    },
    connect,
    async connected(token) {
      const socket = connect(token);
      await new Promise((resolve) => socket.on('connect', () => resolve(null)));
      return socket;
    },
  };
}
