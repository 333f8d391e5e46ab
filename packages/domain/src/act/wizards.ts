import { ACT_TYPE_IDS, ACT_TYPES, type ActTypeId } from './act-types.js';
import type { ActStep } from './steps.js';

/**
 * spec/acts-domain.md 4 "Wizards": the simplified vehicle sale and gift
 * wizard, numbered from 0. `actSteps` says which process steps each wizard
 * screen covers (our mapping; the spec lists only the screens): the citizen
 * does screens 0–3 while the act is in Preparation, then waits on the
 * notary's review (check, confirmation, invoices), the time (setting,
 * confirming, payment, attendance), and the result.
 */
export const SIMPLIFIED_WIZARD_STEPS = [
  { index: 0, key: 'vehicle_and_price', actSteps: [1] },
  { index: 1, key: 'add_counterparty', actSteps: [1] },
  { index: 2, key: 'party_confirmation', actSteps: [1] },
  { index: 3, key: 'choose_notary', actSteps: [1] },
  { index: 4, key: 'notary_review', actSteps: [2, 3, 4] },
  { index: 5, key: 'time_set', actSteps: [5, 6, 7, 8] },
  { index: 6, key: 'registered', actSteps: [9] },
] as const satisfies readonly { index: number; key: string; actSteps: readonly ActStep[] }[];

export type SimplifiedWizardStep = (typeof SIMPLIFIED_WIZARD_STEPS)[number];
export type SimplifiedWizardStepKey = SimplifiedWizardStep['key'];

/** The act types that have the simplified wizard (vehicle sale and gift). */
export const SIMPLIFIED_WIZARD_TYPE_IDS = ACT_TYPE_IDS.filter((id) => ACT_TYPES[id].hasSimplifiedWizard);

/**
 * The first wizard screen a citizen can be on for an act at `step`. Within
 * Preparation the screen depends on what is filled in, which the app knows,
 * so it gets the earliest one (0) and moves on itself.
 */
export function simplifiedWizardIndexOf(step: ActStep): SimplifiedWizardStep['index'] {
  const found = SIMPLIFIED_WIZARD_STEPS.find((screen) => (screen.actSteps as readonly ActStep[]).includes(step));
  // Every step 1–9 is covered above; the fallback only satisfies the type checker.
  return found?.index ?? 0;
}

/** acts-domain 4 "Guided flow lengths": sale 7, gift 7, pledge 5, spouse consent 6; others not shown. */
export const GUIDED_FLOW_LENGTHS: Readonly<Partial<Record<ActTypeId, number>>> = Object.fromEntries(
  ACT_TYPE_IDS.flatMap((id) => {
    const length = ACT_TYPES[id].guidedFlowLength;
    return length === null ? [] : [[id, length]];
  }),
);
