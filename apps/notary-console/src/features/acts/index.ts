export { OfficeInboxPage } from './components/office-inbox-page.tsx';
export { ActDeskPage } from './components/act-desk-page.tsx';
export { OFFICE_ACTS_PATH, actDeskPath } from './paths.ts';
