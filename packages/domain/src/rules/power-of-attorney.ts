import type { ActTypeId, SubjectKind } from '../act/index.js';
import { compareCalendarDates, type CalendarDate } from '../time/index.js';
import type { RuleResult } from './rule-result.js';

/**
 * acts-domain 3 "Power-of-attorney class, rights, delegation right". The
 * spec does not list the rights; this is our set, with the four that
 * dispose of the property (sell, gift, exchange, pledge) marked.
 */
export const POA_RIGHTS = ['use', 'drive', 'manage', 'represent', 'repair', 'lease', 'sell', 'gift', 'exchange', 'pledge'] as const;
export type PoaRight = (typeof POA_RIGHTS)[number];
export const DISPOSAL_RIGHTS = ['sell', 'gift', 'exchange', 'pledge'] as const satisfies readonly PoaRight[];

export type PowerOfAttorneyFacts = {
  typeId: ActTypeId;
  rights: readonly PoaRight[];
  subjectKinds: readonly SubjectKind[];
};

/**
 * acts-domain 5 "Powers of attorney 11651 and 105 may not give disposal
 * rights; 101 is vehicle-specific". Acts of other types pass.
 */
export function checkPowerOfAttorneyScope({ typeId, rights, subjectKinds }: PowerOfAttorneyFacts): RuleResult {
  if (typeId === 11651 || typeId === 105) {
    const disposal = rights.filter((right) => (DISPOSAL_RIGHTS as readonly PoaRight[]).includes(right));
    if (disposal.length > 0) return { code: 'poa_disposal_rights_forbidden', details: { rights: disposal } };
  }
  if (typeId === 101 && (subjectKinds.length === 0 || subjectKinds.some((kind) => kind !== 'vehicle'))) {
    return { code: 'poa_subject_not_vehicle', details: { subjectKinds } };
  }
  return null;
}

export type RedelegationFacts = {
  /** Last day the re-delegated power is valid. */
  validUntil: CalendarDate;
  main: { validUntil: CalendarDate; hasDelegationRight: boolean };
};

/**
 * acts-domain 5 "A re-delegated power of attorney cannot outlast the main
 * one"; and, as civil law has it, it needs the main one's delegation right
 * (acts-domain 3 "rights with delegation right").
 */
export function checkRedelegation({ validUntil, main }: RedelegationFacts): RuleResult {
  if (!main.hasDelegationRight) return { code: 'poa_delegation_not_allowed' };
  if (compareCalendarDates(validUntil, main.validUntil) > 0) {
    return { code: 'poa_outlasts_main', details: { validUntil, mainValidUntil: main.validUntil } };
  }
  return null;
}
