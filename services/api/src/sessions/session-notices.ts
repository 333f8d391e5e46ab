import { Logger } from '@nestjs/common';
import pg from 'pg';
import type { DataSource } from 'typeorm';

/** The channel of migration 1764320000000's triggers. */
export const SESSION_CACHE_CHANNEL = 'session_cache';

const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

export type NoticeHandlers = {
  /** LISTEN answered: notices arrive from now on. */
  onListening: () => void;
  /** A notice: `s:<session>`, `u:<user>` or `n:<notary>`. */
  onNotice: (owner: string) => void;
  /** The connection is gone: notices may be lost until `onListening` again. */
  onLost: () => void;
};

/**
 * One connection of its own (not from the pool: it stays LISTENing) that
 * hears the session-cache notices of PostgreSQL and passes them on. On an
 * error or a closed connection it says so at once (`onLost`) and connects
 * again after 0.5 s, 1 s, 2 s … up to 10 s, saying `onListening` when LISTEN
 * answers again. A connection that stops answering (a peer gone without a
 * word, a network cut) counts as lost too: every HEARTBEAT_MS it must answer
 * a `SELECT 1` within HEARTBEAT_TIMEOUT_MS.
 */
export class SessionNotices {
  private readonly logger = new Logger('SessionNotices');
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = 500;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly handlers: NoticeHandlers,
  ) {}

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // The pool's own settings (URL, credentials, TLS) for a client outside it.
    const { Client: _client, max: _max, ...options } = (this.db.driver as unknown as { master: { options: pg.ClientConfig & { Client?: unknown; max?: number } } }).master.options;
    const client = new pg.Client({ ...options, keepAlive: true, keepAliveInitialDelayMillis: 10_000, application_name: 'notary-session-notices' });
    this.client = client;
    let lost = false;
    const onGone = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.handlers.onLost();
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn(JSON.stringify({ event: 'session_notices_lost', error: error?.message ?? 'connection ended', retryMs: this.retryMs }));
      this.timer = setTimeout(() => void this.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 10_000);
    };
    client.on('error', onGone);
    client.on('end', () => onGone());
    client.on('notification', (message) => {
      if (message.channel === SESSION_CACHE_CHANNEL && message.payload) this.handlers.onNotice(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CACHE_CHANNEL}`);
    } catch (error) {
      onGone(error as Error);
      return;
    }
    if (lost || this.stopped) return;
    this.retryMs = 500;
    this.handlers.onListening();
    this.heartbeat = setInterval(() => {
      const timeout = setTimeout(() => onGone(new Error(`no answer within ${HEARTBEAT_TIMEOUT_MS} ms`)), HEARTBEAT_TIMEOUT_MS);
      client.query('SELECT 1').then(
        () => clearTimeout(timeout),
        (error: Error) => {
          clearTimeout(timeout);
          onGone(error);
        },
      );
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }
}
