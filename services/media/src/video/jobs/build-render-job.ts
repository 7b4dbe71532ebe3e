import { StatusPublisher, type Logger, type Redis } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import { createHttpVideoCards } from '../../adapters/video-cards.js';
import { createBlobStore, s3SettingsFrom } from '../../blobs/create-blob-store.js';
import { BlobRepository } from '../../blobs/blob.repository.js';
import type { MediaWorkerConfig } from '../../config.js';
import type { MediaDb } from '../../db/database.js';
import { TemplatesRepository } from '../../templates/templates.repository.js';
import { UploadedVideoTemplatesSource } from '../catalog/uploaded-video-templates.js';
import { locateFfmpeg } from '../render/ffmpeg.js';
import { VideoRenderer } from '../render/video-renderer.js';
import { VideoJobEvents } from './video-job-events.js';
import { VideoJobsRepository } from './video-jobs.repository.js';
import { VideoRenderJob } from './video-render-job.js';

/** The render job as the worker process runs it, from its config. */
export function buildRenderJob(context: {
  config: MediaWorkerConfig;
  db: Kysely<MediaDb>;
  redis: Redis;
  logger: Logger;
}): VideoRenderJob {
  const { config, db, redis, logger } = context;
  return new VideoRenderJob({
    jobs: new VideoJobsRepository(db),
    events: new VideoJobEvents(new StatusPublisher(redis, logger)),
    blobs: createBlobStore(new BlobRepository(db), {
      chunkBytes: config.MEDIA_BLOB_CHUNK_BYTES,
      s3: s3SettingsFrom(config),
    }),
    cards: createHttpVideoCards(config.CARDS_URL, config.INTERNAL_SECRET),
    renderer: new VideoRenderer(locateFfmpeg()),
    templates: new UploadedVideoTemplatesSource(new TemplatesRepository(db)),
    workDir: config.VIDEO_WORK_DIR,
    logger,
  });
}
