/**
 * The SQL of the public searches, one place for the service and for the
 * benchmark (bench/public-searches.mjs), which prints their query plans.
 * Each is answered by an index: notarial_act (regnum, regdate),
 * inheritance_case's name-prefix, date, number and notary indexes, sim_vehicle's
 * (series, number) and sim_cadastre's cadastre number.
 */
export const OFFICE_JSON = `CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('id', o.id,
  'name', json_build_object('oz', o.name_oz, 'uz', o.name_uz, 'ru', o.name_ru),
  'address', json_build_object('oz', o.address_oz, 'uz', o.address_uz, 'ru', o.address_ru), 'phone', o.phone) END`;

/** $1 regnum, $2 regdate (ISO), $3 the power-of-attorney type ids. */
export const PROXY_SQL = `SELECT a.id, a.regnum, a.regdate::text AS regdate, a.type_id AS "typeId", a.state, a.valid_until::text AS "validUntil",
           coalesce(a.annul_at, a.cancelled_at) AS "cancelledAt", a.notary_name AS "notaryName", n.full_name AS "notaryFullName",
           coalesce((a.proxy->>'delegationRight')::boolean, (a.proxy->>'canDelegate')::boolean, false) AS "canDelegate",
           ${OFFICE_JSON} AS office,
           (SELECT p.fullname FROM act_party p WHERE p.act_id = a.id AND p.role = 'principal' ORDER BY p.is_author DESC LIMIT 1) AS principal,
           (SELECT p.fullname FROM act_party p WHERE p.act_id = a.id AND p.role = 'attorney' LIMIT 1) AS attorney
         FROM notarial_act a
         LEFT JOIN notary_office o ON o.id = a.office_id
         LEFT JOIN notary n ON n.id = a.notary_id
         WHERE a.regnum = $1 AND a.regdate = $2 AND a.type_id = ANY ($3::int[])
         ORDER BY a.id LIMIT 10`;

export type InheritanceCriteria = { name?: string; deathDate?: string; caseNumber?: string; openedOn?: string; notaryId?: string };

/** A name's words as the search vector holds them: lower case, apostrophes and the hard sign dropped. */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[ʻʼ‘’`'ъ]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/**
 * The inheritance search's conditions: every word typed must begin a word of
 * the deceased's name (either script); the other criteria are equalities. A
 * name counts from three letters on.
 */
export function inheritanceWhere(query: InheritanceCriteria): { where: string[]; params: unknown[]; hasName: boolean } {
  const words = nameWords(query.name ?? '');
  const hasName = words.join('').length >= 3;
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  // Every beginning of every word of the name is a key of the index on name_prefixes(name_tsv) (migration
  // 1764330000000): each word typed is one exact key.
  if (hasName) add((p) => `name_prefixes(c.name_tsv) @> ${p}::text[]`, [...new Set(words)]);
  if (query.deathDate) add((p) => `c.death_date = ${p}`, query.deathDate);
  if (query.caseNumber) add((p) => `c.case_number = ${p}`, query.caseNumber.trim());
  if (query.openedOn) add((p) => `c.opened_on = ${p}`, query.openedOn);
  if (query.notaryId) add((p) => `c.notary_id = ${p}`, query.notaryId);
  return { where, params, hasName };
}

/**
 * `where` clauses over `c` (inheritance_case), numbered $1…; one extra row
 * tells whether a next page exists. With a name, the order is on an
 * expression (`opened_on + 0`): otherwise the planner may walk the
 * opening-date index backwards filtering every row by the name, slow for a
 * rare name, instead of taking the name index's few matches first.
 */
export function inheritanceSql(where: readonly string[], page: number, size: number, byName = false): string {
  // The page is chosen on the cases alone, then its rows get their notary and office (a common name matches
  // hundreds of cases: joining them all before the limit cost more than finding them).
  return `SELECT c.id, c.case_number AS "caseNumber", c.opened_on::text AS "openedOn", c.deceased_full_name AS deceased,
           c.deceased_full_name_cyr AS "deceasedCyr", c.death_date::text AS "deathDate", c.state, c.closed_on::text AS "closedOn",
           c.heirs_count AS "heirsCount",
           json_build_object('id', n.id, 'fullName', n.full_name, 'fullNameCyr', n.full_name_cyr) AS notary, ${OFFICE_JSON} AS office
         FROM (SELECT * FROM inheritance_case c
                WHERE ${where.join(' AND ')}
                ORDER BY ${byName ? 'c.opened_on + 0' : 'c.opened_on'} DESC, c.id
                LIMIT ${size + 1} OFFSET ${(page - 1) * size}) c
         JOIN notary n ON n.id = c.notary_id JOIN notary_office o ON o.id = c.office_id
         ORDER BY c.opened_on DESC, c.id`;
}

/** $1 tech passport series, $2 number, $3 plate (letters and digits only, upper case), $4 the caller's pin. */
export const VEHICLE_SQL = `SELECT v.id, v.state_number, v.make, v.year, v.colour FROM sim_vehicle v
           WHERE v.tech_passport_series = $1 AND v.tech_passport_number = $2
             AND upper(regexp_replace(v.state_number, '[^0-9A-Za-z]', '', 'g')) = $3 AND $4 = ANY (v.owner_pins)`;

/** $1 vehicle id. */
export const VEHICLE_BANS_SQL = `SELECT id, kind, imposed_at::text AS "imposedAt", document_date::text AS "documentDate", document_number AS "documentNumber",
             document_name AS "documentName", official, organisation, amount, lifted_at::text AS "liftedAt"
           FROM sim_vehicle_encumbrance WHERE vehicle_id = $1 ORDER BY lifted_at IS NOT NULL, imposed_at DESC`;

/** $1 cadastre number, $2 property type, $3 the caller's pin. */
export const REALTY_SQL = `SELECT c.id, c.cadastre_number, c.property_type, c.address, c.area FROM sim_cadastre c
         WHERE c.cadastre_number = $1 AND c.property_type = $2 AND $3 = ANY (c.owner_pins)`;

/** $1 cadastre (property) id. */
export const REALTY_BANS_SQL = `SELECT id, 'ban' AS kind, imposed_at::text AS "imposedAt", document_date::text AS "documentDate", document_number AS "documentNumber",
           document_name AS "documentName", official, organisation, NULL::numeric AS amount, lifted_at::text AS "liftedAt"
         FROM sim_cadastre_ban WHERE cadastre_id = $1 ORDER BY lifted_at IS NOT NULL, imposed_at DESC`;

/**
 * $1 regnum, $2 regdate (ISO), $3 office id or null. Register numbers are
 * unique per office and year only (issue 5.8), so the print form's QR link
 * names the office and the check narrows to it; without an office (typed by
 * hand) every office's act with that number and date is listed, each with
 * its office.
 *
 * Notes: acts-domain 2 shows "notes" in the public result, but the card's
 * notes (act_note) are the parties' and the notary's working messages and may
 * carry personal data, and the check is open to anyone who knows a number
 * and a date. Only the act's remark is published: acts-domain 3 keeps it with
 * the notary and registration data, and on a registered act it is the text
 * the notary checked and registered (the applicant edits fields only in
 * Preparation, before the notary's check).
 */
export const ACT_CHECK_SQL = `SELECT a.id, a.regnum, a.regdate::text AS regdate, a.type_id AS "typeId", a.name, a.state, a.lang AS language, a.phone,
           a.registered_at AS "registeredAt", coalesce(a.annul_at, a.cancelled_at) AS "cancelledAt",
           coalesce(n.full_name, a.notary_name) AS notary, ${OFFICE_JSON} AS office,
           coalesce((SELECT json_agg(json_build_object('regnum', l.regnum, 'regdate', l.regdate, 'typeId', l.type_id, 'state', l.state)
              ORDER BY l.regdate) FROM notarial_act l WHERE l.id = ANY (a.linked_act_ids) OR l.id = a.main_act_id), '[]') AS linked,
           CASE WHEN nullif(btrim(a.remark), '') IS NULL THEN '[]'::json
                ELSE json_build_array(json_build_object('text', btrim(a.remark), 'date', coalesce(a.registered_at, a.updated_at))) END AS notes
         FROM notarial_act a
         LEFT JOIN notary_office o ON o.id = a.office_id
         LEFT JOIN notary n ON n.id = a.notary_id
         WHERE a.regnum = $1 AND a.regdate = $2 AND ($3::uuid IS NULL OR a.office_id = $3::uuid)
         ORDER BY a.id LIMIT 10`;
