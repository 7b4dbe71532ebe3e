import { migratedInfraSetup } from '../../testing/src/index.js';

export default migratedInfraSetup([]);
