import { migratedInfraSetup } from '@cardsmith/service-kit/testing';
import { migrations } from '../migrations/index.js';

export default migratedInfraSetup([{ schema: 'media', migrations }]);
