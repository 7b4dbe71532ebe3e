/**
 * The processes `npm start`, `npm run migrate` and the end-to-end tests run: every service API
 * and worker plus the gateway. A service folder that is not built yet is skipped with a note.
 */
export const SERVICES = [
  { name: 'cards', port: 4101, env: 'CARDS_URL' },
  { name: 'ai', port: 4102, env: 'AI_URL' },
  { name: 'media', port: 4103, env: 'MEDIA_URL' },
  { name: 'scheduler', port: 4104, env: 'SCHEDULER_URL' },
  { name: 'print', port: 4105, env: 'PRINT_URL' },
  { name: 'collab', port: 4106, env: 'COLLAB_URL' },
];
/** The gateway serves Prometheus metrics on a port of its own, never on the public one. */
export const GATEWAY = { name: 'gateway', port: 8080, metricsPort: 9464 };

/**
 * glibc's allocator for every service process, read once at process start (so it is set where
 * processes start: here for `npm start` and the tests, ENV in the Dockerfile). Allocations of
 * 128 KB and more (decoded pictures, pixmaps, structured clones of image bytes) are mapped apart
 * and given back to the system when freed, and two arenas serve all threads: without these, a
 * cards process kept 194 MB of 10 heavy previews after going idle, with them 30 MB
 * (bench/render-memory). An operator's own setting wins.
 */
export const NATIVE_ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
};
