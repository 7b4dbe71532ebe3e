import { runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { buildApp } from './app.js';
import { AiEnvSchema } from './config.js';
import { AI_SCHEMA, type AiDb } from './db/database.js';

await runService<typeof AiEnvSchema, AiDb>({
  name: 'ai',
  schema: AI_SCHEMA,
  configSchema: AiEnvSchema,
  defaultPort: 4102,
  migrations,
  build: (context) => buildApp(context),
});
