import { VEHICLE_TRANSFER_TYPE_IDS, type ActTypeId } from '../act/index.js';
import {
  CLOSE_RELATIVE_VEHICLE_POA_DUTY_PERCENT,
  CLOSE_RELATIVE_VEHICLE_TRANSFER_DUTY_PERCENT,
} from '../constants/index.js';
import type { RuleResult } from './rule-result.js';

/**
 * Kinship between the two sides (seller and buyer, principal and attorney)
 * as the civil registry derives it. The spec says "close relatives" without
 * a list; ours is the civil-law circle: spouses, parents and children
 * (adoptive included), siblings, grandparents and grandchildren.
 */
export const CLOSE_KINSHIPS = ['spouse', 'parent', 'child', 'sibling', 'grandparent', 'grandchild'] as const;
export type Kinship = (typeof CLOSE_KINSHIPS)[number];

export type DutyReason = 'close_relative_vehicle_transfer' | 'close_relative_vehicle_poa';

/** The paid share of the state duty, and why. */
export type DutyReduction = { dutyPercent: number; reason: DutyReason };

/**
 * acts-domain 5 "the state duty is 5 percent of the rate for vehicle
 * transfer to close relatives, and 50 percent for a vehicle power of
 * attorney to close relatives". Vehicle transfer = sale (1) and gift (4).
 */
export function dutyReductionFor(typeId: ActTypeId, kinship: Kinship | null): DutyReduction | null {
  if (kinship === null) return null;
  if ((VEHICLE_TRANSFER_TYPE_IDS as readonly ActTypeId[]).includes(typeId)) {
    return { dutyPercent: CLOSE_RELATIVE_VEHICLE_TRANSFER_DUTY_PERCENT, reason: 'close_relative_vehicle_transfer' };
  }
  if (typeId === 101) {
    return { dutyPercent: CLOSE_RELATIVE_VEHICLE_POA_DUTY_PERCENT, reason: 'close_relative_vehicle_poa' };
  }
  return null;
}

/** Whether a close-relative reduction exists for this act type at all (the screen shows the option). */
export function hasCloseRelativeReduction(typeId: ActTypeId): boolean {
  return dutyReductionFor(typeId, 'spouse') !== null;
}

/**
 * acts-domain 8 "No kinship found between parties, with an option to reload
 * kinship data": a claimed reduction needs the registry to confirm the
 * kinship. `details.canReload` drives the reload button.
 */
export function checkKinshipForReduction({
  isReductionClaimed,
  kinship,
}: {
  isReductionClaimed: boolean;
  kinship: Kinship | null;
}): RuleResult {
  if (!isReductionClaimed || kinship !== null) return null;
  return { code: 'kinship_not_found', details: { canReload: true } };
}
