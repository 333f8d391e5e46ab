import { spawnSync } from 'node:child_process';
import { ACT_TYPES } from '@notary/domain/act';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';

/** The text a reader sees in a PDF (Poppler's pdftotext, as the print form's tests read it). */
function pdfText(pdf: Buffer): string {
  const r = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, maxBuffer: 16 * 1024 * 1024 });
  if (r.error) throw new Error(`pdftotext could not be run (${r.error.message}): install Debian's poppler-utils`);
  if (r.status !== 0) throw new Error(`pdftotext failed: ${r.stderr.toString()}`);
  return r.stdout.toString('utf8').replace(/\s+/g, ' ');
}

// Issue 14.5: refuse → "generate the resolution file": the API writes the resolution as a PDF
// (the act, the notary, the office, the date, the reason, in the act's language); the citizen downloads it.
describe('the refusal resolution the API generates', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  async function refuse(lang: 'oz' | 'uz' | 'ru', reason: string) {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 2, notary });
    await testDb().query('UPDATE notarial_act SET lang = $2 WHERE id = $1', [actId, lang]);
    await http().post(`/api/notarial_act/${actId}/events/refuse`).set(notary.auth).send({ confirmed: true, reason, generateResolution: true }).expect(201);
    const result = await http().get(`/api/notarial_act/${actId}/result`).set(seller.auth).expect(200);
    const file = await http().get(`/api/notarial_act/${actId}/refusal-file`).set(seller.auth).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    return { actId, result: result.body, file };
  }

  it('is a PDF with the act, the notary, the office, the date and the reason, in Uzbek Latin by default', async () => {
    const reason = "Sotuvchining transport vositasiga taqiq qo'yilgan (MIB, 2026-yil 12-noyabr)";
    const { actId, result, file } = await refuse('oz', reason);
    expect(result).toMatchObject({ status: 'refused', refusal: { fileName: `rad-etish-qarori-${actId.slice(0, 8)}.pdf`, fileType: 'application/pdf' } });
    expect(file.headers['content-type']).toContain('application/pdf');
    const pdf = file.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('QAROR');
    expect(text).toContain(reason);
    expect(text).toContain(ACT_TYPES[1].names.oz);
    expect(text).toContain('NOTARIUSOV TEST');
    expect(text).toContain('Test idorasi');
    expect(text).toContain(actId);
    expect(text).toMatch(/Sana: \d\d\.\d\d\.20\d\d/);
  });

  it("follows the act's language: Russian and Uzbek Cyrillic", async () => {
    const ru = await refuse('ru', 'Не представлен оригинал техпаспорта');
    const ruText = pdfText(ru.file.body as Buffer);
    expect(ruText).toContain('ПОСТАНОВЛЕНИЕ');
    expect(ruText).toContain('Не представлен оригинал техпаспорта');
    expect(ruText).toContain(ACT_TYPES[1].names.ru);
    expect(ru.result.refusal.fileName).toMatch(/^postanovlenie-ob-otkaze-.*\.pdf$/);

    const uz = await refuse('uz', 'Техпаспорт асли тақдим этилмаган');
    const uzText = pdfText(uz.file.body as Buffer);
    expect(uzText).toContain('ҚАРОР');
    expect(uzText).toContain('НОТАРИУСОВ');
    expect(uzText).toContain('Техпаспорт асли тақдим этилмаган');
  });

  it('needs a reason to generate it, and a file or the request to generate one', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 2, notary });
    const noReason = await http().post(`/api/notarial_act/${actId}/events/refuse`).set(notary.auth).send({ confirmed: true, generateResolution: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details.issues).toEqual([{ path: 'reason', message: 'error_required_reason' }]);
    const nothing = await http().post(`/api/notarial_act/${actId}/events/refuse`).set(notary.auth).send({ confirmed: true, reason: 'x' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.details.issues).toEqual([{ path: 'resolutionFile', message: 'error_required_resolutionFile' }]);
    expect((await http().get(`/api/notarial_act/${actId}`).set(notary.auth).expect(200)).body.status).toBe('active');
  });
});
