import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../testing/app.js';
import { useTestApi } from '../testing/test-api.js';
import { createAct, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';
import { decodePdfQr } from '../testing/pdf-qr.js';
import { actCheckPath } from './print-form.service.js';

/**
 * Issue 6.6: "the QR code on a registered act's print form opens this check
 * directly". The QR code is read from the rendered page's pixels (as a phone
 * scans the paper), not from the code that drew it.
 */
describe("the print form's QR code", () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  async function registeredAct() {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(seller, { step: 8, notary, payments: 'confirmed', visitAt: new Date(Date.now() - 60_000), partiesPresent: true, parties: [{ user: buyer, role: 'buyer' }] });
    await http().post(`/api/notarial_act/${actId}/events/register`).set(notary.auth).send({}).expect(201);
    const { rows } = await testDb().query<{ regnum: string; regdate: string }>('SELECT regnum, regdate::text AS regdate FROM notarial_act WHERE id = $1', [actId]);
    return { actId, seller, buyer, ...rows[0]! };
  }

  it("of a registered act holds the act check link of exactly this act (number, date, office) at the request's origin", async () => {
    const { actId, buyer, regnum, regdate } = await registeredAct();
    expect(regnum).toMatch(/^\d{4}\/\d+$/);
    const pdf = await http().get(`/api/notarial_act/${actId}/print-form.pdf`).set(buyer.auth).set('Host', 'portal.test:8080').buffer(true).expect(200);
    const scanned = decodePdfQr(pdf.body as Buffer);
    expect(scanned).toBe(`http://portal.test:8080${actCheckPath(regnum, regdate, notary.officeId)}`);
    // The link's parameters, as the check page passes them on (regdate as dd.mm.yyyy), find this act and no other.
    const link = new URL(scanned);
    expect(link.pathname).toBe('/search_notarial_act');
    const [y, m, d] = link.searchParams.get('regdate')!.split('-');
    const found = await http()
      .get('/api/searches/notarial-act')
      .query({ regnum: link.searchParams.get('regnum'), regdate: `${d}.${m}.${y}`, office: link.searchParams.get('office') })
      .expect(200);
    expect(found.body.items.map((i: { id: string }) => i.id)).toEqual([actId]);
  });

  it('is based on PUBLIC_URL when set (behind a proxy the request host is an internal one)', async () => {
    const { actId, seller, regnum, regdate } = await registeredAct();
    // A configuration of its own (PUBLIC_URL), handed to the app as the environment would be.
    const app = await createTestApp({ publicUrl: 'https://e-notarius.example.uz/' });
    try {
      const pdf = await request(app.getHttpServer()).get(`/api/notarial_act/${actId}/print-form.pdf`).set(seller.auth).buffer(true).expect(200);
      expect(decodePdfQr(pdf.body as Buffer)).toBe(`https://e-notarius.example.uz${actCheckPath(regnum, regdate, notary.officeId)}`);
    } finally {
      await app.close();
    }
  });

  it('is absent from the draft of an unregistered act (nothing to check yet)', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 3, notary });
    const pdf = await http().get(`/api/notarial_act/${actId}/print-form.pdf`).set(seller.auth).buffer(true).expect(200);
    expect(() => decodePdfQr(pdf.body as Buffer)).toThrow(/no QR code found/);
  });
});
