export * from './mask-options.js';
export * from './fields.js';
export * from './schemas.js';
export * from './cyrillic.js';
export * from './act-blocks.js';
export * from './price-words.js';
export * from './act-terms.js';
export * from './payment-card.js';
