import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { EntityManager } from 'typeorm';
import { upsertTerritories } from '../reference/reference.seed.js';
import { inject } from 'vitest';
import type { ActStatus, ActStep, ActTypeId } from '@notary/domain/act';
import { authHeader, createPerson, createSession, createUser, type PersonOverrides, randomPin, type TestUser, type UserOverrides } from './identity-factories.js';

/**
 * Test data of the notarial acts feature, written straight to the run's
 * database (each test makes its own): signed-in citizens and notaries with
 * their office, acts at any step, and registry facts (vehicles with bans,
 * enforcement debts).
 */
let pool: pg.Pool | undefined;
export function testDb(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 6, allowExitOnIdle: true });
  return pool;
}

export type Signed = TestUser & { token: string; auth: { Authorization: string } };

/**
 * A signed-in citizen who is also a person of the civil registry (alive, an
 * active phone, verified personal data unless `person` says otherwise).
 */
export async function signedCitizen(overrides: UserOverrides = {}, person: PersonOverrides = {}): Promise<Signed> {
  const pin = overrides.pin ?? randomPin(overrides.gender ?? 1, overrides.birthdate);
  await createPerson({ birthDate: overrides.birthdate ?? '1988-04-17', ...person, pin });
  const user = await createUser({ ...overrides, pin });
  const token = await createSession(user);
  return { ...user, token, auth: authHeader(token) };
}

/**
 * A district of the reference dictionary (the migration loads it): offices go
 * into real territory, never into test rows that other features' tests would see.
 */
async function someDistrict(): Promise<{ regionId: number; districtId: number }> {
  const pick = () =>
    testDb().query<{ regionId: number; districtId: number }>('SELECT region_id AS "regionId", id AS "districtId" FROM district ORDER BY id LIMIT 1');
  let { rows } = await pick();
  if (rows.length === 0) {
    // The dictionary is shared read-only data; upserting it is idempotent (as the reference tests do).
    const em = { query: async (sql: string, params?: unknown[]) => (await testDb().query(sql, params)).rows };
    await upsertTerritories(em as unknown as EntityManager);
    ({ rows } = await pick());
  }
  return rows[0]!;
}

export type TestNotary = Signed & { notaryId: string; officeId: string; regionId: number; districtId: number };

/** An office with one notary whose user is signed in. */
export async function signedNotary(options: { officeId?: string; regionId?: number; districtId?: number } = {}): Promise<TestNotary> {
  const fallback = options.regionId && options.districtId ? null : await someDistrict();
  const regionId = options.regionId ?? fallback!.regionId;
  const districtId = options.districtId ?? fallback!.districtId;
  let officeId = options.officeId;
  if (!officeId) {
    const { rows } = await testDb().query<{ id: string }>(
      `INSERT INTO notary_office (name_oz, name_uz, name_ru, region_id, district_id, address_oz, address_uz, address_ru, lat, lng, phone, timetable)
       VALUES ('Test idorasi', 'Тест', 'Тест', $1, $2, 'Manzil', 'Манзил', 'Адрес', 41.3, 69.2, '712000000', '{}') RETURNING id`,
      [regionId, districtId],
    );
    officeId = rows[0]!.id;
  }
  const pin = randomPin();
  const { rows } = await testDb().query<{ id: string }>(
    `INSERT INTO notary (last_name, first_name, full_name, full_name_cyr, license_number, license_date, office_id, person_pin, phone)
     VALUES ('Notariusov', 'Test', 'NOTARIUSOV TEST', 'НОТАРИУСОВ', $1, '2015-01-01', $2, $3, '901234567') RETURNING id`,
    [`L-${randomUUID().slice(0, 12)}`, officeId, pin],
  );
  const notaryId = rows[0]!.id;
  const user = await signedCitizen({ pin, roles: ['notary'], notaryId });
  return { ...user, notaryId, officeId, regionId, districtId };
}

export type ActOverrides = {
  typeId?: ActTypeId;
  regtype?: 1 | 2;
  step?: ActStep;
  status?: ActStatus;
  notary?: TestNotary | null;
  visitAt?: Date | null;
  isFree?: boolean;
  /** In person: the notary marked the parties present (registration waits for it). */
  partiesPresent?: boolean;
  /** Invited parties (their own users); default one accepted buyer. */
  parties?: { user: TestUser; role: string; status?: 'accepted' | 'rejected' | 'exited' | null }[];
  /**
   * 'complete': the vehicle sale (type 1) also gets the blocks its type
   * requires (issue 13): a registry vehicle of the author's as its subject,
   * priced with the words version. The default leaves only the parties.
   */
  blocks?: 'complete';
  /** Payments: none, or two invoices in this state. */
  payments?: 'none' | 'issued' | 'marked_paid' | 'paid' | 'confirmed';
};

/**
 * An act straight in the database at any step (`createAct({ step: 8, … })`),
 * so a test of one transition does not replay the eight before it. The
 * author's party row and the invited parties' rows are written too.
 */
export async function createAct(author: TestUser, overrides: ActOverrides = {}): Promise<string> {
  const db = testDb();
  const notary = overrides.notary === undefined ? null : overrides.notary;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO notarial_act (type_id, name, regtype, step, status, created_by, author_pin, notary_id, office_id, notary_name, visit_at, is_free, parties_present_at)
     VALUES ($1, 'Test act', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      overrides.typeId ?? 1,
      overrides.regtype ?? 1,
      overrides.step ?? 1,
      overrides.status ?? 'active',
      author.id,
      author.pin,
      notary?.notaryId ?? null,
      notary?.officeId ?? null,
      notary ? 'NOTARIUSOV TEST' : null,
      overrides.visitAt ?? null,
      overrides.isFree ?? false,
      overrides.partiesPresent ? new Date() : null,
    ],
  );
  const actId = rows[0]!.id;
  await db.query(
    `INSERT INTO act_party (act_id, role, is_author, pin, fullname, status) VALUES ($1, 'seller', true, $2, $3, 'accepted')`,
    [actId, author.pin, author.fullname],
  );
  for (const party of overrides.parties ?? []) {
    await db.query(`INSERT INTO act_party (act_id, role, pin, fullname, status) VALUES ($1, $2, $3, $4, $5)`, [
      actId,
      party.role,
      party.user.pin,
      party.user.fullname,
      party.status === undefined ? 'accepted' : party.status,
    ]);
  }
  if (overrides.blocks === 'complete') {
    if ((overrides.typeId ?? 1) !== 1) throw new Error('createAct: blocks "complete" is written for the vehicle sale (type 1) only');
    const vehicle = await createRegistryVehicle([author.pin]);
    await db.query(
      `INSERT INTO act_subject (act_id, kind, tech_passport_series, tech_passport_number, state_number, object_key, price, price_words)
       VALUES ($1, 'vehicle', $2, $3, $4, $5, 120000000, 'bir yuz yigirma million so''m')`,
      [actId, vehicle.techPassportSeries, vehicle.techPassportNumber, vehicle.stateNumber, `vehicle:${vehicle.id}`],
    );
  }
  if (overrides.payments && overrides.payments !== 'none') {
    for (const kind of ['state_duty', 'notary_fee']) {
      await db.query(
        `INSERT INTO act_payment (act_id, number, kind, amount, state, created_by) VALUES ($1, $2, $3, 100000, $4, $5)`,
        [actId, `T-${randomUUID()}`, kind, overrides.payments, author.id],
      );
    }
  }
  return actId;
}

export async function actRow(actId: string): Promise<Record<string, unknown>> {
  const { rows } = await testDb().query('SELECT * FROM notarial_act WHERE id = $1', [actId]);
  return rows[0]!;
}

/** A vehicle in the registry simulator, with its owners and active encumbrances. */
export async function createRegistryVehicle(
  ownerPins: string[],
  encumbrances: { kind: 'ban' | 'arrest' | 'restraint' | 'fine'; amount?: number }[] = [],
): Promise<{ id: string; techPassportSeries: string; techPassportNumber: string; stateNumber: string }> {
  const series = 'AAF';
  // Random numbers meet now and then among the thousands of vehicles a run makes (the access
  // matrix alone makes hundreds): a taken state or passport number is drawn again.
  for (let attempt = 0; ; attempt++) {
    const number = String(randomInt(0, 10_000_000)).padStart(7, '0');
    const stateNumber = `01A${String(randomInt(0, 1000)).padStart(3, '0')}${String.fromCharCode(65 + randomInt(0, 26))}${String.fromCharCode(65 + randomInt(0, 26))}${randomInt(0, 10)}`;
    const { rows } = await testDb().query<{ id: string }>(
      `INSERT INTO sim_vehicle (state_number, tech_passport_series, tech_passport_number, body_number, make, year, owner_pins)
       VALUES ($1, $2, $3, $4, 'Chevrolet Cobalt', 2021, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [stateNumber, series, number, `XWB${randomUUID().slice(0, 10)}`, ownerPins],
    );
    if (rows[0]) return withEncumbrances(rows[0].id, { techPassportSeries: series, techPassportNumber: number, stateNumber }, encumbrances);
    if (attempt >= 20) throw new Error('no free vehicle number after 20 draws');
  }
}

async function withEncumbrances(
  id: string,
  numbers: { techPassportSeries: string; techPassportNumber: string; stateNumber: string },
  encumbrances: { kind: 'ban' | 'arrest' | 'restraint' | 'fine'; amount?: number }[],
): Promise<{ id: string; techPassportSeries: string; techPassportNumber: string; stateNumber: string }> {
  for (const e of encumbrances) {
    await testDb().query(
      `INSERT INTO sim_vehicle_encumbrance (vehicle_id, kind, amount, imposed_at, organisation) VALUES ($1, $2, $3, current_date, 'IIV YHXBB')`,
      [id, e.kind, e.amount ?? null],
    );
  }
  return { id, ...numbers };
}

export async function createEnforcementDebt(pin: string, amount: number): Promise<void> {
  await testDb().query(`INSERT INTO sim_enforcement_debt (pin, amount, document) VALUES ($1, $2, 'IJ-1')`, [pin, amount]);
}
