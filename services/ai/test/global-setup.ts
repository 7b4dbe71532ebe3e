import { migratedInfraSetup } from '@cardsmith/testing';
import { migrations } from '../migrations/index.js';

// Image tests store pictures through the real media service, run as its own process.
export default migratedInfraSetup([{ schema: 'ai', migrations }], [{ name: 'media' }]);
