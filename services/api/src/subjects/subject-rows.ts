import type { SubjectInput, SubjectPatch } from '../acts/dto/subject.dto.js';
import type { ActSubject } from './subject.entity.js';

/**
 * The key of the object an act is about, for acts-domain 5 "only one
 * unfinished act per vehicle, property…": a vehicle by its technical passport
 * (else its plate), real estate by its cadastre number. Other property has no
 * registry identity, so no key.
 */
export function objectKeyOf(subject: Partial<SubjectInput>): string | null {
  if (subject.kind === 'vehicle') {
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
