import { VideoRenderQueue } from '@cardsmith/contracts';
import { runWorker } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { MediaWorkerEnvSchema } from './config.js';
import type { MediaDb } from './db/database.js';
import { buildRenderJob } from './video/jobs/build-render-job.js';
import { VideoJobsRepository } from './video/jobs/video-jobs.repository.js';
import { VIDEO_RENDER_ATTEMPTS, VIDEO_RENDER_RETRY_MS } from './video/jobs/video-render-job.js';

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
  handlers: async (context) => {
    const renders = buildRenderJob(context);
    const removed = await renders.removeOrphans();
    if (removed > 0) context.logger.info({ removed }, 'removed work directories of dead renders');
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
