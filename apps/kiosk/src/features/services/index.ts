export {
  KioskEnotarialActPage,
  KioskEqueuePage,
  KioskMyActsPage,
  KioskSearchBanPage,
  KioskSearchInheritCasePage,
  KioskSearchProxyPage,
} from './service-pages.tsx';
