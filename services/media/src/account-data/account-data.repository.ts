import type { Kysely } from 'kysely';
import type { MediaDb } from '../db/database.js';

/** The blobs and video renders of some owners, as the export and the deletion read them. */
export class MediaAccountDataRepository {
  constructor(private readonly db: Kysely<MediaDb>) {}

  /** Their finished uploads, recordings, speech and rendered videos. */
  ownedBlobs(ownerIds: readonly string[]) {
    return this.db
      .selectFrom('blob')
      .select(['id', 'kind', 'content_type', 'bytes', 'created_at'])
      .where('owner_visitor_id', 'in', [...ownerIds])
      .where('completed_at', 'is not', null)
      .orderBy('created_at')
      .execute();
  }

  /** Every blob id of theirs, finished or not (an interrupted upload is theirs too). */
  async allBlobIds(ownerIds: readonly string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom('blob')
      .select('id')
      .where('owner_visitor_id', 'in', [...ownerIds])
      .execute();
    return rows.map((row) => row.id);
  }

  /** The downscaled copies made of these blobs (they belong to no one, so ask by source). */
  async renditionsOf(sourceIds: readonly string[]): Promise<string[]> {
    if (sourceIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('image_rendition')
      .select('rendition_blob_id')
      .where('source_blob_id', 'in', [...sourceIds])
      .execute();
    return rows.map((row) => row.rendition_blob_id);
  }

  videoJobs(ownerIds: readonly string[]) {
    return this.db
      .selectFrom('video_job')
      .select([
        'id',
        'card_id',
        'template_id',
        'title',
        'message',
        'occasion',
        'music',
        'status',
        'video_blob_id',
        'duration_seconds',
        'created_at',
        'updated_at',
      ])
      .where('visitor_id', 'in', [...ownerIds])
      .orderBy('created_at')
      .execute();
  }

  /** Deletes their renders; a queued one's worker then finds no row and does nothing. */
  async deleteVideoJobs(ownerIds: readonly string[]): Promise<number> {
    const result = await this.db
      .deleteFrom('video_job')
      .where('visitor_id', 'in', [...ownerIds])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
