import { migratedInfraSetup } from '@cardsmith/service-kit/testing';
import { migrations as cardsMigrations } from '../../cards/migrations/index.js';
import { migrations } from '../migrations/index.js';

// The cards service runs in-process in the tests (rooms load from and save to it): its schema too.
export default migratedInfraSetup([
  { schema: 'collab', migrations },
  { schema: 'cards', migrations: cardsMigrations },
]);
