import { Injectable } from '@nestjs/common';
import { POWER_OF_ATTORNEY_TYPE_IDS } from '@notary/domain/act';
import { DISPOSAL_RIGHTS, POA_RIGHTS, type PoaRight, type RuleResult, checkPowerOfAttorneyScope, checkRedelegation } from '@notary/domain/rules';
import { parseIsoDate } from '@notary/domain/time';
import type { EntityManager } from 'typeorm';
import type { ActSubject } from '../../subjects/subject.entity.js';
import type { NotarialAct } from '../act.entity.js';
import { ActsRepository } from '../acts.repository.js';

/**
 * Powers of attorney (acts-domain 5): the scope (11651 and 105 give no
 * disposal rights, 101 is vehicle-specific) and a re-delegation within the
 * main power. Empty for acts of other types.
 */
@Injectable()
export class PowerOfAttorneyRules {
  constructor(private readonly acts: ActsRepository) {}

  async evaluate(em: EntityManager, act: NotarialAct, subjects: readonly ActSubject[]): Promise<RuleResult[]> {
    if (!(POWER_OF_ATTORNEY_TYPE_IDS as readonly number[]).includes(act.typeId)) return [];
    const results: RuleResult[] = [];
    const rights = (act.proxy?.rights ?? []).filter((r): r is PoaRight => (POA_RIGHTS as readonly string[]).includes(r));
    // The flag "the power includes disposal" counts as much as a listed disposal right.
    if (act.proxy?.hasDisposalRights === true && !rights.some((r) => (DISPOSAL_RIGHTS as readonly string[]).includes(r))) {
      rights.push('sell');
    }
    const scope = checkPowerOfAttorneyScope({ typeId: act.typeId, rights, subjectKinds: subjects.map((s) => s.kind) });
    results.push(
      scope?.code === 'poa_disposal_rights_forbidden' && act.proxy?.hasDisposalRights === true
        ? { ...scope, details: { ...scope.details, hasDisposalRights: true } }
        : scope,
    );
    if (act.mainActId) results.push(await this.redelegation(em, act, act.mainActId));
    return results;
  }

  private async redelegation(em: EntityManager, act: NotarialAct, mainActId: string): Promise<RuleResult> {
    const main = await this.acts.findAct(em, mainActId);
    const mainUntil = parseIsoDate(main?.validUntil ?? '');
    const until = parseIsoDate(act.validUntil ?? '');
    const hasDelegationRight = main?.proxy?.delegationRight === true;
    if (!main) return { code: 'poa_delegation_not_allowed', details: { mainActId } };
    if (!until) {
      // A re-delegated power of attorney without an end date would outlast any main one: its end date is required.
      return hasDelegationRight ? { code: 'poa_outlasts_main', details: { validUntil: null, mainValidUntil: main.validUntil } } : { code: 'poa_delegation_not_allowed' };
    }
    if (mainUntil) return checkRedelegation({ validUntil: until, main: { validUntil: mainUntil, hasDelegationRight } });
    return hasDelegationRight ? null : { code: 'poa_delegation_not_allowed' };
  }
}
