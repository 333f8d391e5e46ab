import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PIN, DEMO_NOTARY_PINS, DEMO_PERSONS, demoPin } from '../civil-registry/demo-persons.js';
import { SimulatedCivilRegistry } from '../civil-registry/simulated-civil-registry.js';
import { upsertTerritories } from '../reference/reference.seed.js';
import { useTestApi } from '../testing/test-api.js';
import { seedIdentity } from './identity.seed.js';

class Rollback extends Error {}

const byKey = (key: string) => demoPin(DEMO_PERSONS.find((p) => p.key === key)!);

describe('identity demo seed (rolled back)', () => {
  const api = useTestApi();

  it('fills the civil registry and the demo accounts, linked to the notaries directory', async () => {
    const db = api.app.get(DataSource);
    await expect(
      db.transaction(async (em) => {
        await upsertTerritories(em);
        // What the notaries seeder does for the demo accounts: a notary record whose person_pin is a demo pin.
        const [office] = (await em.query(
          `INSERT INTO notary_office (name_oz, name_uz, name_ru, region_id, district_id, address_oz, address_uz, address_ru, lat, lng, phone, timetable)
           VALUES ('Test idora', 'Тест идора', 'Тест контора', 1726, 172602, 'Manzil', 'Манзил', 'Адрес', 41.3, 69.2, '712000000', '{}')
           RETURNING id`,
        )) as { id: string }[];
        for (const [i, pin] of DEMO_NOTARY_PINS.entries()) {
          await em.query(`UPDATE notary SET person_pin = NULL WHERE person_pin = $1`, [pin]);
          await em.query(
            `INSERT INTO notary (last_name, first_name, full_name, full_name_cyr, license_number, license_date, office_id, person_pin, phone)
             VALUES ('N', 'N', 'N', 'N', $1, '2015-01-01', $2, $3, '901234567')`,
            [`SEED-TEST-${i}-${Date.now()}`, office!.id, pin],
          );
        }
        await seedIdentity(em);

        const [counts] = (await em.query(`SELECT
          (SELECT count(*)::int FROM registry_person WHERE pin = ANY ($1)) AS persons,
          (SELECT count(*)::int FROM registry_person WHERE pin = ANY ($1) AND death_date IS NOT NULL) AS deceased,
          (SELECT count(*)::int FROM registry_kinship WHERE pin_a = ANY ($1)) AS links,
          (SELECT count(*)::int FROM registry_document WHERE pin = ANY ($1) AND type_id = 20) AS birth_certificates`, [
          DEMO_PERSONS.map((p) => demoPin(p)),
        ])) as { persons: number; deceased: number; links: number; birth_certificates: number }[];
        expect(counts!.persons).toBe(DEMO_PERSONS.length);
        expect(counts!.deceased).toBeGreaterThanOrEqual(3);
        expect(counts!.links).toBeGreaterThanOrEqual(40);
        expect(counts!.birth_certificates).toBeGreaterThanOrEqual(5);

        const users = (await em.query(
          `SELECT pin, roles, notary_id, regionru, districtuz, passserial, passnum, valid, termsofuse FROM users WHERE pin = ANY ($1) ORDER BY pin`,
          [[...DEMO_NOTARY_PINS, DEMO_ADMIN_PIN, byKey('aziz')]],
        )) as { pin: string; roles: string[]; notary_id: string | null; regionru: string; passserial: string; valid: number; termsofuse: number }[];
        expect(users).toHaveLength(5);
        for (const u of users.filter((u) => DEMO_NOTARY_PINS.includes(u.pin))) {
          expect(u.roles).toEqual(['notary']);
          expect(u.notary_id).not.toBeNull();
        }
        expect(users.find((u) => u.pin === DEMO_ADMIN_PIN)!.roles).toEqual(['admin']);
        const aziz = users.find((u) => u.pin === byKey('aziz'))!;
        expect(aziz).toMatchObject({ roles: ['citizen'], passserial: 'AB', passnum: '4127356', regionru: 'город Ташкент', valid: 1, termsofuse: 0 });
        const linked = (await em.query(`SELECT n.person_pin FROM users u JOIN notary n ON n.id = u.notary_id WHERE u.pin = ANY ($1)`, [
          DEMO_NOTARY_PINS,
        ])) as { person_pin: string }[];
        expect(linked.map((l) => l.person_pin).sort()).toEqual([...DEMO_NOTARY_PINS].sort());

        // The adapter reads the seeded families: kinship direct and derived, minors, the deceased.
        const registry = new SimulatedCivilRegistry(em);
        expect(await registry.kinship(byKey('aziz'), byKey('nilufar'))).toBe('spouse');
        expect(await registry.kinship(byKey('nilufar'), byKey('aziz'))).toBe('spouse');
        expect(await registry.kinship(byKey('aziz'), byKey('sardor'))).toBe('child');
        expect(await registry.kinship(byKey('sardor'), byKey('aziz'))).toBe('parent');
        expect(await registry.kinship(byKey('sardor'), byKey('madina'))).toBe('sibling');
        expect(await registry.kinship(byKey('sardor'), byKey('baxtiyor'))).toBe('grandparent');
        expect(await registry.kinship(byKey('saodat'), byKey('madina'))).toBe('grandchild');
        expect(await registry.kinship(byKey('dilnoza'), byKey('mohira'))).toBe('sibling');
        expect(await registry.kinship(byKey('aziz'), byKey('jasur'))).toBeNull();
        expect(await registry.isDeceased(byKey('baxtiyor'))).toBe(true);
        expect(await registry.isDeceased(byKey('aziz'))).toBe(false);
        expect(await registry.isDeceased('00000000000000')).toBe(false);
        // Several persons in one request: the same records as one by one, unknown pins left out.
        const many = await registry.findPersons([byKey('aziz'), '00000000000000', byKey('nilufar')]);
        expect(many.map((p) => p.pin).sort()).toEqual([byKey('aziz'), byKey('nilufar')].sort());
        expect(many.find((p) => p.pin === byKey('nilufar'))).toEqual(await registry.findPerson(byKey('nilufar')));
        expect(await registry.findPersons([])).toEqual([]);
        const family = await registry.relatives(byKey('aziz'));
        expect(family.map((r) => r.kinship).sort()).toEqual(['child', 'child', 'parent', 'parent', 'spouse']);

        const byPassport = await registry.findByPassport('AB', '4127356');
        expect(byPassport).toMatchObject({ pin: byKey('aziz'), surname: 'KARIMOV', isPhoneActive: true, hasPhoto: false });
        expect(byPassport!.documents[0]).toMatchObject({ typeId: 1, series: 'AB', number: '4127356', isActive: true });
        const madina = await registry.findPerson(byKey('madina'));
        expect(madina!.documents.map((d) => d.typeId).sort()).toEqual([20, 46]);
        expect(await registry.findPerson('00000000000000')).toBeNull();
        const expired = await registry.findByPassport('AA', '9120034');
        expect(expired!.documents[0]!.expiryDate! < new Date().toISOString().slice(0, 10)).toBe(true);

        // Enrolment stores a photo once; a second enrolment does not overwrite it.
        expect(await registry.registryPhotoEmbedding(byKey('aziz'))).toBeNull();
        expect(await registry.enrolPhoto(byKey('aziz'), [0.1, 0.2, 0.3])).toBe(true);
        expect(await registry.enrolPhoto(byKey('aziz'), [0.9, 0.9, 0.9])).toBe(false);
        const photo = await registry.registryPhotoEmbedding(byKey('aziz'));
        expect(photo!.map((x) => Math.round(x * 10) / 10)).toEqual([0.1, 0.2, 0.3]);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });

  it('turns a database failure into RegistryUnavailableError', async () => {
    const registry = new SimulatedCivilRegistry({ query: () => Promise.reject(new Error('connection terminated')) });
    await expect(registry.findPerson('31403856111016')).rejects.toMatchObject({ name: 'RegistryUnavailableError' });
  });
});
