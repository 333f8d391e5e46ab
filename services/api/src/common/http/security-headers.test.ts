import { describe, expect, it } from 'vitest';
import { signedCitizen } from '../../testing/acts-factories.js';
import { useTestApi } from '../../testing/test-api.js';

// Issue 12.7: every API answer carries the security headers, and none with
// personal data may be stored: every answer is no-store unless the route is public and says otherwise.
describe('security headers of API answers', () => {
  const { http } = useTestApi();

  it('on answers of every kind: 200, 400, 403, 404, public and signed in', async () => {
    const citizen = await signedCitizen();
    const answers = [
      ['public 200', await http().get('/api/health')],
      ['signed-in 200', await http().get('/api/notarial_act').set(citizen.auth)],
      ['signed-in 404', await http().get('/api/notarial_act/00000000-0000-4000-8000-000000000000').set(citizen.auth)],
      ['signed-in 400', await http().post('/api/notarial_act').set(citizen.auth).send({ typeId: 'x' })],
      ['no session 403', await http().get('/api/notarial_act')],
      ['unknown path 404', await http().get('/api/no-such-route')],
      ['malformed JSON 400', await http().post('/api/check_before_auth').set('content-type', 'application/json').send('{')],
    ] as const;
    for (const [what, res] of answers) {
      expect({
        what,
        status: res.status >= 200,
        nosniff: res.headers['x-content-type-options'],
        referrer: res.headers['referrer-policy'],
        csp: res.headers['content-security-policy'],
        frame: res.headers['x-frame-options'],
        poweredBy: res.headers['x-powered-by'],
        cache: res.headers['cache-control'],
      }).toEqual({
        what,
        status: true,
        nosniff: 'nosniff',
        referrer: 'no-referrer',
        csp: "default-src 'none';frame-ancestors 'none'",
        frame: 'DENY',
        poweredBy: undefined,
        cache: 'no-store',
      });
    }
    expect(answers.map(([, res]) => res.status)).toEqual([200, 200, 418, 400, 403, 404, 400]);
  });

  it('a public route may still be cached (public configuration, 5 minutes)', async () => {
    const res = await http().get('/api/config/public').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
