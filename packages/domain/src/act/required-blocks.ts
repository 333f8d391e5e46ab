import type { PartyRole } from '../party/index.js';
import { ACT_TYPE_IDS, ACT_TYPES, MINOR_TRAVEL_TYPE_IDS, POWER_OF_ATTORNEY_TYPE_IDS, type ActTypeId, type RegType, type SubjectKind } from './act-types.js';

/**
 * Issue 13 "Each type requires the blocks that fit it, on the server too":
 * which blocks an act of each type must have before it is sent for check
 * (spec/acts-domain.md 3, 4, 5). The table is derived from ACT_TYPES; what
 * the spec says of each type, with the decisions it leaves open:
 * - parties: the author's role and the other side of the deal (buyer, donee,
 *   pledgee, attorney, lessee, payee, receiving spouse, resident, translator),
 *   one each at least; minors' travel consents need the child (acts-domain 5
 *   "15035 takes the child's personal id and several children may be added"),
 *   and 15035, the consent to accompany, its accompanying person. 15034's
 *   companion is the minor-travel rule's (not needed from 15 with
 *   self-departure), not a block. Co-owners are the co-ownership rule's.
 * - subject: a type with subject kinds needs one identified subject of those
 *   kinds (a vehicle by plate or technical passport, real estate by cadastre
 *   number, other property by its description).
 * - price: the sale (1) has the price with its words (acts-domain 5); pledge,
 *   leasing, deposit and rent have a sum (the act's sum or every subject's price).
 * - proxy scope and term: powers of attorney have rights and an end date
 *   (acts-domain 5 "A re-delegated power of attorney cannot outlast the main one").
 * - travel: minors' travel consents have destinations (or all countries) and a period.
 * - marriage record: the spouse consent (15003) names the marriage it rests on.
 * - lease term: leasing and rent run from a date to a date.
 * - registration type: one the type offers; notary: chosen (automatically or by hand).
 */

export type PartyRequirement = { readonly role: PartyRole; readonly min: number };

export type ActBlockRequirements = {
  readonly parties: readonly PartyRequirement[];
  /** Null when the act has no property subject (travel consents). */
  readonly subject: { readonly kinds: readonly SubjectKind[] } | null;
  readonly price: boolean;
  /** The price's words version too (the vehicle sale). */
  readonly priceWords: boolean;
  readonly proxy: boolean;
  readonly travel: boolean;
  readonly marriageRecord: boolean;
  readonly leaseTerm: boolean;
  readonly regTypes: readonly RegType[];
};

/** The other side of each type's deal (beside the author). */
const COUNTERPARTY: Readonly<Record<ActTypeId, PartyRole | null>> = {
  1: 'buyer',
  4: 'donee',
  9: 'pledgee',
  101: 'attorney',
  105: 'attorney',
  11651: 'attorney',
  11680: 'pledgee',
  11720: 'lessee',
  11742: null,
  11944: 'resident',
  11962: 'translator',
  12047: null,
  15003: 'receiving_spouse',
  15034: 'minor',
  15035: 'minor',
  15018: 'payee',
  15025: 'lessee',
};

const PRICED: readonly ActTypeId[] = [1, 9, 11680, 11720, 15018, 15025];
const LEASES: readonly ActTypeId[] = [11720, 15025];

function requirementsOf(typeId: ActTypeId): ActBlockRequirements {
  const definition = ACT_TYPES[typeId];
  const counterparty = COUNTERPARTY[typeId];
  const parties: PartyRequirement[] = [{ role: definition.authorRole, min: 1 }];
  if (counterparty) parties.push({ role: counterparty, min: 1 });
  if (typeId === 15035) parties.push({ role: 'accompanying_person', min: 1 });
  return {
    parties,
    subject: definition.subjectKinds.length > 0 ? { kinds: definition.subjectKinds } : null,
    price: PRICED.includes(typeId),
    priceWords: typeId === 1,
    proxy: (POWER_OF_ATTORNEY_TYPE_IDS as readonly ActTypeId[]).includes(typeId),
    travel: (MINOR_TRAVEL_TYPE_IDS as readonly ActTypeId[]).includes(typeId),
    marriageRecord: typeId === 15003,
    leaseTerm: LEASES.includes(typeId),
    regTypes: definition.regTypes,
  };
}

/** Every type's required blocks. */
export const REQUIRED_BLOCKS: Readonly<Record<ActTypeId, ActBlockRequirements>> = Object.fromEntries(
  ACT_TYPE_IDS.map((id) => [id, requirementsOf(id)]),
) as Record<ActTypeId, ActBlockRequirements>;

/** A block an act lacks: a party of a role, or one of the act's blocks. */
export type MissingBlock =
  | `party:${PartyRole}`
  | 'subject'
  | 'price'
  | 'price_words'
  | 'proxy_scope'
  | 'proxy_term'
  | 'travel_destination'
  | 'travel_period'
  | 'marriage_record'
  | 'lease_term'
  | 'reg_type'
  | 'notary';

/** The non-party blocks, in the order `missingBlocks` answers them (the wizard's labels follow it). */
export const ACT_BLOCKS = [
  'subject',
  'price',
  'price_words',
  'proxy_scope',
  'proxy_term',
  'travel_destination',
  'travel_period',
  'marriage_record',
  'lease_term',
  'reg_type',
  'notary',
] as const satisfies readonly MissingBlock[];

type Amount = string | number | null | undefined;

/** What `missingBlocks` reads of an act: the card's fields, its parties and its subjects (API rows and answers both fit). */
export type RequiredBlocksFacts = {
  readonly typeId: ActTypeId;
  readonly regtype: number;
  readonly notaryId: string | null;
  readonly sum?: Amount;
  readonly validUntil?: string | null;
  readonly termFrom?: string | null;
  readonly termTo?: string | null;
  readonly proxy?: { readonly rights?: readonly string[] | null } | Readonly<Record<string, unknown>> | null;
  readonly travel?: Readonly<Record<string, unknown>> | null;
  readonly marriageRecord?: Readonly<Record<string, unknown>> | null;
  readonly parties: readonly { readonly role: string }[];
  readonly subjects: readonly {
    readonly kind: string;
    readonly stateNumber?: string | null;
    readonly techPassportSeries?: string | null;
    readonly techPassportNumber?: string | null;
    readonly cadastreNumber?: string | null;
    readonly description?: string | null;
    readonly price?: Amount;
    readonly priceWords?: string | null;
  }[];
};

const hasAmount = (value: Amount) => value !== null && value !== undefined && value !== '' && Number(value) > 0;
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function isIdentified(subject: RequiredBlocksFacts['subjects'][number]): boolean {
  if (subject.kind === 'vehicle') return filled(subject.stateNumber) || (filled(subject.techPassportSeries) && filled(subject.techPassportNumber));
  if (subject.kind === 'real_estate') return filled(subject.cadastreNumber);
  return filled(subject.description);
}

/**
 * The blocks this act lacks for its type, in a stable order (parties by the
 * table's roles, then ACT_BLOCKS); empty when it may be sent for check as far
 * as its contents go. Pure: the API's `send_for_check` guard and the
 * wizard's last step ask the same function.
 */
export function missingBlocks(act: RequiredBlocksFacts): MissingBlock[] {
  const needs = REQUIRED_BLOCKS[act.typeId];
  const missing: MissingBlock[] = [];
  for (const { role, min } of needs.parties) {
    if (act.parties.filter((p) => p.role === role).length < min) missing.push(`party:${role}`);
  }
  const subjects = needs.subject ? act.subjects.filter((s) => (needs.subject!.kinds as readonly string[]).includes(s.kind) && isIdentified(s)) : [];
  if (needs.subject && subjects.length === 0) missing.push('subject');
  if (needs.price) {
    const subjectsPriced = subjects.length > 0 && subjects.every((s) => hasAmount(s.price));
    // The sale's price is the vehicle's, with its words; the other types may give one sum for the act.
    if (!(subjectsPriced || (!needs.priceWords && hasAmount(act.sum)))) missing.push('price');
    else if (needs.priceWords && !subjects.every((s) => filled(s.priceWords))) missing.push('price_words');
  }
  if (needs.proxy) {
    const rights = (act.proxy as { rights?: unknown } | null | undefined)?.rights;
    if (!Array.isArray(rights) || rights.length === 0) missing.push('proxy_scope');
    if (!filled(act.validUntil)) missing.push('proxy_term');
  }
  if (needs.travel) {
    const travel = act.travel ?? {};
    const destinations = travel['destinationCountries'];
    if (travel['allCountries'] !== true && !(Array.isArray(destinations) && destinations.length > 0)) missing.push('travel_destination');
    if (!filled(travel['periodFrom']) || !filled(travel['periodTo'])) missing.push('travel_period');
  }
  if (needs.marriageRecord) {
    const record = act.marriageRecord ?? {};
    if (!filled(record['regnum']) || !filled(record['date'])) missing.push('marriage_record');
  }
  if (needs.leaseTerm && (!filled(act.termFrom) || !filled(act.termTo))) missing.push('lease_term');
  if (!(needs.regTypes as readonly number[]).includes(act.regtype)) missing.push('reg_type');
  if (!act.notaryId) missing.push('notary');
  return missing;
}
