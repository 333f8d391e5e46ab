import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api.js';
import { acceptedEncodings, COMPRESSION_THRESHOLD_BYTES, responseCompression } from './compression.js';

// Issue 17: answers above a small size are compressed as the client accepts; small ones and files are not.
describe('compressed API answers', () => {
  const { http } = useTestApi();
  // supertest decodes brotli and gzip itself: the decoded body equal to the plain one proves the encoding valid.
  const get = (path: string, encoding: string) => http().get(path).set('accept-encoding', encoding);

  it('a large JSON answer (the OpenAPI document) comes in brotli or gzip, as asked, and decodes to the same JSON', async () => {
    const plain = await http().get('/api/docs/openapi.json').set('accept-encoding', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const size = Buffer.byteLength(JSON.stringify(plain.body));
    expect(size).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await get('/api/docs/openapi.json', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body).toEqual(plain.body);

    const gz = await get('/api/docs/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(plain.body);
  });

  it('a list-sized answer sent whole (res.json) is compressed in one call: brotli or gzip as asked, same JSON, JSON type with its charset', async () => {
    const app = express();
    for (const handler of responseCompression()) app.use(handler);
    // A full page of "my acts": twenty items of the list's shape.
    const items = Array.from({ length: 20 }, (_, i) => ({
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      typeId: 11651,
      name: 'Notarial harakat',
      step: 9,
      stepKey: 'registered',
      status: 'active',
      regnum: `2026/${i}`,
      regdate: '2026-12-01',
      officeId: '60184d31-5226-5f95-b5b0-38e37e5d6e81',
      notaryName: 'Nazarova Dilnoza',
      enteredAt: '2026-12-01T10:00:00.000Z',
    }));
    app.get('/list', (_req, res) => void res.json({ items, total: 20 }));
    const size = Buffer.byteLength(JSON.stringify({ items, total: 20 }));
    expect(size).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const [asked, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['*', 'gzip']] as const) {
      const res = await request(app).get('/list').set('accept-encoding', asked);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(res.headers['content-length'])).toBeLessThan(size / 2);
      expect(res.body).toEqual({ items, total: 20 });
    }
    const plain = await request(app).get('/list').set('accept-encoding', 'gzip;q=0, br;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual({ items, total: 20 });
  });

  it('reads Accept-Encoding weights as RFC 9110 says', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings('*;q=0.1')).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings('*, gzip;q=0')).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings('identity')).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });

  it('a small answer goes as it is', async () => {
    const res = await get('/api/health', 'gzip, br');
    expect(res.status).toBe(200);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    // Just under the threshold, and just over it.
    const app = express();
    for (const handler of responseCompression()) app.use(handler);
    app.get('/sized/:n', (req, res) => void res.json({ text: 'a'.repeat(Number(req.params.n)) }));
    const envelope = Buffer.byteLength(JSON.stringify({ text: '' }));
    const under = await request(app).get(`/sized/${COMPRESSION_THRESHOLD_BYTES - envelope - 1}`).set('accept-encoding', 'br');
    expect(under.headers['content-encoding']).toBeUndefined();
    const over = await request(app).get(`/sized/${COMPRESSION_THRESHOLD_BYTES - envelope}`).set('accept-encoding', 'br');
    expect(over.headers['content-encoding']).toBe('br');
  });
});
