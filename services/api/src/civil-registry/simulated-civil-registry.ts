import { type Sql, sqlRows } from '../sessions/sql-rows.js';
import {
  type CivilRecord,
  type CivilRegistry,
  type Kinship,
  type RegistryDocument,
  type RegistryPerson,
  type Relative,
  RegistryUnavailableError,
} from './civil-registry.js';

type PersonRow = {
  pin: string;
  surname: string;
  name: string;
  patronym: string;
  gender: 1 | 2;
  birth_date: string;
  birth_place: string | null;
  birth_country: string;
  citizenship: string;
  nationality: string | null;
  inn: string | null;
  region_id: number | null;
  district_id: number | null;
  reg_address: string | null;
  act_address: string | null;
  death_date: string | null;
  phone: string | null;
  is_phone_active: boolean;
  is_personal_data_verified: boolean;
  has_photo: boolean;
  documents: {
    type_id: number;
    series: string;
    number: string;
    issue_org: string | null;
    issue_date: string | null;
    expiry_date: string | null;
    is_active: boolean;
  }[];
};

// Dates as ISO text so no time zone shifts a birth date by a day.
const PERSON_SELECT = `
  SELECT p.pin, p.surname, p.name, p.patronym, p.gender, to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date,
         p.birth_place, p.birth_country, p.citizenship, p.nationality, p.inn, p.region_id, p.district_id,
         p.reg_address, p.act_address, to_char(p.death_date, 'YYYY-MM-DD') AS death_date, p.phone,
         p.is_phone_active, p.is_personal_data_verified, p.photo_embedding IS NOT NULL AS has_photo,
         coalesce((SELECT json_agg(json_build_object(
             'type_id', d.type_id, 'series', d.series, 'number', d.number, 'issue_org', d.issue_org,
             'issue_date', to_char(d.issue_date, 'YYYY-MM-DD'), 'expiry_date', to_char(d.expiry_date, 'YYYY-MM-DD'),
             'is_active', d.is_active) ORDER BY d.is_active DESC, d.issue_date DESC)
           FROM registry_document d WHERE d.pin = p.pin), '[]') AS documents
    FROM registry_person p`;

function toPerson(row: PersonRow): RegistryPerson {
  return {
    pin: row.pin,
    surname: row.surname,
    name: row.name,
    patronym: row.patronym,
    gender: row.gender,
    birthDate: row.birth_date,
    birthPlace: row.birth_place,
    birthCountry: row.birth_country,
    citizenship: row.citizenship,
    nationality: row.nationality,
    inn: row.inn,
    regionId: row.region_id,
    districtId: row.district_id,
    regAddress: row.reg_address,
    actAddress: row.act_address,
    deathDate: row.death_date,
    phone: row.phone,
    isPhoneActive: row.is_phone_active,
    isPersonalDataVerified: row.is_personal_data_verified,
    hasPhoto: row.has_photo,
    documents: row.documents.map(
      (d): RegistryDocument => ({
        typeId: d.type_id,
        series: d.series,
        number: d.number,
        issueOrg: d.issue_org,
        issueDate: d.issue_date,
        expiryDate: d.expiry_date,
        isActive: d.is_active,
      }),
    ),
  };
}

/**
 * The civil registry simulator on the API's own tables (registry_person,
 * registry_document, registry_kinship), seeded with demo data. A database
 * failure is the registry being unavailable. Works on the DataSource or on a
 * transaction's EntityManager (the seeder reads back what it wrote).
 */
export class SimulatedCivilRegistry implements CivilRegistry {
  constructor(private readonly db: Sql) {}

  private async query<T>(sql: string, params: unknown[]): Promise<T[]> {
    try {
      return sqlRows<T>(await this.db.query(sql, params));
    } catch (e) {
      throw new RegistryUnavailableError(e);
    }
  }

  async findPerson(pin: string): Promise<RegistryPerson | null> {
    const [row] = await this.query<PersonRow>(`${PERSON_SELECT} WHERE p.pin = $1`, [pin]);
    return row ? toPerson(row) : null;
  }

  async findPersons(pins: readonly string[]): Promise<RegistryPerson[]> {
    if (pins.length === 0) return [];
    return (await this.query<PersonRow>(`${PERSON_SELECT} WHERE p.pin = ANY ($1::bpchar[])`, [pins])).map(toPerson);
  }

  async findByPassport(series: string, number: string): Promise<RegistryPerson | null> {
    const [row] = await this.query<PersonRow>(
      `${PERSON_SELECT} WHERE p.pin = (
         SELECT d.pin FROM registry_document d
          WHERE d.series = $1 AND d.number = $2 AND d.type_id IN (1, 46)
          ORDER BY d.is_active DESC LIMIT 1)`,
      [series, number],
    );
    return row ? toPerson(row) : null;
  }

  async isDeceased(pin: string): Promise<boolean> {
    const [row] = await this.query<{ dead: boolean }>(
      `SELECT death_date IS NOT NULL AS dead FROM registry_person WHERE pin = $1`,
      [pin],
    );
    return row?.dead ?? false;
  }

  async civilRecords(pin: string): Promise<CivilRecord[]> {
    // A record is kept once, under either spouse; the other one is the spouse.
    return this.query<CivilRecord>(
      `SELECT r.kind, r.regnum, to_char(r.record_date, 'YYYY-MM-DD') AS date, r.body,
              CASE WHEN r.pin = $1 THEN r.spouse_pin ELSE r.pin END AS "spousePin",
              coalesce(trim(s.surname || ' ' || s.name || ' ' || s.patronym), r.spouse_name, '') AS "spouseName"
         FROM registry_civil_record r
         LEFT JOIN registry_person s ON s.pin = CASE WHEN r.pin = $1 THEN r.spouse_pin ELSE r.pin END
        WHERE r.pin = $1 OR r.spouse_pin = $1
        ORDER BY r.record_date DESC, r.kind`,
      [pin],
    );
  }

  async relatives(pin: string): Promise<Relative[]> {
    // Direct links first, then the derived ones; DISTINCT ON keeps the closest.
    return this.query<Relative>(
      `WITH direct AS (
         SELECT pin_b AS pin, 'spouse' AS kinship, 1 AS rank FROM registry_kinship WHERE kind = 'spouse' AND pin_a = $1
         UNION ALL SELECT pin_a, 'spouse', 1 FROM registry_kinship WHERE kind = 'spouse' AND pin_b = $1
         UNION ALL SELECT pin_a, 'parent', 1 FROM registry_kinship WHERE kind = 'parent' AND pin_b = $1
         UNION ALL SELECT pin_b, 'child', 1 FROM registry_kinship WHERE kind = 'parent' AND pin_a = $1
       ), derived AS (
         SELECT c.pin_b AS pin, 'sibling' AS kinship, 2 AS rank
           FROM registry_kinship p JOIN registry_kinship c ON c.kind = 'parent' AND c.pin_a = p.pin_a
          WHERE p.kind = 'parent' AND p.pin_b = $1 AND c.pin_b <> $1
         UNION ALL
         SELECT g.pin_a, 'grandparent', 3
           FROM registry_kinship p JOIN registry_kinship g ON g.kind = 'parent' AND g.pin_b = p.pin_a
          WHERE p.kind = 'parent' AND p.pin_b = $1
         UNION ALL
         SELECT g.pin_b, 'grandchild', 3
           FROM registry_kinship c JOIN registry_kinship g ON g.kind = 'parent' AND g.pin_a = c.pin_b
          WHERE c.kind = 'parent' AND c.pin_a = $1
       )
       SELECT DISTINCT ON (pin) pin, kinship FROM (SELECT * FROM direct UNION ALL SELECT * FROM derived) k
        ORDER BY pin, rank`,
      [pin],
    );
  }

  async kinship(pinA: string, pinB: string): Promise<Kinship | null> {
    if (pinA === pinB) return null;
    const relatives = await this.relatives(pinA);
    return relatives.find((r) => r.pin === pinB)?.kinship ?? null;
  }

  async registryPhotoEmbedding(pin: string): Promise<number[] | null> {
    const [row] = await this.query<{ photo_embedding: number[] | null }>(
      `SELECT photo_embedding FROM registry_person WHERE pin = $1`,
      [pin],
    );
    return row?.photo_embedding ?? null;
  }

  async enrolPhoto(pin: string, embedding: number[]): Promise<boolean> {
    const rows = await this.query<{ pin: string }>(
      `UPDATE registry_person SET photo_embedding = $2::real[], photo_source = 'demo_enrolment',
              photo_updated_at = now(), updated_at = now()
        WHERE pin = $1 AND photo_embedding IS NULL RETURNING pin`,
      [pin, embedding],
    );
    return rows.length > 0;
  }
}
