import { FACE_CHECK_TIMING } from '../protocol/index.js';

type Backoff = { reconnectMinMs: number; reconnectMaxMs: number; reconnectFactor: number };

/**
 * spec/shell.md 9: the wait before reconnect attempt `attempt` (0-based):
 * 1 s, 1.3 s, 1.69 s, … capped at 10 s.
 */
export function reconnectDelay(attempt: number, timing: Backoff = FACE_CHECK_TIMING): number {
  return Math.min(timing.reconnectMaxMs, Math.round(timing.reconnectMinMs * timing.reconnectFactor ** Math.max(0, attempt)));
}
