import { migratedInfraSetup } from '@cardsmith/testing';
import { migrations } from '../migrations/index.js';

// Cards calls no other service in its tests but media, which each test stands in for itself.
export default migratedInfraSetup([{ schema: 'cards', migrations }]);
