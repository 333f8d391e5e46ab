import { DataSource, type DataSourceOptions, type EntityManager } from 'typeorm';
import { describe, expect, inject, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { authHeader, createSession, createUser } from '../testing/identity-factories.js';
import { actCheckPath } from '../registration/print-form.service.js';
import { createAct, createNotary, publicDb, uniqueTag } from '../testing/public-factories.js';
import { buildRegistry, seedRegistries } from './registries.seed.js';
import { SEARCH_TIMEOUT_MS, searchDataSourceOptions } from './search-pool.js';
import { SearchesRepository } from './searches.repository.js';
import { maskName, maskPhone } from './searches.service.js';

class Rollback extends Error {}

describe('public searches', () => {
  // Every search of this file comes from one client address; the per-client throttle has its own tests (rate-limit/throttling.test.ts).
  const api = useTestApi({ searchRatePerMinute: 10_000 });
  const { http } = api;

  describe('power-of-attorney check (search_proxy)', () => {
    it('finds a registered power of attorney by number and date, with its state, term and masked parties', async () => {
      const notary = await createNotary();
      const regnum = `2025/${uniqueTag('')}`;
      await createAct({
        typeId: 101, notaryId: notary.id, regnum, regdate: '2025-06-10', validUntil: '2099-06-10', proxy: { delegationRight: true },
        parties: [
          { pin: '30101850000011', role: 'principal', fullname: "KARIMOV AZIZ BAXTIYOR O'G'LI", isAuthor: true },
          { pin: '40101850000022', role: 'attorney', fullname: 'KARIMOVA NILUFAR RUSTAM QIZI' },
        ],
      });
      const res = await http().get(`/api/searches/proxy?regnum=${encodeURIComponent(regnum)}&regdate=10.06.2025`).expect(200);
      expect(res.body.items).toHaveLength(1);
      expect(res.body.items[0]).toMatchObject({
        regnum, regdate: '2025-06-10', typeId: 101, state: 'active', validUntil: '2099-06-10', isExpired: false, canDelegate: true,
        principal: 'KARIMOV A. B.', attorney: 'KARIMOVA N. R.', notary: notary.fullName,
      });
      expect(res.body.items[0].office.name.oz).toBeTruthy();
    });

    it('reports annulled and expired ones, and does not show other act types or other dates', async () => {
      const regnum = `2024/${uniqueTag('')}`;
      await createAct({ typeId: 11651, regnum, regdate: '2024-01-05', status: 'annulled', validUntil: '2026-01-05' });
      await createAct({ typeId: 1, regnum, regdate: '2024-01-06' });
      const expiredNum = `2023/${uniqueTag('')}`;
      await createAct({ typeId: 105, regnum: expiredNum, regdate: '2023-02-01', validUntil: '2024-02-01' });
      const annulled = await http().get(`/api/searches/proxy?regnum=${regnum}&regdate=05.01.2024`).expect(200);
      expect(annulled.body.items[0]).toMatchObject({ state: 'cancelled', typeId: 11651 });
      expect((await http().get(`/api/searches/proxy?regnum=${regnum}&regdate=06.01.2024`).expect(200)).body.items).toEqual([]);
      expect((await http().get(`/api/searches/proxy?regnum=${regnum}&regdate=07.01.2024`).expect(200)).body.items).toEqual([]);
      const expired = await http().get(`/api/searches/proxy?regnum=${expiredNum}&regdate=01.02.2023`).expect(200);
      expect(expired.body.items[0]).toMatchObject({ state: 'active', isExpired: true });
    });

    it('validates the number and the date', async () => {
      const missing = await http().get('/api/searches/proxy?regdate=01.02.2023').expect(400);
      expect(missing.body.details.issues[0].message).toBe('error_required_regnum');
      await http().get('/api/searches/proxy?regnum=1&regdate=31.02.2023').expect(400);
      await http().get('/api/searches/proxy?regnum=1&regdate=2023-02-01').expect(400);
    });
  });

  describe('notarial act check (search_notarial_act)', () => {
    it("shows number, date, office, state, linked acts, the act's public remark (never the parties' notes), language and a masked phone", async () => {
      const notary = await createNotary();
      const regnum = `2025/${uniqueTag('')}`;
      const main = await createAct({ typeId: 101, notaryId: notary.id, regnum: `${regnum}m`, regdate: '2025-05-01' });
      const act = await createAct({ typeId: 1, notaryId: notary.id, regnum, regdate: '2025-05-20', lang: 'ru', phone: '901112233', linkedActIds: [main.id] });
      const author = await createUser();
      // A party's note on the card is private (it may carry personal data); the registered remark is public.
      await publicDb().query(`INSERT INTO act_note (act_id, author_id, text) VALUES ($1, $2, 'Pasport: AA1234567, tel 901112233')`, [act.id, author.id]);
      await publicDb().query(`UPDATE notarial_act SET remark = ' Dublikat berildi ' WHERE id = $1`, [act.id]);
      const res = await http().get(`/api/searches/notarial-act?regnum=${encodeURIComponent(regnum)}&regdate=20.05.2025`).expect(200);
      expect(res.body.items).toHaveLength(1);
      expect(res.body.items[0]).toMatchObject({
        regnum, regdate: '2025-05-20', typeId: 1, state: 'active', language: 'ru', phone: '+998 90 *** ** 33', notary: notary.fullName,
        linkedActs: [{ regnum: `${regnum}m`, regdate: '2025-05-01', state: 'active' }],
      });
      expect(res.body.items[0].notes).toEqual([{ text: 'Dublikat berildi', date: expect.any(String) }]);
      expect(JSON.stringify(res.body)).not.toContain('AA1234567');
      expect(res.body.items[0].typeName.ru).toBe('Договор купли-продажи транспортного средства');
      const plain = await createAct({ typeId: 1, notaryId: notary.id, regnum: `${regnum}p`, regdate: '2025-05-20' });
      await publicDb().query(`INSERT INTO act_note (act_id, author_id, text) VALUES ($1, $2, 'private')`, [plain.id, author.id]);
      const none = await http().get(`/api/searches/notarial-act?regnum=${encodeURIComponent(`${regnum}p`)}&regdate=20.05.2025`).expect(200);
      expect(none.body.items[0].notes).toEqual([]);
    });

    it('register numbers are unique per office only: the office narrows the check to one act', async () => {
      const [a, b] = [await createNotary(), await createNotary()];
      expect(a.officeId).not.toBe(b.officeId);
      const regnum = `2025/${uniqueTag('')}`;
      const inA = await createAct({ typeId: 1, notaryId: a.id, regnum, regdate: '2025-05-21' });
      const inB = await createAct({ typeId: 101, notaryId: b.id, regnum, regdate: '2025-05-21' });
      const url = (office?: string) => `/api/searches/notarial-act?regnum=${encodeURIComponent(regnum)}&regdate=21.05.2025${office === undefined ? '' : `&office=${office}`}`;
      expect((await http().get(url()).expect(200)).body.items.map((i: { id: string }) => i.id).sort()).toEqual([inA.id, inB.id].sort());
      expect((await http().get(url('')).expect(200)).body.items).toHaveLength(2);
      const onlyA = (await http().get(url(a.officeId)).expect(200)).body.items;
      expect(onlyA.map((i: { id: string; office: { id: string } }) => [i.id, i.office.id])).toEqual([[inA.id, a.officeId]]);
      expect((await http().get(url(b.officeId)).expect(200)).body.items.map((i: { id: string }) => i.id)).toEqual([inB.id]);
      await http().get(url('not-a-uuid')).expect(400);
    });

    it("the print form's QR link names the office and opens exactly that act", async () => {
      const notary = await createNotary();
      const regnum = `2025/${uniqueTag('')}`;
      const act = await createAct({ typeId: 1, notaryId: notary.id, regnum, regdate: '2025-05-22' });
      const path = actCheckPath(regnum, '2025-05-22', notary.officeId);
      expect(path).toBe(`/search_notarial_act?regnum=${encodeURIComponent(regnum)}&regdate=2025-05-22&office=${notary.officeId}`);
      // The page passes the link's parameters on to the API (regdate as dd.mm.yyyy).
      const link = new URL(path, 'http://portal.test').searchParams;
      const res = await http().get('/api/searches/notarial-act').query({ regnum: link.get('regnum'), regdate: '22.05.2025', office: link.get('office') }).expect(200);
      expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([act.id]);
    });

    it('answers an empty list (the page says "not found") for an unknown number, and cancelled for an annulled act', async () => {
      expect((await http().get('/api/searches/notarial-act?regnum=0000/0&regdate=01.01.2020').expect(200)).body.items).toEqual([]);
      const regnum = `2025/${uniqueTag('')}`;
      await createAct({ typeId: 15003, regnum, regdate: '2025-04-02', status: 'annulled' });
      const res = await http().get(`/api/searches/notarial-act?regnum=${regnum}&regdate=02.04.2025`).expect(200);
      expect(res.body.items[0]).toMatchObject({ state: 'cancelled' });
      expect(res.body.items[0].cancelledAt).toBeTruthy();
    });
  });

  describe('inheritance cases (search_inheritcase)', () => {
    async function createCase(over: Partial<{ name: string; cyr: string; death: string; opened: string; number: string; notaryId: string; officeId: string; state: string }>) {
      const notary = over.notaryId ? { id: over.notaryId, officeId: over.officeId! } : await createNotary();
      const number = over.number ?? uniqueTag('C');
      await publicDb().query(
        `INSERT INTO inheritance_case (case_number, opened_on, deceased_full_name, deceased_full_name_cyr, death_date, notary_id, office_id, state, heirs_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 2)`,
        [number, over.opened ?? '2024-03-01', over.name ?? 'Noma\'lum Shaxs', over.cyr ?? 'Номаълум Шахс', over.death ?? '2024-01-15', notary.id, notary.officeId, over.state ?? 'open'],
      );
      return { number, notary };
    }

    it('finds by the beginnings of the name words in either script, with apostrophe variants, any word order', async () => {
      const tag = uniqueTag('Q').toLowerCase();
      await createCase({ name: `${tag} G'ulomov Bahrom`, cyr: `${tag} Ғуломов Баҳром` });
      const ids = async (name: string) => (await http().get(`/api/searches/inheritance?name=${encodeURIComponent(name)}`).expect(200)).body.items.length;
      expect(await ids(`${tag} g'ulomov`)).toBe(1);
      expect(await ids(`${tag} gʻulomov`)).toBe(1);
      expect(await ids(`бахром ${tag}`)).toBe(0); // ҳ is not х: a different letter
      expect(await ids(`баҳром ${tag}`)).toBe(1);
      expect(await ids(`${tag} Bahrom`)).toBe(1);
      expect(await ids(`${tag} gulo`)).toBe(1);
      expect(await ids(`${tag} b`)).toBe(1); // one letter begins a word too
      expect(await ids(`${tag} gulomov gulomov`)).toBe(1);
      expect(await ids(`${tag} gulomovv`)).toBe(0); // longer than the word
      expect(await ids(`${tag} ulomov`)).toBe(0); // the middle of a word is not its beginning
      expect(await ids(`${tag} Aliyev`)).toBe(0);
    });

    it('filters by death date, case number, opening date and notary, and combines them', async () => {
      const notary = await createNotary();
      const tag = uniqueTag('W').toLowerCase();
      const c1 = await createCase({ name: `${tag} Birinchi`, death: '2022-02-02', opened: '2022-03-03', notaryId: notary.id, officeId: notary.officeId });
      await createCase({ name: `${tag} Ikkinchi`, death: '2022-02-02', opened: '2022-04-04' });
      const count = async (q: string) => (await http().get(`/api/searches/inheritance?${q}`).expect(200)).body.items.length;
      expect(await count(`name=${tag}`)).toBe(2);
      expect(await count(`name=${tag}&deathDate=02.02.2022`)).toBe(2);
      expect(await count(`name=${tag}&openedOn=2022-03-03`)).toBe(1);
      expect(await count(`caseNumber=${c1.number}`)).toBe(1);
      expect(await count(`notaryId=${notary.id}`)).toBe(1);
      expect(await count(`notaryId=${notary.id}&openedOn=04.04.2022`)).toBe(0);
      const row = (await http().get(`/api/searches/inheritance?caseNumber=${c1.number}`).expect(200)).body.items[0];
      expect(row).toMatchObject({ caseNumber: c1.number, deathDate: '2022-02-02', openedOn: '2022-03-03', state: 'open', notary: { id: notary.id } });
    });

    it('needs at least one criterion, a name of at least 3 letters, and pages with hasMore', async () => {
      await http().get('/api/searches/inheritance').expect(400);
      await http().get('/api/searches/inheritance?name=ab').expect(400);
      await http().get('/api/searches/inheritance?deathDate=31.02.2022').expect(400);
      const notary = await createNotary();
      for (let i = 0; i < 21; i++) await createCase({ notaryId: notary.id, officeId: notary.officeId, death: '2022-12-01', opened: `2023-01-${String(i + 1).padStart(2, '0')}` });
      const p1 = await http().get(`/api/searches/inheritance?notaryId=${notary.id}`).expect(200);
      expect(p1.body).toMatchObject({ page: 1, hasMore: true });
      expect(p1.body.items).toHaveLength(20);
      expect(p1.body.items[0].openedOn).toBe('2023-01-21');
      const p2 = await http().get(`/api/searches/inheritance?notaryId=${notary.id}&page=2`).expect(200);
      expect(p2.body).toMatchObject({ page: 2, hasMore: false });
      expect(p2.body.items).toHaveLength(1);
    });
  });

  describe('ban search (search_ban)', () => {
    async function vehicleOf(pin: string) {
      const plate = `01${uniqueTag('').slice(0, 3).toUpperCase().replace(/[^A-Z]/g, 'A')}${Math.floor(Math.random() * 900 + 100)}`;
      const series = 'AAF';
      const number = String(Math.floor(Math.random() * 9_000_000 + 1_000_000));
      const { rows } = await publicDb().query<{ id: string }>(
        `INSERT INTO sim_vehicle (state_number, tech_passport_series, tech_passport_number, body_number, make, year, owner_pins)
         VALUES ($1, $2, $3, $4, 'Chevrolet Cobalt', 2020, $5) RETURNING id`,
        [plate, series, number, uniqueTag('B'), [pin]],
      );
      const vehicleId = rows[0]!.id;
      await publicDb().query(
        `INSERT INTO sim_vehicle_encumbrance (vehicle_id, kind, amount, imposed_at, document_date, document_number, document_name, official, organisation, lifted_at)
         VALUES ($1, 'ban', NULL, '2024-05-01', '2024-04-30', '12-345', 'Sud ajrimi', 'Aliyev A.', 'Yunusobod tumani sudi', NULL),
                ($1, 'fine', 412000, '2025-01-10', '2025-01-10', 'YHXX-77', 'Jarima qarori', 'Karimov B.', 'YHXX', NULL),
                ($1, 'fine', 100000, '2024-01-10', '2024-01-10', 'YHXX-12', 'Jarima qarori', 'Karimov B.', 'YHXX', '2024-02-01')`,
        [vehicleId],
      );
      return { plate, series, number };
    }

    it('needs a sign-in', async () => {
      const res = await http().get('/api/searches/bans?kind=vehicle&vehicleNumber=01A123BC&techPassportSeries=AAF&techPassportNumber=1234567').expect(403);
      expect(res.body.message).toBe('Access Denied');
    });

    it("lists the bans and active fines of the caller's own vehicle, with the ban list's id and state", async () => {
      const owner = await createUser();
      const v = await vehicleOf(owner.pin);
      const token = await createSession(owner);
      const res = await http()
        .get(`/api/searches/bans?kind=vehicle&vehicleNumber=${v.plate.toLowerCase()}&techPassportSeries=aaf&techPassportNumber=${v.number}`)
        .set(authHeader(token))
        .expect(200);
      expect(res.body.found).toBe(true);
      expect(res.body.property).toMatchObject({ kind: 'vehicle', stateNumber: v.plate, make: 'Chevrolet Cobalt' });
      expect(res.body.bans).toHaveLength(3);
      // Active ones first, newest first.
      expect(res.body.bans.map((b: { kind: string }) => b.kind)).toEqual(['fine', 'ban', 'fine']);
      expect(res.body.bans[1]).toMatchObject({
        kind: 'ban', state: 'active', imposedAt: '2024-05-01', documentDate: '2024-04-30', documentNumber: '12-345',
        documentName: 'Sud ajrimi', official: 'Aliyev A.', organisation: 'Yunusobod tumani sudi',
      });
      expect(res.body.bans.map((b: { state: string }) => b.state)).toEqual(['active', 'active', 'lifted']);
      expect(res.body.activeFines).toEqual({ count: 1, total: 412000 });
    });

    it("answers someone else's vehicle exactly like a vehicle that does not exist", async () => {
      const owner = await createUser();
      const stranger = await createUser();
      const v = await vehicleOf(owner.pin);
      const token = await createSession(stranger);
      const res = await http()
        .get(`/api/searches/bans?kind=vehicle&vehicleNumber=${v.plate}&techPassportSeries=${v.series}&techPassportNumber=${v.number}`)
        .set(authHeader(token))
        .expect(200);
      expect(res.body).toEqual({ found: false, property: null, bans: [], activeFines: { count: 0, total: 0 } });
    });

    it('finds real estate by type and cadastre number, own property only', async () => {
      const owner = await createUser();
      const cadastre = `11:14:04:01:01:${String(Math.floor(Math.random() * 9000 + 1000))}`;
      const { rows } = await publicDb().query<{ id: string }>(
        `INSERT INTO sim_cadastre (cadastre_number, property_type, address, area, owner_pins) VALUES ($1, 'residential', 'Toshkent shahri', 64.5, $2)
         ON CONFLICT (cadastre_number) DO UPDATE SET owner_pins = excluded.owner_pins RETURNING id`,
        [cadastre, [owner.pin]],
      );
      await publicDb().query(
        `INSERT INTO sim_cadastre_ban (cadastre_id, imposed_at, document_date, document_number, document_name, official, organisation)
         VALUES ($1, '2023-09-01', '2023-08-30', '7/2023', 'Ipoteka shartnomasi', 'Notarius', 'Xalq banki')`,
        [rows[0]!.id],
      );
      const token = await createSession(owner);
      const res = await http().get(`/api/searches/bans?kind=real_estate&propertyType=residential&cadastreNumber=${cadastre}`).set(authHeader(token)).expect(200);
      expect(res.body).toMatchObject({ found: true, property: { kind: 'real_estate', cadastreNumber: cadastre, area: 64.5 } });
      expect(res.body.bans[0]).toMatchObject({ state: 'active', documentName: 'Ipoteka shartnomasi', organisation: 'Xalq banki' });
      const wrongType = await http().get(`/api/searches/bans?kind=real_estate&propertyType=non_residential&cadastreNumber=${cadastre}`).set(authHeader(token)).expect(200);
      expect(wrongType.body.found).toBe(false);
      const bad = await http().get('/api/searches/bans?kind=real_estate&propertyType=residential&cadastreNumber=11-14').set(authHeader(token)).expect(400);
      expect(bad.body.details.issues[0].message).toBe('error_wrong_cadastre_number');
    });
  });

  it("turns a database failure into 'Unexpected search error; retry' (503 search_failed)", async () => {
    const db = api.app.get(DataSource);
    // A search against a missing relation fails like an unexpected database error would.
    await db.query(`ALTER TABLE inheritance_case RENAME TO inheritance_case_away`);
    try {
      const res = await http().get('/api/searches/inheritance?caseNumber=X-1').set('Accept-Language', 'ru').expect(503);
      expect(res.body).toMatchObject({ code: 'search_failed', message: 'Непредвиденная ошибка поиска. Повторите попытку' });
    } finally {
      await db.query(`ALTER TABLE inheritance_case_away RENAME TO inheritance_case`);
    }
  });

  it('runs every search statement read-only under its time limit on a pool of its own, and leaves the API\'s own pool as it is', async () => {
    const repository = api.app.get(SearchesRepository);
    const probe = (em: EntityManager) =>
      em.query(`SELECT current_setting('transaction_read_only') AS ro, current_setting('statement_timeout') AS timeout,
        current_setting('transaction_isolation') AS isolation, txid_current_if_assigned() IS NULL AS fresh,
        current_setting('plan_cache_mode') AS plans`) as Promise<Record<string, unknown>[]>;
    const seen = await repository.readOnly(async (em) => {
      const [row] = await probe(em);
      const write = await em.query(`CREATE TEMP TABLE search_write_probe (x int)`).then(() => 'written', (e: Error) => e.message);
      const update = await em.query(`UPDATE inheritance_case SET heirs_count = heirs_count WHERE false`).then(() => 'written', (e: Error) => e.message);
      return { ...row, write, update };
    });
    expect(seen).toEqual({
      ro: 'on', timeout: `${SEARCH_TIMEOUT_MS / 1000}s`, isolation: 'read committed', fresh: true, plans: 'force_generic_plan',
      write: 'cannot execute CREATE TABLE in a read-only transaction', update: 'cannot execute UPDATE in a read-only transaction',
    });
    // A statement past the pool's limit is cancelled (a pool of the same options with a 50 ms limit).
    const short = new DataSource(searchDataSourceOptions(inject('databaseUrl'), 1, 50) as DataSourceOptions);
    await short.initialize();
    try {
      await expect(short.query('SELECT pg_sleep(1)')).rejects.toThrow(/statement timeout/);
    } finally {
      await short.destroy();
    }
    // The API's own pool (every other request, the writes) is neither read-only nor under the searches' limit.
    const db = api.app.get(DataSource);
    const runners = await Promise.all(Array.from({ length: 3 }, async () => { const r = db.createQueryRunner(); await r.connect(); return r; }));
    for (const r of runners) {
      const [row] = await probe(r.manager);
      expect(row).toMatchObject({ ro: 'off', plans: 'auto' });
      expect(row!.timeout).not.toBe(`${SEARCH_TIMEOUT_MS / 1000}s`);
    }
    await Promise.all(runners.map((r) => r.release()));
  });

  it('masks names and phones', () => {
    expect(maskName("TURSUNOV SHERZOD NABI O'G'LI")).toBe('TURSUNOV S. N.');
    expect(maskName('')).toBe('—');
    expect(maskPhone('998901234567')).toBe('+998 90 *** ** 67');
    expect(maskPhone('12')).toBeNull();
  });

  it('seeds a registry whose numbers run per office and year, and moves the counters past them (rolled back)', async () => {
    const db = api.app.get(DataSource);
    const notary = await createNotary();
    const { acts } = buildRegistry([{ id: notary.id, officeId: notary.officeId, fullName: notary.fullName, phone: '901234567', districtId: 172602 }], '2025-06-30', { powersOfAttorney: 30, otherActs: 20, inheritanceCases: 10 });
    const numbers = acts.filter((a) => a.year === 2025).map((a) => Number(a.regnum.split('/')[1]));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    // A legacy number longer than the counter can issue sits in the same office: it must not break the seeding.
    await createAct({ typeId: 101, notaryId: notary.id, officeId: notary.officeId, regnum: '2025/5024255727', regdate: '2025-03-01' });
    await expect(
      db.transaction(async (em) => {
        await em.query(`DELETE FROM register_counter WHERE office_id = $1`, [notary.officeId]);
        await seedRegistries(em, { powersOfAttorney: 300, otherActs: 200, inheritanceCases: 100 }, new Date('2025-06-30T12:00:00Z'));
        const [{ n }] = await em.query(`SELECT count(*)::int AS n FROM notarial_act WHERE created_by = '00000000-0000-4000-8000-000000000001' AND office_id = $1`, [notary.officeId]);
        expect(n).toBeGreaterThan(0);
        // The seed spreads its acts over every notary of the (shared) test database, so which years this office
        // gets varies: each year it has numbered acts in, its counter stands at the largest number.
        const years = (await em.query(
          `SELECT a.reg_year AS year, max(split_part(a.regnum, '/', 2)::int) AS m, c.last_number AS counter
             FROM notarial_act a LEFT JOIN register_counter c ON c.office_id = a.office_id AND c.year = a.reg_year
            WHERE a.office_id = $1 AND a.regnum ~ '^[0-9]{4}/[0-9]{1,9}$' GROUP BY a.reg_year, c.last_number`,
          [notary.officeId],
        )) as { year: number; m: number; counter: number | null }[];
        expect(years.length).toBeGreaterThan(0);
        for (const y of years) expect(y.counter, `register_counter of ${y.year}`).toBe(y.m);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });
});
