import { VIDEO_CATEGORIES, VIDEO_JOB_STATUSES, VIDEO_MUSIC_IDS } from '@cardsmith/contracts';
import { defineStatusTopic, type StatusPublisher } from '@cardsmith/service-kit';
import { z } from 'zod';
import type { VideoJobRow } from '../../db/database.js';

/**
 * A render's state as it travels from whoever moved its row (the API on creation, the worker on
 * each percent, heartbeat and end) to every media process with a viewer: what presenting the job
 * and placing it in the queue need, never the requester's identity, words or address.
 */
export const VideoJobTopic = defineStatusTopic(
  'video-job',
  z.object({
    id: z.string(),
    card_id: z.string(),
    status: z.enum(VIDEO_JOB_STATUSES),
    progress: z.number(),
    music: z.enum(VIDEO_MUSIC_IDS),
    occasion: z.enum(VIDEO_CATEGORIES).nullable(),
    attempts: z.number(),
    error: z.string().nullable(),
    video_blob_id: z.string().nullable(),
    poster_blob_id: z.string().nullable(),
    queue_priority: z.number(),
    created_at: z.iso.datetime().transform((at) => new Date(at)),
    updated_at: z.iso.datetime().transform((at) => new Date(at)),
  }),
);

export type VideoJobSnapshot = z.output<typeof VideoJobTopic.schema>;

/** Publishes every move of a `video_job` row (a conditional move that moved nothing is no change). */
export class VideoJobEvents {
  constructor(private readonly publisher: StatusPublisher) {}

  async changed(row: VideoJobRow | undefined): Promise<void> {
    if (!row) return;
    await this.publisher.publish(VideoJobTopic, row.id, {
      id: row.id,
      card_id: row.card_id,
      status: row.status,
      progress: row.progress,
      music: row.music,
      occasion: row.occasion,
      attempts: row.attempts,
      error: row.error,
      video_blob_id: row.video_blob_id,
      poster_blob_id: row.poster_blob_id,
      queue_priority: row.queue_priority,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    });
  }
}
