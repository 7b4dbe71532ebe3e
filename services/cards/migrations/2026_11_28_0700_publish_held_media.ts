import { sql, type Kysely } from 'kysely';

/**
 * Cards tells media which blobs each card holds (`blob-references` events through the outbox,
 * src/media-references/). `card_media_sequence` numbers a card's events: raised after the card's
 * row is locked, so a later event of one card always has a higher number. The thank-you's photo and
 * voice note are kept on the delivery so they can be published again. A row of
 * `blob_reference_backfill` says every card's set was published once (the backfill is done).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card_media_sequence')
    .addColumn('card_id', 'text', (c) => c.primaryKey())
    .addColumn('sequence', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('group_delivery')
    .addColumn('thanks_media_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await db.schema
    .createTable('blob_reference_backfill')
    .addColumn('run', 'text', (c) => c.primaryKey())
    .addColumn('holders', 'integer', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blob_reference_backfill').execute();
  await db.schema.alterTable('group_delivery').dropColumn('thanks_media_ids').execute();
  await db.schema.dropTable('card_media_sequence').execute();
}
