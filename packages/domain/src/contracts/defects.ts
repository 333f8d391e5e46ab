import * as v from 'valibot';
import { text, uuid } from './primitives.js';

/**
 * acts-domain 4 "The notary checks. Shortcomings are shown first. The notary
 * may return the act with defects": besides the free-text remark (`defects`),
 * the notary may mark the fields that are wrong, each with its own note, so
 * the applicant's card highlights exactly those fields. A marked field names
 * what it belongs to: the act's own terms, one party or one subject.
 */
export const DEFECT_ACT_FIELDS = [
  'typeId',
  'regtype',
  'phone',
  'location',
  'address',
  'termFrom',
  'termTo',
  'validUntil',
  'sum',
  'totalSum',
  'loanSum',
  'loanTerm',
  'credit',
  'proxy',
  'travel',
  'marriageRecord',
  'divorceRecord',
  'attributes',
  'documents',
] as const;

export const DEFECT_PARTY_FIELDS = [
  'fullname',
  'role',
  'pin',
  'inn',
  'document',
  'birthDate',
  'address',
  'phone',
  'participationMode',
  'representative',
  'proxyDocument',
  'marriage',
  'kinship',
  'isPayer',
] as const;

export const DEFECT_SUBJECT_FIELDS = [
  'stateNumber',
  'techPassport',
  'bodyNumber',
  'make',
  'year',
  'colour',
  'motorNumber',
  'chassisNumber',
  'horsepower',
  'cadastreNumber',
  'address',
  'area',
  'livingArea',
  'rooms',
  'description',
  'price',
  'priceWords',
  'inventoryPrice',
  'sum',
  'owner',
  'ownershipBasis',
  'paymentMethod',
  'shares',
] as const;

export type DefectActField = (typeof DEFECT_ACT_FIELDS)[number];
export type DefectPartyField = (typeof DEFECT_PARTY_FIELDS)[number];
export type DefectSubjectField = (typeof DEFECT_SUBJECT_FIELDS)[number];

/** One field the notary marked when returning the act with defects. */
export const DefectField = v.variant('target', [
  v.object({ target: v.literal('act'), field: v.picklist(DEFECT_ACT_FIELDS), note: v.optional(text(1000), '') }),
  v.object({ target: v.literal('party'), targetId: uuid(), field: v.picklist(DEFECT_PARTY_FIELDS), note: v.optional(text(1000), '') }),
  v.object({ target: v.literal('subject'), targetId: uuid(), field: v.picklist(DEFECT_SUBJECT_FIELDS), note: v.optional(text(1000), '') }),
]);
export type DefectField = v.InferOutput<typeof DefectField>;

/** At most this many marked fields in one return (bounded input, issue 12.3). */
export const MAX_DEFECT_FIELDS = 100;

export const DefectFields = v.pipe(v.array(DefectField), v.maxLength(MAX_DEFECT_FIELDS));
