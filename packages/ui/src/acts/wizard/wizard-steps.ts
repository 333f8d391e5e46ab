import { REQUIRED_BLOCKS, type ActTypeId, type MissingBlock } from '@notary/domain/act';
import type { TermBlock } from '@notary/domain/validation';

/**
 * The act wizard's steps (acts-domain 2 "Act wizard per act type. Steps are
 * numbered from 0, with previous and next buttons"), per act type: the
 * registration type (the draft is created here), the parties, the subjects
 * when the type has any, the type's terms when the terms block
 * (`ActTermsBlock`) shows one for it, the notary, and the review that sends
 * the act for check.
 */
export const WIZARD_STEP_KEYS = ['start', 'parties', 'subjects', 'terms', 'notary', 'review'] as const;
export type WizardStepKey = (typeof WIZARD_STEP_KEYS)[number];

/** The term block of `ActTermsBlock` that fills a missing block in (the lease term is part of a lease's price block). */
const TERM_BLOCK_OF: Partial<Record<MissingBlock, TermBlock>> = {
  price: 'price',
  price_words: 'price',
  lease_term: 'price',
  proxy_scope: 'proxy',
  proxy_term: 'proxy',
  travel_destination: 'travel',
  travel_period: 'travel',
  marriage_record: 'spouse_records',
};

/**
 * The step that fills a missing block in, given the term blocks shown for
 * the type; null when no step of the wizard can (a term block not built yet).
 * The price goes with the subjects while the terms step has no price block.
 */
export function stepOfBlock(block: MissingBlock, shownTerms: readonly TermBlock[]): WizardStepKey | null {
  if (block === 'reg_type') return 'start';
  if (block === 'notary') return 'notary';
  if (block === 'subject') return 'subjects';
  if (block.startsWith('party:')) return 'parties';
  const term = TERM_BLOCK_OF[block];
  if (term && shownTerms.includes(term)) return 'terms';
  if (block === 'price' || block === 'price_words') return 'subjects';
  return null;
}

/** The steps of a type's wizard; `shownTerms` are the term blocks `ActTermsBlock` shows for it (no terms step without one). */
export function wizardStepsFor(typeId: ActTypeId, shownTerms: readonly TermBlock[]): WizardStepKey[] {
  const needs = REQUIRED_BLOCKS[typeId];
  return WIZARD_STEP_KEYS.filter((key) => {
    if (key === 'subjects') return needs.subject !== null;
    if (key === 'terms') return shownTerms.length > 0;
    return true;
  });
}

/** The blocks a step still lacks. */
export function stepMissing(key: WizardStepKey, missing: readonly MissingBlock[], shownTerms: readonly TermBlock[]): MissingBlock[] {
  return missing.filter((block) => stepOfBlock(block, shownTerms) === key);
}

/**
 * Where a citizen coming back to a draft resumes: the first step that still
 * lacks a block, else the review (the last step). The start step is done
 * once the draft exists.
 */
export function firstIncompleteStep(steps: readonly WizardStepKey[], missing: readonly MissingBlock[], shownTerms: readonly TermBlock[]): number {
  const index = steps.findIndex((key) => key !== 'start' && key !== 'review' && stepMissing(key, missing, shownTerms).length > 0);
  return index === -1 ? steps.length - 1 : index;
}
