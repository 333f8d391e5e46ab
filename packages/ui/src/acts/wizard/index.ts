export { ActWizard, ActWizardLink, TERMS_STEP_AVAILABLE, type ActWizardProps } from './act-wizard.tsx';
export { firstIncompleteStep, hasTerms, stepMissing, wizardStepsFor, WIZARD_STEP_KEYS, type WizardStepKey } from './wizard-steps.ts';
