export * from './fuzz.js';
