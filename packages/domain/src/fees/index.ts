export * from './fee-calculator.js';
