import { migratedInfraSetup } from '@cardsmith/testing';
import { migrations } from '../migrations/index.js';

export default migratedInfraSetup([{ schema: 'media', migrations }]);
