/**
 * Document type ids of the civil registry. spec/shell.md 5 names the ids
 * whose numbers have 7 digits (1, 6, 8, 46, 47, 48, 60, 1001–1004, 20, 70);
 * the simulator issues these three.
 */
export const DOCUMENT_TYPES = {
  /** Biometric passport of a citizen of Uzbekistan (series AA, AB, AC, FA …). */
  passport: 1,
  /** Identity card of a citizen (series AD, AE …), issued from 16. */
  idCard: 46,
  /** Birth certificate kept in the civil registry archive (acts-domain 5: minors' travel consent). */
  birthCertificate: 20,
} as const;

export type DocumentTypeId = (typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES];

/** Documents a person signs in with: passport or identity card (shell 2.4 "passport series and number"). */
export const IDENTITY_DOCUMENT_TYPES: readonly number[] = [DOCUMENT_TYPES.passport, DOCUMENT_TYPES.idCard];
