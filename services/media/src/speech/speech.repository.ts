import type { Kysely } from 'kysely';
import type { MediaDb } from '../db/database.js';

export interface SpeechClip {
  blobId: string;
  durationSeconds: number;
}

export class SpeechRepository {
  constructor(private readonly db: Kysely<MediaDb>) {}

  /** The clip cached under `cacheKey`, only while its blob is complete. */
  async find(cacheKey: string): Promise<SpeechClip | undefined> {
    const row = await this.db
      .selectFrom('speech_clip')
      .innerJoin('blob', 'blob.id', 'speech_clip.blob_id')
      .select(['speech_clip.blob_id', 'speech_clip.duration_seconds'])
      .where('speech_clip.cache_key', '=', cacheKey)
      .where('blob.completed_at', 'is not', null)
      .executeTakeFirst();
    return row && { blobId: row.blob_id, durationSeconds: row.duration_seconds };
  }

  /**
   * Records a new clip; when another request voiced the same text first, its clip wins and is
   * returned, so every caller hands out one URL.
   */
  async save(
    clip: SpeechClip & { cacheKey: string; provider: string; voice: string },
  ): Promise<SpeechClip> {
    const row = await this.db
      .insertInto('speech_clip')
      .values({
        cache_key: clip.cacheKey,
        provider: clip.provider,
        voice: clip.voice,
        blob_id: clip.blobId,
        duration_seconds: clip.durationSeconds,
      })
      .onConflict((oc) =>
        oc.column('cache_key').doUpdateSet((eb) => ({ cache_key: eb.ref('excluded.cache_key') })),
      )
      .returning(['blob_id', 'duration_seconds'])
      .executeTakeFirstOrThrow();
    return { blobId: row.blob_id, durationSeconds: row.duration_seconds };
  }
}
