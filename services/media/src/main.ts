import { runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { buildApp } from './app.js';
import { MediaEnvSchema } from './config.js';
import { createSpeechSynthesizer } from './speech/adapters/create-speech-synthesizer.js';
import type { MediaDb } from './db/database.js';

await runService<typeof MediaEnvSchema, MediaDb>({
  name: 'media',
  schema: 'media',
  configSchema: MediaEnvSchema,
  defaultPort: 4103,
  migrations,
  build: ({ config, logger, db, redis }) =>
    buildApp({
      logger,
      db,
      redis,
      internalSecret: config.INTERNAL_SECRET,
      chunkBytes: config.MEDIA_BLOB_CHUNK_BYTES,
      speech: createSpeechSynthesizer(config),
    }),
});
