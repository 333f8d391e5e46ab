export { ActWizard, ActWizardLink, type ActWizardProps } from './act-wizard.tsx';
export { firstIncompleteStep, stepMissing, stepOfBlock, wizardStepsFor, WIZARD_STEP_KEYS, type WizardStepKey } from './wizard-steps.ts';
