import { REQUIRED_BLOCKS, type ActTypeId, type MissingBlock } from '@notary/domain/act';

/**
 * The act wizard's steps (acts-domain 2 "Act wizard per act type. Steps are
 * numbered from 0, with previous and next buttons"), per act type: the
 * registration type (the draft is created here), the parties, the subjects
 * when the type has any, the type's terms when the terms block is
 * available, the notary, and the review that sends the act for check.
 */
export const WIZARD_STEP_KEYS = ['start', 'parties', 'subjects', 'terms', 'notary', 'review'] as const;
export type WizardStepKey = (typeof WIZARD_STEP_KEYS)[number];

/** The blocks each step fills in (missingBlocks of @notary/domain/act); a step lacking none is complete. */
const STEP_BLOCKS: Readonly<Record<WizardStepKey, (block: MissingBlock) => boolean>> = {
  start: (block) => block === 'reg_type',
  parties: (block) => block.startsWith('party:'),
  subjects: (block) => block === 'subject' || block === 'price' || block === 'price_words',
  terms: (block) => ['proxy_scope', 'proxy_term', 'travel_destination', 'travel_period', 'marriage_record', 'lease_term'].includes(block),
  notary: (block) => block === 'notary',
  review: () => false,
};

/** Whether a type has act-level terms (proxy, travel, marriage record, lease term) to fill. */
export function hasTerms(typeId: ActTypeId): boolean {
  const needs = REQUIRED_BLOCKS[typeId];
  return needs.proxy || needs.travel || needs.marriageRecord || needs.leaseTerm;
}

/**
 * The steps of a type's wizard. `termsAvailable` says whether the terms
 * block (`ActTermsBlock`) is part of the product; without it the step is
 * left out rather than shown empty.
 */
export function wizardStepsFor(typeId: ActTypeId, termsAvailable: boolean): WizardStepKey[] {
  const needs = REQUIRED_BLOCKS[typeId];
  return WIZARD_STEP_KEYS.filter((key) => {
    if (key === 'subjects') return needs.subject !== null;
    if (key === 'terms') return termsAvailable && hasTerms(typeId);
    return true;
  });
}

/** The blocks a step still lacks. */
export function stepMissing(key: WizardStepKey, missing: readonly MissingBlock[]): MissingBlock[] {
  return missing.filter(STEP_BLOCKS[key]);
}

/**
 * Where a citizen coming back to a draft resumes: the first step that still
 * lacks a block, else the review (the last step). The start step is done
 * once the draft exists.
 */
export function firstIncompleteStep(steps: readonly WizardStepKey[], missing: readonly MissingBlock[]): number {
  const index = steps.findIndex((key) => key !== 'start' && key !== 'review' && stepMissing(key, missing).length > 0);
  return index === -1 ? steps.length - 1 : index;
}
