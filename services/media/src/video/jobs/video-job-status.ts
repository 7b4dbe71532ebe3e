import { videoProgressLabel, type VideoJob } from '@cardsmith/contracts';
import { waitingLabel } from './render-quota.js';
import type { VideoJobSnapshot } from './video-job-events.js';

/** How often a running render writes its row even when its progress has not moved. */
export const RENDER_HEARTBEAT_MS = 5_000;
/**
 * A render whose row has not been written for this long has stopped: its worker died or hangs.
 * Three missed heartbeats, so a busy database or a slow write never reads as a dead worker.
 */
export const RENDER_STALE_MS = 3 * RENDER_HEARTBEAT_MS;

export const RETRYING_LABEL = 'Starting again: making your video stopped, it will be tried again';

/**
 * The job as its owner sees it; `waitingAhead`, for a render waiting for its first run, is how
 * many renders the queue runs before it (shown as its position and in its label). A row says `rendering` until another worker takes the job up
 * again, which after a worker's death is only once its lock lapses (and never while no worker
 * runs): a row silent past RENDER_STALE_MS is shown as `retrying` from 0 instead of frozen at its
 * last percent. A run that failed and waits for its retry is `retrying` too.
 */
export function presentVideoJob(row: VideoJobSnapshot, now: Date, waitingAhead?: number): VideoJob {
  const stalled =
    row.status === 'rendering' && now.getTime() - row.updated_at.getTime() > RENDER_STALE_MS;
  const awaitingRetry = row.status === 'queued' && row.attempts > 0;
  const retrying = stalled || awaitingRetry;
  const job: VideoJob = {
    id: row.id,
    cardId: row.card_id,
    status: retrying ? 'retrying' : row.status,
    progress: retrying ? 0 : row.progress,
    music: row.music,
    label: retrying
      ? RETRYING_LABEL
      : row.status === 'done'
        ? 'Done'
        : row.status === 'failed'
          ? 'Failed'
          : row.status === 'queued' && waitingAhead !== undefined
            ? waitingLabel(waitingAhead)
            : videoProgressLabel(row.progress),
  };
  if (!retrying && row.status === 'queued' && waitingAhead !== undefined) {
    job.queuePosition = waitingAhead + 1;
  }
  if (row.status === 'done' && row.video_blob_id && row.poster_blob_id) {
    job.videoUrl = `/api/media/${row.video_blob_id}`;
    job.posterUrl = `/api/media/${row.poster_blob_id}`;
  }
  if (row.status === 'failed' && row.error) job.error = row.error;
  if (row.occasion) job.occasion = row.occasion;
  return job;
}

/** A render waiting for its first run shows its place in the queue. */
export const isFirstWait = (row: Pick<VideoJobSnapshot, 'status' | 'attempts'>): boolean =>
  row.status === 'queued' && row.attempts === 0;

/**
 * Milliseconds until a running render's view changes with time alone (it reads as stopped once
 * its row is silent past RENDER_STALE_MS); null for any other state.
 */
export function msUntilStale(row: VideoJobSnapshot, now: Date): number | null {
  if (row.status !== 'rendering') return null;
  return row.updated_at.getTime() + RENDER_STALE_MS + 1 - now.getTime();
}
