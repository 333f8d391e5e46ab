import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACT_TYPE_IDS, ACT_TYPES, type ActTypeId } from '@notary/domain/act';
import type { Locale } from '@notary/domain/constants';
import { amountToWords } from '@notary/domain/words';
import { useTestApi } from '../testing/test-api.js';
import { createAct, signedCitizen, signedNotary, type Signed, type TestNotary, testDb } from '../testing/acts-factories.js';
import { decodePdfQr } from '../testing/pdf-qr.js';
import { actCheckPath } from './print-form.service.js';
import { comparable, figures } from './print-templates/index.js';

/**
 * Issue 13 part 9: the registered act's print form is the document of its
 * type — parties, subject, price in figures and words, terms — with the
 * notary's certification (register number, date, notary, office, state duty
 * and notary fee) and a QR code that opens the act check. The text is read
 * back with Poppler's pdftotext and the QR code from the rendered page, as a
 * reader and a phone read the paper.
 *
 * PRINT_FORM_SAMPLES=<dir> keeps the PDFs there (to render and look at them).
 */

function pdfText(pdf: Buffer): string {
  const r = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw new Error(`pdftotext could not be run (${r.error.message}): install Debian's poppler-utils`);
  if (r.status !== 0) throw new Error(`pdftotext failed: ${r.stderr.toString()}`);
  return r.stdout.toString('utf8');
}

/** Text as read: apostrophe glyphs and runs of spaces and line breaks do not matter; case does not either. */
const norm = (s: string) => comparable(s).toLocaleLowerCase();
/** pdftotext -layout keeps justified lines' spacing; words split across lines join with one space. */
const textOf = (pdf: Buffer) => norm(pdfText(pdf));

type PartySpec = { role: string; name?: string };
type SubjectSpec = Record<string, unknown>;
type Fixture = {
  lang: Locale;
  /** The author's role, then the other parties' roles (each a citizen of their own). */
  roles: [string, ...string[]];
  /** Parties who are not users (a minor, an accompanying person). */
  others?: PartySpec[];
  subjects: SubjectSpec[];
  act?: Record<string, unknown>;
  /** What the subject is called in the text (plate, cadastre number, description). */
  subjectMarks: string[];
  /** The price (or deposit, rent, pledge value) printed with its words. */
  price?: number;
  /** Further texts the document must hold (terms). */
  marks?: string[];
};

const VEHICLE = {
  kind: 'vehicle',
  state_number: '01A777BC',
  tech_passport_series: 'AAF',
  tech_passport_number: '1234567',
  body_number: 'XWBJA69V9KA123456',
  vehicle: { make: 'Chevrolet Cobalt', year: 2021, colour: 'oq', motorNumber: 'F16D4-0123456', techPassportIssuer: 'Toshkent sh. YHXB', techPassportDate: '2021-03-15' },
};
const FLAT = {
  kind: 'real_estate',
  cadastre_number: '11:14:04:01:01:1630',
  real_estate: { type: 'residential', address: "Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 12-uy, 45-xonadon", area: '72.50', livingArea: '45.00', rooms: 3 },
  ownership: { basis: 'Oldi-sotdi shartnomasi', regnum: '2019/4521', regdate: '2019-06-11' },
};

const FIXTURES: Record<ActTypeId, Fixture> = {
  1: {
    lang: 'oz',
    roles: ['seller', 'buyer', 'consenting_spouse'],
    subjects: [{ ...VEHICLE, price: '125000000.00', payment: { method: 'credit', prepayment: '25000000.00', creditSum: '100000000.00', remainder: '0.00' }, credit: { organisation: '"Xalq banki" ATB' } }],
    subjectMarks: ['01A777BC', 'XWBJA69V9KA123456', 'F16D4-0123456', 'AAF 1234567', 'Chevrolet Cobalt', '2021'],
    price: 125_000_000,
    // The payment block's codes in words (the terms of issue 13 part 2).
    marks: ["Hisob-kitob tartibi (kredit mablag'lari hisobidan)", '"Xalq banki" ATB tomonidan berilgan', '25 000 000', '100 000 000'],
  },
  4: { lang: 'ru', roles: ['giver', 'donee'], subjects: [{ ...VEHICLE, price: '98000000.00' }], subjectMarks: ['01A777BC', 'XWBJA69V9KA123456'], price: 98_000_000 },
  9: {
    lang: 'uz',
    roles: ['pledgor', 'pledgee'],
    subjects: [FLAT],
    act: { sum: '640000000.00', loan_sum: '300000000.00', credit: { contractNumber: 'K-2026/118', date: '2026-11-20', sum: '300000000.00', percent: 24, term: 36, purpose: 'uy-joy ta\'mirlash' } },
    subjectMarks: ['11:14:04:01:01:1630'],
    price: 640_000_000,
    marks: ['K-2026/118', '24'],
  },
  11680: { lang: 'oz', roles: ['pledgor', 'pledgee'], subjects: [{ ...VEHICLE, appraisal_price: '110000000.00' }], act: { credit: { contractNumber: '77/2026', date: '2026-11-01', sum: '50000000.00', percent: 22, term: 24 } }, subjectMarks: ['01A777BC'], price: 110_000_000, marks: ['77/2026'] },
  101: {
    lang: 'oz',
    roles: ['principal', 'attorney'],
    subjects: [VEHICLE],
    act: { valid_until: '2027-11-24', proxy: { rights: ['drive', 'repair', 'sell'], delegationRight: false, hasDisposalRights: true } },
    subjectMarks: ['01A777BC', 'AAF 1234567'],
    marks: ['24.11.2027', 'transport vositasini boshqarish', "o'zi belgilagan narxda sotish", 'transport vositasini tasarruf etish huquqiga ega', 'topshirish huquqisiz berildi'],
  },
  105: { lang: 'ru', roles: ['principal', 'attorney'], subjects: [FLAT], act: { term_to: '2028-11-24' }, subjectMarks: ['11:14:04:01:01:1630'], marks: ['24.11.2028'] },
  11651: { lang: 'uz', roles: ['principal', 'attorney'], subjects: [{ kind: 'other', description: 'Barcha mol-mulk va huquqlar' }], act: { term_to: '2027-05-31', proxy: { delegationRight: true } }, subjectMarks: [], marks: ['31.05.2027'] },
  11720: {
    lang: 'ru',
    roles: ['lessor', 'lessee'],
    subjects: [{ ...VEHICLE, price: '180000000.00' }],
    act: { term_from: '2026-12-01', term_to: '2029-11-30', sum: '6250000.00', total_sum: '225000000.00' },
    subjectMarks: ['01A777BC'],
    price: 225_000_000,
    marks: ['01.12.2026', '30.11.2029'],
  },
  11742: { lang: 'oz', roles: ['applicant'], subjects: [{ kind: 'other', description: "Hujjat nusxasining asl nusxaga muvofiqligini tasdiqlash to'g'risida ariza" }], subjectMarks: ['asl nusxaga muvofiqligini'] },
  11944: { lang: 'oz', roles: ['applicant', 'resident'], subjects: [FLAT], subjectMarks: ['11:14:04:01:01:1630', 'Amir Temur'] },
  11962: { lang: 'ru', roles: ['applicant', 'translator'], subjects: [{ kind: 'other', description: 'Диплом о высшем образовании № B-0012345' }], subjectMarks: ['B-0012345'] },
  12047: { lang: 'uz', roles: ['heir'], subjects: [{ kind: 'other', description: 'Yunusobod tumani, 5-uy' }], act: { attributes: [{ title: 'deceased', value: 'KARIMOV RUSTAM' }] }, subjectMarks: ['Yunusobod tumani, 5-uy', 'KARIMOV RUSTAM'] },
  15003: { lang: 'ru', roles: ['consenting_spouse', 'receiving_spouse'], subjects: [{ ...FLAT, disposal_types: ['продажу'] }], act: { marriage_record: { regnum: '1542', date: '2012-08-18', body: 'ЗАГС Юнусабадского района' } }, subjectMarks: ['11:14:04:01:01:1630'], marks: ['1542', '18.08.2012'] },
  15034: {
    lang: 'oz',
    roles: ['parent', 'accompanying_person'],
    others: [{ role: 'minor', name: 'KARIMOVA MADINA' }],
    subjects: [],
    act: { travel: { destinationCountries: ['Turkiya', 'Gruziya'], periodFrom: '2026-12-20', periodTo: '2027-01-10', purpose: 'tourism' } },
    subjectMarks: ['Turkiya', 'Gruziya', 'KARIMOVA MADINA'],
    marks: ['20.12.2026', '10.01.2027', 'Safar maqsadi: turizm (dam olish)'],
  },
  15035: {
    lang: 'ru',
    roles: ['parent', 'accompanying_person'],
    others: [{ role: 'minor', name: 'KARIMOV SARDOR' }],
    subjects: [],
    act: { travel: { allCountries: true, periodFrom: '2027-06-01', periodTo: '2027-08-31', purpose: 'other', otherPurpose: 'летняя языковая школа' } },
    subjectMarks: ['KARIMOV SARDOR', 'во все страны мира'],
    marks: ['01.06.2027', '31.08.2027', 'Цель поездки: летняя языковая школа'],
  },
  15018: { lang: 'oz', roles: ['payer', 'payee'], subjects: [{ ...FLAT, price: '850000000.00' }], act: { sum: '50000000.00', term_to: '2026-12-31' }, subjectMarks: ['11:14:04:01:01:1630'], price: 50_000_000, marks: ['31.12.2026'] },
  15025: {
    lang: 'uz',
    roles: ['lessor', 'lessee'],
    subjects: [FLAT],
    act: { term_from: '2026-12-01', term_to: '2027-11-30', sum: '7500000.00' },
    subjectMarks: ['11:14:04:01:01:1630'],
    price: 7_500_000,
    marks: ['01.12.2026', '30.11.2027'],
  },
};

const NOTARY_NAME = { latin: 'Qodirova Dilnoza Anvarovna', cyr: 'Қодирова Дилноза Анваровна', ru: 'Кодирова Дилноза Анваровна' };
const OFFICE = { oz: 'Yunusobod tumani 2-son davlat notarial idorasi', uz: 'Юнусобод тумани 2-сон давлат нотариал идораси', ru: 'Государственная нотариальная контора № 2 Юнусабадского района' };

describe('the print form as the document of its act type', () => {
  const { http } = useTestApi();
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
    await testDb().query('UPDATE notary SET full_name = $2, full_name_cyr = $3 WHERE id = $1', [notary.notaryId, NOTARY_NAME.latin, NOTARY_NAME.cyr]);
    await testDb().query('UPDATE notary_office SET name_oz = $2, name_uz = $3, name_ru = $4 WHERE id = $1', [notary.officeId, OFFICE.oz, OFFICE.uz, OFFICE.ru]);
  });

  /** An act of the type with its fixture's parties, subjects and terms, at step 8 with the fees paid. */
  async function actOf(typeId: ActTypeId, f: Fixture): Promise<{ actId: string; author: Signed; people: Signed[] }> {
    const author = await signedCitizen();
    const people: Signed[] = [];
    for (const _ of f.roles.slice(1)) people.push(await signedCitizen());
    const actId = await createAct(author, { typeId, step: 8, notary, payments: 'confirmed', parties: people.map((user, i) => ({ user, role: f.roles[i + 1]! })) });
    const db = testDb();
    await db.query(
      `UPDATE notarial_act SET lang = $2, name = $3 WHERE id = $1`,
      [actId, f.lang, ACT_TYPES[typeId].names[f.lang]],
    );
    // Fees as FACTS.md figures them: 3 BCV (412 000 so'm from 01.08.2025) of state duty for a vehicle sale.
    await db.query(`UPDATE act_payment SET amount = CASE kind WHEN 'state_duty' THEN 1236000 ELSE 206000 END WHERE act_id = $1`, [actId]);
    await db.query(
      `UPDATE act_party SET role = $2, birth_date = '1985-02-14',
         document = '{"name": "pasport", "series": "AD", "number": "1234567", "issueDate": "2019-05-20", "issuer": "Toshkent sh. IIBB"}',
         addresses = '{"registered": {"text": "Toshkent shahri, Chilonzor tumani, Bunyodkor ko''chasi, 7-uy"}}'
       WHERE act_id = $1 AND is_author`,
      [actId, f.roles[0]],
    );
    for (const other of f.others ?? []) {
      await db.query(`INSERT INTO act_party (act_id, role, pin, fullname, birth_date, status) VALUES ($1, $2, $3, $4, '2012-09-01', 'accepted')`, [actId, other.role, null, other.name]);
    }
    for (const [k, v] of Object.entries(f.act ?? {})) {
      await db.query(`UPDATE notarial_act SET ${k} = $2 WHERE id = $1`, [actId, typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : Array.isArray(v) ? JSON.stringify(v) : v]);
    }
    for (const s of f.subjects) {
      const cols = Object.keys(s);
      const values = cols.map((k) => {
        const v = s[k];
        if (k === 'disposal_types') return v;
        return typeof v === 'object' && v !== null ? JSON.stringify(v) : v;
      });
      await db.query(`INSERT INTO act_subject (act_id, ${cols.join(', ')}) VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')})`, [actId, ...values]);
    }
    return { actId, author, people };
  }

  /**
   * Registers the act as the `register` event does (number per office and
   * year, Tashkent date, blank). The event itself, with its registry checks
   * (a vehicle or property must be in the simulated registries, a minor's birth
   * certificate in the archive), is print-form.test.ts's and the flows'
   * subject; here the documents' subjects are fixed texts, not registry rows.
   */
  let registered = 0;
  async function register(actId: string): Promise<{ regnum: string; regdate: string }> {
    registered += 1;
    const { rows } = await testDb().query<{ regnum: string; regdate: string }>(
      `UPDATE notarial_act SET step = 9, status = 'registered', registered_at = now(),
              regdate = (now() AT TIME ZONE 'Asia/Tashkent')::date, reg_year = extract(year FROM now() AT TIME ZONE 'Asia/Tashkent')::int,
              regnum = extract(year FROM now() AT TIME ZONE 'Asia/Tashkent')::int || '/' || $2::text, blank_series = 'NB', blank_number = '0012345'
        WHERE id = $1 RETURNING regnum, regdate::text AS regdate`,
      [actId, 9000 + registered],
    );
    return rows[0]!;
  }

  async function printForm(actId: string, user: Signed): Promise<Buffer> {
    const res = await http().get(`/api/notarial_act/${actId}/print-form.pdf`).set(user.auth).set('Host', 'portal.test').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.body as Buffer;
  }

  function keep(name: string, pdf: Buffer): void {
    const dir = process.env.PRINT_FORM_SAMPLES;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), pdf);
  }

  it.each(ACT_TYPE_IDS.map((typeId) => [typeId]))('of type %i holds its parties, subject, price in words, terms and the certification with a QR code of the act check', async (typeId) => {
    const f = FIXTURES[typeId];
    const { actId, author, people } = await actOf(typeId, f);
    const { regnum, regdate } = await register(actId);
    const pdf = await printForm(actId, author);
    keep(`act-${typeId}-${f.lang}.pdf`, pdf);
    const text = textOf(pdf);
    const has = (s: string) => expect(text, `"${s}" in the ${typeId} print form`).toContain(norm(s));

    has(ACT_TYPES[typeId].names[f.lang]);
    for (const person of [author, ...people]) has(person.fullname);
    has(author.pin);
    has('AD 1234567');
    for (const mark of f.subjectMarks) has(mark);
    for (const mark of f.marks ?? []) has(mark);
    if (f.price !== undefined) {
      has(figures(f.price * 100).replace(/\u00A0/g, ' '));
      has(amountToWords(f.price * 100, f.lang));
    }
    // The certification: register number, date, notary, office, fees (1 236 000 and 206 000 so'm).
    const [y, m, d] = regdate.split('-');
    has(regnum);
    has(`${d}.${m}.${y}`);
    has(f.lang === 'oz' ? NOTARY_NAME.latin : f.lang === 'uz' ? NOTARY_NAME.cyr : NOTARY_NAME.ru);
    has(OFFICE[f.lang]);
    has(`1 236 000`);
    has(amountToWords(1_236_000 * 100, f.lang));
    has('206 000');
    has(f.lang === 'ru' ? 'государственная пошлина' : f.lang === 'uz' ? 'давлат божи' : 'davlat boji');
    expect(decodePdfQr(pdf)).toBe(`http://portal.test${actCheckPath(regnum, regdate, notary.officeId)}`);
  });

  it('is written in the Uzbek Latin of the alphabet (oʻ, gʻ) and in Uzbek Cyrillic, never mixed with the other script', async () => {
    const latin = await actOf(1, FIXTURES[1]);
    await register(latin.actId);
    const oz = pdfText(await printForm(latin.actId, latin.author));
    expect(oz).toContain('Oʻzbekiston Respublikasi Fuqarolik kodeksining 386-moddasi');
    expect(oz).toMatch(/TRANSPORT VOSITASINING OLDI-SOTDI SHARTNOMASI/);
    const cyr = await actOf(9, FIXTURES[9]);
    await register(cyr.actId);
    const uz = pdfText(await printForm(cyr.actId, cyr.author));
    expect(uz).toContain('Гаровга қўйувчи');
    expect(uz).toContain('ГАРОВ ШАРТНОМАСИ');
    // Latin abbreviations inside the Uzbek text stay Latin in the Cyrillic document.
    expect(uz).toContain('QR код');
    expect(uz).not.toMatch(/\b(shartnoma|garov|tomonidan)\b/i);
  });

  it('of an annulled act shows the annulment date and reason above the certified text', async () => {
    const { actId, author } = await actOf(1, FIXTURES[1]);
    await register(actId);
    await http()
      .post(`/api/notarial_act/${actId}/events/annul`)
      .set(notary.auth)
      .send({ confirmed: true, reason: "Sud qarori bilan bekor qilindi (2-1234/2026)", annulDate: '2026-11-25T09:30:00Z' })
      .expect(201);
    const pdf = await printForm(actId, author);
    keep('act-1-annulled.pdf', pdf);
    const text = textOf(pdf);
    expect(text).toContain(norm('BEKOR QILINGAN 25.11.2026'));
    expect(text).toContain(norm('Sud qarori bilan bekor qilindi (2-1234/2026)'));
    // Still the registered document: the check (which says "cancelled") is one scan away.
    expect(decodePdfQr(pdf)).toContain('/search_notarial_act?');
  });

  it("of a refused act shows the refusal's date and resolution, and no certification", async () => {
    const { actId, author } = await actOf(4, FIXTURES[4]);
    await http()
      .post(`/api/notarial_act/${actId}/events/refuse`)
      .set(notary.auth)
      .send({ confirmed: true, resolutionFile: { name: 'qaror-118.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.4 resolution').toString('base64') } })
      .expect(201);
    const { rows } = await testDb().query<{ day: string }>(`SELECT to_char(cancelled_at AT TIME ZONE 'Asia/Tashkent', 'DD.MM.YYYY') AS day FROM notarial_act WHERE id = $1`, [actId]);
    const pdf = await printForm(actId, author);
    keep('act-4-refused.pdf', pdf);
    const text = textOf(pdf);
    expect(text).toContain(norm(`В СОВЕРШЕНИИ НОТАРИАЛЬНОГО ДЕЙСТВИЯ ОТКАЗАНО ${rows[0]!.day}`));
    expect(text).toContain('qaror-118.pdf');
    expect(text).not.toContain(norm('Зарегистрировано в реестре'));
    expect(() => decodePdfQr(pdf)).toThrow(/no QR code found/);
  });
});
