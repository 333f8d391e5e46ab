import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';

export type NotaryCard = {
  id: string;
  officeId: string;
  fullName: string;
  phone: string;
  regionId: number;
  districtId: number;
};

export type NotaryChoice =
  | { mode: 'manual'; notaryId: string }
  | { mode: 'auto'; regionId?: number | undefined; districtId?: number | undefined };

const CARD_SQL = `SELECT n.id, n.office_id AS "officeId", n.full_name AS "fullName", n.phone,
  o.region_id AS "regionId", o.district_id AS "districtId"
  FROM notary n JOIN notary_office o ON o.id = n.office_id`;

/**
 * Read-only adapter over the notaries module's tables (`notary`,
 * `notary_office`, `notary_absence`): the acts feature only needs to find a
 * notary and pick one automatically. Plain data access, no rule but the
 * choice's ordering.
 */
@Injectable()
export class NotaryDirectory {
  async find(em: EntityManager, notaryId: string): Promise<NotaryCard | null> {
    const [row] = (await em.query(`${CARD_SQL} WHERE n.id = $1 AND n.license_status = 'active'`, [notaryId])) as NotaryCard[];
    return row ?? null;
  }

  /**
   * acts-domain 2 "Notary choice. Automatic": among notaries with an active
   * licence in the district (else the region, else anywhere), not on leave
   * today, the one with the fewest acts in process; ties go to the better
   * client rating, then a stable order.
   */
  async pickAutomatically(em: EntityManager, regionId?: number, districtId?: number): Promise<NotaryCard> {
    const scopes: [string, unknown[]][] = [];
    if (districtId !== undefined) scopes.push(['o.district_id = $1', [districtId]]);
    if (regionId !== undefined) scopes.push(['o.region_id = $1', [regionId]]);
    scopes.push(['TRUE', []]);
    for (const [where, params] of scopes) {
      const [row] = (await em.query(
        `${CARD_SQL}
         WHERE n.license_status = 'active' AND ${where}
           AND NOT EXISTS (SELECT 1 FROM notary_absence a WHERE a.notary_id = n.id
                           AND (now() AT TIME ZONE 'Asia/Tashkent')::date BETWEEN a.date_from AND a.date_to)
         ORDER BY (SELECT count(*) FROM notarial_act x WHERE x.notary_id = n.id AND x.status = 'active'),
                  n.client_rating DESC, n.id
         LIMIT 1`,
        params,
      )) as NotaryCard[];
      if (row) return row;
    }
    throw new AppError('notary_not_chosen', 409, 'No notary is available');
  }

  async choose(em: EntityManager, choice: NotaryChoice): Promise<NotaryCard> {
    if (choice.mode === 'manual') {
      const card = await this.find(em, choice.notaryId);
      if (!card) throw new AppError('not_found', 404, 'Notary not found or licence not active');
      return card;
    }
    return this.pickAutomatically(em, choice.regionId, choice.districtId);
  }
}
