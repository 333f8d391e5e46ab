import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Registration's data access: the register counters (register_counter). */
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
}
