import { CardVideoMessagesQueue, VideoRenderQueue } from '@cardsmith/contracts';
import { runWorker, StatusPublisher } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { BlobRepository } from './blobs/blob.repository.js';
import { createBlobStore } from './app.js';
import { s3SettingsFrom } from './blobs/s3-settings.js';
import { MediaWorkerEnvSchema } from './config.js';
import type { MediaDb } from './db/database.js';
import { TemplatesRepository } from './templates/templates.repository.js';
import { UploadedVideoTemplatesSource } from './video/catalog/uploaded-video-templates.js';
import { VideoJobEvents } from './video/jobs/video-job-events.js';
import { VideoJobsRepository } from './video/jobs/video-jobs.repository.js';
import {
  VIDEO_RENDER_ATTEMPTS,
  VIDEO_RENDER_RETRY_MS,
  VideoRenderJob,
} from './video/jobs/video-render-job.js';
import { locateFfmpeg } from './video/render/ffmpeg.js';
import { VideoRenderer } from './video/render/video-renderer.js';

/** Jobs older than this are not put back: a day-old video card is no longer awaited. */
const RECONCILE_WINDOW_MS = 24 * 60 * 60 * 1000;

await runWorker<typeof MediaWorkerEnvSchema, MediaDb, typeof VideoRenderQueue>({
  name: 'media-worker',
  schema: 'media',
  configSchema: MediaWorkerEnvSchema,
  migrations,
  queue: VideoRenderQueue,
  defaultMetricsPort: 9103,
  retry: { attempts: VIDEO_RENDER_ATTEMPTS, backoffMs: VIDEO_RENDER_RETRY_MS },
  // A finished video goes to its card as a job on cards' queue, written with the row's 'done'.
  outboxQueues: [CardVideoMessagesQueue],
  handlers: async ({ config, db, redis, logger }) => {
    const renders = new VideoRenderJob({
      jobs: new VideoJobsRepository(db),
      events: new VideoJobEvents(new StatusPublisher(redis, logger)),
      blobs: createBlobStore(new BlobRepository(db), {
        chunkBytes: config.MEDIA_BLOB_CHUNK_BYTES,
        s3: s3SettingsFrom(config),
      }),
      renderer: new VideoRenderer(locateFfmpeg()),
      templates: new UploadedVideoTemplatesSource(new TemplatesRepository(db)),
      workDir: config.VIDEO_WORK_DIR,
      logger,
    });
    const removed = await renders.removeOrphans();
    if (removed > 0) logger.info({ removed }, 'removed work directories of dead renders');
    return {
      render: (data, job) => renders.run(data.jobId, job.attempt, job.signal),
    };
  },
  // Every unfinished job should have a job in Redis: one lost with Redis is put back.
  findDue: async ({ db }) => {
    const rows = await new VideoJobsRepository(db).unfinishedSince(
      new Date(Date.now() - RECONCILE_WINDOW_MS),
    );
    // With its priority: a job put back without one would run before every waiting render.
    return rows.map(({ id, priority }) => ({
      id,
      priority,
      job: { name: 'render' as const, data: { jobId: id } },
    }));
  },
});
