import { randomInt } from 'node:crypto';
import { testDb } from './acts-factories.js';

/**
 * Party rows of any shape straight in the database (a legal entity with its
 * manager, a minor's entry, a party joining by video), for the invitation and
 * rule tests; `createAct` covers the plain natural-person parties.
 */
export async function insertParty(
  actId: string,
  fields: {
    role: string;
    pin?: string | null;
    fullname?: string;
    partyClass?: 'natural' | 'legal';
    managerPin?: string | null;
    status?: 'accepted' | 'rejected' | 'exited' | null;
    isPayer?: boolean;
    participationMode?: 'meeting' | 'video' | null;
    inviteToken?: string | null;
  },
): Promise<string> {
  const { rows } = await testDb().query<{ id: string }>(
    `INSERT INTO act_party (act_id, role, pin, fullname, party_class, manager, status, is_payer, participation_mode, invite_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      actId,
      fields.role,
      fields.pin ?? null,
      fields.fullname ?? 'TEST PARTY',
      fields.partyClass ?? 'natural',
      fields.managerPin ? { pin: fields.managerPin, fullname: 'DIREKTOR' } : null,
      fields.status ?? null,
      fields.isPayer ?? false,
      fields.participationMode ?? null,
      fields.inviteToken ?? null,
    ],
  );
  return rows[0]!.id;
}

/** A vehicle subject of an act, keyed as the API keys it (by the registry's id when given). */
export async function insertVehicleSubject(
  actId: string,
  vehicle: { id?: string; techPassportSeries: string; techPassportNumber: string; stateNumber?: string },
): Promise<void> {
  await testDb().query(
    `INSERT INTO act_subject (act_id, kind, tech_passport_series, tech_passport_number, state_number, object_key)
     VALUES ($1, 'vehicle', $2, $3, $4, $5)`,
    [
      actId,
      vehicle.techPassportSeries,
      vehicle.techPassportNumber,
      vehicle.stateNumber ?? null,
      vehicle.id ? `vehicle:${vehicle.id}` : `vehicle:${vehicle.techPassportSeries}${vehicle.techPassportNumber}`,
    ],
  );
}

/** A company of the tax registry simulator (`sim_company`) under a fresh random tax number. */
export async function createCompany(
  fields: { name?: string; legalForm?: string; directorPin?: string | null; address?: string; liquidatedAt?: string | null } = {},
): Promise<{ inn: string; name: string }> {
  const inn = String(randomInt(100_000_000, 1_000_000_000));
  const name = fields.name ?? `"TEST ${inn}" MCHJ`;
  await testDb().query(
    `INSERT INTO sim_company (inn, name, legal_form, director_pin, address, status, registered_at, liquidated_at)
     VALUES ($1, $2, $3, $4, $5, $6, current_date - 1000, $7)`,
    [inn, name, fields.legalForm ?? 'llc', fields.directorPin ?? null, fields.address ?? "Toshkent sh., Amir Temur ko'chasi, 1-uy", fields.liquidatedAt ? 'liquidated' : 'active', fields.liquidatedAt ?? null],
  );
  return { inn, name };
}
