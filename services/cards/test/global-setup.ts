import { deadUrl, migratedInfraSetup } from '@cardsmith/service-kit/testing';
import { migrations } from '../migrations/index.js';

// Scheduled social shares are handed to the real scheduler, run as its own process.
export default migratedInfraSetup(
  [{ schema: 'cards', migrations }],
  [{ name: 'scheduler', env: { CARDS_URL: await deadUrl() } }],
);
