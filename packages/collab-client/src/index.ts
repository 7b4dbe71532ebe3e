export * from './collab-client.js';
export * from './protocol.js';
export * from './state.js';
export type { CollabSocket, OpenSocket } from './socket.js';
export { systemTimers, type TimerHandle, type Timers } from './timers.js';
