import { DEAD_URL, migratedInfraSetup } from '@cardsmith/testing';
import { migrations } from '../migrations/index.js';

// Card ownership is checked against the real cards service, run as its own process.
export default migratedInfraSetup(
  [{ schema: 'scheduler', migrations }],
  [{ name: 'cards', env: { MEDIA_URL: DEAD_URL } }],
);
