import { migratedInfraSetup } from '@cardsmith/testing';

// A throwaway database and Redis prefix; the test starts its replicas itself, and each service
// migrates its own schema as it starts.
export default migratedInfraSetup([]);
