import { runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { buildApp } from './app.js';
import { CollabEnvSchema } from './config.js';
import type { CollabDb } from './db/database.js';

await runService<typeof CollabEnvSchema, CollabDb>({
  name: 'collab',
  schema: 'collab',
  configSchema: CollabEnvSchema,
  defaultPort: 4106,
  migrations,
  build: ({ config, logger, db, redis }) => buildApp({ config, logger, db, redis }),
});
