import { DEMO_KINSHIP, DEMO_PERSONS } from './demo-persons.js';

/** A demo marriage or divorce record: the person's key, the spouse's key or (outside the registry) name. */
export type DemoCivilRecord = {
  kind: 'marriage' | 'divorce';
  person: string;
  spouse: string | null;
  spouseName: string | null;
  regnum: string;
  date: string;
  body: string;
};

/** A spouse's birth year (the married demo persons are adults with a fixed birth date). */
function birthYear(key: string): number {
  const birth = DEMO_PERSONS.find((person) => person.key === key)?.birth;
  return typeof birth === 'string' ? Number(birth.slice(0, 4)) : 1980;
}

const BODIES = [
  'Toshkent shahar Yunusobod tumani FHDYo bo‘limi',
  'Toshkent shahar Chilonzor tumani FHDYo bo‘limi',
  'Samarqand shahar FHDYo bo‘limi',
  'Andijon shahar FHDYo bo‘limi',
];

/**
 * The demo civil registry's marriage records: one for each married couple of
 * DEMO_KINSHIP (register number and office made up in the registry's shape),
 * and for Farrux an earlier marriage outside the registry that ended in
 * divorce, so the spouse consent shows both kinds of record.
 */
export const DEMO_CIVIL_RECORDS: readonly DemoCivilRecord[] = [
  ...DEMO_KINSHIP.filter(([, , kind]) => kind === 'spouse').map(([a, b], index): DemoCivilRecord => ({
    kind: 'marriage',
    person: a,
    spouse: b,
    spouseName: null,
    regnum: String(1200 + index * 37),
    // The younger spouse's 24th year.
    date: `${Math.max(birthYear(a), birthYear(b)) + 24}-0${1 + (index % 9)}-1${index % 10}`,
    body: BODIES[index % BODIES.length]!,
  })),
  { kind: 'marriage', person: 'farrux', spouse: null, spouseName: 'RAHIMOVA SEVARA ANVAR QIZI', regnum: '514', date: '2009-06-18', body: BODIES[1]! },
  { kind: 'divorce', person: 'farrux', spouse: null, spouseName: 'RAHIMOVA SEVARA ANVAR QIZI', regnum: '77', date: '2011-02-05', body: BODIES[1]! },
];
