import { DEAD_URL, migratedInfraSetup } from '@cardsmith/testing';
import { migrations } from '../migrations/index.js';

// Rooms load cards from and save them to the real cards service, run as its own process.
export default migratedInfraSetup(
  [{ schema: 'collab', migrations }],
  [{ name: 'cards', env: { MEDIA_URL: DEAD_URL } }],
);
