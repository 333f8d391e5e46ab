export * from './rule-result.js';
export * from './party-rules.js';
export * from './unfinished-act.js';
export * from './vehicle-rules.js';
export * from './video-conference.js';
export * from './minor-travel.js';
export * from './power-of-attorney.js';
export * from './kinship.js';
