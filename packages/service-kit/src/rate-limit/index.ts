export * from './batched-counts.js';
export * from './redis-counts.js';
export * from './rate-limiter.js';
export * from './token-bucket.js';
