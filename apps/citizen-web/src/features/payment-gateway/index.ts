export { PaymentGatewayPage } from './components/payment-gateway-page.tsx';
