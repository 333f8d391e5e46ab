/**
 * Party roles. spec/acts-domain.md 1 and 6 name seller, buyer, giver, donee,
 * consenting and receiving spouse, parent, attorney, authorised
 * representative, co-owner, payer, minor with accompanying person and the
 * applicant (author). The spec is silent on the roles of pledge, lease, rent,
 * deposit, inheritance refusal, residence consent and translation acts; the
 * roles after `applicant` below are our model of those acts.
 */
export const PARTY_ROLES = [
  'seller',
  'buyer',
  'giver',
  'donee',
  'consenting_spouse',
  'receiving_spouse',
  'parent',
  'attorney',
  'representative',
  'co_owner',
  'payer',
  'minor',
  'accompanying_person',
  'applicant',
  // The person who gives a power of attorney.
  'principal',
  'pledgor',
  'pledgee',
  // Lessor / lessee serve both leasing (11720) and rent (15025).
  'lessor',
  'lessee',
  // The person who receives a deposit (15018); the payer is `payer`.
  'payee',
  // The heir renouncing an inheritance (12047).
  'heir',
  // The person being registered at the residence (11944).
  'resident',
  // The translator whose translation is certified (11962).
  'translator',
] as const;

export type PartyRole = (typeof PARTY_ROLES)[number];

/** acts-domain 3 "Party (member)": class natural or legal. */
export const PARTY_CLASSES = ['natural', 'legal'] as const;
export type PartyClass = (typeof PARTY_CLASSES)[number];

/**
 * Legal forms of the tax registry's companies (issue 13.2): limited liability
 * company (MChJ), joint-stock company (AJ), private enterprise (XK), family
 * enterprise (OK), farm (FX) and state unitary enterprise (DUK).
 */
export const LEGAL_FORMS = ['llc', 'jsc', 'private_enterprise', 'family_enterprise', 'farm', 'state_unitary'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];
/** A company of the tax registry is active or liquidated; a liquidated one cannot be a party. */
export const COMPANY_STATUSES = ['active', 'liquidated'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** acts-domain 3 "participation mode (meeting or video)". */
export const PARTICIPATION_MODES = ['meeting', 'video'] as const;
export type ParticipationMode = (typeof PARTICIPATION_MODES)[number];
