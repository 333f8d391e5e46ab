/**
 * HTTP and websocket front of the service: GET /face-check/health,
 * GET /face-check/jwks.json, and the `lpproto` socket at /face-check/ws.
 * The main thread only parses, validates and routes messages; analysis runs
 * in the worker pool, so heartbeats are answered at once even under load.
 */
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  CLOSE_PROTOCOL_ERROR,
  CLOSE_SESSION_ENDED,
  CLOSE_TRY_AGAIN_LATER,
  FACE_CHECK_HEALTH_PATH,
  FACE_CHECK_JWKS_PATH,
  FACE_CHECK_WS_PATH,
  MAX_MESSAGE_CHARS,
  SUBPROTOCOL,
  parseClientMessage,
  type FaceCheckErrorCode,
  type ServerMessage,
} from '@notary/face-check/protocol';
import type { AnalyseOptions, EmbeddingResult, FaceCrop, FrameAnalysis, Rect } from './analysis/types.js';
import type { FaceCheckConfig } from './config.js';
import { CHALLENGE_KINDS, type ChallengeKind, type LivenessLimits } from './liveness/tracker.js';
import { FaceCheckSession } from './session/session.js';
import { jwks, type SigningKey } from './token/keys.js';
import { signFaceCheckToken } from './token/sign.js';

export type Analysis = {
  analyse(jpeg: Uint8Array, options: AnalyseOptions): Promise<FrameAnalysis>;
  embed(crop: FaceCrop): Promise<EmbeddingResult>;
  readonly isReady: boolean;
};

export type FaceCheckServerOptions = {
  config: FaceCheckConfig;
  analysis: Analysis;
  key: SigningKey;
  cropBestShot(jpeg: Uint8Array, face: Rect): Promise<string>;
  limits?: Partial<LivenessLimits>;
  now?: () => number;
  log?: (event: string, fields: Record<string, unknown>) => void;
};

/**
 * Production order: the eye step and one head turn, both chosen and ordered
 * at random per attempt, so a recording made in advance does not match.
 */
export function randomPlan(): ChallengeKind[] {
  const turn: ChallengeKind = CHALLENGE_KINDS[randomInt(2)] ?? 'left';
  return randomInt(2) === 0 ? ['eyes', turn] : [turn, 'eyes'];
}

/**
 * What ws reads of one message at most (the protocol's 1 MiB of text plus
 * room for the JSON around a frame). A message up to here is read and
 * refused by parseClientMessage; a longer one is cut by ws as soon as its
 * frame header announces the length, before its payload is buffered, so one
 * socket never holds more than this. Both get ERROR message_too_large and
 * close 1002 (FaceCheckSocket).
 */
export const WS_MAX_PAYLOAD = MAX_MESSAGE_CHARS + 64 * 1024;

/** ws's close code for a message over maxPayload. */
const CLOSE_MESSAGE_TOO_BIG = 1009;
const TOO_LARGE: ServerMessage = { type: 'ERROR', code: 'message_too_large', message: `longer than ${MAX_MESSAGE_CHARS} characters` };

/**
 * The service's sockets. ws answers a message over maxPayload by closing
 * with 1009 itself, without a word to the client, and 1009 is not final for
 * the client (it would reconnect and resume). ws does that through close(),
 * while the socket is still open: this sends the protocol's ERROR first and
 * closes with 1002 like any other oversized message.
 */
export class FaceCheckSocket extends WebSocket {
  override close(code?: number, data?: string | Buffer): void {
    if (code === CLOSE_MESSAGE_TOO_BIG && this.readyState === this.OPEN) {
      this.send(JSON.stringify(TOO_LARGE));
      super.close(CLOSE_PROTOCOL_ERROR, 'message_too_large');
      return;
    }
    super.close(code, data);
  }
}

export type FaceCheckServer = {
  server: Server;
  sessions: ReadonlyMap<string, FaceCheckSession>;
  listen(): Promise<AddressInfo>;
  close(): Promise<void>;
};

export function createFaceCheckServer(options: FaceCheckServerOptions): FaceCheckServer {
  const { config, analysis, key } = options;
  const now = options.now ?? Date.now;
  const log = options.log;
  const sessions = new Map<string, FaceCheckSession>();
  const jwksBody = JSON.stringify(jwks([key]));

  const json = (res: ServerResponse, status: number, body: string, cache = 'no-store') => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': cache });
    res.end(body);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === FACE_CHECK_HEALTH_PATH) {
      json(res, 200, JSON.stringify({ status: 'ok', models: analysis.isReady ? 'loaded' : 'loading', sessions: sessions.size }));
    } else if (req.method === 'GET' && path === FACE_CHECK_JWKS_PATH) {
      json(res, 200, jwksBody, 'public, max-age=300');
    } else {
      json(res, 404, JSON.stringify({ error: 'not found' }));
    }
  });

  const wss = new WebSocketServer<typeof FaceCheckSocket>({
    WebSocket: FaceCheckSocket,
    noServer: true,
    maxPayload: WS_MAX_PAYLOAD,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
  });

  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '/').split('?')[0];
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    if (path !== FACE_CHECK_WS_PATH || !offered.includes(SUBPROTOCOL)) {
      socket.end(`HTTP/1.1 ${path === FACE_CHECK_WS_PATH ? '400 Bad Request' : '404 Not Found'}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const sessionDeps = {
    analyse: (jpeg: Uint8Array, o: AnalyseOptions) => analysis.analyse(jpeg, o),
    embed: (crop: FaceCrop) => analysis.embed(crop),
    cropBestShot: options.cropBestShot,
    sign: (claims: Parameters<typeof signFaceCheckToken>[1]) => signFaceCheckToken(key, claims),
    plan: config.fixedChallenge ? () => [...(config.fixedChallenge ?? [])] : randomPlan,
    now,
    limits: { stepTimeoutMs: config.stepTimeoutMs, maxAttempts: config.maxAttempts, ...options.limits },
    sessionTimeoutMs: config.sessionTimeoutMs,
    frameWindowMs: config.frameWindowMs,
    maxFramesPerWindow: config.maxFramesPerWindow,
    resumeGraceMs: config.resumeGraceMs,
    log,
  };

  wss.on('connection', (ws: FaceCheckSocket) => {
    let session: FaceCheckSession | null = null;
    let closed = false;
    const send = (message: ServerMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const close = (code: number, reason: string) => {
      if (closed) return;
      closed = true;
      clearTimeout(idle);
      clearTimeout(connectDeadline);
      ws.close(code, reason.slice(0, 120));
    };
    const refuse = (code: FaceCheckErrorCode, message: string, closeCode: number) => {
      send({ type: 'ERROR', code, message: message.slice(0, 500) });
      close(closeCode, code);
    };
    const output = { send, close };

    let idle = setTimeout(() => ws.terminate(), config.idleTimeoutMs);
    const connectDeadline = setTimeout(() => {
      if (!session) refuse('bad_message', 'no CONNECT', CLOSE_PROTOCOL_ERROR);
    }, config.connectTimeoutMs);

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (closed) return;
      clearTimeout(idle);
      idle = setTimeout(() => ws.terminate(), config.idleTimeoutMs);
      const parsed = parseClientMessage(isBinary ? data : data.toString());
      if (!parsed.ok) {
        refuse(parsed.code, parsed.reason, CLOSE_PROTOCOL_ERROR);
        return;
      }
      const message = parsed.message;
      switch (message.type) {
        case 'HEARTBEAT':
          send({ type: 'HEARTBEAT', ts: now() });
          return;
        case 'CONNECT': {
          if (session) {
            refuse('bad_message', 'CONNECT was already received', CLOSE_PROTOCOL_ERROR);
            return;
          }
          const auth = { pin: message.pin, passserial: message.passserial, passnum: message.passnum };
          const existing = sessions.get(message.sessionId);
          if (existing) {
            // A reconnect resumes its session, but only for the same person and one socket at a time.
            if (!existing.matches(auth)) return refuse('bad_message', 'unknown session', CLOSE_PROTOCOL_ERROR);
            if (existing.isAttached) return refuse('session_in_use', 'the session is open on another connection', CLOSE_SESSION_ENDED);
            session = existing;
            clearTimeout(connectDeadline);
            log?.('session_resume', { sid: existing.id });
            existing.attach(output);
            return;
          }
          if (sessions.size >= config.maxSessions) {
            refuse('busy', 'too many face checks at once, try again', CLOSE_TRY_AGAIN_LATER);
            return;
          }
          const created = new FaceCheckSession(message.sessionId, auth, message.locale, sessionDeps);
          created.onEnd = () => {
            if (sessions.get(created.id) === created) sessions.delete(created.id);
          };
          sessions.set(created.id, created);
          session = created;
          clearTimeout(connectDeadline);
          created.attach(output);
          return;
        }
        case 'FRAME': {
          if (!session) {
            refuse('not_connected', 'FRAME before CONNECT', CLOSE_PROTOCOL_ERROR);
            return;
          }
          session.submitFrame(message.seq, new Uint8Array(Buffer.from(message.image, 'base64')));
          return;
        }
      }
    });

    ws.on('close', () => {
      closed = true;
      clearTimeout(idle);
      clearTimeout(connectDeadline);
      session?.detach();
    });
    ws.on('error', (error) => {
      // ws reports oversized messages (already answered by FaceCheckSocket) and
      // websocket protocol errors here, after closing the socket itself.
      log?.('socket_error', { error: error.message });
    });
  });

  return {
    server,
    sessions,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => resolve(server.address() as AddressInfo));
      }),
    close: async () => {
      for (const client of wss.clients) client.close(1001, 'shutting down');
      for (const s of sessions.values()) s.dispose();
      sessions.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}
