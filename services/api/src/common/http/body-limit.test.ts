import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signedCitizen } from '../../testing/acts-factories.js';
import { useTestApi } from '../../testing/test-api.js';
import { DEFAULT_BODY_LIMIT } from './body-limit.js';

// Issue 12.4: request bodies are capped per route, and a 400 does not echo a huge bad value.
describe('request body limits', () => {
  const api = useTestApi();
  const { http } = api;
  const json = (bytes: number) => JSON.stringify({ typeId: 1, regtype: 1, padding: 'x'.repeat(bytes) });

  it('refuses a JSON body over the default limit with 413 naming the limit, before reading it all', async () => {
    const res = await http().post('/api/notarial_act').set('content-type', 'application/json').send(json(DEFAULT_BODY_LIMIT + 1));
    expect({ status: res.status, code: res.body.code, limit: res.body.details?.limit }).toEqual({ status: 413, code: 'payload_too_large', limit: DEFAULT_BODY_LIMIT });
    expect(res.body.message).toBe('The request body is larger than this route accepts (64 KiB)');
  });

  it('applies the same limit to text and form bodies', async () => {
    const text = await http().post('/api/notarial_act/payments/callback').set('content-type', 'text/plain').send('x'.repeat(DEFAULT_BODY_LIMIT + 1));
    expect([text.status, text.body.code]).toEqual([413, 'payload_too_large']);
    const form = await http().post('/api/notarial_act').set('content-type', 'application/x-www-form-urlencoded').send(`a=${'x'.repeat(DEFAULT_BODY_LIMIT + 1)}`);
    expect([form.status, form.body.code]).toEqual([413, 'payload_too_large']);
  });

  it('lets a route that takes a document accept its own larger limit, and no more', async () => {
    const uuid = randomUUID();
    // 1 MB is read (then the guard refuses the anonymous caller); 3 MB is over the route's 2 MiB.
    const within = await http().post(`/api/notarial_act/${uuid}/events/refuse`).set('content-type', 'application/json').send(json(1_000_000));
    expect(within.status).toBe(403);
    const over = await http().post(`/api/notarial_act/${uuid}/events/refuse`).set('content-type', 'application/json').send(json(3_000_000));
    expect([over.status, over.body.code, over.body.message]).toEqual([413, 'payload_too_large', 'The request body is larger than this route accepts (2 MiB)']);
  });

  it('lets sign-in take a face-check token with its best shot (tens to hundreds of KB)', async () => {
    const jwt = `eyJhbGciOiJFUzI1NiJ9.${'A'.repeat(300_000)}.c2ln`;
    const res = await http().post('/api/auth').send({ pin: '12345678901234', passserial: 'AA', passnum: '1234567', jwt });
    expect(res.status).not.toBe(413);
    const over = await http().post('/api/auth').send({ jwt: 'A'.repeat(1_100_000) });
    expect(over.status).toBe(413);
  });

  it('reads a body sent in chunks (no Content-Length) as one that announces its length: parsed, and capped', async () => {
    const server = api.app.getHttpServer() as import('node:http').Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const chunked = (body: string) =>
      new Promise<{ status: number; body: { code?: string } }>((resolve, reject) => {
        const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/api/notarial_act', headers: { 'content-type': 'application/json' } }, (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        });
        req.on('error', reject);
        for (let i = 0; i < body.length; i += 16_384) req.write(body.slice(i, i + 16_384));
        req.end();
      });
    // Read and parsed: then the guard refuses the anonymous caller; malformed: 400; over the limit: 413.
    expect((await chunked(json(1_000))).status).toBe(403);
    expect(await chunked('{"typeId": ')).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect(await chunked(json(DEFAULT_BODY_LIMIT + 1))).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });

  it('answers 400 to a malformed JSON body', async () => {
    const res = await http().post('/api/notarial_act').set('content-type', 'application/json').send('{"typeId": ');
    expect([res.status, res.body.code]).toEqual([400, 'bad_request']);
  });

  it('answers a 1 MB wrong-typed field with a short 400 that names the field', async () => {
    const citizen = await signedCitizen();
    const res = await http()
      .post(`/api/notarial_act/${randomUUID()}/events/refuse`)
      .set(citizen.auth)
      .send({ confirmed: 'y'.repeat(1_000_000) });
    expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
    expect(res.body.details.issues[0].path).toBe('confirmed');
    expect(res.text.length).toBeLessThan(1_000);
  });
});
