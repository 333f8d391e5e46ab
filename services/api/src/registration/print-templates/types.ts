import type { PartyRole } from '@notary/domain/party';
import type { Ctx } from './context.js';

/** A numbered section of a contract ("1. SHARTNOMA PREDMETI") and its clauses (1.1, 1.2, …). */
export type Section = { heading: string; clauses: readonly string[]; /** Clauses printed as a dashed list (a power of attorney's rights), not numbered. */ list?: boolean };

/** The text of one document: the opening paragraphs, the sections (numbered when they have a heading), closing paragraphs. */
export type Body = { preamble: readonly string[]; sections: readonly Section[]; closing?: readonly string[] };

/**
 * How the notary certifies it (the inscription under the text):
 * - contract: the contract is certified, signed by the sides in the notary's presence, their identity, capacity and the property's ownership checked;
 * - proxy: the power of attorney is certified, signed by the principal;
 * - signature: the authenticity of the signature on a consent or statement is certified;
 * - translation: the translator's signature under the translation is certified.
 */
export type InscriptionKind = 'contract' | 'proxy' | 'signature' | 'translation';

/**
 * One act type's print form: its certification, the sides who sign, and the
 * text in Uzbek (written in Latin; `ctx.t` gives the Cyrillic form) and in Russian.
 */
export type ActTemplate = {
  inscription: InscriptionKind;
  signers: readonly PartyRole[];
  uz(c: Ctx): Body;
  ru(c: Ctx): Body;
};
