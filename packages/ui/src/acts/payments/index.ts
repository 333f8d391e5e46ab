export { ActPaymentsPanel } from './payments-panel.tsx';
export { gatewayNavigation, gatewayUrl, openCheckout, useOpenCheckout } from './payments-api.ts';
