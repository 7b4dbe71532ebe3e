import {
  CardVideoMessagesQueue,
  type VideoCategory,
  type VideoMessage,
  type VideoMusicId,
} from '@cardsmith/contracts';
import { inTransaction, writeOutbox } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';
import type { MediaDb, VideoJobRow } from '../../db/database.js';
import type { RenderAdmission, UnfinishedRenders } from './render-quota.js';
import type { VoiceBlob } from './voice-access.js';

export interface NewVideoJob {
  id: string;
  cardId: string;
  visitorId: string;
  templateId: string;
  uploadBlobId: string | null;
  voiceBlobId: string | null;
  frontBlobId: string;
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

  /**
   * Stores a render if `admit` allows it given the unfinished renders of its visitor and address.
   * Requests of one address and of one visitor take their turn (transaction-scoped advisory
   * locks, address first, so two locks never wait on each other in a cycle): a burst of parallel
   * requests cannot all count the same backlog and pass together.
   */
  async insertAdmitted(
    job: NewVideoJob,
    ip: string,
    admit: (unfinished: UnfinishedRenders) => RenderAdmission,
  ): Promise<{ row: VideoJobRow } | { refused: string }> {
    return inTransaction(this.db, async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`video-render:ip:${ip}`}))`.execute(trx);
      await sql`select pg_advisory_xact_lock(hashtext(${`video-render:visitor:${job.visitorId}`}))`.execute(
        trx,
      );
      const counts = await trx
        .selectFrom('video_job')
        .select((eb) => [
          eb.fn.countAll<string>().filterWhere('visitor_id', '=', job.visitorId).as('visitor'),
          eb.fn.countAll<string>().filterWhere('requester_ip', '=', ip).as('address'),
        ])
        .where('status', 'in', ['queued', 'rendering'])
        .where((eb) => eb.or([eb('visitor_id', '=', job.visitorId), eb('requester_ip', '=', ip)]))
        .executeTakeFirstOrThrow();
      const verdict = admit({ visitor: Number(counts.visitor), address: Number(counts.address) });
      if (!verdict.ok) return { refused: verdict.message };
      const row = await trx
        .insertInto('video_job')
        .values({
          id: job.id,
          card_id: job.cardId,
          visitor_id: job.visitorId,
          template_id: job.templateId,
          upload_blob_id: job.uploadBlobId,
          voice_blob_id: job.voiceBlobId,
          front_blob_id: job.frontBlobId,
          title: job.title,
          message: job.message,
          occasion: job.occasion,
          music: job.music,
          status: 'queued',
          requester_ip: ip,
          queue_priority: verdict.priority,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row };
    });
  }

  /** Unfinished renders of a visitor and of an address, read without waiting for any lock. */
  async unfinished(visitorId: string, ip: string): Promise<UnfinishedRenders> {
    const counts = await this.db
      .selectFrom('video_job')
      .select((eb) => [
        eb.fn.countAll<string>().filterWhere('visitor_id', '=', visitorId).as('visitor'),
        eb.fn.countAll<string>().filterWhere('requester_ip', '=', ip).as('address'),
      ])
      .where('status', 'in', ['queued', 'rendering'])
      .where((eb) => eb.or([eb('visitor_id', '=', visitorId), eb('requester_ip', '=', ip)]))
      .executeTakeFirstOrThrow();
    return { visitor: Number(counts.visitor), address: Number(counts.address) };
  }

  /** Waiting renders the queue runs before this one: lower priority number, or earlier. */
  async waitingAhead(
    row: Pick<VideoJobRow, 'id' | 'queue_priority' | 'created_at'>,
  ): Promise<number> {
    const result = await this.db
      .selectFrom('video_job')
      .select((eb) => eb.fn.countAll<string>().as('ahead'))
      .where('status', '=', 'queued')
      .where(
        sql<boolean>`(queue_priority, created_at, id) < (${row.queue_priority}, ${row.created_at}, ${row.id})`,
      )
      .executeTakeFirstOrThrow();
    return Number(result.ahead);
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

  /** Only ever raises the stored progress of a running job; the row when it moved. */
  async setProgress(id: string, progress: number): Promise<VideoJobRow | undefined> {
    return this.db
      .updateTable('video_job')
      .set({ progress, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'rendering')
      .where('progress', '<', progress)
      .returningAll()
      .executeTakeFirst();
  }

  /** A running render's heartbeat: its row is written even while its progress stands still. */
  async touch(id: string): Promise<VideoJobRow | undefined> {
    return this.db
      .updateTable('video_job')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'rendering')
      .returningAll()
      .executeTakeFirst();
  }

  /** The finished row; undefined when the job was not rendering (a duplicate run). */
  /**
   * The render is done: the row is marked so and, in the same transaction, the video is handed
   * to its card as a job on cards' queue through the outbox (the worker's relay enqueues it).
   */
  async finish(
    id: string,
    video: FinishedVideo,
    handOver: { cardId: string; video: VideoMessage },
  ): Promise<VideoJobRow | undefined> {
    return inTransaction(this.db, async (trx) => {
      const row = await trx
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
        .returningAll()
        .executeTakeFirst();
      if (row) {
        await writeOutbox(
          trx,
          CardVideoMessagesQueue,
          { name: 'set', data: handOver },
          {
            id: `card-video-${id}`,
          },
        );
      }
      return row;
    });
  }

  /** A failed run: `final` fails the job, otherwise it waits for its retry with the reason kept. */
  async fail(id: string, reason: string, final: boolean): Promise<VideoJobRow | undefined> {
    return this.db
      .updateTable('video_job')
      .set({
        status: final ? 'failed' : 'queued',
        progress: 0,
        error: reason,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'rendering'])
      .returningAll()
      .executeTakeFirst();
  }

  /** A run handed back (worker stopping): queued again for the next worker. */
  async requeue(id: string): Promise<VideoJobRow | undefined> {
    return this.db
      .updateTable('video_job')
      .set({ status: 'queued', progress: 0, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'rendering')
      .returningAll()
      .executeTakeFirst();
  }

  /** Every unfinished job from the last day: the reconciler puts back those Redis lost. */
  async unfinishedSince(since: Date): Promise<{ id: string; priority: number }[]> {
    const rows = await this.db
      .selectFrom('video_job')
      .select(['id', 'queue_priority'])
      .where('status', 'in', ['queued', 'rendering'])
      .where('created_at', '>', since)
      .execute();
    return rows.map((row) => ({ id: row.id, priority: row.queue_priority }));
  }

  /**
   * Those of `blobIds` an unfinished job still reads (its upload, voice or card front): the
   * reclaimer keeps them however long the job waits.
   */
  async referencedBlobs(blobIds: string[]): Promise<string[]> {
    if (blobIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('video_job')
      .select(['upload_blob_id', 'voice_blob_id', 'front_blob_id'])
      .where('status', 'in', ['queued', 'rendering'])
      .execute();
    const wanted = new Set(blobIds);
    return rows
      .flatMap((row) => [row.upload_blob_id, row.voice_blob_id, row.front_blob_id])
      .filter((id): id is string => id !== null && wanted.has(id));
  }
}
