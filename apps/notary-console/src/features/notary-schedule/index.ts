export { NotarySchedulePage } from './components/notary-schedule-page.tsx';
