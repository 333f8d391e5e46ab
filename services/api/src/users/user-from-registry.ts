import type { RegistryDocument, RegistryPerson } from '../civil-registry/civil-registry.js';
import { IDENTITY_DOCUMENT_TYPES } from '../civil-registry/document-types.js';
import { type Sql, sqlRows } from '../sessions/sql-rows.js';
import type { Role } from '@notary/domain/identity';

/** The identity document a person signs in with: the one given, else the newest active one. */
export function signInDocument(person: RegistryPerson, series?: string, number?: string): RegistryDocument | undefined {
  const identity = person.documents.filter((d) => IDENTITY_DOCUMENT_TYPES.includes(d.typeId));
  return (
    identity.find((d) => d.series === series && d.number === number) ??
    identity.find((d) => d.isActive) ??
    identity[0]
  );
}

/**
 * Creates or refreshes the user of a registry person. The registry owns the
 * personal data of shell 3 (names, birth data, documents, addresses, phone,
 * verification), so a sign-in copies it afresh; the portal owns roles, state,
 * terms of use, comments, email and the notary link, which are kept. Region
 * and district names come from the reference tables (regionuz/districtuz in
 * Uzbek Cyrillic, the spec's `uz`). Returns the user id.
 */
export async function upsertUserFromRegistry(
  sql: Sql,
  person: RegistryPerson,
  document: RegistryDocument | undefined,
  roles: Role[] = ['citizen'],
): Promise<string> {
  const fullname = [person.surname, person.name, person.patronym].filter(Boolean).join(' ');
  const rows = sqlRows<{ id: string }>(
    await sql.query(
      `INSERT INTO users (pin, name, surname, lastname, fullname, typeid, gender, birthdate, birthcountry, inn,
                          passserial, passnum, issueorg, issuedate, exprdate, citizenship, nationality, phone,
                          regionid, regionru, regionuz, districtid, districtru, districtuz, regaddress, actaddress,
                          valid, roles)
       VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
               $18, (SELECT name_ru FROM region WHERE id = $18), (SELECT name_uz FROM region WHERE id = $18),
               $19, (SELECT name_ru FROM district WHERE id = $19), (SELECT name_uz FROM district WHERE id = $19),
               $20, $21, $22, $23)
       ON CONFLICT (pin) DO UPDATE SET
         name = EXCLUDED.name, surname = EXCLUDED.surname, lastname = EXCLUDED.lastname, fullname = EXCLUDED.fullname,
         gender = EXCLUDED.gender, birthdate = EXCLUDED.birthdate, birthcountry = EXCLUDED.birthcountry,
         inn = EXCLUDED.inn, passserial = EXCLUDED.passserial, passnum = EXCLUDED.passnum,
         issueorg = EXCLUDED.issueorg, issuedate = EXCLUDED.issuedate, exprdate = EXCLUDED.exprdate,
         citizenship = EXCLUDED.citizenship, nationality = EXCLUDED.nationality, phone = EXCLUDED.phone,
         regionid = EXCLUDED.regionid, regionru = EXCLUDED.regionru, regionuz = EXCLUDED.regionuz,
         districtid = EXCLUDED.districtid, districtru = EXCLUDED.districtru, districtuz = EXCLUDED.districtuz,
         regaddress = EXCLUDED.regaddress, actaddress = EXCLUDED.actaddress, valid = EXCLUDED.valid, updtime = now()
       RETURNING id`,
      [
        person.pin,
        person.name,
        person.surname,
        person.patronym,
        fullname,
        person.gender,
        person.birthDate,
        person.birthCountry,
        person.inn,
        document?.series ?? null,
        document?.number ?? null,
        document?.issueOrg ?? null,
        document?.issueDate ?? null,
        document?.expiryDate ?? null,
        person.citizenship,
        person.nationality,
        person.phone,
        person.regionId,
        person.districtId,
        person.regAddress,
        person.actAddress ?? person.regAddress,
        person.isPersonalDataVerified ? 1 : 0,
        roles,
      ],
    ),
  );
  return rows[0]!.id;
}
