export { KioskAuthPage } from './kiosk-auth-page.tsx';
