export * from './mask-options.js';
export * from './fields.js';
export * from './schemas.js';
export * from './cyrillic.js';
