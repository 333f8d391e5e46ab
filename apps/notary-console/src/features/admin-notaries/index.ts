export { AdminNotariesPage } from './components/admin-notaries-page.tsx';
