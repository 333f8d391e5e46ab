export { KioskEnotarialActPage, KioskMyActsPage } from './service-pages.tsx';
