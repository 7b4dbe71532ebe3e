import { inTransaction } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';
import type { BlobRow, MediaDb, NewBlobRow } from '../db/database.js';

export class BlobRepository {
  constructor(private readonly db: Kysely<MediaDb>) {}

  async insertPending(row: NewBlobRow): Promise<void> {
    await this.db.insertInto('blob').values(row).execute();
  }

  async insertChunk(blobId: string, seq: number, data: Buffer): Promise<void> {
    await this.db.insertInto('blob_chunk').values({ blob_id: blobId, seq, data }).execute();
  }

  async complete(id: string, bytes: number, sha256: string): Promise<BlobRow> {
    return this.db
      .updateTable('blob')
      .set({ bytes, sha256, completed_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findCompleted(id: string): Promise<BlobRow | undefined> {
    return this.db
      .selectFrom('blob')
      .selectAll()
      .where('id', '=', id)
      .where('completed_at', 'is not', null)
      .executeTakeFirst();
  }

  async chunkBytesOf(id: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('blob')
      .select('chunk_bytes')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.chunk_bytes;
  }

  /** A chunk's bytes from `from` (0-based, inclusive) to `to` (exclusive), cut in the database. */
  async readChunk(blobId: string, seq: number, from: number, to: number): Promise<Buffer> {
    const row = await this.db
      .selectFrom('blob_chunk')
      .select(sql<Buffer>`substring(data from ${from + 1} for ${to - from})`.as('part'))
      .where('blob_id', '=', blobId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!row) throw new Error(`Chunk ${seq} of blob ${blobId} is missing`);
    return row.part;
  }

  /** Finished blobs whose bytes are still in `blob_chunk` rows, in id order after `afterId`. */
  async findStoredInRows(afterId: string, limit: number): Promise<BlobRow[]> {
    return this.db
      .selectFrom('blob')
      .selectAll()
      .where('storage', '=', 'postgres')
      .where('completed_at', 'is not', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The blob's bytes are now in the bucket: its rows' copy goes in the same transaction. */
  async markStoredInBucket(id: string): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.updateTable('blob').set({ storage: 's3' }).where('id', '=', id).execute();
      await trx.deleteFrom('blob_chunk').where('blob_id', '=', id).execute();
    });
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('blob').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** Files and bytes stored by a visitor or from an address since `cutoff`, finished or not. */
  async usageSince(
    column: 'owner_visitor_id' | 'uploader_ip',
    value: string,
    cutoff: Date,
  ): Promise<{ files: number; bytes: number }> {
    const row = await this.db
      .selectFrom('blob')
      .select([sql<string>`count(*)`.as('files'), sql<string>`coalesce(sum(bytes), 0)`.as('bytes')])
      .where(column, '=', value)
      .where('created_at', '>=', cutoff)
      .executeTakeFirstOrThrow();
    return { files: Number(row.files), bytes: Number(row.bytes) };
  }

  /** Uploads cut off by a crash leave incomplete rows behind; chunks go with them (cascade). */
  async deleteIncompleteBefore(cutoff: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('blob')
      .where('completed_at', 'is', null)
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Finished blobs stored before `cutoff`, in id order after `afterId`: one page of a sweep. */
  async findStoredBefore(cutoff: Date, afterId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('blob')
      .select('id')
      .where('completed_at', 'is not', null)
      .where('created_at', '<', cutoff)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Deletes these blobs (chunks go with them), each only if it is still older than `cutoff`. */
  async deleteStoredBefore(ids: readonly string[], cutoff: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .deleteFrom('blob')
      .where('id', 'in', [...ids])
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
