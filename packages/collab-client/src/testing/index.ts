export { ManualTimers } from './manual-timers.js';
export { MemoryNetwork, MemorySocket } from './memory-socket.js';
