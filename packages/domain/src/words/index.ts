export * from './amount-to-words.js';
