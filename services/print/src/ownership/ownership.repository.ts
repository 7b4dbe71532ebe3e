import type { OwnerActivity } from '@cardsmith/contracts';
import type { OwnershipStore } from '@cardsmith/service-kit';
import { after, recentOwnerActivity, timestampKey } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';
import type { PrintDb } from '../db/database.js';

/** A visitor's print orders, moved to an account at sign-in and counted per owner for the admin. */
export class PrintOwnershipRepository implements OwnershipStore {
  constructor(private readonly db: Kysely<PrintDb>) {}

  async claim(fromOwnerId: string, toOwnerId: string): Promise<number> {
    const result = await this.db
      .updateTable('print_order')
      .set({ owner_visitor_id: toOwnerId })
      .where('owner_visitor_id', '=', fromOwnerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  readonly counting = {
    counts: async (ownerIds: readonly string[]): Promise<Record<string, number>> => {
      const rows = await this.db
        .selectFrom('print_order')
        .select(['owner_visitor_id', sql<number>`count(*)::int`.as('count')])
        // One array parameter: hundreds of IN parameters cost more to send and plan than to read.
        .where('owner_visitor_id', '=', (eb) => eb.fn.any(eb.val([...ownerIds])))
        .groupBy('owner_visitor_id')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.owner_visitor_id, row.count]));
    },
    recentOwners: (limit: number): Promise<OwnerActivity[]> =>
      recentOwnerActivity(
        async (position, size) => {
          // print_order_activity_idx: the orders by last change, newest first, each with its
          // owner's orders counted (print_order_owner_idx) in the same statement.
          const rows = await this.db
            .selectFrom('print_order')
            .select((eb) => [
              'owner_visitor_id',
              'updated_at',
              'id',
              timestampKey('updated_at').as('at_key'),
              eb
                .selectFrom('print_order as owned')
                .select(sql<number>`count(*)::int`.as('n'))
                .whereRef('owned.owner_visitor_id', '=', 'print_order.owner_visitor_id')
                .$asScalar()
                .as('count'),
            ])
            .$if(position !== undefined, (qb) => qb.where(after('updated_at', 'id', position!)))
            .orderBy('updated_at', 'desc')
            .orderBy('id', 'desc')
            .limit(size)
            .execute();
          return rows.map((row) => ({
            ownerId: row.owner_visitor_id,
            at: row.updated_at,
            position: { at: row.at_key, id: row.id },
            count: row.count ?? 0,
          }));
        },
        (ownerIds) => this.counting.counts(ownerIds),
        limit,
      ),
  };
}
