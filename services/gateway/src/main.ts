import { runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { buildApp } from './app.js';
import { GatewayEnvSchema } from './config.js';

await runService({
  name: 'gateway',
  schema: 'gateway',
  configSchema: GatewayEnvSchema,
  defaultPort: 8080,
  migrations,
  build: ({ config, logger, redis }) => buildApp({ config, logger, redis }),
});
