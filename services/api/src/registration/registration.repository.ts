import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PrintModel } from './print-templates/index.js';

/** Registration's data access: the register counters (register_counter) and what the print form names besides the act. */
@Injectable()
export class RegistrationRepository {
  /**
   * Issue 5.8: the next register number of an office in a year, taken inside
   * the registering transaction. The counter row is created if missing, then
   * locked FOR UPDATE: a second notary of the same office registering at the
   * same moment waits on that lock until the first transaction commits or
   * rolls back, so numbers are never duplicated, and a rolled-back
   * registration releases its number with the lock (no gap from a failure
   * before commit). The unique index on (office_id, reg_year, regnum) is the
   * backstop.
   */
  async nextRegisterNumber(em: EntityManager, officeId: string, year: number): Promise<number> {
    await em.query('INSERT INTO register_counter (office_id, year, last_number) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING', [officeId, year]);
    const [row] = (await em.query('SELECT last_number FROM register_counter WHERE office_id = $1 AND year = $2 FOR UPDATE', [officeId, year])) as {
      last_number: number;
    }[];
    const next = (row?.last_number ?? 0) + 1;
    await em.query('UPDATE register_counter SET last_number = $3 WHERE office_id = $1 AND year = $2', [officeId, year, next]);
    return next;
  }

  /**
   * The print form's notary, office and place (the office's region and
   * district) and the fees charged: payments paid or confirmed, by kind, in
   * tiyin (an annulled registered act keeps its fees; refunded and cancelled
   * payments are not charged).
   */
  async printFacts(
    em: EntityManager,
    act: { id: string; notaryId: string | null; officeId: string | null },
  ): Promise<Pick<PrintModel, 'notary' | 'office' | 'fees'>> {
    const [notary] = (act.notaryId
      ? await em.query('SELECT full_name, full_name_cyr, license_number FROM notary WHERE id = $1', [act.notaryId])
      : []) as { full_name: string; full_name_cyr: string; license_number: string }[];
    const [office] = (act.officeId
      ? await em.query(
          `SELECT o.name_oz, o.name_uz, o.name_ru, o.address_oz, o.address_uz, o.address_ru,
                  r.name_oz AS region_oz, r.name_uz AS region_uz, r.name_ru AS region_ru,
                  d.name_oz AS district_oz, d.name_uz AS district_uz, d.name_ru AS district_ru
             FROM notary_office o
             LEFT JOIN region r ON r.id = o.region_id
             LEFT JOIN district d ON d.id = o.district_id
            WHERE o.id = $1`,
          [act.officeId],
        )
      : []) as Record<string, string | null>[];
    const fees = (await em.query(
      `SELECT kind, COALESCE(SUM(round(amount * 100)), 0)::bigint AS tiyin
         FROM act_payment WHERE act_id = $1 AND state IN ('paid', 'confirmed') GROUP BY kind`,
      [act.id],
    )) as { kind: string; tiyin: string }[];
    const tiyinOf = (kind: string) => {
      const row = fees.find((f) => f.kind === kind);
      return row ? Number(row.tiyin) : null;
    };
    const place = (lang: 'oz' | 'uz' | 'ru') =>
      [office?.[`region_${lang}`], office?.[`district_${lang}`]].filter((s): s is string => Boolean(s)).join(', ') || (office?.[`address_${lang}`] ?? '');
    return {
      notary: notary ? { fullName: notary.full_name, fullNameCyr: notary.full_name_cyr, licenseNumber: notary.license_number } : null,
      office: office
        ? {
            name: { oz: office.name_oz ?? '', uz: office.name_uz ?? '', ru: office.name_ru ?? '' },
            address: { oz: office.address_oz ?? '', uz: office.address_uz ?? '', ru: office.address_ru ?? '' },
            place: { oz: place('oz'), uz: place('uz'), ru: place('ru') },
          }
        : null,
      fees: { stateDuty: tiyinOf('state_duty'), notaryFee: tiyinOf('notary_fee') },
    };
  }
}
