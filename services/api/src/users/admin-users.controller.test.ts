import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { authHeader, createPerson, createSession, createUser } from '../testing/identity-factories.js';
import { createNotary } from '../testing/public-factories.js';
import { IDENTITY_MESSAGES } from '../identity/messages.js';

const ACCESS_DENIED = { code: 'access_denied', message: 'Access Denied' };

describe('user administration: /api/admin/users', () => {
  const api = useTestApi();
  const { http } = api;
  let db: DataSource;
  let adminToken: string;
  let admin: { id: string };
  beforeAll(async () => {
    db = api.app.get(DataSource);
    admin = await createUser({ roles: ['admin'] });
    adminToken = await createSession(admin);
  });
  const asAdmin = <T extends { set: (h: Record<string, string>) => T }>(req: T): T => req.set(authHeader(adminToken));

  it('refuses citizens and notaries with 403 forbidden (not a session expiry), and anonymous callers with Access Denied', async () => {
    const citizen = await createUser();
    const notary = await createUser({ roles: ['notary'] });
    for (const user of [citizen, notary]) {
      const token = await createSession(user);
      for (const res of [
        await http().get('/api/admin/users').set(authHeader(token)),
        await http().get(`/api/admin/users/${citizen.id}`).set(authHeader(token)),
        await http().patch(`/api/admin/users/${citizen.id}`).set(authHeader(token)).send({ roles: ['admin'] }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('forbidden');
        expect(res.body.message).not.toBe('Access Denied');
      }
    }
    const anonymous = await http().get('/api/admin/users').expect(403);
    expect(anonymous.body).toMatchObject(ACCESS_DENIED);
    const [row] = (await db.query(`SELECT roles FROM users WHERE id = $1`, [citizen.id])) as { roles: string[] }[];
    expect(row!.roles).toEqual(['citizen']);
  });

  it('lists users newest first, paged, and searches by pin, passport and name', async () => {
    const surname = `QOBILOV${Date.now()}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createUser({ surname, name: `ALI${i}` }));
    const byName = await asAdmin(http().get(`/api/admin/users?search=${surname.toLowerCase()}&size=2`)).expect(200);
    expect(byName.body.total).toBe(3);
    expect(byName.body.items.map((u: { id: string }) => u.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(byName.body).toMatchObject({ page: 1, size: 2 });
    const page2 = await asAdmin(http().get(`/api/admin/users?search=${surname}&size=2&page=2`)).expect(200);
    expect(page2.body.items.map((u: { id: string }) => u.id)).toEqual([made[0]!.id]);
    const byPin = await asAdmin(http().get(`/api/admin/users?search=${made[1]!.pin}`)).expect(200);
    expect(byPin.body.items.map((u: { id: string }) => u.id)).toEqual([made[1]!.id]);
    const byPassport = await asAdmin(http().get(`/api/admin/users?search=${made[0]!.passserial}${made[0]!.passnum}`)).expect(200);
    expect(byPassport.body.items.map((u: { id: string }) => u.id)).toContain(made[0]!.id);
    const item = byPin.body.items[0];
    expect(item).toMatchObject({ state: 1, isdeleted: false, comments: null, notary: null, notaryId: null });
    expect(Date.parse(item.instime)).not.toBeNaN();
    // A search with LIKE wildcards matches them literally.
    expect((await asAdmin(http().get('/api/admin/users?search=%25%25')).expect(200)).body.total).toBe(0);
  });

  it('answers bad paging with 400', async () => {
    for (const q of ['page=0', 'page=x', 'size=0', 'size=101', 'size=-1']) {
      const res = await asAdmin(http().get(`/api/admin/users?${q}`));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('shows one user, and 404 for an unknown or malformed id', async () => {
    const user = await createUser({ comments: 'called the helpline' });
    const res = await asAdmin(http().get(`/api/admin/users/${user.id}`)).expect(200);
    expect(res.body).toMatchObject({ id: user.id, pin: user.pin, comments: 'called the helpline', roles: ['citizen'] });
    await asAdmin(http().get('/api/admin/users/00000000-0000-4000-8000-000000000000')).expect(404);
    const bad = await asAdmin(http().get('/api/admin/users/not-a-uuid')).expect(404);
    expect(bad.body.code).toBe('not_found');
  });

  /** A notary record of the notaries module's tables (with the territory it needs). */
  async function createNotaryRecord(fullName: string): Promise<string> {
    await db.query(
      `INSERT INTO region (id, name_oz, name_uz, name_ru, lat, lng) VALUES (1726, 'Toshkent shahri', 'Тошкент шаҳри', 'город Ташкент', 41.31, 69.28)
       ON CONFLICT (id) DO NOTHING`,
    );
    await db.query(
      `INSERT INTO district (id, region_id, name_oz, name_uz, name_ru, lat, lng)
       VALUES (172602, 1726, 'Chilonzor tumani', 'Чилонзор тумани', 'Чиланзарский район', 41.27, 69.2) ON CONFLICT (id) DO NOTHING`,
    );
    const [office] = (await db.query(
      `INSERT INTO notary_office (name_oz, name_uz, name_ru, region_id, district_id, address_oz, address_uz, address_ru, lat, lng, phone, timetable)
       VALUES ('1-son notarial idora', '1-сон нотариал идора', 'Нотариальная контора №1', 1726, 172602, 'Manzil', 'Манзил', 'Адрес', 41.3, 69.2,
               '712000000', '{}') RETURNING id`,
    )) as { id: string }[];
    const [notary] = (await db.query(
      `INSERT INTO notary (last_name, first_name, full_name, full_name_cyr, license_number, license_date, office_id, phone)
       VALUES ('X', 'Y', $1, $1, $2, '2010-01-01', $3, '901234567') RETURNING id`,
      [fullName, `T-${Date.now()}-${Math.random()}`, office!.id],
    )) as { id: string }[];
    return notary!.id;
  }

  it('changes roles, comments and the notary link, and shows the linked notary', async () => {
    const user = await createUser();
    const notaryId = await createNotaryRecord('ABDULLAYEV RUSTAM ERKIN O\'G\'LI');
    const res = await asAdmin(
      http().patch(`/api/admin/users/${user.id}`).send({ roles: ['citizen', 'notary'], comments: 'notary since 2026', notaryId }),
    ).expect(200);
    expect(res.body).toMatchObject({
      roles: ['citizen', 'notary'],
      comments: 'notary since 2026',
      notaryId,
      notary: { id: notaryId, fullName: "ABDULLAYEV RUSTAM ERKIN O'G'LI", office: '1-son notarial idora' },
    });
    expect(res.body.notary.licenseNumber).toMatch(/^T-/);
    // The session of the user now carries the notary link.
    const token = await createSession(user);
    await http().get('/api/admin/users').set(authHeader(token)).expect(403);
    const listed = await asAdmin(http().get(`/api/admin/users?search=${user.pin}`)).expect(200);
    expect(listed.body.items[0].notary.id).toBe(notaryId);
    const unlink = await asAdmin(http().patch(`/api/admin/users/${user.id}`).send({ notaryId: null, roles: ['citizen'] })).expect(200);
    expect(unlink.body).toMatchObject({ roles: ['citizen'], notaryId: null, notary: null });
  });

  it('refuses a notary link without the notary role or to an unknown notary, and unknown fields', async () => {
    const user = await createUser();
    const noRole = await asAdmin(http().patch(`/api/admin/users/${user.id}`).send({ notaryId: '00000000-0000-4000-8000-000000000001' }));
    expect(noRole.status).toBe(400);
    expect(noRole.body.message).toMatch(/notary role/);
    const unknown = await asAdmin(
      http().patch(`/api/admin/users/${user.id}`).send({ roles: ['notary'], notaryId: '00000000-0000-4000-8000-000000000001' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/No notary/);
    for (const body of [{ roles: [] }, { roles: ['root'] }, { state: 3 }, { pin: '1' }, { notaryId: 'x' }, { comments: 5 }]) {
      const res = await asAdmin(http().patch(`/api/admin/users/${user.id}`).send(body));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('blocking or deleting a user revokes their sessions at once; unblocking does not revive them', async () => {
    const user = await createUser();
    const token = await createSession(user);
    await http().get('/api/check_token').set(authHeader(token)).expect(200);
    const res = await asAdmin(http().patch(`/api/admin/users/${user.id}`).send({ state: 2 })).expect(200);
    expect(res.body.state).toBe(2);
    expect((await http().get('/api/check_token').set(authHeader(token)).expect(403)).body).toMatchObject(ACCESS_DENIED);
    await asAdmin(http().patch(`/api/admin/users/${user.id}`).send({ state: 1 })).expect(200);
    await http().get('/api/check_token').set(authHeader(token)).expect(403);

    const other = await createUser();
    const otherToken = await createSession(other);
    const deleted = await asAdmin(http().patch(`/api/admin/users/${other.id}`).send({ isdeleted: 1 })).expect(200);
    expect(deleted.body.isdeleted).toBe(true);
    await http().get('/api/check_token').set(authHeader(otherToken)).expect(403);
  });

  it('keeps an administrator from locking themselves out', async () => {
    for (const body of [{ roles: ['citizen'] }, { state: 2 }, { isdeleted: 1 }]) {
      const res = await asAdmin(http().patch(`/api/admin/users/${admin.id}`).send(body));
      expect(res.status).toBe(400);
    }
    const [row] = (await db.query(`SELECT roles, state, isdeleted FROM users WHERE id = $1`, [admin.id])) as object[];
    expect(row).toEqual({ roles: ['admin'], state: 1, isdeleted: 0 });
  });

  it('refuses the notary role without a notary record behind it (issue 14), and keeps it once linked', async () => {
    const user = await createUser();
    const bare = await asAdmin(http().patch(`/api/admin/users/${user.id}`).send({ roles: ['citizen', 'notary'] }));
    expect(bare.status).toBe(422);
    expect(bare.body).toMatchObject({ code: 'notary_record_required', message: expect.stringMatching(/notary record/) });
    const [row] = (await db.query(`SELECT roles, notary_id FROM users WHERE id = $1`, [user.id])) as { roles: string[]; notary_id: string | null }[];
    expect(row).toEqual({ roles: ['citizen'], notary_id: null });

    const notary = await createNotary();
    await asAdmin(http().patch(`/api/admin/users/${user.id}`).send({ roles: ['citizen', 'notary'], notaryId: notary.id })).expect(200);
    // Unlinking while keeping the role is the same refusal; comments alone stay possible.
    const unlinked = await asAdmin(http().patch(`/api/admin/users/${user.id}`).send({ notaryId: null }));
    expect(unlinked.status).toBe(422);
    expect(unlinked.body.code).toBe('notary_record_required');
    await asAdmin(http().patch(`/api/admin/users/${user.id}`).send({ comments: 'bir izoh' })).expect(200);
  });

  it('filters the list by role, state and deletion', async () => {
    const tag = `FILTR${Date.now().toString(36).toUpperCase()}`;
    const plain = await createUser({ fullname: `${tag} ODDIY` });
    const blocked = await createUser({ fullname: `${tag} BLOK`, state: 2 });
    const notary = await createUser({ fullname: `${tag} NOTARIUS`, roles: ['notary'] });
    const deleted = await createUser({ fullname: `${tag} OCHIRILGAN` });
    await db.query(`UPDATE users SET isdeleted = 1 WHERE id = $1`, [deleted.id]);
    const ids = async (query: string) =>
      ((await asAdmin(http().get(`/api/admin/users?search=${tag}&${query}`)).expect(200)).body.items as { id: string }[]).map((u) => u.id).sort();
    expect(await ids('')).toEqual([plain.id, blocked.id, notary.id, deleted.id].sort());
    expect(await ids('role=notary')).toEqual([notary.id]);
    expect(await ids('state=2')).toEqual([blocked.id]);
    expect(await ids('deleted=true')).toEqual([deleted.id]);
    expect(await ids('deleted=false&state=1&role=citizen')).toEqual([plain.id]);
    for (const bad of ['role=root', 'state=3', 'deleted=maybe']) {
      expect((await asAdmin(http().get(`/api/admin/users?${bad}`))).status).toBe(400);
    }
  });

  it('a blocked user can no longer start a sign-in, and can again once unblocked', async () => {
    const person = await createPerson();
    const user = await createUser({ pin: person.pin });
    const token = await createSession(user);
    const precheck = () =>
      http().post('/api/check_before_auth').set('X-Forwarded-For', `10.14.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`).send({ pin: person.pin, passserial: person.passserial, passnum: person.passnum });
    expect((await precheck()).status).toBe(200);
    await asAdmin(http().patch(`/api/admin/users/${user.id}`).send({ state: 2 })).expect(200);
    await http().get('/api/check_token').set(authHeader(token)).expect(403);
    const refused = await precheck();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(IDENTITY_MESSAGES.account_blocked.oz);
    await asAdmin(http().patch(`/api/admin/users/${user.id}`).send({ state: 1 })).expect(200);
    expect((await precheck()).status).toBe(200);
  });
});
