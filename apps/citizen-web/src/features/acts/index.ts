export {
  ActAutoPage,
  ActDetailsPage,
  ActMemberPage,
  ActOtherPage,
  ActRealtyPage,
  EnotarialActPage,
  MyActsPage,
  VideoTestingPage,
} from './act-pages.tsx';
export { ActVideoConferencePage } from './video-conference-page.tsx';
