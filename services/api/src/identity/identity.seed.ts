import type { EntityManager } from 'typeorm';
import { DOCUMENT_TYPES } from '../civil-registry/document-types.js';
import { DEMO_CIVIL_RECORDS } from '../civil-registry/demo-civil-records.js';
import { DEMO_KINSHIP, DEMO_PERSONS, type DemoPerson, demoBirthDate, demoPin } from '../civil-registry/demo-persons.js';
import { SimulatedCivilRegistry } from '../civil-registry/simulated-civil-registry.js';
import type { Seeder } from '../database/seed.js';
import { signInDocument, upsertUserFromRegistry } from '../users/user-from-registry.js';

function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  return `${Number(y) + years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A deterministic 9-digit personal tax id (inn) for adults. */
function demoInn(index: number): string {
  return String(400_000_000 + ((index + 1) * 7_919_113) % 199_999_999);
}

/**
 * Seeds the simulated civil registry and the demo accounts of the README
 * (issue 4). Identity documents are valid ten years; one whose ten years
 * already passed on the seeding day is treated as reissued a year ago, except
 * the passport that is expired on purpose, so demo accounts keep working on a
 * database seeded years from now.
 */
export async function seedIdentity(em: EntityManager, today: Date = new Date()): Promise<void> {
  const todayIso = isoDay(today);
  const pins = new Map<string, string>();
  for (const [index, person] of DEMO_PERSONS.entries()) {
    const pin = demoPin(person, today);
    pins.set(person.key, pin);
    const birthDate = demoBirthDate(person, today);
    const isAdult = Number(todayIso.slice(0, 4)) - Number(birthDate.slice(0, 4)) >= 18;
    await em.query(
      `INSERT INTO registry_person (pin, surname, name, patronym, gender, birth_date, birth_place, nationality, inn,
                                    region_id, district_id, reg_address, act_address, death_date, phone,
                                    is_phone_active, is_personal_data_verified)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $16)`,
      [
        pin, person.surname, person.name, person.patronym, person.gender, birthDate, person.birthPlace, person.nationality,
        isAdult ? demoInn(index) : null, person.regionId, person.districtId, person.address, person.deathDate ?? null,
        person.phone, person.isPhoneActive, person.isPersonalDataVerified,
      ],
    );
    for (const [typeId, doc] of [
      [DOCUMENT_TYPES.passport, person.passport],
      [DOCUMENT_TYPES.idCard, person.idCard],
    ] as const) {
      if (!doc) continue;
      let issued = doc.issued === 'recent' ? isoDay(new Date(today.getTime() - 200 * 86_400_000)) : doc.issued;
      if (addYears(issued, 10) <= todayIso && !person.isExpiredOnPurpose && !person.deathDate) {
        issued = isoDay(new Date(today.getTime() - 365 * 86_400_000));
      }
      await em.query(
        `INSERT INTO registry_document (pin, type_id, series, number, issue_org, issue_date, expiry_date, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true)`,
        [pin, typeId, doc.id.slice(0, 2), doc.id.slice(2), doc.issuer, issued, addYears(issued, 10)],
      );
    }
    if (person.birthCertificate) {
      const bc = person.birthCertificate;
      const issued = isoDay(new Date(Date.parse(`${birthDate}T00:00:00Z`) + 10 * 86_400_000));
      await em.query(
        `INSERT INTO registry_document (pin, type_id, series, number, issue_org, issue_date, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, true)`,
        [pin, DOCUMENT_TYPES.birthCertificate, bc.series, bc.number, bc.issuer, issued],
      );
    }
  }
  for (const [a, b, kind] of DEMO_KINSHIP) {
    await em.query(`INSERT INTO registry_kinship (pin_a, pin_b, kind) VALUES ($1, $2, $3)`, [pins.get(a), pins.get(b), kind]);
  }
  // Marriage and divorce records (the spouse consent's, issue 13 part 2).
  for (const r of DEMO_CIVIL_RECORDS) {
    await em.query(
      `INSERT INTO registry_civil_record (kind, pin, spouse_pin, spouse_name, regnum, record_date, body) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [r.kind, pins.get(r.person), r.spouse ? pins.get(r.spouse) : null, r.spouseName, r.regnum, r.date, r.body],
    );
  }

  // Read back through the adapter inside this transaction, so a demo user gets exactly what sign-in would copy.
  const registry = new SimulatedCivilRegistry(em);
  const accounts = DEMO_PERSONS.filter((p): p is DemoPerson & { account: NonNullable<DemoPerson['account']> } => !!p.account);
  for (const person of accounts) {
    const found = await registry.findPerson(pins.get(person.key)!);
    if (!found) throw new Error(`demo person ${person.key} missing`);
    await upsertUserFromRegistry(em, found, signInDocument(found), person.account);
  }
  await linkNotaryUsers(em);
}

/**
 * users.notary_id of the demo notaries, from the notaries module's
 * notary.person_pin (DEMO_NOTARY_PINS). Safe in either seeding order: the
 * notaries seeder may link too, and this touches only unlinked users.
 */
export async function linkNotaryUsers(em: EntityManager): Promise<void> {
  await em.query(
    `UPDATE users u SET notary_id = n.id, updtime = now()
       FROM notary n
      WHERE n.person_pin = u.pin AND u.notary_id IS NULL AND 'notary' = ANY (u.roles)`,
  );
}

export const identitySeeder: Seeder = { name: 'identity-civil-registry', run: (em) => seedIdentity(em) };
