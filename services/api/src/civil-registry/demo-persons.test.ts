import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PIN, DEMO_KINSHIP, DEMO_NOTARY_PINS, DEMO_PERSONS, demoBirthDate, demoPin } from './demo-persons.js';
import { isValidPin, makePin, pinCheckDigit } from './pin.js';

function ageOn(birth: string, today: Date): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

describe('pin', () => {
  it('encodes century and sex, birth date, district, serial and the 7-3-1 check digit', () => {
    const pin = makePin({ gender: 2, birthdate: '1990-08-08', districtCode: 1, serial: 23 });
    expect(pin.slice(0, 13)).toBe('4080890001023');
    expect(pin[13]).toBe(String(pinCheckDigit('4080890001023')));
    expect(makePin({ gender: 1, birthdate: '2014-09-05', districtCode: 611, serial: 5 })[0]).toBe('5');
    expect(isValidPin(pin)).toBe(true);
    const wrong = pin.slice(0, 13) + String((Number(pin[13]) + 1) % 10);
    expect(isValidPin(wrong)).toBe(false);
    expect(isValidPin('1234')).toBe(false);
  });
});

describe('demo persons', () => {
  const today = new Date('2026-11-22T00:00:00Z');

  it('has at least 40 people with valid, unique pins and unique identity documents', () => {
    expect(DEMO_PERSONS.length).toBeGreaterThanOrEqual(40);
    const pins = DEMO_PERSONS.map((p) => demoPin(p, today));
    expect(pins.every(isValidPin)).toBe(true);
    expect(new Set(pins).size).toBe(pins.length);
    const docs = DEMO_PERSONS.flatMap((p) => [p.passport?.id, p.idCard?.id].filter(Boolean));
    expect(docs.every((d) => /^[A-Z]{2}[0-9]{7}$/.test(d!))).toBe(true);
    expect(new Set(docs).size).toBe(docs.length);
  });

  it('has deceased persons, minors under 15 and of 15–17 with birth certificates, and adults with documents', () => {
    expect(DEMO_PERSONS.filter((p) => p.deathDate).length).toBeGreaterThanOrEqual(3);
    const ages = DEMO_PERSONS.map((p) => ({ p, age: ageOn(demoBirthDate(p, today), today) }));
    const under15 = ages.filter((a) => a.age < 15);
    const teens = ages.filter((a) => a.age >= 15 && a.age < 18);
    expect(under15.length).toBeGreaterThanOrEqual(3);
    expect(teens.length).toBeGreaterThanOrEqual(2);
    for (const { p } of [...under15, ...teens]) expect(p.birthCertificate).toBeDefined();
    for (const { p } of ages.filter((a) => a.age >= 16)) expect(p.passport ?? p.idCard).toBeDefined();
  });

  it('keeps minors minors whatever the seeding day', () => {
    for (const day of ['2030-01-01', '2041-06-30', '2026-12-31']) {
      const when = new Date(`${day}T00:00:00Z`);
      const munisa = DEMO_PERSONS.find((p) => p.key === 'munisa')!;
      expect(ageOn(demoBirthDate(munisa, when), when)).toBe(15);
    }
  });

  it('links only known people, and names three notaries and one admin with fixed pins', () => {
    const keys = new Set(DEMO_PERSONS.map((p) => p.key));
    for (const [a, b] of DEMO_KINSHIP) expect(keys.has(a) && keys.has(b)).toBe(true);
    expect(DEMO_PERSONS.filter((p) => p.account?.includes('notary')).map((p) => demoPin(p))).toEqual(DEMO_NOTARY_PINS);
    expect(DEMO_NOTARY_PINS).toHaveLength(3);
    expect(DEMO_PERSONS.filter((p) => p.account?.includes('admin')).map((p) => demoPin(p))).toEqual([DEMO_ADMIN_PIN]);
  });
});
