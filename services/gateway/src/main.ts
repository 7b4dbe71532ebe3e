import { runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { buildApp } from './app.js';
import { GatewayEnvSchema } from './config.js';
import type { GatewayDb } from './db/database.js';

await runService<typeof GatewayEnvSchema, GatewayDb>({
  name: 'gateway',
  schema: 'gateway',
  configSchema: GatewayEnvSchema,
  defaultPort: 8080,
  migrations,
  build: ({ config, logger, redis, db }) =>
    buildApp({ config, logger, redis, db, apiFastPath: config.API_FAST_PATH }),
});
