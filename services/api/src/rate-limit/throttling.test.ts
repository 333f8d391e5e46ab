import { createConnection } from 'node:net';
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app.js';
import { useTestApi } from '../testing/test-api.js';
import { parseTrustProxy } from '../config.js';
import { createPerson, randomPin } from '../testing/identity-factories.js';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import { RateLimitService, backoffWaitMs } from './rate-limit.service.js';

// Issue 12.5: the client address of the rate limits cannot be chosen by the
// client, a stranger cannot lock a citizen out, and the public searches are
// throttled per client.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const randomIp = (first = 203) => `${first}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const wrongDocuments = () => ({ pin: randomPin(), passserial: 'AA', passnum: '0000001' });

describe('TRUST_PROXY', () => {
  it('defaults to the loopback gateway, takes a list, and `none` trusts nobody', () => {
    expect(parseTrustProxy(undefined)).toEqual(['loopback']);
    expect(parseTrustProxy('')).toEqual(['loopback']);
    expect(parseTrustProxy('172.28.0.10, 10.0.0.0/8')).toEqual(['172.28.0.10', '10.0.0.0/8']);
    expect(parseTrustProxy('none')).toBe(false);
  });
});

describe('the X-Forwarded-For dodge', () => {
  const { http } = useTestApi();

  it('a client on a private network behind the proxy cannot pick its own key: 30 pre-checks, then 429 whatever it claims', async () => {
    // The gateway (loopback, trusted) appends the address it saw, 10.x: a private address is no proxy of ours.
    const client = randomIp(10);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await http().post('/api/check_before_auth').set('X-Forwarded-For', `${randomIp()}, ${client}`).send(wrongDocuments());
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('the searches count that client the same way', async () => {
    const client = randomIp(172);
    let limited = 0;
    for (let i = 0; i < 40; i++) {
      const res = await http().get('/api/searches/proxy?regnum=1&regdate=01.02.2023').set('X-Forwarded-For', `${randomIp()}, ${client}`);
      if (res.status === 429) limited++;
    }
    expect(limited).toBe(10);
  });
});

describe('an API that trusts no proxy (TRUST_PROXY=none)', () => {
  const { http } = useTestApi({ trustProxy: false });

  it('ignores X-Forwarded-For altogether: 60 pre-checks with changing headers meet the limit of the real address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = await http().post('/api/check_before_auth').set('X-Forwarded-For', randomIp()).send(wrongDocuments());
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});

describe('per-pin limits and a stranger', () => {
  const { http } = useTestApi();

  it('twenty wrong pre-checks from one address do not lock the citizen out at another', async () => {
    const person = await createPerson();
    const wrong = { pin: person.pin, passserial: person.passserial, passnum: person.passnum === '0000001' ? '0000002' : '0000001' };
    const stranger = randomIp();
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await http().post('/api/check_before_auth').set('X-Forwarded-For', stranger).send(wrong)).status);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(5).every((s) => s === 429)).toBe(true);
    const own = await http()
      .post('/api/check_before_auth')
      .set('X-Forwarded-For', randomIp())
      .send({ pin: person.pin, passserial: person.passserial, passnum: person.passnum });
    expect(own.status).toBe(200);
    expect(own.text).toBe('Ok');
  });

  it('the back-off doubles from 2 s up to the window, and the right documents clear it', async () => {
    expect([4, 5, 6, 7, 8, 13, 20].map((n) => backoffWaitMs(n, { free: 5, baseMs: 2000, maxMs: 600_000 }))).toEqual([
      0, 2000, 4000, 8000, 16_000, 512_000, 600_000,
    ]);
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    const service = new RateLimitService(limiter);
    service.now = () => now;
    const rule = { key: 'k', free: 2, baseMs: 1000, maxMs: 8000, memoryMs: 60_000 };
    expect(await service.fail(rule)).toBe(0);
    expect(await service.backoff(rule)).toEqual({ isAllowed: true });
    expect(await service.fail(rule)).toBe(1000);
    expect(await service.backoff(rule)).toMatchObject({ isAllowed: false, retryAfterMs: 1000 });
    now += 1000;
    expect(await service.backoff(rule)).toEqual({ isAllowed: true });
    expect(await service.fail(rule)).toBe(2000);
    await service.succeed(rule);
    expect(await service.backoff(rule)).toEqual({ isAllowed: true });
    // Forgotten a while after the last failure.
    await service.fail(rule);
    await service.fail(rule);
    now += 60_001;
    expect(await service.backoff(rule)).toEqual({ isAllowed: true });
    await service.onApplicationShutdown();
  });
});

describe('public searches', () => {
  const { http } = useTestApi({ searchRatePerMinute: 5 });

  it('are throttled per client: 429 with Retry-After and the wait in the caller’s language', async () => {
    const client = randomIp();
    const searches = [
      '/api/searches/proxy?regnum=1&regdate=01.02.2023',
      '/api/searches/inheritance?name=KARIMOV',
      '/api/searches/notarial-act?regnum=1&regdate=01.02.2023',
      '/api/searches/proxy?regnum=2&regdate=01.02.2023',
      '/api/searches/inheritance?name=ALIYEV',
    ];
    for (const path of searches) expect((await http().get(path).set('X-Forwarded-For', client)).status).toBe(200);
    for (const [path, lang, message] of [
      ['/api/searches/inheritance?name=X', 'oz', /^Urinishlar soni juda ko'p\. \d+ soniyadan so'ng qayta urinib ko'ring\.$/],
      ['/api/searches/proxy?regnum=3&regdate=01.02.2023', 'ru', /^Слишком много попыток\. Повторите через \d+ с\.$/],
      ['/api/searches/notarial-act?regnum=1&regdate=01.02.2023', 'uz', /^Уринишлар сони жуда кўп\. \d+ сониядан сўнг қайта уриниб кўринг\.$/],
      ['/api/searches/bans?kind=vehicle', 'oz', /^Urinishlar/],
    ] as const) {
      const res = await http().get(path).set('X-Forwarded-For', client).set('Accept-Language', lang);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 429, code: 'too_many_requests' });
      expect(res.body.message).toMatch(message);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // Another client is not affected.
    expect((await http().get(searches[0]!).set('X-Forwarded-For', randomIp())).status).toBe(200);
  });

  it('share their count through Redis between two API replicas when REDIS_URL is set', async (context) => {
    context.skip(!(await redisAnswers()), `no Redis at ${REDIS_URL}`);
    const config = { redisUrl: REDIS_URL, searchRatePerMinute: 4 };
    const [a, b] = [await createTestApp(config), await createTestApp(config)];
    try {
      await new Promise((r) => setTimeout(r, 300));
      const client = `${randomIp()}`;
      const path = `/api/searches/proxy?regnum=${randomUUID().slice(0, 8)}&regdate=01.02.2023`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await request((i % 2 ? b : a).getHttpServer()).get(path).set('X-Forwarded-For', client)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
