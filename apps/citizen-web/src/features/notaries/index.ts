export { NotaryListPage } from './notary-list-page.tsx';
export { NotaryDetailsPage } from './notary-details-page.tsx';
