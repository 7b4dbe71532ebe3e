export * from './handlers.js';
export * from './metrics.js';
export * from './producer.js';
export * from './reconciler.js';
export * from './run-worker.js';
export * from './worker.js';
