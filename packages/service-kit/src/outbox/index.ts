export * from './outbox.js';
export * from './relay.js';
