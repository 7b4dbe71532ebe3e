import { runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { buildApp } from './app.js';
import { CardsEnvSchema } from './config.js';
import type { CardsDb } from './db/database.js';

await runService<typeof CardsEnvSchema, CardsDb>({
  name: 'cards',
  schema: 'cards',
  configSchema: CardsEnvSchema,
  defaultPort: 4101,
  migrations,
  build: ({ config, logger, db, redis }) => buildApp({ config, logger, db, redis }),
});
