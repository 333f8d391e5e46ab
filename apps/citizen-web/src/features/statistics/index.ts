export { StatisticsPage } from './statistics-page.tsx';
