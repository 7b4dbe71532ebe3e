import { migratedInfraSetup } from '../src/testing.js';

export default migratedInfraSetup([]);
