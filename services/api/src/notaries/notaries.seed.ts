import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DEMO_NOTARY_PINS, DEMO_PERSONS, demoPin } from '../civil-registry/demo-persons.js';
import type { Seeder } from '../database/seed.js';
import { latinToCyrillic, latinToRussian } from '../reference/latin-to-cyrillic.js';
import { upsertCounts, type UpsertCounts } from '../reference/reference.seed.js';
import { DISTRICTS, REGIONS, type DistrictRow } from '../reference/regions.data.js';
import type { Timetable } from './notary-office.entity.js';

/**
 * A stable uuid for a directory row (name-based, like uuid v5): the dictionary
 * refresh matches offices by it, and every machine gets the same ids.
 */
export function stableUuid(key: string): string {
  const h = createHash('sha1').update(`e-notary:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** Deterministic PRNG (mulberry32): the demo directory is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const MALE = ['Alisher', 'Rustam', 'Bahodir', 'Sherzod', 'Jamshid', 'Dilshod', 'Akmal', 'Farrux', 'Otabek', 'Sardor',
  "Ulug'bek", 'Javlon', 'Botir', 'Nodir', 'Temur', 'Anvar', 'Shuhrat', 'Zafar', 'Ravshan', 'Abdulla', 'Aziz', 'Bekzod'];
export const FEMALE = ['Dilnoza', 'Gulnora', 'Malika', 'Nilufar', 'Shahnoza', 'Feruza', 'Madina', 'Zarina', 'Nodira', 'Kamola',
  'Mohira', 'Sevara', 'Dildora', 'Umida', 'Barno', 'Lola'];
export const SURNAMES = ['Karimov', 'Rahimov', 'Tursunov', 'Yusupov', 'Abdullayev', 'Ismoilov', 'Xolmatov', 'Nazarov', 'Qodirov',
  'Mirzayev', 'Ergashev', 'Saidov', 'Usmonov', 'Sobirov', 'Haydarov', 'Aliyev', "Jo'rayev", 'Hasanov', 'Hamidov',
  "To'xtayev", "Po'latov", 'Rasulov', 'Sultonov', 'Normatov', 'Qurbonov', 'Azimov', 'Valiyev', 'Yo\'ldoshev'];
export const FATHERS = ['Rustam', 'Anvar', 'Baxtiyor', 'Shavkat', 'Olim', 'Karim', 'Hamid', 'Ergash', 'Salim', 'Tohir', 'Abdurahmon',
  'Murod', "Bo'ri", 'Qahramon', 'Ilhom'];
const STREETS: [string, string][] = [
  ["Amir Temur ko'chasi", 'улица Амира Темура'],
  ["Mustaqillik ko'chasi", 'улица Мустакиллик'],
  ["Alisher Navoiy ko'chasi", 'улица Алишера Навои'],
  ["Bobur ko'chasi", 'улица Бабура'],
  ["Istiqlol ko'chasi", 'улица Истиклол'],
  ["Buyuk Ipak yo'li ko'chasi", 'улица Буюк Ипак Йули'],
  ["Abdulla Qodiriy ko'chasi", 'улица Абдуллы Кадыри'],
  ["Ibn Sino ko'chasi", 'улица Ибн Сины'],
  ["Mashrab ko'chasi", 'улица Машраба'],
  ["Furqat ko'chasi", 'улица Фурката'],
  ["Mirzo Ulug'bek ko'chasi", 'улица Мирзо Улугбека'],
  ["Do'stlik ko'chasi", 'улица Дустлик'],
];
/** Landline area codes by region (the 9-digit national number starts with them). */
const AREA_CODES: Record<number, string> = {
  1735: '61', 1703: '74', 1706: '65', 1708: '72', 1710: '75', 1712: '79', 1714: '69', 1718: '66', 1722: '76',
  1724: '67', 1727: '70', 1730: '73', 1733: '62', 1726: '71',
};
const MOBILE = ['90', '91', '93', '94', '97', '98', '99', '33', '88'];

const STATE_HOURS: Timetable = {
  '1': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' },
  '2': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' },
  '3': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' },
  '4': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' },
  '5': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' },
  '6': { open: '09:00', close: '13:00' },
};
const PRIVATE_HOURS: Timetable = {
  '1': { open: '08:30', close: '19:00' },
  '2': { open: '08:30', close: '19:00' },
  '3': { open: '08:30', close: '19:00' },
  '4': { open: '08:30', close: '19:00' },
  '5': { open: '08:30', close: '19:00' },
  '6': { open: '10:00', close: '16:00' },
};

export type SeedOffice = {
  id: string;
  nameOz: string; nameUz: string; nameRu: string; isState: boolean;
  regionId: number; districtId: number;
  addressOz: string; addressUz: string; addressRu: string;
  lat: number; lng: number; phone: string; languages: string[]; timetable: Timetable; slotMinutes: number;
};
export type SeedNotary = {
  id: string;
  officeId: string;
  lastName: string; firstName: string; middleName: string; fullName: string; fullNameCyr: string;
  licenseNumber: string; licenseDate: string; licenseStatus: 'active' | 'terminated' | 'cancelled';
  licenseStatusDate: string | null; phone: string; languages: string[]; workingDays: number[];
  ministryRating: number; personPin: string | null;
};

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]!;
}
function digits(rnd: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(rnd() * 10);
  return s;
}
function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * The demo directory: in Tashkent city two offices per district, elsewhere the
 * first four districts of each region (the regional centre first); the larger
 * offices have two notaries. Offices sit within about a kilometre of the
 * district centre.
 */
export type DemoNotary = { pin: string; surname: string; name: string; patronym: string; regionId: number; districtId: number };

export function buildDirectory(demoNotaries: readonly DemoNotary[] = []): { offices: SeedOffice[]; notaries: SeedNotary[] } {
  const rnd = prng(20251122);
  const offices: SeedOffice[] = [];
  const notaries: SeedNotary[] = [];
  const stateSeq = new Map<number, number>();
  for (const region of REGIONS) {
    const regionDistricts = DISTRICTS.filter((d) => d.regionId === region.id);
    const chosen: { district: DistrictRow; isState: boolean }[] =
      region.id === 1726
        ? regionDistricts.flatMap((district) => [{ district, isState: true }, { district, isState: false }])
        : regionDistricts.slice(0, 4).map((district, i) => ({ district, isState: i !== 1 }));
    for (const { district, isState } of chosen) {
      const [streetOz, streetRu] = pick(rnd, STREETS);
      const house = 1 + Math.floor(rnd() * 120);
      const seq = (stateSeq.get(district.id) ?? 0) + 1;
      if (isState) stateSeq.set(district.id, seq);
      const ownerSurname = pick(rnd, SURNAMES);
      const nameOz = isState ? `${district.nameOz} ${seq}-son davlat notarial idorasi` : `"${ownerSurname} va hamkorlar" xususiy notarial idorasi`;
      const nameRu = isState
        ? `Государственная нотариальная контора №${seq} (${district.nameRu})`
        : `Частная нотариальная контора «${latinToRussian(ownerSurname)} и партнёры»`;
      const prefixOz = region.id === 1726 ? 'Toshkent shahri' : region.nameOz;
      const addressOz = `${prefixOz}, ${district.nameOz}, ${streetOz}, ${house}-uy`;
      const addressRu = `${region.nameRu}, ${district.nameRu}, ${streetRu}, дом ${house}`;
      const languages = region.id === 1735 ? ['uz', 'ru', 'kaa'] : rnd() < 0.2 ? ['uz', 'ru', 'en'] : ['uz', 'ru'];
      const officeId = stableUuid(`office:${district.id}:${isState ? 'state' : 'private'}`);
      offices.push({
        id: officeId, isState, regionId: region.id, districtId: district.id,
        nameOz, nameUz: latinToCyrillic(nameOz).replace('"', '«').replace('"', '»'), nameRu,
        addressOz, addressUz: latinToCyrillic(addressOz), addressRu,
        lat: Math.round((district.lat + (rnd() - 0.5) * 0.018) * 1e6) / 1e6,
        lng: Math.round((district.lng + (rnd() - 0.5) * 0.024) * 1e6) / 1e6,
        phone: `${AREA_CODES[region.id]}${digits(rnd, 7)}`,
        languages,
        timetable: isState ? STATE_HOURS : PRIVATE_HOURS,
        slotMinutes: isState ? 30 : 20,
      });
      const isLarge = region.id === 1726 ? isState : district === regionDistricts[0];
      for (let n = 0; n < (isLarge ? 2 : 1); n++) {
        const isFemale = rnd() < 0.45;
        const firstName = pick(rnd, isFemale ? FEMALE : MALE);
        const surname = pick(rnd, SURNAMES);
        const lastName = isFemale ? `${surname}a` : surname;
        const middleName = `${pick(rnd, FATHERS)} ${isFemale ? 'qizi' : "o'g'li"}`;
        const fullName = `${lastName} ${firstName} ${middleName}`;
        const year = 2004 + Math.floor(rnd() * 20);
        const index = notaries.length;
        // Every eleventh notary has lost the licence: terminated on request or cancelled by the ministry.
        const licenseStatus = index % 11 === 7 ? 'terminated' : index % 17 === 9 ? 'cancelled' : 'active';
        notaries.push({
          id: stableUuid(`notary:${officeId}:${n}`), officeId, lastName, firstName, middleName, fullName, fullNameCyr: latinToCyrillic(fullName),
          licenseNumber: `${String(region.id).slice(2)}-${String(1000 + index * 7).padStart(5, '0')}`,
          licenseDate: isoDate(year, 1 + Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)),
          licenseStatus,
          licenseStatusDate: licenseStatus === 'active' ? null : isoDate(2024 + Math.floor(rnd() * 2), 1 + Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)),
          phone: `${pick(rnd, MOBILE)}${digits(rnd, 7)}`,
          languages: rnd() < 0.3 ? [...languages, 'en'].filter((l, i, a) => a.indexOf(l) === i) : languages,
          workingDays: isState ? [1, 2, 3, 4, 5] : rnd() < 0.5 ? [1, 2, 3, 4, 5, 6] : [2, 3, 4, 5, 6],
          ministryRating: Math.round((3 + rnd() * 2) * 100) / 100,
          personPin: null,
        });
      }
    }
  }
  // Each demo notary account of the civil registry becomes an active notary of a state office in their own
  // district (else in their region, else anywhere), under the account's own name.
  for (const person of demoNotaries) {
    const officeOf = (n: SeedNotary) => offices.find((o) => o.id === n.officeId)!;
    const free = notaries.filter((n) => n.licenseStatus === 'active' && n.personPin === null && officeOf(n).isState);
    const target =
      free.find((n) => officeOf(n).districtId === person.districtId) ??
      free.find((n) => officeOf(n).regionId === person.regionId) ??
      free[0];
    if (!target) continue;
    const title = (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
    target.personPin = person.pin;
    target.lastName = title(person.surname);
    target.firstName = title(person.name);
    target.middleName = title(person.patronym).replace(/ O'G'Li$| O'g'li$/i, " o'g'li").replace(/ Qizi$/i, ' qizi');
    target.fullName = `${target.lastName} ${target.firstName} ${target.middleName}`;
    target.fullNameCyr = latinToCyrillic(target.fullName);
  }
  return { offices, notaries };
}

/** Inserts the directory; leave and duty rosters are relative to the seeding day (Tashkent calendar), then rolled forward. */
export async function seedDirectory(em: EntityManager, demoNotaries: readonly DemoNotary[] = []): Promise<void> {
  const { offices, notaries } = buildDirectory(demoNotaries);
  // The same upsert as the dictionary refresh: an office the refresh brought in first is not a conflict.
  await upsertOffices(em, offices);
  await em.query(
    `INSERT INTO notary (id, last_name, first_name, middle_name, full_name, full_name_cyr, license_number, license_date,
       license_status, license_status_date, office_id, person_pin, phone, languages, working_days, ministry_rating)
     SELECT id, "lastName", "firstName", "middleName", "fullName", "fullNameCyr", "licenseNumber", "licenseDate",
       "licenseStatus", "licenseStatusDate", "officeId", "personPin", phone,
       ARRAY(SELECT jsonb_array_elements_text(languages)),
       ARRAY(SELECT jsonb_array_elements_text("workingDays")::smallint), "ministryRating"
     FROM jsonb_to_recordset($1::jsonb) AS n(id uuid, "lastName" text, "firstName" text, "middleName" text,
       "fullName" text, "fullNameCyr" text, "licenseNumber" text, "licenseDate" date, "licenseStatus" text,
       "licenseStatusDate" date, "officeId" uuid, "personPin" text, phone text, languages jsonb, "workingDays" jsonb,
       "ministryRating" numeric)`,
    [JSON.stringify(notaries)],
  );
  await rollDemoRosters(em, { notaries });
}

/** Demo leave, in days relative to today (Tashkent calendar): on leave now and soon. */
const DEMO_ABSENCES = [
  { index: 2, kind: 'vacation', from: -3, to: 10 },
  { index: 9, kind: 'medical_leave', from: -1, to: 4 },
  { index: 15, kind: 'vacation', from: 5, to: 19 },
  { index: 22, kind: 'medical_leave', from: 0, to: 2 },
  { index: 30, kind: 'vacation', from: 14, to: 28 },
] as const;

/** Days ahead that the weekend duty roster covers. */
export const DUTY_DAYS_AHEAD = 56;

/** The demo notaries that get leave: active, never a demo account. */
export function demoAbsencePlan(notaries: readonly SeedNotary[]): { notaryId: string; kind: string; from: number; to: number }[] {
  const candidates = notaries.filter((n) => n.licenseStatus === 'active' && n.personPin === null).map((n) => n.id).slice(3);
  return DEMO_ABSENCES.flatMap((a) => {
    const notaryId = candidates[a.index];
    return notaryId ? [{ notaryId, kind: a.kind, from: a.from, to: a.to }] : [];
  });
}

/**
 * Keeps the demo leave and weekend-duty markers in a window around today, so a
 * demo database started weeks ago still shows notaries on leave and on duty.
 * Runs at the first seeding and then at every start and hourly (DemoRosters);
 * idempotent, and safe when replicas run it together (a transaction lock):
 * - a demo notary whose last leave has ended gets the next one, relative to
 *   today and never overlapping the previous one; past leave stays as history;
 * - every Saturday and Sunday of the next eight weeks without anyone on duty
 *   gets three state-office notaries in turn.
 * `today` (YYYY-MM-DD) defaults to today in Tashkent. Returns the rows added.
 */
export async function rollDemoRosters(
  em: EntityManager,
  { notaries = buildDirectory(demoNotaryAccounts()).notaries, today }: { notaries?: readonly SeedNotary[]; today?: string } = {},
): Promise<{ absences: number; duties: number }> {
  const run = async (tx: EntityManager) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('e-notary:demo-rosters'))`);
    const [{ day }] = (await tx.query(`SELECT coalesce($1::date, (now() AT TIME ZONE 'Asia/Tashkent')::date)::text AS day`, [today ?? null])) as [
      { day: string },
    ];
    let absences = 0;
    for (const a of demoAbsencePlan(notaries)) {
      const rows = (await tx.query(
        `INSERT INTO notary_absence (notary_id, kind, date_from, date_to)
         SELECT n.id, $2, greatest($3::date + $4::int, coalesce(last.date_to + 1, '-infinity'::date)), $3::date + $5::int
         FROM notary n
         CROSS JOIN LATERAL (SELECT max(date_to) AS date_to FROM notary_absence x WHERE x.notary_id = n.id) last
         WHERE n.id = $1 AND (last.date_to IS NULL OR last.date_to < $3::date)
         RETURNING id`,
        [a.notaryId, a.kind, day, a.from, a.to],
      )) as unknown[];
      absences += rows.length;
    }
    // A day someone already covers (seeded earlier, or set by hand) is left as it is.
    const duties = (await tx.query(
      `INSERT INTO notary_duty (notary_id, duty_date)
       SELECT n.id, d::date
       FROM generate_series($1::date, $1::date + $2::int, '1 day') d
       JOIN LATERAL (
         SELECT n.id FROM notary n JOIN notary_office o ON o.id = n.office_id
         WHERE n.license_status = 'active' AND o.is_state
         ORDER BY n.license_number
         OFFSET (extract(doy FROM d)::int % 7) LIMIT 3
       ) n ON true
       WHERE extract(isodow FROM d) IN (6, 7) AND NOT EXISTS (SELECT 1 FROM notary_duty x WHERE x.duty_date = d::date)
       ON CONFLICT DO NOTHING
       RETURNING notary_id`,
      [day, DUTY_DAYS_AHEAD],
    )) as unknown[];
    return { absences, duties: duties.length };
  };
  return em.queryRunner?.isTransactionActive ? run(em) : em.transaction(run);
}

export const notariesSeeder: Seeder = {
  name: 'notaries-directory',
  run: async (em) => {
    await seedDirectory(em, demoNotaryAccounts());
  },
};

/**
 * The civil registry's demo notary accounts (DEMO_NOTARY_PINS). This seeder
 * runs before the identity seeder, which then sets users.notary_id from
 * notary.person_pin.
 */
export function demoNotaryAccounts(): DemoNotary[] {
  return DEMO_NOTARY_PINS.flatMap((pin) => {
    const person = DEMO_PERSONS.find((p) => demoPin(p) === pin);
    return person ? [{ pin, surname: person.surname, name: person.name, patronym: person.patronym, regionId: person.regionId, districtId: person.districtId }] : [];
  });
}

/**
 * Updates offices from the ministry's directory (the dictionary refresh):
 * new offices are added, names, addresses, phones, hours and coordinates of
 * known ones follow the source; notaries and their records are untouched.
 */
export async function upsertOffices(em: EntityManager, offices: readonly SeedOffice[]): Promise<UpsertCounts> {
  const rows = (await em.query(
    `INSERT INTO notary_office (id, name_oz, name_uz, name_ru, is_state, region_id, district_id, address_oz, address_uz, address_ru,
       lat, lng, phone, languages, timetable, slot_minutes)
     SELECT id, "nameOz", "nameUz", "nameRu", "isState", "regionId", "districtId", "addressOz", "addressUz", "addressRu",
       lat, lng, phone, ARRAY(SELECT jsonb_array_elements_text(languages)), timetable, "slotMinutes"
     FROM jsonb_to_recordset($1::jsonb) AS o(id uuid, "nameOz" text, "nameUz" text, "nameRu" text, "isState" bool,
       "regionId" int, "districtId" int, "addressOz" text, "addressUz" text, "addressRu" text, lat float8, lng float8,
       phone text, languages jsonb, timetable jsonb, "slotMinutes" int)
     ON CONFLICT (id) DO UPDATE SET name_oz = excluded.name_oz, name_uz = excluded.name_uz, name_ru = excluded.name_ru,
       is_state = excluded.is_state, region_id = excluded.region_id, district_id = excluded.district_id,
       address_oz = excluded.address_oz, address_uz = excluded.address_uz, address_ru = excluded.address_ru,
       lat = excluded.lat, lng = excluded.lng, phone = excluded.phone, languages = excluded.languages,
       timetable = excluded.timetable, slot_minutes = excluded.slot_minutes
     WHERE (notary_office.name_oz, notary_office.name_uz, notary_office.name_ru, notary_office.is_state, notary_office.region_id,
            notary_office.district_id, notary_office.address_oz, notary_office.address_uz, notary_office.address_ru,
            notary_office.lat, notary_office.lng, notary_office.phone, notary_office.languages, notary_office.timetable,
            notary_office.slot_minutes)
       IS DISTINCT FROM (excluded.name_oz, excluded.name_uz, excluded.name_ru, excluded.is_state, excluded.region_id,
            excluded.district_id, excluded.address_oz, excluded.address_uz, excluded.address_ru, excluded.lat, excluded.lng,
            excluded.phone, excluded.languages, excluded.timetable, excluded.slot_minutes)
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(offices)],
  )) as { inserted: boolean }[];
  return upsertCounts(rows, offices.length);
}
