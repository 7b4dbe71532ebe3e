import { runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { buildApp } from './app.js';
import { SchedulerEnvSchema } from './config.js';
import type { SchedulerDb } from './db/database.js';

await runService<typeof SchedulerEnvSchema, SchedulerDb>({
  name: 'scheduler',
  schema: 'scheduler',
  configSchema: SchedulerEnvSchema,
  defaultPort: 4104,
  migrations,
  build: ({ config, logger, db, redis }) => buildApp({ config, logger, db, redis }),
});
