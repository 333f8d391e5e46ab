export { OfficeEqueuePage } from './components/office-equeue-page.tsx';
