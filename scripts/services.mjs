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
