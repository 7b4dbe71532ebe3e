export * from './fuzz.js';
export * from './images.js';
