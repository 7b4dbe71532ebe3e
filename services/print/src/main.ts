import { runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { buildApp } from './app.js';
import { PrintEnvSchema } from './config.js';
import type { PrintDb } from './db/database.js';

await runService<typeof PrintEnvSchema, PrintDb>({
  name: 'print',
  schema: 'print',
  configSchema: PrintEnvSchema,
  defaultPort: 4105,
  migrations,
  build: ({ config, logger, db, redis }) => buildApp({ config, logger, db, redis }),
});
