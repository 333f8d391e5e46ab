import { describe, expect, it } from 'vitest';
import { authHeader, createSession, createUser } from '../testing/identity-factories.js';
import { createNotary, createOffice, uniqueTag } from '../testing/public-factories.js';
import { useTestApi } from '../testing/test-api.js';

describe('notaries and offices for administrators (issue 14)', () => {
  const { http } = useTestApi();

  it('lists notaries with licence, office, ratings and the linked user; changes licence status, office and rating', async () => {
    const admin = authHeader(await createSession(await createUser({ roles: ['admin'] })));
    const office = await createOffice();
    const target = await createOffice();
    const tag = uniqueTag('Adm');
    const notary = await createNotary({ officeId: office.id, fullName: `${tag} Aziz Anvar` });
    const user = await createUser({ roles: ['notary'], notaryId: notary.id });

    const list = await http().get(`/api/admin/notaries?search=${encodeURIComponent(tag)}`).set(admin).expect(200);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: notary.id, licenseStatus: 'active', officeId: office.id, ministryRating: 4, user: { id: user.id } });

    const changed = await http().patch(`/api/admin/notaries/${notary.id}`).set(admin).send({ licenseStatus: 'terminated', officeId: target.id, ministryRating: 3.5 }).expect(200);
    expect(changed.body).toMatchObject({ licenseStatus: 'terminated', officeId: target.id, ministryRating: 3.5 });
    expect(changed.body.licenseStatusDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The public directory shows the licence status; the e-queue no longer offers the notary.
    expect((await http().get(`/api/notaries/${notary.id}`).expect(200)).body.licenseStatus).toBe('terminated');
    const offices = await http().get(`/api/equeue/offices`).set(admin).expect(200);
    expect((offices.body as { id: string }[]).some((o) => o.id === target.id)).toBe(false);

    const filtered = await http().get(`/api/admin/notaries?licenseStatus=terminated&officeId=${target.id}`).set(admin).expect(200);
    expect(filtered.body.items.map((n: { id: string }) => n.id)).toEqual([notary.id]);

    const all = await http().get('/api/admin/offices').set(admin).expect(200);
    expect(all.body.find((o: { id: string }) => o.id === target.id)).toMatchObject({ notaries: 1 });
  });

  it('refuses unknown offices and notaries, bad values, and anyone but an administrator', async () => {
    const admin = authHeader(await createSession(await createUser({ roles: ['admin'] })));
    const notary = await createNotary();
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await http().patch(`/api/admin/notaries/${notary.id}`).set(admin).send({ officeId: unknown })).status).toBe(400);
    expect((await http().patch(`/api/admin/notaries/${unknown}`).set(admin).send({ ministryRating: 4 })).status).toBe(404);
    for (const body of [{ licenseStatus: 'revoked' }, { ministryRating: 6 }, { officeId: 'x' }, { fullName: 'X' }]) {
      expect((await http().patch(`/api/admin/notaries/${notary.id}`).set(admin).send(body)).status).toBe(400);
    }
    for (const user of [await createUser(), await createUser({ roles: ['notary'], notaryId: notary.id })]) {
      const auth = authHeader(await createSession(user));
      for (const res of [
        await http().get('/api/admin/notaries').set(auth),
        await http().get('/api/admin/offices').set(auth),
        await http().patch(`/api/admin/notaries/${notary.id}`).set(auth).send({ licenseStatus: 'cancelled' }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('forbidden');
      }
    }
  });
});
