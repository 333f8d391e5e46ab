import {
  FACE_CHECK_TIMING,
  FACE_CHECK_WS_PATH,
  FINAL_CLOSE_CODES,
  SUBPROTOCOL,
  parseServerMessage,
  type ClientMessage,
  type FaceCheckAuth,
  type FaceCheckLocale,
  type FaceCheckStats,
  type FaceCheckTiming,
} from '../protocol/index.js';
import { openCamera, stopCamera } from './camera.js';
import { createFrameCapturer, type FrameCapturer } from './capture.js';
import { FaceCheckError } from './errors.js';
import { reconnectDelay } from './reconnect.js';
import { decodeFaceCheckToken, type FaceCheckResult } from './token.js';

/** The part of the WebSocket API the client uses, so tests can pass a fake. */
export type WebSocketLike = {
  readonly readyState: number;
  readonly protocol: string;
  onopen: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};
export type WebSocketFactory = (url: string, protocol: string) => WebSocketLike;

export type FaceCheckStatus =
  | { state: 'waiting' }
  | { state: 'connecting'; attempt: number }
  | { state: 'connected' }
  | { state: 'reconnecting'; attempt: number; delayMs: number };

export type StartFaceCheckOptions = {
  /** Defaults to the same origin's `/face-check/ws` (the gateway proxies it to the service). */
  url?: string;
  auth: FaceCheckAuth;
  locale: FaceCheckLocale;
  /** Shows the camera. If it has no stream yet, the camera is opened here and closed at the end. */
  video: HTMLVideoElement;
  /** Every STATS: guidance codes and the face rectangle for the overlay. */
  onStats?: (stats: FaceCheckStats) => void;
  onStatus?: (status: FaceCheckStatus) => void;
  signal?: AbortSignal;
  /** Test and embedding seams. */
  createWebSocket?: WebSocketFactory;
  captureFrame?: FrameCapturer;
  timing?: Partial<FaceCheckTiming>;
  sessionId?: string;
};

const OPEN = 1;

export function defaultFaceCheckUrl(): string {
  return `${location.origin.replace(/^http/, 'ws')}${FACE_CHECK_WS_PATH}`;
}

/** 128 random bits, URL-safe: spec/shell.md 7 "the session-id header is random". */
export function randomSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Runs one face check (spec/shell.md 4 steps 2–4, 7, 9): waits the start
 * delay, connects with subprotocol lpproto (4 s connection time-out, back-off
 * 1 s → 10 s ×1.3 between attempts), sends CONNECT with the auth data, then a
 * frame every 300 ms (never more than one awaiting its STATS), a heartbeat
 * every 3000 ms, until SUCCESS, an ERROR, a final close (4000, 1002) or the
 * overall 123 s time-out. A reconnect keeps the session id, so the service
 * resumes the session where it was.
 */
export function startFaceCheck(options: StartFaceCheckOptions): Promise<FaceCheckResult> {
  const t: FaceCheckTiming = { ...FACE_CHECK_TIMING, ...options.timing };
  const url = options.url ?? defaultFaceCheckUrl();
  const sessionId = options.sessionId ?? randomSessionId();
  const createWebSocket: WebSocketFactory = options.createWebSocket ?? ((u, p) => new WebSocket(u, p));
  const capture = options.captureFrame ?? createFrameCapturer();
  const { video, signal } = options;

  return new Promise<FaceCheckResult>((resolve, reject) => {
    let settled = false;
    let socket: WebSocketLike | null = null;
    let connected = false;
    let attempt = 0;
    let seq = 0;
    let awaitingSeq: number | null = null;
    let awaitingSince = 0;
    let lastHeardAt = 0;
    let ownStream: MediaStream | null = null;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const intervals = new Set<ReturnType<typeof setInterval>>();

    const later = (fn: () => void, ms: number) => {
      const id = setTimeout(() => {
        timers.delete(id);
        fn();
      }, ms);
      timers.add(id);
      return id;
    };
    const cancel = (id: ReturnType<typeof setTimeout> | null) => {
      if (id === null) return;
      clearTimeout(id);
      timers.delete(id);
    };

    const send = (message: ClientMessage) => {
      if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
    };

    const drop = (code?: number) => {
      const s = socket;
      socket = null;
      connected = false;
      awaitingSeq = null;
      if (!s) return;
      s.onopen = s.onmessage = s.onclose = s.onerror = null;
      try {
        s.close(code);
      } catch {
        // already closing
      }
    };

    const cleanup = () => {
      settled = true;
      for (const id of timers) clearTimeout(id);
      for (const id of intervals) clearInterval(id);
      timers.clear();
      intervals.clear();
      signal?.removeEventListener('abort', onAbort);
      stopCamera(ownStream);
    };

    const fail = (error: unknown) => {
      if (settled) return;
      cleanup();
      drop(1000);
      reject(error);
    };

    const succeed = (result: FaceCheckResult) => {
      if (settled) return;
      cleanup();
      drop(1000);
      resolve(result);
    };

    function onAbort() {
      fail(signal?.reason ?? new DOMException('The face check was aborted', 'AbortError'));
    }

    const scheduleReconnect = () => {
      if (settled) return;
      const delayMs = reconnectDelay(attempt, t);
      attempt += 1;
      options.onStatus?.({ state: 'reconnecting', attempt, delayMs });
      later(connect, delayMs);
    };

    function connect() {
      if (settled) return;
      options.onStatus?.({ state: 'connecting', attempt });
      let s: WebSocketLike;
      try {
        s = createWebSocket(url, SUBPROTOCOL);
      } catch {
        scheduleReconnect();
        return;
      }
      socket = s;
      const connectTimer = later(() => {
        // spec/shell.md 9: 4 s to open, else this attempt is abandoned.
        if (socket === s && !connected) {
          drop();
          scheduleReconnect();
        }
      }, t.connectTimeoutMs);

      s.onopen = () => {
        cancel(connectTimer);
        connected = true;
        lastHeardAt = Date.now();
        send({ type: 'CONNECT', sessionId, ...options.auth, locale: options.locale });
        options.onStatus?.({ state: 'connected' });
        sendFrame();
      };
      s.onmessage = (event) => {
        lastHeardAt = Date.now();
        const parsed = parseServerMessage(event.data);
        if (!parsed.ok) {
          // The service never sends this: treat it as a broken peer, not as a glitch to retry.
          drop(1002);
          fail(new FaceCheckError('bad_message', parsed.reason));
          return;
        }
        const message = parsed.message;
        switch (message.type) {
          case 'STATS':
            if (awaitingSeq !== null && message.seq >= awaitingSeq) awaitingSeq = null;
            // The session answers: the next connection problem starts the back-off afresh.
            attempt = 0;
            options.onStats?.(message);
            break;
          case 'SUCCESS':
            try {
              succeed(decodeFaceCheckToken(message.jwt));
            } catch {
              fail(new FaceCheckError('bad_message', 'unreadable token'));
            }
            break;
          case 'ERROR':
            // `busy` comes with close 1013: not final, the reconnect back-off retries.
            if (message.code !== 'busy') fail(new FaceCheckError(message.code, message.message));
            break;
          case 'HEARTBEAT':
            break;
        }
      };
      s.onclose = (event) => {
        cancel(connectTimer);
        if (socket !== s) return;
        socket = null;
        connected = false;
        awaitingSeq = null;
        if (FINAL_CLOSE_CODES.includes(event.code)) {
          fail(new FaceCheckError('closed', `closed with ${event.code}${event.reason ? `: ${event.reason}` : ''}`));
          return;
        }
        scheduleReconnect();
      };
      s.onerror = () => {
        // A close event follows every error event; the reconnect is decided there.
      };
    }

    function sendFrame() {
      if (!connected || socket?.readyState !== OPEN) return;
      // One frame awaiting its STATS at a time, so a slow service is never
      // flooded; after 4 heartbeats without an answer the frame counts as lost.
      if (awaitingSeq !== null && Date.now() - awaitingSince < t.heartbeatMs * 4) return;
      let image: string | null;
      try {
        image = capture(video);
      } catch {
        image = null;
      }
      if (!image) return;
      seq += 1;
      awaitingSeq = seq;
      awaitingSince = Date.now();
      send({ type: 'FRAME', seq, image });
    }

    function heartbeat() {
      if (!connected || !socket) return;
      // The service answers every heartbeat: three periods of silence mean a
      // dead connection that the browser has not noticed (proxies, sleep).
      if (Date.now() - lastHeardAt > t.heartbeatMs * 3) {
        drop(4001);
        scheduleReconnect();
        return;
      }
      send({ type: 'HEARTBEAT', ts: Date.now() });
    }

    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort);
    options.onStatus?.({ state: 'waiting' });
    // spec/shell.md 4 step 7: 123 s after the dialog opened, the check ends.
    later(() => fail(new FaceCheckError('timeout', 'the face check took longer than allowed')), t.overallTimeoutMs);

    const begin = async () => {
      if (!video.srcObject) {
        try {
          ownStream = await openCamera(video);
          if (settled) stopCamera(ownStream);
        } catch (error) {
          fail(error);
          return;
        }
      }
      if (settled) return;
      // spec/shell.md 9: the start delay lets the camera settle its exposure.
      later(connect, t.startDelayMs);
      const frames = setInterval(sendFrame, t.frameIntervalMs);
      const beats = setInterval(heartbeat, t.heartbeatMs);
      intervals.add(frames);
      intervals.add(beats);
    };
    void begin();
  });
}
