export * from './tashkent-time.js';
