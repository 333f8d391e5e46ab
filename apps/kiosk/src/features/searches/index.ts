export { SearchBanPage, SearchInheritCasePage, SearchProxyPage } from './search-pages.tsx';
