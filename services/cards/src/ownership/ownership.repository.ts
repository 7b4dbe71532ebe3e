import type { OwnerActivity } from '@cardsmith/contracts';
import type { OwnershipStore } from '@cardsmith/service-kit';
import { after, inTransaction, recentOwnerActivity, timestampKey } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';

/**
 * A visitor's cards and custom frames, moved to an account at sign-in; live cards counted per
 * owner for the admin's Users section (the examples belong to no one).
 */
export class CardsOwnershipRepository implements OwnershipStore {
  constructor(private readonly db: Kysely<CardsDb>) {}

  async claim(fromOwnerId: string, toOwnerId: string): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const cards = await trx
        .updateTable('card')
        .set({ owner_id: toOwnerId })
        .where('owner_id', '=', fromOwnerId)
        .executeTakeFirst();
      const frames = await trx
        .updateTable('frame')
        .set({ owner_id: toOwnerId })
        .where('owner_id', '=', fromOwnerId)
        .executeTakeFirst();
      return Number(cards.numUpdatedRows) + Number(frames.numUpdatedRows);
    });
  }

  private liveCards() {
    return this.db
      .selectFrom('card')
      .where('deleted_at', 'is', null)
      .where('is_example', '=', false)
      .where('owner_id', 'is not', null);
  }

  readonly counting = {
    // Kept per owner by the card table's triggers (migration create_card_counts).
    counts: async (ownerIds: readonly string[]): Promise<Record<string, number>> => {
      if (ownerIds.length === 0) return {};
      const rows = await this.db
        .selectFrom('card_owner_count')
        .select(['owner_id', 'cards'])
        // One array parameter: hundreds of IN parameters cost more to send and plan than to read.
        .where('owner_id', '=', (eb) => eb.fn.any(eb.val([...ownerIds])))
        .where('cards', '>', 0)
        .execute();
      return Object.fromEntries(rows.map((row) => [row.owner_id, row.cards]));
    },
    recentOwners: (limit: number): Promise<OwnerActivity[]> =>
      recentOwnerActivity(
        async (position, size) => {
          // card_owner_activity_idx: the live cards by last save, newest first, each with its
          // owner's kept count (read with the page: no second round trip).
          const rows = await this.liveCards()
            .select((eb) => [
              'owner_id',
              'updated_at',
              'id',
              timestampKey('updated_at').as('at_key'),
              eb
                .selectFrom('card_owner_count')
                .select('card_owner_count.cards')
                .whereRef('card_owner_count.owner_id', '=', 'card.owner_id')
                .$asScalar()
                .as('count'),
            ])
            .$if(position !== undefined, (qb) => qb.where(after('updated_at', 'id', position!)))
            .orderBy('updated_at', 'desc')
            .orderBy('id', 'desc')
            .limit(size)
            .execute();
          return rows.map((row) => ({
            ownerId: row.owner_id!,
            at: row.updated_at,
            position: { at: row.at_key, id: row.id },
            count: Math.max(row.count ?? 0, 0),
          }));
        },
        (ownerIds) => this.counting.counts(ownerIds),
        limit,
      ),
  };
}
