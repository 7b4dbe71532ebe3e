import { runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { buildAppFromConfig } from './app.js';
import { MediaEnvSchema } from './config.js';
import type { MediaDb } from './db/database.js';

await runService<typeof MediaEnvSchema, MediaDb>({
  name: 'media',
  schema: 'media',
  configSchema: MediaEnvSchema,
  defaultPort: 4103,
  migrations,
  build: ({ config, logger, db, redis }) => buildAppFromConfig({ config, logger, db, redis }),
});
