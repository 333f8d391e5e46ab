export { CataloguePage } from './catalogue-page.tsx';
export { ServiceDetailsPage } from './service-details-page.tsx';
export { CalculatorPage } from './calculator-page.tsx';
