import { VideoRenderQueue } from '@cardsmith/contracts';
import { createProducer, runService } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { createHttpMediaHolder } from './adapters/media-holders.js';
import { createHttpVideoCards } from './adapters/video-cards.js';
import { buildApp } from './app.js';
import { s3SettingsFrom } from './blobs/create-blob-store.js';
import { MediaEnvSchema } from './config.js';
import {
  createSpeechSynthesizer,
  speechProviderKeys,
} from './speech/adapters/create-speech-synthesizer.js';
import type { MediaDb } from './db/database.js';
import { VIDEO_RENDER_ATTEMPTS, VIDEO_RENDER_RETRY_MS } from './video/jobs/video-render-job.js';

await runService<typeof MediaEnvSchema, MediaDb>({
  name: 'media',
  schema: 'media',
  configSchema: MediaEnvSchema,
  defaultPort: 4103,
  migrations,
  build: async ({ config, logger, db, redis }) => {
    const renders = createProducer(VideoRenderQueue, {
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      logger,
      retry: { attempts: VIDEO_RENDER_ATTEMPTS, backoffMs: VIDEO_RENDER_RETRY_MS },
    });
    const app = await buildApp({
      logger,
      db,
      redis,
      internalSecret: config.INTERNAL_SECRET,
      chunkBytes: config.MEDIA_BLOB_CHUNK_BYTES,
      s3: s3SettingsFrom(config),
      reclaim: {
        holders: [createHttpMediaHolder('cards', config.CARDS_URL, config.INTERNAL_SECRET)],
        graceMs: config.MEDIA_RECLAIM_GRACE_HOURS * 60 * 60 * 1000,
        intervalMs: config.MEDIA_RECLAIM_INTERVAL_MINUTES * 60 * 1000,
      },
      speech: await createSpeechSynthesizer(config),
      speechKeys: speechProviderKeys(config),
      video: {
        queue: {
          enqueue: async (jobId, priority) => {
            await renders.enqueue({ name: 'render', data: { jobId } }, { id: jobId, priority });
          },
        },
        cards: createHttpVideoCards(config.CARDS_URL, config.INTERNAL_SECRET),
      },
    });
    app.addHook('onClose', async () => renders.close());
    return app;
  },
});
