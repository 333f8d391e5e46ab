export { EqueuePage } from './equeue-page.tsx';
