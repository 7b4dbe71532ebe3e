import type { OwnershipStore } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { MediaDb } from '../db/database.js';

/**
 * A visitor's uploads and recordings, moved to an account at sign-in, so the account's upload
 * quota counts what it stored before signing in too.
 */
export class MediaOwnershipRepository implements OwnershipStore {
  constructor(private readonly db: Kysely<MediaDb>) {}

  async claim(fromOwnerId: string, toOwnerId: string): Promise<number> {
    const result = await this.db
      .updateTable('blob')
      .set({ owner_visitor_id: toOwnerId })
      .where('owner_visitor_id', '=', fromOwnerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
