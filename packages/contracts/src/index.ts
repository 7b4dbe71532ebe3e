export * from './constants.js';
export * from './errors.js';
export * from './cards.js';
export * from './catalog.js';
export * from './media.js';
export * from './route.js';
export * from './routes.js';
export * from './ai.js';
