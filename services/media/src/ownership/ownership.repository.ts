import type { OwnershipStore } from '@cardsmith/service-kit';
import { inTransaction } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { MediaDb } from '../db/database.js';

/**
 * A visitor's uploads, recordings and video jobs, moved to an account at sign-in, so the account's
 * upload quota counts what it stored before signing in too and it still sees its videos' progress.
 */
export class MediaOwnershipRepository implements OwnershipStore {
  constructor(private readonly db: Kysely<MediaDb>) {}

  async claim(fromOwnerId: string, toOwnerId: string): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const blobs = await trx
        .updateTable('blob')
        .set({ owner_visitor_id: toOwnerId })
        .where('owner_visitor_id', '=', fromOwnerId)
        .executeTakeFirst();
      const jobs = await trx
        .updateTable('video_job')
        .set({ visitor_id: toOwnerId })
        .where('visitor_id', '=', fromOwnerId)
        .executeTakeFirst();
      return Number(blobs.numUpdatedRows + jobs.numUpdatedRows);
    });
  }
}
