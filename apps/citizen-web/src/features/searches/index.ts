export { SearchProxyPage } from './search-proxy-page.tsx';
export { SearchInheritCasePage } from './search-inherit-case-page.tsx';
export { SearchBanPage } from './search-ban-page.tsx';
export { SearchNotarialActPage } from './search-notarial-act-page.tsx';
