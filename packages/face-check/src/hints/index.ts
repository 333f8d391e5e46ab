export * from './hints.js';
