export { SmsOutboxPage } from './components/sms-outbox-page.tsx';
