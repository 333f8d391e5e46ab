import type { ActTypeId, SubjectKind } from '../act/index.js';
import type { RuleResult } from './rule-result.js';

/** A subject of the act and what the state registry (vehicle registry, cadastre) answered for it. */
export type RegistrySubjectFacts = {
  kind: SubjectKind;
  /** What the user entered to find it: plate, tech passport, cadastre number. */
  identifier: Record<string, string | null>;
  /** The registry's owners, or null when the registry does not know the object. */
  ownerPins: readonly string[] | null;
};

/** Subject kinds a state registry keeps; other property has none to ask. */
export const REGISTERED_SUBJECT_KINDS = ['vehicle', 'real_estate'] as const satisfies readonly SubjectKind[];

/**
 * A vehicle or property the registry does not know cannot be checked for
 * bans, fines and co-owners (acts-domain 5), so the act does not go on with
 * it: the user corrects the plate, tech passport or cadastre number.
 */
export function checkSubjectInRegistry(subject: RegistrySubjectFacts): RuleResult {
  if (!(REGISTERED_SUBJECT_KINDS as readonly SubjectKind[]).includes(subject.kind)) return null;
  if (subject.ownerPins !== null) return null;
  return { code: 'subject_not_in_registry', details: { kind: subject.kind, ...subject.identifier } };
}

/**
 * Acts by which the author disposes of the object: sale, gift, pledge, and a
 * power of attorney over a vehicle or a property. Only an owner can dispose
 * of it (a co-owner, with the others' confirmation: `checkCoOwnersConfirmed`).
 */
export const DISPOSAL_ACT_TYPE_IDS = [1, 4, 9, 11680, 101, 105] as const satisfies readonly ActTypeId[];

export function isDisposalAct(typeId: number): boolean {
  return (DISPOSAL_ACT_TYPE_IDS as readonly number[]).includes(typeId);
}

/** The author of a disposal act must be an owner or co-owner of each registered subject. */
export function checkAuthorOwnsSubject(facts: { typeId: number; authorPin: string; subject: RegistrySubjectFacts }): RuleResult {
  const { typeId, authorPin, subject } = facts;
  if (!isDisposalAct(typeId) || subject.ownerPins === null) return null;
  if (subject.ownerPins.includes(authorPin)) return null;
  return { code: 'author_not_owner', details: { kind: subject.kind, ...subject.identifier } };
}
