export * from './camera.js';
export * from './capture.js';
export * from './errors.js';
export * from './face-check.js';
export * from './reconnect.js';
export * from './token.js';
export * from './trigger.js';
