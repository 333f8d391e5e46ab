import { randomBytes } from 'node:crypto';
import { AppError } from '../../common/app-error.js';

/**
 * Janus's HTTP API (janus.transport.http), as the API uses it for the video
 * conference (issue 16.2): a session per conference socket (kept alive, its
 * events read by long polling), plugin handles in it, requests and their
 * answers matched by transaction. Media never passes here: the browsers send
 * their streams to Janus, this only carries the signalling.
 */

/** A JSEP offer or answer as the browser's RTCSessionDescriptionInit. */
export type Jsep = { type: 'offer' | 'answer'; sdp: string; restart?: boolean };

/** One message Janus sends: a request's answer, or an event read by long polling. */
export type JanusMessage = {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: Jsep;
  [key: string]: unknown;
};

export type JanusEventListener = (message: JanusMessage) => void;

/** 503 video_server_unavailable: no media server configured or it does not answer. */
export function videoServerUnavailable(reason: string): AppError {
  return new AppError('video_server_unavailable', 503, `The video conference server is unavailable: ${reason}`);
}

/** A failure Janus reported (a Janus error, or the videoroom plugin's `error_code`). */
export class JanusError extends Error {
  constructor(
    readonly janusCode: number,
    reason: string,
  ) {
    super(`janus error ${janusCode}: ${reason}`);
    this.name = 'JanusError';
  }
}

const REQUEST_TIMEOUT_MS = 10_000;
const EVENT_TIMEOUT_MS = 15_000;
/** Janus drops a session idle for session_timeout (60 s by default); a long poll or a keepalive keeps it. */
const KEEPALIVE_MS = 25_000;

const transaction = () => randomBytes(9).toString('base64url');

export class JanusClient {
  constructor(readonly url: string) {}

  /** POST to Janus; answers its JSON (a Janus-level error becomes JanusError, a network failure 503). */
  async post(path: string, body: Record<string, unknown>): Promise<JanusMessage> {
    let res: Response;
    try {
      res = await fetch(`${this.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ transaction: transaction(), ...body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (e) {
      throw videoServerUnavailable((e as Error).message);
    }
    if (!res.ok) throw videoServerUnavailable(`HTTP ${res.status}`);
    const message = (await res.json()) as JanusMessage;
    if (message.janus === 'error') throw new JanusError(message.error?.code ?? 0, message.error?.reason ?? 'unknown');
    return message;
  }

  /** Janus's `info`: version and loaded plugins; throws 503 when it does not answer. */
  async info(): Promise<{ version_string?: string; plugins?: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await fetch(`${this.url}/info`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (e) {
      throw videoServerUnavailable((e as Error).message);
    }
    if (!res.ok) throw videoServerUnavailable(`HTTP ${res.status}`);
    return (await res.json()) as { version_string?: string; plugins?: Record<string, unknown> };
  }

  async createSession(): Promise<JanusSession> {
    const answer = await this.post('', { janus: 'create' });
    const id = answer.data?.id;
    if (typeof id !== 'number') throw videoServerUnavailable('no session id in the answer');
    const session = new JanusSession(this, id);
    session.start();
    return session;
  }
}

/** A Janus session: keepalive, the long poll that reads its events, its handles. */
export class JanusSession {
  private readonly handles = new Map<number, JanusHandle>();
  private keepalive: NodeJS.Timeout | undefined;
  private poll: AbortController | undefined;
  private isClosed = false;
  /** Called once when Janus ends the session (timeout, restart) or it is destroyed. */
  onClosed: ((reason: string) => void) | undefined;

  constructor(
    readonly client: JanusClient,
    readonly id: number,
  ) {}

  get closed(): boolean {
    return this.isClosed;
  }

  start(): void {
    this.keepalive = setInterval(() => {
      this.client.post(`/${this.id}`, { janus: 'keepalive' }).catch((e: Error) => this.close(`keepalive failed: ${e.message}`));
    }, KEEPALIVE_MS);
    this.keepalive.unref();
    void this.longPoll();
  }

  private async longPoll(): Promise<void> {
    let failures = 0;
    while (!this.isClosed) {
      this.poll = new AbortController();
      try {
        // Janus answers within 30 s: an event, a batch of them (maxev), or a keepalive.
        const res = await fetch(`${this.client.url}/${this.id}?maxev=10&rid=${Date.now()}`, { signal: this.poll.signal });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = (await res.json()) as JanusMessage | JanusMessage[];
        failures = 0;
        for (const message of Array.isArray(body) ? body : [body]) this.dispatch(message);
      } catch (e) {
        if (this.isClosed) return;
        failures += 1;
        if (failures >= 3) {
          this.close(`event poll failed: ${(e as Error).message}`);
          return;
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  private dispatch(message: JanusMessage): void {
    if (message.janus === 'keepalive') return;
    if (message.janus === 'error' && message.error?.code === 458) {
      // 458: no such session (Janus restarted or the session timed out).
      this.close('the session is gone');
      return;
    }
    const handle = message.sender === undefined ? undefined : this.handles.get(message.sender);
    if (!handle) return;
    if (message.janus === 'detached') {
      this.handles.delete(handle.id);
      handle.onDetached();
    }
    handle.deliver(message);
  }

  async attach(plugin = 'janus.plugin.videoroom'): Promise<JanusHandle> {
    const answer = await this.client.post(`/${this.id}`, { janus: 'attach', plugin });
    const id = answer.data?.id;
    if (typeof id !== 'number') throw videoServerUnavailable('no handle id in the answer');
    const handle = new JanusHandle(this, id);
    this.handles.set(id, handle);
    return handle;
  }

  /** @internal */
  forget(handle: JanusHandle): void {
    this.handles.delete(handle.id);
  }

  /** Destroys the session in Janus (detaching every handle: their publishers leave their rooms). */
  async destroy(): Promise<void> {
    if (this.isClosed) return;
    this.close('destroyed');
    await this.client.post(`/${this.id}`, { janus: 'destroy' }).catch(() => undefined);
  }

  private close(reason: string): void {
    if (this.isClosed) return;
    this.isClosed = true;
    clearInterval(this.keepalive);
    this.poll?.abort();
    for (const handle of this.handles.values()) handle.onDetached();
    this.handles.clear();
    this.onClosed?.(reason);
  }
}

type Waiter = { resolve: (m: JanusMessage) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

/** A plugin handle: synchronous requests, asynchronous ones answered by an event of the same transaction. */
export class JanusHandle {
  private readonly waiters = new Map<string, Waiter>();
  private readonly listeners = new Set<JanusEventListener>();
  private isDetached = false;

  constructor(
    readonly session: JanusSession,
    readonly id: number,
  ) {}

  get detached(): boolean {
    return this.isDetached;
  }

  /** Events of this handle that answer no request of ours (publishers joining or leaving, hangups…). */
  on(listener: JanusEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** @internal */
  deliver(message: JanusMessage): void {
    const waiter = message.transaction ? this.waiters.get(message.transaction) : undefined;
    if (waiter && message.janus === 'event') {
      this.waiters.delete(message.transaction as string);
      clearTimeout(waiter.timer);
      const error = pluginError(message);
      if (error) waiter.reject(error);
      else waiter.resolve(message);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  /** @internal */
  onDetached(): void {
    if (this.isDetached) return;
    this.isDetached = true;
    for (const waiter of this.waiters.values()) {
      clearTimeout(waiter.timer);
      waiter.reject(videoServerUnavailable('the media server handle was detached'));
    }
    this.waiters.clear();
    for (const listener of this.listeners) listener({ janus: 'detached', sender: this.id });
  }

  /**
   * A plugin request. Synchronous ones (create, exists, destroy, enable_recording…)
   * answer `success` with the plugin's data; asynchronous ones (join, configure,
   * start) answer `ack` and then an event of the same transaction, which this
   * waits for. The plugin's own errors (`error_code`) become JanusError.
   */
  async message(body: Record<string, unknown>, jsep?: Jsep): Promise<JanusMessage> {
    if (this.isDetached) throw videoServerUnavailable('the media server handle was detached');
    const tx = transaction();
    // Registered before the request: the event may arrive (long poll) before the ack.
    const event = new Promise<JanusMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(tx);
        reject(videoServerUnavailable(`no answer to "${String(body.request)}" within ${EVENT_TIMEOUT_MS} ms`));
      }, EVENT_TIMEOUT_MS);
      this.waiters.set(tx, { resolve, reject, timer });
    });
    event.catch(() => undefined);
    let answer: JanusMessage;
    try {
      answer = await this.session.client.post(`/${this.session.id}/${this.id}`, { janus: 'message', transaction: tx, body, ...(jsep ? { jsep } : {}) });
    } catch (e) {
      this.dropWaiter(tx);
      throw e;
    }
    if (answer.janus === 'ack') return event;
    this.dropWaiter(tx);
    const error = pluginError(answer);
    if (error) throw error;
    return answer;
  }

  private dropWaiter(tx: string): void {
    const waiter = this.waiters.get(tx);
    if (waiter) clearTimeout(waiter.timer);
    this.waiters.delete(tx);
  }

  /** The browser's ICE candidates (null: gathering completed). */
  async trickle(candidate: Record<string, unknown> | null): Promise<void> {
    if (this.isDetached) return;
    await this.session.client.post(`/${this.session.id}/${this.id}`, { janus: 'trickle', candidate: candidate ?? { completed: true } });
  }

  async detach(): Promise<void> {
    if (this.isDetached) return;
    this.onDetached();
    this.session.forget(this);
    await this.session.client.post(`/${this.session.id}/${this.id}`, { janus: 'detach' }).catch(() => undefined);
  }
}

/** The videoroom plugin's answer data (`plugindata.data`). */
export function pluginData(message: JanusMessage): Record<string, unknown> {
  return message.plugindata?.data ?? {};
}

function pluginError(message: JanusMessage): JanusError | undefined {
  const data = message.plugindata?.data;
  if (data && typeof data.error_code === 'number') return new JanusError(data.error_code, String(data.error ?? 'plugin error'));
  return undefined;
}
