import { calculateFees } from '@notary/domain/fees';
import { amountToWords } from '@notary/domain/words';
import type { EntityManager } from 'typeorm';
import { IDENTITY_DOCUMENT_TYPES } from '../civil-registry/document-types.js';

/**
 * What the demo history's registered acts hold besides their parties, so their
 * print form (issue 13 part 9) is a whole document: the vehicle each is about,
 * the sale's price with its words and payment, the parties' passports,
 * birth dates and addresses from the civil registry, and the fees charged at
 * registration (the domain calculator at the base calculation value of
 * FACTS.md, 412 000 so'm from 01.08.2025).
 */
const BCV_TIYIN = 41_200_000;

type Car = { stateNumber: string; series: string; number: string; body: string; vehicle: Record<string, string | number> };

/**
 * Jasur's Gentra, sold to Gulnora (the registry simulator still lists him, as
 * the traffic police registry does until the buyer re-registers it), and
 * Aziz's clean Cobalt of the registry simulator's demo data.
 */
const GENTRA: Car = { stateNumber: '30D555AA', series: 'AAG', number: '7654321', body: 'XWBJA69V1KA100009', vehicle: { make: 'Chevrolet Gentra', year: 2020, colour: 'oq', motorNumber: 'B15D2-0457781', techPassportIssuer: 'Samarqand viloyati YHXB', techPassportDate: '2020-07-14' } };
const COBALT: Car = { stateNumber: '01A123BC', series: 'AAF', number: '1234567', body: 'XWBJA69V1KA100001', vehicle: { make: 'Chevrolet Cobalt', year: 2021, colour: 'oq', techPassportIssuer: 'Toshkent shahar YHXB', techPassportDate: '2021-04-02' } };
const SALE_PRICE_SOM = 98_000_000;

export async function seedDemoDocuments(em: EntityManager, acts: { sale?: string; poa?: string }, sellerPin: string | null): Promise<void> {
  // The card's registry rules read the subject's record: the sold car is in the registry, as the seller's.
  if (sellerPin) {
    await em.query(
      `INSERT INTO sim_vehicle (state_number, tech_passport_series, tech_passport_number, body_number, make, year, colour, country, owner_pins)
       VALUES ($1, $2, $3, $4, $5, $6, 'OQ', 'O''ZBEKISTON', $7) ON CONFLICT DO NOTHING`,
      [GENTRA.stateNumber, GENTRA.series, GENTRA.number, GENTRA.body, GENTRA.vehicle.make, GENTRA.vehicle.year, [sellerPin]],
    );
  }
  const subjects: [string | undefined, Car, boolean][] = [
    [acts.sale, GENTRA, true],
    [acts.poa, COBALT, false],
  ];
  for (const [actId, car, isSale] of subjects) {
    if (!actId) continue;
    await em.query(
      `INSERT INTO act_subject (act_id, kind, state_number, tech_passport_series, tech_passport_number, body_number, vehicle, price, price_words, payment)
       VALUES ($1, 'vehicle', $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        actId,
        car.stateNumber,
        car.series,
        car.number,
        car.body,
        JSON.stringify(car.vehicle),
        isSale ? SALE_PRICE_SOM : null,
        isSale ? amountToWords(SALE_PRICE_SOM * 100, 'oz') : null,
        isSale ? JSON.stringify({ method: 'cash' }) : null,
      ],
    );
  }
  const ids = Object.values(acts).filter((id): id is string => Boolean(id));
  // The parties' identity documents, birth dates and registered addresses, as the civil registry holds them.
  await em.query(
    `UPDATE act_party p SET birth_date = r.birth_date,
        addresses = jsonb_build_object('registered', jsonb_build_object('text', r.reg_address)),
        document = COALESCE((SELECT jsonb_build_object('name', 'pasport', 'series', d.series, 'number', d.number, 'issueDate', d.issue_date, 'issuer', d.issue_org)
                               FROM registry_document d WHERE d.pin = r.pin AND d.type_id = ANY($2::int[]) AND d.is_active ORDER BY d.issue_date DESC NULLS LAST LIMIT 1), '{}'::jsonb)
       FROM registry_person r
      WHERE r.pin = p.pin AND p.act_id = ANY($1::uuid[])`,
    [ids, IDENTITY_DOCUMENT_TYPES],
  );
  // The fees the notary confirmed at registration.
  for (const actId of ids) {
    const [act] = (await em.query('SELECT type_id, regnum, registered_at FROM notarial_act WHERE id = $1', [actId])) as { type_id: number; regnum: string; registered_at: Date }[];
    if (!act) continue;
    const fees = calculateFees({ typeId: act.type_id as Parameters<typeof calculateFees>[0]['typeId'], baseCalculationValueTiyin: BCV_TIYIN });
    for (const param of fees.params.filter((p) => p.key === 'state_duty' || p.key === 'notary_fee')) {
      await em.query(
        `INSERT INTO act_payment (act_id, number, kind, amount, basis, state, method, created_at, created_by, paid_at, confirmed_at)
         SELECT $1, $2, $3, $4, $5, 'confirmed', 'bank', $6::timestamptz - interval '1 day', created_by, $6::timestamptz - interval '2 hours', $6::timestamptz - interval '1 hour'
           FROM notarial_act WHERE id = $1`,
        [actId, `DEMO-${act.regnum}-${actId.slice(0, 8)}-${param.key}`, param.key, (param.value / 100).toFixed(2), JSON.stringify({ bcvTiyin: BCV_TIYIN, key: param.key }), act.registered_at],
      );
    }
  }
}
