import type { Kysely } from 'kysely';

/**
 * A card page's counts from the indexes alone (bench/scale's card page: 54 ms p95 at a million
 * cards). Views and likes since a date were read from the tables, one heap block per row: 2,088
 * blocks for a card viewed 2,173 times. By card then time, with what counts a like carried in
 * the index, every count of the page is an index-only scan. The indexes by time then card stay:
 * trending reads the last days of every card.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('card_view_card_created_idx')
    .on('card_view')
    .columns(['card_id', 'created_at'])
    .execute();
  // A like counts once per network (or visitor): both are in the index, after the key.
  await db.schema
    .createIndex('card_like_card_created_idx')
    .on('card_like')
    .columns(['card_id', 'created_at', 'network', 'visitor_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('card_like_card_created_idx').execute();
  await db.schema.dropIndex('card_view_card_created_idx').execute();
}
