export * from './act-types.js';
export * from './steps.js';
export * from './machine.js';
export * from './wizards.js';
export * from './act-policies.js';
export * from './required-blocks.js';
