import { Injectable } from '@nestjs/common';
import type { DomainError } from '@notary/domain/errors';
import type { EntityManager } from 'typeorm';
import type { NotarialAct } from './act.entity.js';

/**
 * The blocking rules of spec/acts-domain.md 5, applied to an act under its
 * row lock. The rules themselves are pure functions of `@notary/domain/rules`
 * (never a second copy here); this service only gathers their facts from the
 * act, its parties and subjects and the registry adapters.
 *
 * PENDING: `@notary/domain/rules` has not landed yet, so no rule is applied;
 * the machine's `blockedBy` stays null until it does.
 */
@Injectable()
export class ActRules {
  async firstBlocking(_em: EntityManager, _act: NotarialAct): Promise<DomainError | null> {
    return null;
  }
}
