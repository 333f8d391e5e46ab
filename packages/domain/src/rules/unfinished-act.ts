import type { ActTypeId, SubjectKind } from '../act/index.js';
import type { PartyRole } from '../party/index.js';
import type { RuleResult } from './rule-result.js';

/** What an act is about, by the registry's identifier (vehicle id, cadastre number, …). */
export type SubjectRef = { kind: SubjectKind; id: string };

export type ActIdentityFacts = {
  typeId: ActTypeId;
  parties: readonly { pin: string; role: PartyRole }[];
  subjects: readonly SubjectRef[];
};

/**
 * Sale (1), gift (4) and pledge (9, 11680 "pledge, named also in the
 * texts"): the deals that transfer or encumber the vehicle or property
 * itself. (Not `DISPOSAL_ACT_TYPE_IDS` of subject-registry.ts, which adds
 * the powers of attorney 101 and 105 for "the author must own the subject".)
 */
const TRANSFER_AND_PLEDGE_TYPE_IDS: readonly ActTypeId[] = [1, 4, 9, 11680];

/**
 * acts-domain 5 "Only one unfinished act per vehicle, property, spouse,
 * child or attorney ... Variants for types 1, 15003, 15034, 15035, 11651,
 * 11944, 101, 105". Each act gets "object keys"; two unfinished acts with a
 * common key are duplicates. The API stores the keys of unfinished acts (a
 * unique index closes the race between two tabs) and frees them when the
 * act is registered or ends.
 *
 * Disposals share one key per object, whatever their type: acts-domain 5
 * limits unfinished acts per vehicle and per property, not per type, and in
 * a national registry one vehicle or property can be the object of only one
 * unfinished deal: a sale and a gift (or a pledge) of the same car must not
 * both be open, or the second would dispose of what the first already gives
 * away. So 1, 4, 9 and 11680 key a vehicle as `disposal:vehicle:<id>` and a
 * property as `disposal:real_estate:<id>`; "other" property has no registry
 * identity and no key. Lease, leasing and deposit (15025, 11720, 15018)
 * neither transfer nor pledge the object and have no such limit.
 *
 * The other variants are per type, so their keys start with the type id
 * (the catalogue's "duplicate unfinished act (per type)", acts-domain 8):
 * - 101 vehicle power of attorney: per vehicle and attorney;
 * - 105 real-estate power of attorney: per property and attorney;
 * - 11651 general power of attorney: per principal and attorney;
 * - 15003 spouse consent: per consenting spouse and subject (a spouse may
 *   consent to selling a house and a car at once, not to the same car twice);
 * - 15034 / 15035 minors' travel: per child (each child of a 15035);
 * - 11944 residence consent: per property and resident.
 * Other types have no such limit.
 */
export function unfinishedActKeys({ typeId, parties, subjects }: ActIdentityFacts): string[] {
  const pinsOf = (role: PartyRole) => parties.filter((party) => party.role === role).map((party) => party.pin);
  const subjectIds = (kind: SubjectKind) => subjects.filter((s) => s.kind === kind).map((s) => s.id);
  const pairs = (left: readonly string[], right: readonly string[], format: (l: string, r: string) => string) =>
    left.flatMap((l) => right.map((r) => format(l, r)));

  if (TRANSFER_AND_PLEDGE_TYPE_IDS.includes(typeId)) {
    return subjects.filter((s) => s.kind === 'vehicle' || s.kind === 'real_estate').map((s) => `disposal:${s.kind}:${s.id}`);
  }
  switch (typeId) {
    case 101:
      return pairs(subjectIds('vehicle'), pinsOf('attorney'), (v, a) => `101:vehicle:${v}:attorney:${a}`);
    case 105:
      return pairs(subjectIds('real_estate'), pinsOf('attorney'), (p, a) => `105:property:${p}:attorney:${a}`);
    case 11651:
      return pairs(pinsOf('principal'), pinsOf('attorney'), (p, a) => `11651:principal:${p}:attorney:${a}`);
    case 15003:
      return pairs(
        pinsOf('consenting_spouse'),
        subjects.map((s) => `${s.kind}:${s.id}`),
        (spouse, subject) => `15003:spouse:${spouse}:${subject}`,
      );
    case 15034:
    case 15035:
      return pinsOf('minor').map((pin) => `${typeId}:child:${pin}`);
    case 11944:
      return pairs(subjectIds('real_estate'), pinsOf('resident'), (p, r) => `11944:property:${p}:resident:${r}`);
    default:
      return [];
  }
}

/** An unfinished act of the registry with its keys. */
export type UnfinishedAct = { id: string; keys: readonly string[] };

/**
 * Blocks creating (or saving) an act when another unfinished act shares a
 * key; `details.existingActId` is for the link to it.
 */
export function checkNoUnfinishedDuplicate(
  act: ActIdentityFacts & { id?: string | null },
  unfinished: readonly UnfinishedAct[],
): RuleResult {
  const keys = new Set(unfinishedActKeys(act));
  for (const other of unfinished) {
    if (other.id === act.id) continue;
    const key = other.keys.find((candidate) => keys.has(candidate));
    if (key !== undefined) {
      return { code: 'duplicate_unfinished_act', details: { existingActId: other.id, typeId: act.typeId, key } };
    }
  }
  return null;
}
