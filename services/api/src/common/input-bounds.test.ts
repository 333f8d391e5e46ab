import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAct, signedCitizen, signedNotary, type TestNotary } from '../testing/acts-factories.js';
import { useTestApi } from '../testing/test-api.js';

/** The paths a 400 `validation_failed` names. */
function namedFields(res: Response): string[] {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('validation_failed');
  return ((res.body.details?.issues ?? []) as { path?: string }[]).map((i) => i.path ?? '');
}

// Issue 12.3: input the database cannot hold answers 400 naming the field, never 500.
describe('input bounds of the contracts', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  it('GET /api/notaries?name=a%00b: a NUL in a query text is a 400 on `name`', async () => {
    expect(namedFields(await http().get('/api/notaries?name=a%00b'))).toEqual(['name']);
  });

  it('GET /api/catalogue/99999999999999999999999: an id beyond int4 is a 400, not a database error', async () => {
    for (const path of ['/api/catalogue/99999999999999999999999', '/api/calculator/99999999999999999999999', '/api/catalogue/2147483648', '/api/catalogue/abc']) {
      expect({ path, fields: namedFields(await http().get(path)) }).toEqual({ path, fields: [''] });
    }
    expect((await http().get('/api/catalogue/2147483647')).status).toBe(404);
  });

  it('PATCH an act: pageCount 2^53 + 1 and sum 1e308 are 400s naming the field', async () => {
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 1, notary });
    const patch = (raw: string) => http().patch(`/api/notarial_act/${actId}`).set(author.auth).set('content-type', 'application/json').send(raw);
    expect(namedFields(await patch('{"pageCount": 9007199254740993}'))).toEqual(['pageCount']);
    expect(namedFields(await patch('{"sum": 1e308}'))).toEqual(['sum']);
    expect(namedFields(await patch('{"loanSum": "12345678901234567"}'))).toEqual(['loanSum']);
    expect(namedFields(await patch('{"remark": "a\\u0000b"}'))).toEqual(['remark']);
    expect(namedFields(await patch('{"summary": "x\\ud800"}'))).toEqual(['summary']);
    expect(namedFields(await patch('{"credit": {"purpose": "\\udc00"}}'))).toEqual(['credit.purpose']);
    // What the columns hold still goes through, to the cent.
    const saved = await patch('{"pageCount": 2147483647, "sum": "1234567890123456.99"}').expect(200);
    expect(saved.body.pageCount).toBe(2147483647);
    expect(saved.body.sum).toBe('1234567890123456.99');
  });

  it("a note's text with a NUL is a 400 on `text`", async () => {
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 1, notary });
    const res = await http().post(`/api/notarial_act/${actId}/notes`).set(author.auth).send({ text: 'a\u0000b' });
    expect(namedFields(res)).toEqual(['text']);
  });

  it('an invitation token or a gateway reference with a NUL in the path is a 400, not a database error', async () => {
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 1, notary });
    const invitation = await http().get(`/api/notarial_act/${actId}/invitation/a%00b`).set(author.auth);
    expect(namedFields(invitation)).toEqual(['']);
    const accept = await http().post(`/api/notarial_act/${actId}/invitation/${'x'.repeat(65)}/accept`).set(author.auth);
    expect(namedFields(accept)).toEqual(['']);
    expect(namedFields(await http().post('/api/payment_gateway_sim/GW-a%00b/pay'))).toEqual(['']);
    // A well-formed token that names no invitation is still the spec's 404.
    expect((await http().get(`/api/notarial_act/${actId}/invitation/${'a'.repeat(32)}`).set(author.auth)).status).toBe(404);
  });

  it('GET /api/equeue/slots without `date` (or with two) is a 400 on `date`, and the document says it is required', async () => {
    const citizen = await signedCitizen();
    const slots = (query: string) => http().get(`/api/equeue/slots?officeId=${notary.officeId}${query}`).set(citizen.auth);
    expect(namedFields(await slots(''))).toEqual(['date']);
    expect(namedFields(await slots('&date=2026-03-05&date=2026-03-06'))).toEqual(['date']);
    expect(namedFields(await slots('&date=2026-02-30'))).toEqual(['date']);
    const document = (await http().get('/api/docs/openapi.json').expect(200)).body;
    const parameters = document.paths['/api/equeue/slots'].get.parameters as { name: string; required: boolean }[];
    expect(parameters.find((p) => p.name === 'date')?.required).toBe(true);
  });
});
