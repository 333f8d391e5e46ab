export * from './claims.js';
export * from './similarity.js';
export * from './verify.js';
