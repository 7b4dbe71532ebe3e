import type { VideoCategory, VideoMusicId } from '@cardsmith/contracts';
import { sql, type Kysely } from 'kysely';
import type { MediaDb, VideoJobRow } from '../../db/database.js';
import type { VoiceBlob } from './voice-access.js';

export interface NewVideoJob {
  id: string;
  cardId: string;
  visitorId: string;
  templateId: string;
  uploadBlobId: string | null;
  voiceBlobId: string | null;
  title: string;
  message: string;
  occasion: VideoCategory | null;
  music: VideoMusicId;
}

export interface FinishedVideo {
  videoBlobId: string;
  posterBlobId: string;
  durationSeconds: number;
}

/**
 * The `video_job` rows. Every move is conditional on the status it leaves, so a job run twice
 * (a retry, a stalled job taken by another worker) never moves a finished row back.
 */
export class VideoJobsRepository {
  constructor(private readonly db: Kysely<MediaDb>) {}

  async insert(job: NewVideoJob): Promise<VideoJobRow> {
    return this.db
      .insertInto('video_job')
      .values({
        id: job.id,
        card_id: job.cardId,
        visitor_id: job.visitorId,
        template_id: job.templateId,
        upload_blob_id: job.uploadBlobId,
        voice_blob_id: job.voiceBlobId,
        title: job.title,
        message: job.message,
        occasion: job.occasion,
        music: job.music,
        status: 'queued',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async find(id: string): Promise<VideoJobRow | undefined> {
    return this.db.selectFrom('video_job').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A finished blob as a candidate voice of a video; undefined when missing or unfinished. */
  async findVoice(blobId: string): Promise<VoiceBlob | undefined> {
    const row = await this.db
      .selectFrom('blob')
      .leftJoin('speech_clip', 'speech_clip.blob_id', 'blob.id')
      .select(['blob.kind', 'blob.owner_visitor_id', 'speech_clip.blob_id as speech_blob_id'])
      .where('blob.id', '=', blobId)
      .where('blob.completed_at', 'is not', null)
      .executeTakeFirst();
    return (
      row && {
        kind: row.kind,
        ownerVisitorId: row.owner_visitor_id,
        isSpeechClip: row.speech_blob_id !== null,
      }
    );
  }

  /** A run starts: progress back to 0 (a retry renders from the start). Null when finished. */
  async start(id: string): Promise<VideoJobRow | undefined> {
    return this.db
      .updateTable('video_job')
      .set({
        status: 'rendering',
        progress: 0,
        attempts: sql<number>`attempts + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'rendering'])
      .returningAll()
      .executeTakeFirst();
  }

  /** Only ever raises the stored progress of a running job. */
  async setProgress(id: string, progress: number): Promise<void> {
    await this.db
      .updateTable('video_job')
      .set({ progress, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'rendering')
      .where('progress', '<', progress)
      .execute();
  }

  /** A running render's heartbeat: its row is written even while its progress stands still. */
  async touch(id: string): Promise<void> {
    await this.db
      .updateTable('video_job')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'rendering')
      .execute();
  }

  async finish(id: string, video: FinishedVideo): Promise<boolean> {
    const result = await this.db
      .updateTable('video_job')
      .set({
        status: 'done',
        progress: 100,
        error: null,
        video_blob_id: video.videoBlobId,
        poster_blob_id: video.posterBlobId,
        duration_seconds: video.durationSeconds,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'rendering')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A failed run: `final` fails the job, otherwise it waits for its retry with the reason kept. */
  async fail(id: string, reason: string, final: boolean): Promise<void> {
    await this.db
      .updateTable('video_job')
      .set({
        status: final ? 'failed' : 'queued',
        progress: 0,
        error: reason,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'rendering'])
      .execute();
  }

  /** A run handed back (worker stopping): queued again for the next worker. */
  async requeue(id: string): Promise<void> {
    await this.db
      .updateTable('video_job')
      .set({ status: 'queued', progress: 0, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'rendering')
      .execute();
  }

  /** Every unfinished job from the last day: the reconciler puts back those Redis lost. */
  async unfinishedIds(since: Date): Promise<string[]> {
    const rows = await this.db
      .selectFrom('video_job')
      .select('id')
      .where('status', 'in', ['queued', 'rendering'])
      .where('created_at', '>', since)
      .execute();
    return rows.map((row) => row.id);
  }
}
