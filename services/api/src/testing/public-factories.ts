import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Timetable } from '../notaries/notary-office.entity.js';
import { ensureRegistryImportUser, REGISTRY_IMPORT_USER } from '../searches/registries.seed.js';

/**
 * Test data of the public services (directory, e-queue, registries), written
 * straight to the run's database. Every helper makes fresh rows with unique
 * keys, so tests never depend on each other or on the demo seed:
 *
 *   const office = await createOffice({ regionId: 1726 });
 *   const notary = await createNotary({ officeId: office.id, fullName: 'Aliyev Aziz' });
 */

let pool: pg.Pool | undefined;
export function publicDb(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 4, allowExitOnIdle: true });
  return pool;
}

const WEEKDAYS_9_18: Timetable = {
  '1': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' },
  '2': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' },
  '3': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' },
  '4': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' },
  '5': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' },
};

/** A unique marker for names, so a test's filter finds only its own rows. */
export function uniqueTag(prefix = 'T'): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`;
}

/** Makes sure the region and district rows exist (ids of the real dictionary). */
export async function ensureTerritory(regionId = 1726, districtId = 172602): Promise<void> {
  await publicDb().query(
    `INSERT INTO region (id, name_oz, name_uz, name_ru, lat, lng) VALUES ($1::int, 'R' || $1::text, 'R' || $1::text, 'R' || $1::text, 41.3, 69.2)
     ON CONFLICT (id) DO NOTHING`,
    [regionId],
  );
  await publicDb().query(
    `INSERT INTO district (id, region_id, name_oz, name_uz, name_ru, lat, lng) VALUES ($1::int, $2, 'D' || $1::text, 'D' || $1::text, 'D' || $1::text, 41.3, 69.2)
     ON CONFLICT (id) DO NOTHING`,
    [districtId, regionId],
  );
}

export type TestOffice = { id: string; regionId: number; districtId: number; name: string };

export async function createOffice(
  overrides: Partial<{ regionId: number; districtId: number; name: string; lat: number; lng: number; timetable: Timetable; slotMinutes: number; languages: string[]; phone: string }> = {},
): Promise<TestOffice> {
  const regionId = overrides.regionId ?? 1726;
  const districtId = overrides.districtId ?? regionId * 100 + 2;
  await ensureTerritory(regionId, districtId);
  const name = overrides.name ?? `${uniqueTag('Office')} notarial idorasi`;
  const { rows } = await publicDb().query<{ id: string }>(
    `INSERT INTO notary_office (name_oz, name_uz, name_ru, region_id, district_id, address_oz, address_uz, address_ru,
       lat, lng, phone, languages, timetable, slot_minutes)
     VALUES ($1, $1, $1, $2, $3, 'Manzil', 'Манзил', 'Адрес', $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      name, regionId, districtId, overrides.lat ?? 41.3, overrides.lng ?? 69.2, overrides.phone ?? '712000000',
      overrides.languages ?? ['uz', 'ru'], JSON.stringify(overrides.timetable ?? WEEKDAYS_9_18), overrides.slotMinutes ?? 30,
    ],
  );
  return { id: rows[0]!.id, regionId, districtId, name };
}

export type TestNotary = { id: string; officeId: string; fullName: string; licenseNumber: string };

export async function createNotary(
  overrides: Partial<{
    officeId: string; fullName: string; fullNameCyr: string; licenseStatus: 'active' | 'terminated' | 'cancelled';
    languages: string[]; workingDays: number[]; ministryRating: number; clientRating: number; personPin: string | null; phone: string;
  }> = {},
): Promise<TestNotary> {
  const officeId = overrides.officeId ?? (await createOffice()).id;
  const fullName = overrides.fullName ?? `${uniqueTag('Notarius')} Aziz Anvar o'g'li`;
  const licenseNumber = uniqueTag('L');
  const [last, first, ...middle] = fullName.split(' ');
  const { rows } = await publicDb().query<{ id: string }>(
    `INSERT INTO notary (last_name, first_name, middle_name, full_name, full_name_cyr, license_number, license_date,
       license_status, office_id, person_pin, phone, languages, working_days, ministry_rating, client_rating)
     VALUES ($1, $2, $3, $4, $5, $6, '2015-03-01', $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      last, first ?? '', middle.join(' '), fullName, overrides.fullNameCyr ?? fullName, licenseNumber,
      overrides.licenseStatus ?? 'active', officeId, overrides.personPin ?? null, overrides.phone ?? '901234567',
      overrides.languages ?? ['uz', 'ru'], overrides.workingDays ?? [1, 2, 3, 4, 5], overrides.ministryRating ?? 4,
      overrides.clientRating ?? 0,
    ],
  );
  return { id: rows[0]!.id, officeId, fullName, licenseNumber };
}

export async function createAbsence(notaryId: string, kind: 'vacation' | 'medical_leave', dateFrom: string, dateTo: string): Promise<void> {
  await publicDb().query(`INSERT INTO notary_absence (notary_id, kind, date_from, date_to) VALUES ($1, $2, $3, $4)`, [
    notaryId, kind, dateFrom, dateTo,
  ]);
}

export async function createDuty(notaryId: string, date: string): Promise<void> {
  await publicDb().query(`INSERT INTO notary_duty (notary_id, duty_date) VALUES ($1, $2)`, [notaryId, date]);
}

export type TestAct = { id: string; regnum: string | null; regdate: string | null };

/**
 * A notarial act row as the acts feature stores it, with its parties, e.g. a
 * registered power of attorney: `createAct({ typeId: 101, notaryId, parties: [{ pin, role: 'principal' }] })`.
 */
export async function createAct(
  overrides: Partial<{
    typeId: number; name: string; notaryId: string; officeId: string; status: string; step: number; regnum: string | null;
    regdate: string | null; regtype: 1 | 2; lang: string; phone: string; visitAt: Date | null; validUntil: string | null;
    linkedActIds: string[]; enteredAt: Date; proxy: Record<string, unknown> | null;
    parties: { pin: string; role: string; fullname?: string; isAuthor?: boolean }[];
  }> = {},
): Promise<TestAct> {
  const status = overrides.status ?? 'registered';
  const isRegistered = status === 'registered' || status === 'annulled';
  const regdate = overrides.regdate === undefined ? (isRegistered ? '2025-06-10' : null) : overrides.regdate;
  const regnum = overrides.regnum === undefined ? (isRegistered ? String(randomInt(10_000_000, 99_999_999)) : null) : overrides.regnum;
  let officeId = overrides.officeId;
  if (!officeId && overrides.notaryId) {
    const { rows } = await publicDb().query<{ office_id: string }>(`SELECT office_id FROM notary WHERE id = $1`, [overrides.notaryId]);
    officeId = rows[0]?.office_id;
  }
  if (!officeId && regnum) officeId = (await createOffice()).id;
  await ensureRegistryImportUser(publicDb());
  const parties = overrides.parties ?? [{ pin: '30101850000011', role: 'principal', isAuthor: true }];
  const author = parties.find((p) => p.isAuthor) ?? parties[0]!;
  const { rows } = await publicDb().query<{ id: string }>(
    `INSERT INTO notarial_act (type_id, name, lang, phone, linked_act_ids, regnum, regdate, reg_year, office_id, notary_id,
       regtype, visit_at, step, status, created_by, author_pin, valid_until, proxy, entered_at, registered_at, cancelled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, extract(year FROM $7::date)::int, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
       coalesce($18, now()), CASE WHEN $6::text IS NULL THEN NULL ELSE ($7::date + time '11:00') AT TIME ZONE 'Asia/Tashkent' END,
       CASE WHEN $13 = 'annulled' THEN now() END)
     RETURNING id`,
    [
      overrides.typeId ?? 101, overrides.name ?? 'Ishonchnoma', overrides.lang ?? 'oz', overrides.phone ?? '901112233',
      overrides.linkedActIds ?? [], regnum, regdate, officeId ?? null, overrides.notaryId ?? null, overrides.regtype ?? 1,
      overrides.visitAt ?? null, overrides.step ?? (isRegistered ? 9 : 1), status, REGISTRY_IMPORT_USER, author.pin,
      overrides.validUntil ?? null, overrides.proxy ? JSON.stringify(overrides.proxy) : null, overrides.enteredAt ?? null,
    ],
  );
  const id = rows[0]!.id;
  for (const p of parties) {
    await publicDb().query(
      `INSERT INTO act_party (act_id, role, is_author, pin, fullname, status) VALUES ($1, $2, $3, $4, $5, 'accepted')`,
      [id, p.role, p === author, p.pin, p.fullname ?? 'KARIMOV JASUR ANVAR O‘G‘LI'],
    );
  }
  return { id, regnum, regdate };
}
