export * from './status-hub.js';
export * from './status-stream.js';
