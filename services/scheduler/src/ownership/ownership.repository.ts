import type { OwnershipStore } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { SchedulerDb } from '../db/database.js';

/** A visitor's scheduled deliveries, moved to an account at sign-in. */
export class SchedulerOwnershipRepository implements OwnershipStore {
  constructor(private readonly db: Kysely<SchedulerDb>) {}

  async claim(fromOwnerId: string, toOwnerId: string): Promise<number> {
    const result = await this.db
      .updateTable('delivery')
      .set({ owner_visitor_id: toOwnerId })
      .where('owner_visitor_id', '=', fromOwnerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
