import { ACT_TYPES, type ActTypeId } from '@notary/domain/act';
import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import type { EntityManager } from 'typeorm';
import { DEMO_PERSONS, demoPin, type DemoPerson } from '../civil-registry/demo-persons.js';
import { makePin } from '../civil-registry/pin.js';
import type { Seeder } from '../database/seed.js';
import { FATHERS, FEMALE, MALE, prng, stableUuid, SURNAMES } from '../notaries/notaries.seed.js';
import { latinToCyrillic } from '../reference/latin-to-cyrillic.js';
import { seedDemoDocuments } from './demo-documents.seed.js';

/**
 * The public registries the searches and statistics read, as the ministry's
 * registry holds them before the portal: registered notarial acts (powers of
 * attorney among them) and inheritance cases. Acts go into the acts
 * feature's `notarial_act` / `act_party` tables with their real register
 * numbers ("<year>/<n>" per office and year), and each office's
 * `register_counter` is moved past them so the next registration on the
 * portal continues the sequence.
 */
export type RegistrySizes = { powersOfAttorney: number; otherActs: number; inheritanceCases: number };
export const REGISTRY_SIZES: RegistrySizes = { powersOfAttorney: 20_000, otherActs: 10_000, inheritanceCases: 20_000 };

/**
 * Acts registered before the portal have no portal author, but `created_by`
 * and a note's author must name a user: this blocked, deleted system account
 * (no civil-registry person, so nobody can sign in as it) stands for "imported
 * from the ministry's registry".
 */
export const REGISTRY_IMPORT_USER = '00000000-0000-4000-8000-000000000001';

export async function ensureRegistryImportUser(em: { query: (sql: string, params?: unknown[]) => Promise<unknown> }): Promise<void> {
  await em.query(
    `INSERT INTO users (id, pin, name, surname, fullname, roles, state, isdeleted, termsofuse, valid, comments)
     VALUES ($1, '00000000000000', 'REESTR', 'IMPORT', 'NOTARIAL REESTR (IMPORT)', '{citizen}', 2, 1, 0, 0,
       'System account: author of the acts imported from the notarial registry. Cannot sign in.')
     ON CONFLICT DO NOTHING`,
    [REGISTRY_IMPORT_USER],
  );
}

const OTHER_TYPES: [ActTypeId, number][] = [
  [1, 25], [4, 8], [9, 7], [11680, 5], [11720, 3], [11742, 10], [11944, 6], [11962, 10], [12047, 4], [15003, 8],
  [15034, 6], [15035, 2], [15018, 3], [15025, 3],
];
const POA_TYPES: [ActTypeId, number][] = [[101, 60], [105, 15], [11651, 25]];
/** The other side of a two-party act; null for one-sided statements. */
const SECOND_ROLE: Record<ActTypeId, string | null> = {
  1: 'buyer', 4: 'donee', 9: 'pledgee', 101: 'attorney', 105: 'attorney', 11651: 'attorney', 11680: 'pledgee',
  11720: 'lessee', 11742: null, 11944: 'resident', 11962: 'translator', 12047: null, 15003: 'receiving_spouse',
  15034: 'minor', 15035: 'accompanying_person', 15018: 'payee', 15025: 'lessee',
};

type Person = { pin: string; fullname: string; phone: string };
type Notary = { id: string; officeId: string; fullName: string; phone: string; districtId: number };

function weighted<T>(rnd: () => number, table: [T, number][]): T {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = rnd() * total;
  for (const [value, w] of table) {
    x -= w;
    if (x < 0) return value;
  }
  return table[table.length - 1]![0];
}

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}

function person(rnd: () => number): Person {
  const female = rnd() < 0.45;
  const surname = pick(rnd, SURNAMES);
  const fullname = `${female ? `${surname}a` : surname} ${pick(rnd, female ? FEMALE : MALE)} ${pick(rnd, FATHERS)} ${female ? 'qizi' : "o'g'li"}`.toUpperCase();
  const year = 1950 + Math.floor(rnd() * 55);
  const birthdate = `${year}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
  const pin = makePin({ gender: female ? 2 : 1, birthdate, districtCode: Math.floor(rnd() * 1000), serial: Math.floor(rnd() * 1000) });
  return { pin, fullname, phone: `9${Math.floor(rnd() * 1e8).toString().padStart(8, '0')}` };
}

function demoParty(p: DemoPerson): Person {
  return { pin: demoPin(p), fullname: `${p.surname} ${p.name} ${p.patronym}`, phone: p.phone ?? '' };
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

type ActRow = {
  id: string; typeId: number; name: string; lang: string; phone: string; regnum: string; regdate: string; year: number;
  officeId: string; notaryId: string; notaryName: string; notaryPhone: string; regsystem: number; regtype: number; status: string;
  authorPin: string; validUntil: string | null; proxy: Record<string, unknown> | null; mainActId: string | null; linked: string[];
  annulReason: string | null;
};
type PartyRow = { actId: string; role: string; isAuthor: boolean; pin: string; fullname: string; phone: string };

/**
 * Builds the registry deterministically. `today` is the Tashkent date the
 * history ends on; acts spread over the two years before it.
 */
export function buildRegistry(
  notaries: readonly Notary[],
  today: string,
  sizes: RegistrySizes = REGISTRY_SIZES,
  seed = 20251122,
): { acts: ActRow[]; parties: PartyRow[]; notes: { actId: string; text: string; at: string }[]; cases: Record<string, unknown>[] } {
  const rnd = prng(seed);
  const acts: ActRow[] = [];
  const parties: PartyRow[] = [];
  const notes: { actId: string; text: string; at: string }[] = [];
  const total = sizes.powersOfAttorney + sizes.otherActs;
  const drafts: { typeId: ActTypeId; regdate: string; notary: Notary; index: number }[] = [];
  for (let i = 0; i < total; i++) {
    const typeId = i < sizes.powersOfAttorney ? weighted(rnd, POA_TYPES) : weighted(rnd, OTHER_TYPES);
    drafts.push({ typeId, regdate: addDays(today, -1 - Math.floor(rnd() * 730)), notary: pick(rnd, notaries), index: i });
  }
  // Register numbers run per office and year in date order, as the offices issued them.
  drafts.sort((a, b) => (a.regdate < b.regdate ? -1 : a.regdate > b.regdate ? 1 : a.index - b.index));
  const counters = new Map<string, number>();
  const poaByNotary = new Map<string, string[]>();
  for (const d of drafts) {
    const year = Number(d.regdate.slice(0, 4));
    const key = `${d.notary.officeId}|${year}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    const def = ACT_TYPES[d.typeId];
    const id = stableUuid(`registry-act:${seed}:${d.index}`);
    const author = person(rnd);
    const isPoa = d.typeId === 101 || d.typeId === 105 || d.typeId === 11651;
    const annulled = rnd() < 0.04;
    // A re-delegated power of attorney points at the one it came from (acts-domain 5), shown as a linked act.
    const earlier = poaByNotary.get(d.notary.id);
    const mainActId = isPoa && earlier && rnd() < 0.05 ? pick(rnd, earlier) : null;
    acts.push({
      id, typeId: d.typeId, name: def.names.oz, lang: rnd() < 0.8 ? 'oz' : rnd() < 0.5 ? 'uz' : 'ru', phone: author.phone,
      regnum: `${year}/${n}`, regdate: d.regdate, year, officeId: d.notary.officeId, notaryId: d.notary.id,
      notaryName: d.notary.fullName, notaryPhone: d.notary.phone,
      regsystem: weighted(rnd, [[2, 70], [3, 20], [4, 10]]),
      regtype: def.regTypes.includes(2) && rnd() < 0.18 ? 2 : 1,
      status: annulled ? 'annulled' : 'registered', authorPin: author.pin,
      validUntil: isPoa ? addDays(d.regdate, rnd() < 0.7 ? 365 : 1095) : null,
      proxy: isPoa ? { delegationRight: d.typeId === 101 && rnd() < 0.3, hasDisposalRights: false } : null,
      mainActId, linked: mainActId ? [mainActId] : [],
      annulReason: annulled ? (isPoa ? "Ishonch bildiruvchi tomonidan bekor qilindi" : "Tomonlarning kelishuvi bilan bekor qilindi") : null,
    });
    if (isPoa) poaByNotary.set(d.notary.id, [...(earlier ?? []), id].slice(-50));
    parties.push({ actId: id, role: def.authorRole, isAuthor: true, ...author });
    const second = SECOND_ROLE[d.typeId];
    if (second) parties.push({ actId: id, role: second, isAuthor: false, ...person(rnd) });
    if (rnd() < 0.03) {
      notes.push({
        actId: id,
        text: pick(rnd, [
          "Dublikat berildi",
          "Asl nusxa arxivga topshirildi",
          "Shartnomaga o'zgartirish kiritilgan",
          "Tomonlar iltimosiga ko'ra qo'shimcha nusxa berildi",
        ]),
        at: addDays(d.regdate, 1 + Math.floor(rnd() * 30)),
      });
    }
  }

  const cases: Record<string, unknown>[] = [];
  for (let i = 0; i < sizes.inheritanceCases; i++) {
    const notary = pick(rnd, notaries);
    const deceased = person(rnd);
    const deathDate = addDays(today, -30 - Math.floor(rnd() * 1800));
    const openedOn = addDays(deathDate, 5 + Math.floor(rnd() * 170));
    const ageDays = (Date.parse(today) - Date.parse(openedOn)) / 86_400_000;
    const state = ageDays < 0 ? null : rnd() < 0.02 ? 'suspended' : ageDays > 190 && rnd() < 0.85 ? 'closed' : 'open';
    if (!state) continue;
    const name = deceased.fullname.split(' ').map((w) => w.charAt(0) + w.slice(1).toLowerCase()).join(' ').replace(" O'g'li", " o'g'li").replace(' Qizi', ' qizi');
    cases.push({
      id: stableUuid(`inheritance:${seed}:${i}`),
      caseNumber: `${openedOn.slice(0, 4)}-${String(i + 1).padStart(6, '0')}`,
      openedOn, deathDate, deceased: name, deceasedCyr: latinToCyrillic(name),
      birth: null, notaryId: notary.id, officeId: notary.officeId, state,
      closedOn: state === 'closed' ? addDays(openedOn, 180 + Math.floor(rnd() * Math.min(60, Math.max(1, ageDays - 180)))) : null,
      heirs: 1 + Math.floor(rnd() * 5),
    });
  }
  return { acts, parties, notes, cases };
}

async function insertChunks(em: EntityManager, rows: unknown[], sql: string, size = 5000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await em.query(sql, [JSON.stringify(rows.slice(i, i + size))]);
}

export const INSERT_ACTS = `INSERT INTO notarial_act (id, type_id, name, lang, phone, linked_act_ids, regnum, regdate, reg_year, office_id,
    notary_id, notary_name, notary_phone, regsystem, regtype, visit_at, step, status, created_by, author_pin, entered_at,
    registered_at, annul_at, annul_reason, cancelled_at, valid_until, proxy, main_act_id)
  SELECT id, "typeId", name, lang, phone, ARRAY(SELECT jsonb_array_elements_text(linked)::uuid), regnum, regdate, year, "officeId",
    "notaryId", "notaryName", "notaryPhone", regsystem, regtype, (regdate + time '10:00') AT TIME ZONE 'Asia/Tashkent', 9, status,
    '${REGISTRY_IMPORT_USER}', "authorPin", (regdate - 1 + time '15:00') AT TIME ZONE 'Asia/Tashkent',
    (regdate + time '10:30') AT TIME ZONE 'Asia/Tashkent',
    CASE WHEN status = 'annulled' THEN (regdate + 20 + time '12:00') AT TIME ZONE 'Asia/Tashkent' END, "annulReason",
    CASE WHEN status = 'annulled' THEN (regdate + 20 + time '12:00') AT TIME ZONE 'Asia/Tashkent' END, "validUntil", proxy, "mainActId"
  FROM jsonb_to_recordset($1::jsonb) AS a(id uuid, "typeId" int, name text, lang text, phone text, linked jsonb, regnum text,
    regdate date, year int, "officeId" uuid, "notaryId" uuid, "notaryName" text, "notaryPhone" text, regsystem smallint,
    regtype smallint, status text, "authorPin" text, "validUntil" date, proxy jsonb, "mainActId" uuid, "annulReason" text)`;

export const INSERT_PARTIES = `INSERT INTO act_party (act_id, role, is_author, pin, fullname, phone, status, answered_at)
  SELECT "actId", role, "isAuthor", pin, fullname, phone, 'accepted', now()
  FROM jsonb_to_recordset($1::jsonb) AS p("actId" uuid, role text, "isAuthor" bool, pin text, fullname text, phone text)`;

export const INSERT_CASES = `INSERT INTO inheritance_case (id, case_number, opened_on, deceased_full_name, deceased_full_name_cyr,
    death_date, notary_id, office_id, state, closed_on, heirs_count)
  SELECT id, "caseNumber", "openedOn", deceased, "deceasedCyr", "deathDate", "notaryId", "officeId", state, "closedOn", heirs
  FROM jsonb_to_recordset($1::jsonb) AS c(id uuid, "caseNumber" text, "openedOn" date, deceased text, "deceasedCyr" text,
    "deathDate" date, "notaryId" uuid, "officeId" uuid, state text, "closedOn" date, heirs smallint)`;

/**
 * Moves every office's register counter past the numbers the registry already
 * used. Only numbers the counter itself could have issued count ("<year>/<n>"
 * with n an integer of at most 9 digits): a longer one (an imported legacy
 * number, say) says nothing about the sequence and must not overflow it.
 */
export const ADVANCE_COUNTERS = `INSERT INTO register_counter (office_id, year, last_number)
  SELECT office_id, reg_year, max(split_part(regnum, '/', 2)::int) FROM notarial_act
  WHERE regnum ~ '^[0-9]{4}/[0-9]{1,9}$' AND office_id IS NOT NULL GROUP BY office_id, reg_year
  ON CONFLICT (office_id, year) DO UPDATE SET last_number = GREATEST(register_counter.last_number, excluded.last_number)`;

/**
 * Demo powers of attorney with fixed numbers and dates, named in README.md
 * ("Try the public services"): registered at the first demo notary's office,
 * dated before any plausible seeding day. Numbers far above what an office
 * issues in a year, so they never meet the registry's own.
 */
export const DEMO_POWERS_OF_ATTORNEY: {
  regnum: string; regdate: string; validUntil: string; typeId: ActTypeId; principal: 'aziz' | 'jasur'; state: 'active' | 'annulled' | 'expired';
}[] = [
  { regnum: '2025/700101', regdate: '2025-03-03', validUntil: '2028-03-02', typeId: 11651, principal: 'aziz', state: 'active' },
  { regnum: '2025/700102', regdate: '2025-02-10', validUntil: '2026-02-09', typeId: 101, principal: 'jasur', state: 'annulled' },
  { regnum: '2024/700103', regdate: '2024-02-15', validUntil: '2025-02-14', typeId: 105, principal: 'aziz', state: 'expired' },
];

/**
 * A few acts of the demo citizens, so that signing in as one of them shows
 * previous visits, a notary to review and a case to find: Aziz Karimov gave
 * his wife a vehicle power of attorney before the first demo notary; Gulnora
 * Rashidova gave one to her son in Samarkand; Jasur Rashidov sold a car; and
 * the inheritance case of Baxtiyor Karimov (died 2023) is open at a Mirobod
 * office.
 */
async function seedDemoHistory(em: EntityManager, notaries: readonly Notary[], today: string): Promise<void> {
  const byKey = (key: string) => DEMO_PERSONS.find((p) => p.key === key);
  const aziz = byKey('aziz');
  const nilufar = byKey('nilufar');
  const jasur = byKey('jasur');
  const gulnora = byKey('gulnora');
  const baxtiyor = byKey('baxtiyor');
  if (!aziz || !nilufar || !jasur || !gulnora || !baxtiyor) return;
  const [rustam] = (await em.query(
    `SELECT n.id, n.office_id AS "officeId", n.full_name AS "fullName", n.phone, o.district_id AS "districtId"
     FROM notary n JOIN notary_office o ON o.id = n.office_id WHERE n.person_pin IS NOT NULL AND n.license_status = 'active'
     ORDER BY n.license_number LIMIT 1`,
  )) as Notary[];
  // A directory of fewer than three notaries (a test database) lends the same notary twice.
  const first = rustam ?? notaries[0]!;
  const samarkand = notaries.find((n) => n.districtId === 171801) ?? notaries[1 % notaries.length]!;
  const mirobod = notaries.find((n) => n.districtId === 172603) ?? notaries[2 % notaries.length]!;
  const bekzod = byKey('bekzod');
  const demo = [
    { key: 'demo-poa', typeId: 101 as ActTypeId, notary: first, days: -75, author: demoParty(aziz), authorRole: 'principal', other: demoParty(nilufar), otherRole: 'attorney' },
    ...(bekzod
      ? [{ key: 'demo-poa-2', typeId: 101 as ActTypeId, notary: samarkand, days: -20, author: demoParty(gulnora), authorRole: 'principal', other: demoParty(bekzod), otherRole: 'attorney' }]
      : []),
    { key: 'demo-sale', typeId: 1 as ActTypeId, notary: samarkand, days: -40, author: demoParty(jasur), authorRole: 'seller', other: demoParty(gulnora), otherRole: 'buyer' },
  ];
  const rows: ActRow[] = [];
  const parties: PartyRow[] = [];
  const demoIds: Record<string, string> = {};
  for (const d of demo) {
    const regdate = addDays(today, d.days);
    const year = Number(regdate.slice(0, 4));
    const [{ next }] = (await em.query(
      `INSERT INTO register_counter (office_id, year, last_number) VALUES ($1, $2, 1)
       ON CONFLICT (office_id, year) DO UPDATE SET last_number = register_counter.last_number + 1 RETURNING last_number AS next`,
      [d.notary.officeId, year],
    )) as [{ next: number }];
    const id = stableUuid(`registry-act:${d.key}`);
    demoIds[d.key] = id;
    rows.push({
      id, typeId: d.typeId, name: ACT_TYPES[d.typeId].names.oz, lang: 'oz', phone: d.author.phone, regnum: `${year}/${next}`, regdate, year,
      officeId: d.notary.officeId, notaryId: d.notary.id, notaryName: d.notary.fullName, notaryPhone: d.notary.phone, regsystem: 2,
      regtype: 1, status: 'registered', authorPin: d.author.pin, validUntil: d.typeId === 101 ? addDays(regdate, 365) : null,
      proxy: d.typeId === 101 ? { delegationRight: false, hasDisposalRights: false } : null, mainActId: null, linked: [], annulReason: null,
    });
    parties.push({ actId: id, role: d.authorRole, isAuthor: true, ...d.author }, { actId: id, role: d.otherRole, isAuthor: false, ...d.other });
  }
  // Fixed numbers and dates (README "Try the public services"), so the power-of-attorney check can be tried
  // without looking a number up: active, annulled, expired.
  for (const f of DEMO_POWERS_OF_ATTORNEY) {
    const author = demoParty(f.principal === 'aziz' ? aziz : jasur);
    const other = demoParty(f.principal === 'aziz' ? nilufar : gulnora);
    const id = stableUuid(`registry-act:demo-fixed:${f.regnum}`);
    rows.push({
      id, typeId: f.typeId, name: ACT_TYPES[f.typeId].names.oz, lang: 'oz', phone: author.phone, regnum: f.regnum, regdate: f.regdate,
      year: Number(f.regdate.slice(0, 4)), officeId: first.officeId, notaryId: first.id, notaryName: first.fullName, notaryPhone: first.phone,
      regsystem: 2, regtype: 1, status: f.state === 'annulled' ? 'annulled' : 'registered', authorPin: author.pin, validUntil: f.validUntil,
      proxy: { delegationRight: f.state === 'active', hasDisposalRights: false }, mainActId: null, linked: [],
      annulReason: f.state === 'annulled' ? 'Ishonch bildiruvchi tomonidan bekor qilindi' : null,
    });
    parties.push({ actId: id, role: 'principal', isAuthor: true, ...author }, { actId: id, role: 'attorney', isAuthor: false, ...other });
  }
  await em.query(INSERT_ACTS, [JSON.stringify(rows)]);
  await em.query(INSERT_PARTIES, [JSON.stringify(parties)]);
  await seedDemoDocuments(em, { sale: demoIds['demo-sale'], poa: demoIds['demo-poa'] }, demoPin(jasur));
  // The office's counter continues past the fixed numbers too.
  await em.query(ADVANCE_COUNTERS);
  const name = "Karimov Baxtiyor Ergash o'g'li";
  await em.query(INSERT_CASES, [
    JSON.stringify([{
      id: stableUuid('inheritance:demo-karimov'), caseNumber: '2023-100001', openedOn: '2023-05-16', deathDate: baxtiyor.deathDate ?? '2023-04-10',
      deceased: name, deceasedCyr: latinToCyrillic(name), notaryId: mirobod.id, officeId: mirobod.officeId, state: 'open', closedOn: null, heirs: 2,
    }]),
  ]);
}

export async function seedRegistries(em: EntityManager, sizes: RegistrySizes = REGISTRY_SIZES, now = new Date()): Promise<void> {
  const notaries = (await em.query(
    `SELECT n.id, n.office_id AS "officeId", n.full_name AS "fullName", n.phone, o.district_id AS "districtId"
     FROM notary n JOIN notary_office o ON o.id = n.office_id ORDER BY n.license_number`,
  )) as Notary[];
  if (notaries.length === 0) return;
  const today = toIsoDate(tashkentDateOf(now));
  await ensureRegistryImportUser(em);
  const { acts, parties, notes, cases } = buildRegistry(notaries, today, sizes);
  // Acts that point at a main act go after it (the foreign key checks each row as it is inserted).
  const mains = acts.filter((a) => !a.mainActId);
  const delegated = acts.filter((a) => a.mainActId);
  await insertChunks(em, mains, INSERT_ACTS);
  await insertChunks(em, delegated, INSERT_ACTS);
  await insertChunks(em, parties, INSERT_PARTIES, 10_000);
  await insertChunks(
    em,
    notes,
    `INSERT INTO act_note (act_id, author_id, author_name, text, created_at)
     SELECT "actId", '${REGISTRY_IMPORT_USER}', 'Notarius', text, (at + time '12:00') AT TIME ZONE 'Asia/Tashkent'
     FROM jsonb_to_recordset($1::jsonb) AS t("actId" uuid, text text, at date)`,
  );
  await insertChunks(em, cases, INSERT_CASES);
  await em.query(ADVANCE_COUNTERS);
  await seedDemoHistory(em, notaries, today);
}

export const publicRegistriesSeeder: Seeder = {
  name: 'public-registries',
  run: (em) => seedRegistries(em),
};
