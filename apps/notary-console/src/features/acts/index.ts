export { OfficeInboxPage } from './components/office-inbox-page.tsx';
export { ActDeskPage } from './components/act-desk-page.tsx';
export { ActConferencePage } from './components/act-conference-page.tsx';
export { OFFICE_ACTS_PATH, actConferencePath, actDeskPath } from './paths.ts';
