import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

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

  it('a small answer goes as it is', async () => {
    const res = await get('/api/health', 'gzip, br');
    expect(res.status).toBe(200);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
