import { migratedInfraSetup } from '@cardsmith/service-kit/testing';
import { migrations as cardsMigrations } from '../../cards/migrations/index.js';
import { migrations } from '../migrations/index.js';

/** The gateway's own schema, plus the cards schema for the test that runs the real cards service. */
export default migratedInfraSetup([
  { schema: 'gateway', migrations },
  { schema: 'cards', migrations: cardsMigrations },
]);
