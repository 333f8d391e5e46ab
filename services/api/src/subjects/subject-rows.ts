import type { SubjectInput, SubjectPatch } from '@notary/domain/contracts';
import { AppError } from '../common/app-error.js';
import type { ActSubject } from './subject.entity.js';

/**
 * The key of the object an act is about, for acts-domain 5 "only one
 * unfinished act per vehicle, property…". A vehicle the registry knows is
 * keyed by the registry's own id, so the same car entered by its plate in one
 * act and by its tech passport in another collides; a vehicle the registry
 * does not know (the act is blocked by `subject_not_in_registry` anyway) by
 * its tech passport, else its plate. Real estate by its cadastre number (the
 * registry's identity). Other property has no registry identity, so no key.
 */
export function objectKeyOf(subject: Partial<SubjectInput>, registryVehicleId?: string | null): string | null {
  if (subject.kind === 'vehicle') {
    if (registryVehicleId) return `vehicle:${registryVehicleId}`;
    if (subject.techPassportSeries && subject.techPassportNumber) {
      return `vehicle:${subject.techPassportSeries}${subject.techPassportNumber}`;
    }
    return subject.stateNumber ? `vehicle-plate:${subject.stateNumber}` : null;
  }
  if (subject.kind === 'real_estate') return subject.cadastreNumber ? `realty:${subject.cadastreNumber}` : null;
  return null;
}

export function subjectRow(input: SubjectInput | SubjectPatch): Partial<ActSubject> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) out[key] = value;
  return out as Partial<ActSubject>;
}

/**
 * A subject's owner is one of the act's parties: an id naming anything else
 * is a 400 on the field (issue 12.3), not a foreign-key failure of the database.
 */
export function assertOwnerIsParty(subject: { ownerPartyId?: string | null }, parties: readonly { id: string }[]): void {
  if (subject.ownerPartyId && !parties.some((p) => p.id === subject.ownerPartyId)) {
    throw new AppError('validation_failed', 400, 'ownerPartyId: not a party of the act', {
      issues: [{ path: 'ownerPartyId', message: 'not a party of the act' }],
    });
  }
}
