import type { RuleResult } from './rule-result.js';

/** The vehicle registry's and the fines registry's answer for one vehicle. */
export type VehicleEncumbrances = {
  bans: number;
  arrests: number;
  restraints: number;
  unpaidFinesTiyin: number;
};

/**
 * acts-domain 5 "A vehicle with bans, arrests, restraints or fines blocks
 * continuation until lifted and paid". The details list what is active so
 * the message can say what to lift or pay.
 */
export function checkVehicleUnencumbered(vehicle: VehicleEncumbrances): RuleResult {
  const { bans, arrests, restraints, unpaidFinesTiyin } = vehicle;
  if (bans + arrests + restraints === 0 && unpaidFinesTiyin <= 0) return null;
  return { code: 'vehicle_encumbered', details: { bans, arrests, restraints, unpaidFinesTiyin } };
}
