export * from './error-codes.js';
export * from './messages.js';
