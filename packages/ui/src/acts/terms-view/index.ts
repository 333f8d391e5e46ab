export { ActTerms } from './act-terms.tsx';
