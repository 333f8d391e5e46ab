export { OFFERS, VEHICLE_TRANSFER_OFFER, VIDEO_CONFERENCE_OFFER, type Offer } from './offers.ts';
export { acceptOffer, refuseOffer, type TermsActionDeps } from './terms-actions.ts';
export { TermsDialog, TermsGate } from './terms-dialog.tsx';
export { openTerms, useTermsGate, useTermsStore } from './terms-store.ts';
