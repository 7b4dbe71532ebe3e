import { runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { createHttpMediaHolder } from './adapters/media-holders.js';
import { buildApp } from './app.js';
import { MediaEnvSchema } from './config.js';
import {
  createSpeechSynthesizer,
  speechProviderKeys,
} from './speech/adapters/create-speech-synthesizer.js';
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
      reclaim: {
        holders: [createHttpMediaHolder('cards', config.CARDS_URL, config.INTERNAL_SECRET)],
        graceMs: config.MEDIA_RECLAIM_GRACE_HOURS * 60 * 60 * 1000,
        intervalMs: config.MEDIA_RECLAIM_INTERVAL_MINUTES * 60 * 1000,
      },
      speech: createSpeechSynthesizer(config),
      speechKeys: speechProviderKeys(config),
    }),
});
