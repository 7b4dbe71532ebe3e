import { migratedInfraSetup } from '@cardsmith/service-kit/testing';
import { migrations as mediaMigrations } from '../../media/migrations/index.js';
import { migrations } from '../migrations/index.js';

// Image tests store pictures through the real media app, which needs its own schema.
export default migratedInfraSetup([
  { schema: 'ai', migrations },
  { schema: 'media', migrations: mediaMigrations },
]);
