export * from './draw.js';
export * from './face-capture-overlay.js';
export * from './face-capture.js';
