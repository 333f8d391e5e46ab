import { SPEED_TEST_BYTES } from '@notary/domain/contracts';
import type { Test } from 'supertest';
import { describe, expect, it } from 'vitest';
import { authHeader, createSession, createUser } from '../testing/identity-factories.js';
import { useTestApi } from '../testing/test-api.js';

/** The answer's bytes as they came over the wire (supertest would otherwise decode them). */
const download = (req: Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

// Issue 16.1: the connection speed test of /video_testing.
describe('GET /api/video-check/speed', () => {
  const { http } = useTestApi();

  it('answers 403 Access Denied without a session', async () => {
    const res = await http().get('/api/video-check/speed').expect(403);
    expect(res.body).toMatchObject({ code: 'access_denied' });
  });

  it('answers 1 MiB of incompressible bytes, uncompressed and never cached, to a signed-in citizen', async () => {
    const auth = authHeader(await createSession(await createUser()));
    const res = await download(http().get('/api/video-check/speed').set(auth).set('Accept-Encoding', 'gzip, deflate, br')).expect(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(SPEED_TEST_BYTES));
    const body = res.body as Buffer;
    expect(body.length).toBe(SPEED_TEST_BYTES);
    // random, not a run of one byte a compressor would shrink: many distinct byte values
    expect(new Set(body.subarray(0, 4096)).size).toBeGreaterThan(200);
    const again = await download(http().get('/api/video-check/speed').set(auth)).expect(200);
    expect((again.body as Buffer).equals(body)).toBe(true); // drawn once at start, not per request
  });
});
