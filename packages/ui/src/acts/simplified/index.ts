export { SimplifiedWizard, reachedScreen, type SimplifiedTypeId, type SimplifiedWizardProps } from './simplified-wizard.tsx';
export { InvitationScreen, type InvitationScreenProps } from './invitation-screen.tsx';
export { SimplifiedWizardLink } from './wizard-link.tsx';
