/**
 * spec/acts-domain.md 4 "Nine process steps". The number is what the act row
 * stores (acts-domain 3 "step"); the key names it in code and message keys.
 */
export const ACT_STEPS = {
  preparation: 1,
  check: 2,
  confirmation: 3,
  invoicing: 4,
  scheduling: 5,
  time_confirmation: 6,
  payment: 7,
  registration: 8,
  registered: 9,
} as const;
export type ActStepKey = keyof typeof ACT_STEPS;
export type ActStep = (typeof ACT_STEPS)[ActStepKey];

export const ACT_STEP_NUMBERS = Object.values(ACT_STEPS) as readonly ActStep[];

export const ACT_STEP_KEYS = Object.fromEntries(
  Object.entries(ACT_STEPS).map(([key, step]) => [step, key]),
) as Readonly<Record<ActStep, ActStepKey>>;

export function isActStep(value: unknown): value is ActStep {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 9;
}

/**
 * Where the act stands besides its step. acts-domain 4 names registered,
 * annulled, refused, stopped, deleted and inactive (missed video
 * conference); `active` is an act still moving through steps 1–8.
 */
export const ACT_STATUSES = ['active', 'registered', 'annulled', 'refused', 'stopped', 'deleted', 'inactive'] as const;
export type ActStatus = (typeof ACT_STATUSES)[number];

/** Statuses from which no event leads anywhere. `registered` is not one: it can be annulled. */
export const FINAL_ACT_STATUSES = ['annulled', 'refused', 'stopped', 'deleted', 'inactive'] as const satisfies readonly ActStatus[];

/** acts-domain 3/4 "An act is either active or cancelled" (the register's state shown by the act check). */
export const ACT_STATES = ['active', 'cancelled'] as const;
export type ActState = (typeof ACT_STATES)[number];

/**
 * The spec does not map statuses to the two register states. Our reading:
 * an act is `active` while in process or registered and in force; every
 * ending that takes it out of force (annulled, refused, stopped, deleted,
 * inactive) makes it `cancelled`.
 */
export function actStateOf(status: ActStatus): ActState {
  return status === 'active' || status === 'registered' ? 'active' : 'cancelled';
}
