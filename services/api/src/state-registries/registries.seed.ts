import type { EntityManager } from 'typeorm';
import { DEMO_PERSONS, demoPin } from '../civil-registry/demo-persons.js';
import type { Seeder } from '../database/seed.js';

const pin = (key: string): string => {
  const person = DEMO_PERSONS.find((p) => p.key === key);
  if (!person) throw new Error(`registries seed: no demo person ${key}`);
  return demoPin(person);
};

/**
 * Demo data of the registry simulators (DESIGN.md data flow 5), owned by the
 * civil registry's demo persons, so each rule of acts-domain 5 can be tried by
 * hand: a clean car, a shared car (co-owners), a car under a ban, one with an
 * unpaid fine, one under arrest; a flat, a shared house, an office under a
 * ban; an enforcement debt; companies of the tax registry, one of them
 * liquidated.
 */
export const registriesSeeder: Seeder = {
  name: 'state-registries-demo',
  async run(em: EntityManager) {
    const vehicles: [string, string, string, string, string, number, string[], ('ban' | 'arrest' | 'fine')[]][] = [
      ['01A123BC', 'AAF', '1234567', 'XWBJA69V1KA100001', 'Chevrolet Cobalt', 2021, [pin('aziz')], []],
      ['01B456CD', 'AAF', '2345678', 'XWBJA69V1KA100002', 'Chevrolet Malibu', 2022, [pin('aziz'), pin('nilufar')], []],
      ['30C789DE', 'AAG', '3456789', 'XWBJA69V1KA100003', 'Chevrolet Nexia', 2018, [pin('jasur')], ['ban']],
      ['40D012EF', 'AAG', '4567890', 'XWBJA69V1KA100004', 'Chevrolet Spark', 2019, [pin('farrux')], ['fine']],
      ['01E345FG', 'AAH', '5678901', 'XWBJA69V1KA100005', 'Chevrolet Tracker', 2023, [pin('akmal'), pin('zulfiya')], ['arrest']],
      // Sold from start to finish by the browser test of a vehicle sale (e2e/src/vehicle-sale.e2e.test.ts): no other demo story uses it.
      ['40F678GH', 'AAH', '6789012', 'XWBJA69V1KA100006', 'Chevrolet Onix', 2024, [pin('barno')], []],
      // Sold, given and entrusted by the tour of every act type (e2e/src/acts.tour.test.ts, docs/contributing.md): no other demo story uses them.
      ['01H234JK', 'AAJ', '7890123', 'XWBJA69V1KA100007', 'Chevrolet Lacetti', 2020, [pin('sanjar')], []],
      ['01K567LM', 'AAJ', '8901234', 'XWBJA69V1KA100008', 'Chevrolet Damas', 2017, [pin('sanjar')], []],
    ];
    for (const [plate, series, number, body, make, year, owners, burdens] of vehicles) {
      const [row] = (await em.query(
        `INSERT INTO sim_vehicle (state_number, tech_passport_series, tech_passport_number, body_number, make, year, colour, country, owner_pins)
         VALUES ($1, $2, $3, $4, $5, $6, 'OQ', 'O''ZBEKISTON', $7) RETURNING id`,
        [plate, series, number, body, make, year, owners],
      )) as { id: string }[];
      for (const kind of burdens) {
        await em.query(
          `INSERT INTO sim_vehicle_encumbrance (vehicle_id, kind, amount, imposed_at, document_date, document_number, document_name, official, organisation)
           VALUES ($1, $2, $3, current_date - 40, current_date - 41, $4, $5, 'A. Qodirov', $6)`,
          [
            row!.id,
            kind,
            kind === 'fine' ? 412_000 : null,
            `${kind.toUpperCase()}-2025-0${vehicles.length}`,
            kind === 'fine' ? "Yo'l harakati qoidalarini buzganlik uchun jarima" : 'Majburiy ijro byurosi qarori',
            kind === 'fine' ? 'IIV YHXBB' : 'Majburiy ijro byurosi',
          ],
        );
      }
    }
    const properties: [string, 'residential' | 'non_residential', string, number, string[], boolean][] = [
      ['11:14:04:01:01:1630', 'residential', "Toshkent sh., Chilonzor t., 9-mavze, 4-uy, 12-xonadon", 64.5, [pin('aziz')], false],
      ['11:10:02:03:04:0021', 'residential', "Toshkent sh., Mirzo Ulug'bek t., Buyuk Ipak yo'li, 17-uy", 180, [pin('sanjar'), pin('lola')], false],
      // The tour's flat (e2e/src/acts.tour.test.ts): entrusted, pledged and lived in by the tour's acts only.
      ['11:03:05:02:07:0415', 'residential', "Toshkent sh., Chilonzor t., 19-mavze, 12-uy, 7-xonadon", 72, [pin('sanjar')], false],
      ['14:02:01:05:02:0310', 'non_residential', "Namangan sh., Navoiy ko'chasi, 5-uy", 95, [pin('otabek')], true],
    ];
    for (const [cadastre, type, address, area, owners, isBanned] of properties) {
      const [row] = (await em.query(
        `INSERT INTO sim_cadastre (cadastre_number, property_type, address, area, rooms, owner_pins) VALUES ($1, $2, $3, $4, 3, $5) RETURNING id`,
        [cadastre, type, address, area, owners],
      )) as { id: string }[];
      if (isBanned) {
        await em.query(
          `INSERT INTO sim_cadastre_ban (cadastre_id, imposed_at, document_date, document_number, document_name, official, organisation)
           VALUES ($1, current_date - 90, current_date - 91, 'TAQ-2025-118', 'Sud ajrimi', 'B. Nazarov', 'Namangan shahar sudi')`,
          [row!.id],
        );
      }
    }
    const companies: [string, string, string, string | null, string, string | null][] = [
      ['302345671', '"KARIMOV SAVDO" MCHJ', 'llc', pin('aziz'), "Toshkent sh., Chilonzor t., Bunyodkor ko'chasi, 12-uy", null],
      ['305678912', '"SAMARQAND AVTO SERVIS" MCHJ', 'llc', pin('jasur'), "Samarqand sh., Registon ko'chasi, 45-uy", null],
      ['207123456', '"HASANOV VA HAMKORLAR" XK', 'private_enterprise', pin('sanjar'), "Toshkent sh., Mirzo Ulug'bek t., Buyuk Ipak yo'li, 88-uy", null],
      ['301987654', '"NAMANGAN TEKSTIL" AJ', 'jsc', pin('otabek'), "Namangan sh., Navoiy ko'chasi, 140-uy", null],
      ['304555777', '"UMAROVLAR" OILAVIY KORXONASI', 'family_enterprise', pin('akmal'), "Toshkent sh., Yunusobod t., 4-mavze, 17-uy", null],
      ['200111222', '"FARG\'ONA MEVA" FERMER XO\'JALIGI', 'farm', pin('farrux'), "Farg'ona viloyati, Quva tumani, Gulbahor MFY", null],
      // Liquidated: refused as a party, so the blocking message can be seen by hand.
      ['203444888', '"ESKI QURILISH" MCHJ', 'llc', pin('islom'), "Qarshi sh., Mustaqillik ko'chasi, 3-uy", '2024-06-30'],
    ];
    for (const [inn, name, legalForm, director, address, liquidatedAt] of companies) {
      await em.query(
        `INSERT INTO sim_company (inn, name, legal_form, director_pin, address, status, registered_at, liquidated_at)
         VALUES ($1, $2, $3, $4, $5, $6, current_date - 2000, $7)`,
        [inn, name, legalForm, director, address, liquidatedAt ? 'liquidated' : 'active', liquidatedAt],
      );
    }
    await em.query(`INSERT INTO sim_enforcement_debt (pin, amount, document) VALUES ($1, 2500000, 'Ijro varaqasi 2-1234/2025')`, [pin('islom')]);
  },
};
