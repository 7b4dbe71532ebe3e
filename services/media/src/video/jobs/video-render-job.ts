import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MEDIA_LIMITS } from '@cardsmith/contracts';
import type { Logger } from '@cardsmith/service-kit';
import type { BlobStore } from '../../blobs/blob-store.js';
import { resolveTemplate, type UploadedVideoTemplates } from '../catalog/catalog.js';
import { musicBedFor } from '../catalog/music-beds.js';
import { monotonicReporter, PROGRESS, renderProgress } from '../render/progress.js';
import { UnusableInputError, type VideoRenderer } from '../render/video-renderer.js';
import type { VideoJobEvents } from './video-job-events.js';
import { RENDER_HEARTBEAT_MS } from './video-job-status.js';
import type { VideoJobsRepository } from './video-jobs.repository.js';

/** A run that cannot succeed however often it is tried: the job fails at once with this reason. */
export class PermanentRenderError extends Error {
  override name = 'PermanentRenderError';
}

/** Runs of a render in all: the first and one retry (issue 15). */
export const VIDEO_RENDER_ATTEMPTS = 2;
/** A retry waits this long: a passing fault (the blob store restarting) has time to clear. */
export const VIDEO_RENDER_RETRY_MS = 5000;

/** Rendered videos may be longer than uploads (an intro plus a 60 s clip at a higher bitrate). */
const RENDERED_VIDEO_MAX_BYTES = 4 * MEDIA_LIMITS.video;

const GENERIC_FAILURE = 'The video could not be rendered. Please try again.';
/** The front cards drew for the request is gone (or the job predates fronts kept in media). */
const FRONT_GONE = 'The picture of the card is gone. Please make the video again.';

export interface VideoRenderJobDeps {
  jobs: VideoJobsRepository;
  /** Every move of the row is published to the job's viewers. */
  events: VideoJobEvents;
  blobs: BlobStore;
  renderer: VideoRenderer;
  /** The admin's uploaded video templates, whose clips renders read. */
  templates: UploadedVideoTemplates;
  /** Each run works in `<workDir>/<pid>-<jobId>`, removed when it ends. */
  workDir: string;
  logger: Logger;
  /** How often a running render writes its row (RENDER_HEARTBEAT_MS). */
  heartbeatMs?: number;
}

/** Whether a process is alive; a job directory of a dead one is an orphan. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One `video-render` job: the card's front (drawn by cards when the video was asked for and kept
 * in media's own store), voice and clip fetched into the job's own directory,
 * ffmpeg run with its progress stored on the row, the video and its poster stored as blobs and
 * handed to the card. The row moves only from the status it expects, so a second run of a
 * finished job does nothing.
 */
export class VideoRenderJob {
  constructor(private readonly deps: VideoRenderJobDeps) {}

  /** Removes the directories of runs whose worker died (SIGKILL, OOM): at start-up. */
  async removeOrphans(): Promise<number> {
    await mkdir(this.deps.workDir, { recursive: true });
    let removed = 0;
    for (const name of await readdir(this.deps.workDir)) {
      const pid = Number(/^(\d+)-/.exec(name)?.[1]);
      if (pid && pid !== process.pid && processAlive(pid)) continue;
      if (pid === process.pid) continue;
      await rm(join(this.deps.workDir, name), { recursive: true, force: true });
      removed++;
    }
    return removed;
  }

  async run(jobId: string, attempt: number, signal: AbortSignal): Promise<void> {
    const { jobs, events, logger } = this.deps;
    const row = await jobs.start(jobId);
    if (!row) return; // done or failed already: a duplicate run
    await events.changed(row);
    const dir = join(this.deps.workDir, `${process.pid}-${jobId}`);
    // The row is written every few seconds while this run lives, so a run whose worker died
    // shows as stopped (presentVideoJob) instead of frozen at its last percent.
    const heartbeat = setInterval(() => {
      jobs
        .touch(jobId)
        .then((touched) => events.changed(touched))
        .catch((error: unknown) => logger.warn({ err: error, jobId }, 'heartbeat'));
    }, this.deps.heartbeatMs ?? RENDER_HEARTBEAT_MS);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    try {
      await this.render(row, dir, signal);
    } catch (error) {
      if (signal.aborted) {
        // The worker is stopping: the job goes back to the queue and the row with it.
        await events.changed(await jobs.requeue(jobId));
        throw error;
      }
      const permanent =
        error instanceof PermanentRenderError || error instanceof UnusableInputError;
      const final = permanent || attempt >= VIDEO_RENDER_ATTEMPTS;
      const reason = permanent ? (error as Error).message : GENERIC_FAILURE;
      logger.warn({ err: error, jobId, final }, 'video render failed');
      await events.changed(await jobs.fail(jobId, reason, final));
      // A permanent failure is not retried: the job completes with the row failed.
      if (!permanent) throw error;
    } finally {
      clearInterval(heartbeat);
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async render(
    row: NonNullable<Awaited<ReturnType<VideoJobsRepository['start']>>>,
    dir: string,
    signal: AbortSignal,
  ): Promise<void> {
    const { jobs, events, blobs, renderer } = this.deps;
    let pending = Promise.resolve();
    const report = monotonicReporter((progress) => {
      pending = pending.then(async () => events.changed(await jobs.setProgress(row.id, progress)));
    });
    const source = await resolveTemplate(row.template_id, this.deps.templates, {
      activeOnly: false,
    });
    if (!source) throw new PermanentRenderError('That video template no longer exists.');
    if (!row.front_blob_id) throw new PermanentRenderError(FRONT_GONE);
    const cardPng = await this.readWhole(row.front_blob_id, FRONT_GONE);
    const voicePath = row.voice_blob_id
      ? await this.download(row.voice_blob_id, join(dir, 'voice'), 'The voice message is gone.')
      : undefined;
    // A visitor's upload is used once; an uploaded template's clip is only read, never deleted.
    const clipPath = row.upload_blob_id
      ? await this.download(row.upload_blob_id, join(dir, 'clip'), 'The uploaded video is gone.')
      : source.templateClipBlobId
        ? await this.download(
            source.templateClipBlobId,
            join(dir, 'clip'),
            'The video of this template is gone.',
          )
        : undefined;
    report(PROGRESS.prepared);

    const outputPath = join(dir, 'video.mp4');
    const durationSeconds = await renderer.render({
      dir,
      recipe: source.recipe,
      cardPng,
      title: row.title,
      message: row.message,
      music: musicBedFor(row.music, source.recipe),
      voicePath,
      clipPath,
      outputPath,
      signal,
      onProgress: (seconds, planned) => report(renderProgress(seconds, planned)),
    });
    report(PROGRESS.rendered);
    const posterPath = join(dir, 'poster.jpg');
    await renderer.poster(outputPath, Math.min(3, durationSeconds / 2), posterPath, signal);

    const video = await blobs.put(createReadStream(outputPath), {
      contentType: 'video/mp4',
      kind: 'video',
      ownerVisitorId: row.visitor_id,
      maxBytes: RENDERED_VIDEO_MAX_BYTES,
    });
    const poster = await blobs.put(createReadStream(posterPath), {
      contentType: 'image/jpeg',
      kind: 'image',
      ownerVisitorId: row.visitor_id,
      maxBytes: MEDIA_LIMITS.image,
    });
    report(PROGRESS.stored);
    await pending;
    const videoMessage = {
      videoUrl: `/api/media/${video.id}`,
      posterUrl: `/api/media/${poster.id}`,
      durationSeconds,
    };
    await events.changed(
      await jobs.finish(
        row.id,
        { videoBlobId: video.id, posterBlobId: poster.id, durationSeconds },
        { cardId: row.card_id, video: videoMessage },
      ),
    );
    // The uploaded original and the front are not needed once the video is stored.
    if (row.upload_blob_id) await blobs.delete(row.upload_blob_id);
    await blobs.delete(row.front_blob_id);
  }

  /** A small blob (the card's front, at most an image's size) read into memory. */
  private async readWhole(blobId: string, goneMessage: string): Promise<Buffer> {
    const blob = await this.deps.blobs.stat(blobId);
    if (!blob) throw new PermanentRenderError(goneMessage);
    return Buffer.concat(await this.deps.blobs.read(blob).toArray());
  }

  private async download(blobId: string, path: string, goneMessage: string): Promise<string> {
    const blob = await this.deps.blobs.stat(blobId);
    if (!blob) throw new PermanentRenderError(goneMessage);
    await pipeline(this.deps.blobs.read(blob), createWriteStream(path));
    return path;
  }
}
