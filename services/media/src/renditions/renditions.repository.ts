import type { Kysely } from 'kysely';
import type { MediaDb } from '../db/database.js';

export interface Rendition {
  renditionBlobId: string;
  width: number;
  height: number;
}

/** The `image_rendition` rows: which blob a render draws for an uploaded image. */
export class RenditionsRepository {
  constructor(private readonly db: Kysely<MediaDb>) {}

  async find(sourceBlobId: string): Promise<Rendition | undefined> {
    const row = await this.db
      .selectFrom('image_rendition')
      .select(['rendition_blob_id', 'width', 'height'])
      .where('source_blob_id', '=', sourceBlobId)
      .executeTakeFirst();
    return row && { renditionBlobId: row.rendition_blob_id, width: row.width, height: row.height };
  }

  /** Records a rendition; false when another request recorded one for the source first. */
  async insert(sourceBlobId: string, rendition: Rendition): Promise<boolean> {
    const result = await this.db
      .insertInto('image_rendition')
      .values({
        source_blob_id: sourceBlobId,
        rendition_blob_id: rendition.renditionBlobId,
        width: rendition.width,
        height: rendition.height,
      })
      .onConflict((oc) => oc.column('source_blob_id').doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /** Which of these blobs are renditions of a source still stored (the reclaim must keep them). */
  async referencedBlobs(blobIds: string[]): Promise<string[]> {
    if (blobIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('image_rendition')
      .select('rendition_blob_id')
      .where('rendition_blob_id', 'in', blobIds)
      // A small image is its own rendition: whether it stays is up to the holders of uploads.
      .whereRef('rendition_blob_id', '!=', 'source_blob_id')
      .execute();
    return rows.map((row) => row.rendition_blob_id);
  }
}
