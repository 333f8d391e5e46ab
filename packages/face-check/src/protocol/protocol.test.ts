import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS, parseClientMessage, parseServerMessage, type StatsMessage } from './index.js';

const connect = { type: 'CONNECT', sessionId: 'a1b2c3d4e5f6a7b8c9d0', pin: '12345678901234', passserial: 'AA', passnum: '1234567', locale: 'oz' };

const stats: StatsMessage = {
  type: 'STATS',
  seq: 3,
  isOk: false,
  errors: [14, 62],
  details: {
    faceFramePosition: { faceRect: { x: 10, y: 20, width: 200, height: 240 } },
    frame: { width: 640, height: 480 },
    phase: 'challenge',
    challenge: { step: 'close_eyes', index: 0, total: 2, remainingMs: 7000 },
  },
};

describe('client messages', () => {
  it('accepts CONNECT, FRAME and HEARTBEAT', () => {
    expect(parseClientMessage(JSON.stringify(connect))).toMatchObject({ ok: true, message: connect });
    expect(parseClientMessage(JSON.stringify({ type: 'FRAME', seq: 1, image: '/9j/4AAQSkZJRg==' })).ok).toBe(true);
    expect(parseClientMessage(JSON.stringify({ type: 'HEARTBEAT', ts: 1 })).ok).toBe(true);
    for (const locale of ['oz', 'uz', 'ru', 'kaa']) expect(parseClientMessage(JSON.stringify({ ...connect, locale })).ok).toBe(true);
  });

  it.each([
    ['not JSON', '{"type":'],
    ['JSON of another shape', '[1,2,3]'],
    ['an unknown type', JSON.stringify({ type: 'HELLO' })],
    ['a short pin', JSON.stringify({ ...connect, pin: '123' })],
    ['a lower-case series', JSON.stringify({ ...connect, passserial: 'aa' })],
    ['an unknown locale', JSON.stringify({ ...connect, locale: 'en' })],
    ['a short session id', JSON.stringify({ ...connect, sessionId: 'abc' })],
    ['an image that is not base64', JSON.stringify({ type: 'FRAME', seq: 1, image: '<script>' })],
    ['a negative seq', JSON.stringify({ type: 'FRAME', seq: -1, image: 'AAAA' })],
    ['a missing heartbeat time', JSON.stringify({ type: 'HEARTBEAT' })],
  ])('refuses %s as bad_message', (_, text) => {
    expect(parseClientMessage(text)).toMatchObject({ ok: false, code: 'bad_message' });
  });

  it('refuses binary data', () => {
    expect(parseClientMessage(new Uint8Array([1, 2, 3]))).toMatchObject({ ok: false, code: 'bad_message' });
  });

  it('refuses an oversized message before parsing it', () => {
    const image = 'A'.repeat(MAX_MESSAGE_CHARS + 1000);
    expect(parseClientMessage(JSON.stringify({ type: 'FRAME', seq: 1, image }))).toMatchObject({ ok: false, code: 'message_too_large' });
  });

  it('names the field that failed', () => {
    const result = parseClientMessage(JSON.stringify({ ...connect, pin: 'x' }));
    expect(result.ok ? '' : result.reason).toMatch(/^pin:/);
  });
});

describe('server messages', () => {
  it('accepts STATS, SUCCESS, ERROR and HEARTBEAT', () => {
    expect(parseServerMessage(JSON.stringify(stats))).toEqual({ ok: true, message: stats });
    expect(parseServerMessage(JSON.stringify({ type: 'SUCCESS', jwt: 'aaa.bbb.ccc' })).ok).toBe(true);
    expect(parseServerMessage(JSON.stringify({ type: 'ERROR', code: 'timeout', message: 'too slow' })).ok).toBe(true);
    expect(parseServerMessage(JSON.stringify({ type: 'HEARTBEAT', ts: 5 })).ok).toBe(true);
  });

  it('refuses an ERROR with an unknown code and a SUCCESS without a JWT', () => {
    expect(parseServerMessage(JSON.stringify({ type: 'ERROR', code: 'nope', message: '' })).ok).toBe(false);
    expect(parseServerMessage(JSON.stringify({ type: 'SUCCESS', jwt: 'not a jwt' })).ok).toBe(false);
  });

  it('accepts STATS without a face', () => {
    const none = { ...stats, details: { ...stats.details, faceFramePosition: { faceRect: null }, challenge: null, phase: 'positioning' } };
    expect(parseServerMessage(JSON.stringify(none)).ok).toBe(true);
  });
});
