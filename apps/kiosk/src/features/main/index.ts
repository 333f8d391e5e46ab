export { KioskMainPage } from './kiosk-main-page.tsx';
