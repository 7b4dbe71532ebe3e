export * from './rect.js';
export * from './snap.js';
export * from './align.js';
export * from './gesture.js';
