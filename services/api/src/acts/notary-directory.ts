import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { ActsRepository, type NotaryCard } from './acts.repository.js';

export type { NotaryCard };

export type NotaryChoice =
  | { mode: 'manual'; notaryId: string }
  | { mode: 'auto'; regionId?: number | undefined; districtId?: number | undefined };

/**
 * The acts' view of the notaries' directory (`notary`, `notary_office`,
 * `notary_absence`, read through `ActsRepository` in the act's transaction):
 * finding a notary and picking one automatically.
 */
@Injectable()
export class NotaryDirectory {
  constructor(private readonly repo: ActsRepository) {}

  find(em: EntityManager, notaryId: string): Promise<NotaryCard | null> {
    return this.repo.activeNotary(em, notaryId);
  }

  /**
   * acts-domain 2 "Notary choice. Automatic": among notaries with an active
   * licence in the district (else the region, else anywhere), not on leave
   * today, the one with the fewest acts in process; ties go to the better
   * client rating, then a stable order.
   */
  async pickAutomatically(em: EntityManager, regionId?: number, districtId?: number): Promise<NotaryCard> {
    const scopes: ({ districtId: number } | { regionId: number } | 'anywhere')[] = [];
    if (districtId !== undefined) scopes.push({ districtId });
    if (regionId !== undefined) scopes.push({ regionId });
    scopes.push('anywhere');
    for (const scope of scopes) {
      const row = await this.repo.leastBusyNotary(em, scope);
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
