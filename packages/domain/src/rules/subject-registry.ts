import type { ActTypeId, SubjectKind } from '../act/index.js';
import { DISPOSAL_RIGHTS } from './power-of-attorney.js';
import type { RuleResult } from './rule-result.js';
import type { SubjectRef } from './unfinished-act.js';

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

/**
 * A registered, unexpired power of attorney that a person holds as the
 * attorney (the registry's facts): who gave it, its rights and the objects it
 * names (their registry identity, as the duplicate keys name them).
 */
export type HeldPowerOfAttorney = {
  typeId: number;
  principalPin: string;
  rights: readonly string[];
  /** The flag "the power includes disposal" (acts-domain 3), counted as a disposal right. */
  hasDisposalRights: boolean;
  subjects: readonly SubjectRef[];
};

/**
 * May a person who is not an owner dispose of the object through a power of
 * attorney? Only a vehicle power of attorney (101) from an owner, naming
 * this vehicle, with a disposal right: acts-domain 5 "Powers of attorney
 * 11651 and 105 may not give disposal rights; 101 is vehicle-specific".
 */
export function holdsDisposalPower(facts: { ownerPins: readonly string[]; subject: SubjectRef; powers: readonly HeldPowerOfAttorney[] }): boolean {
  const { ownerPins, subject, powers } = facts;
  return powers.some(
    (power) =>
      power.typeId === 101 &&
      subject.kind === 'vehicle' &&
      ownerPins.includes(power.principalPin) &&
      (power.hasDisposalRights || power.rights.some((right) => (DISPOSAL_RIGHTS as readonly string[]).includes(right))) &&
      power.subjects.some((named) => named.kind === subject.kind && named.id === subject.id),
  );
}

/** What the rules of a subject's owner need: the act, its author and parties, the registry's answer. */
export type SubjectOwnershipFacts = {
  typeId: number;
  authorPin: string;
  subject: RegistrySubjectFacts;
  /** The subject's registry identity (for the powers of attorney that name it); null when unknown. */
  ref?: SubjectRef | null;
  /** Registered powers of attorney the author holds from someone (see `HeldPowerOfAttorney`). */
  powers?: readonly HeldPowerOfAttorney[];
  /** Pins of the act's other parties. */
  partyPins?: readonly string[];
};

function authorMayDispose({ authorPin, subject, ref, powers = [] }: SubjectOwnershipFacts): boolean {
  if (subject.ownerPins === null || subject.ownerPins.includes(authorPin)) return true;
  return ref ? holdsDisposalPower({ ownerPins: subject.ownerPins, subject: ref, powers }) : false;
}

/**
 * The author of a disposal act must be an owner or co-owner of each
 * registered subject, or hold an owner's power of attorney that allows
 * disposing of it (`holdsDisposalPower`).
 */
export function checkAuthorOwnsSubject(facts: SubjectOwnershipFacts): RuleResult {
  if (!isDisposalAct(facts.typeId) || authorMayDispose(facts)) return null;
  return { code: 'author_not_owner', details: { kind: facts.subject.kind, ...facts.subject.identifier } };
}

/**
 * Acts about an object that do not dispose of it (a spouse's consent to the
 * owner's sale, a deposit to the seller, a lease, a residence consent): the
 * author need not own it, but an owner takes part in the act (the receiving
 * spouse, the payee, ...). Otherwise anyone could name anyone's car or flat
 * and read its registry record through the draft.
 */
export function checkOwnerTakesPart(facts: SubjectOwnershipFacts): RuleResult {
  if (isDisposalAct(facts.typeId) || authorMayDispose(facts)) return null;
  const owners = facts.subject.ownerPins ?? [];
  if (owners.some((pin) => (facts.partyPins ?? []).includes(pin))) return null;
  return { code: 'subject_owner_not_party', details: { kind: facts.subject.kind, ...facts.subject.identifier } };
}

/**
 * Whether a registered subject may be on this author's act at all: checked
 * when it is attached, before any registry fact of it is stored or shown
 * (the references tab, the duplicate key), and again before the act moves
 * on. An object the registry does not know passes here (there is nothing to
 * reveal); `checkSubjectInRegistry` blocks it.
 */
export function checkSubjectAttachable(facts: SubjectOwnershipFacts): RuleResult {
  return checkAuthorOwnsSubject(facts) ?? checkOwnerTakesPart(facts);
}
