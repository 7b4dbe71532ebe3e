import { sql, type Kysely } from 'kysely';

/**
 * Sharing and engagement. A card becomes public (listed in trending) once a share link is made
 * or it is shared socially. Example cards are public from the start and belong to no visitor,
 * hence the nullable owner.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('card')
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_example', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .alterColumn('owner_id', (c) => c.dropNotNull())
    .execute();
  // Trending tops its list up with the newest public cards.
  await db.schema
    .createIndex('card_public_published_idx')
    .on('card')
    .column('published_at desc')
    .where(sql<boolean>`is_public and deleted_at is null`)
    .execute();

  await db.schema
    .createTable('card_like')
    .addColumn('card_id', 'text', (c) => c.notNull().references('card.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('card_like_pk', ['card_id', 'visitor_id'])
    .execute();
  // Trending reads only the last days of likes and views.
  await db.schema
    .createIndex('card_like_created_idx')
    .on('card_like')
    .columns(['created_at', 'card_id'])
    .execute();

  await db.schema
    .createTable('card_view')
    .addColumn('card_id', 'text', (c) => c.notNull().references('card.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    // The UTC day: a visitor's views of a card count once per day.
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('card_view_pk', ['card_id', 'day', 'visitor_id'])
    .execute();
  await db.schema
    .createIndex('card_view_created_idx')
    .on('card_view')
    .columns(['created_at', 'card_id'])
    .execute();

  await db.schema
    .createTable('social_share')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('card.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('scheduled_for', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('social_share_visitor_created_idx')
    .on('social_share')
    .columns(['visitor_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('social_share_card_idx')
    .on('social_share')
    .column('card_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('social_share').execute();
  await db.schema.dropTable('card_view').execute();
  await db.schema.dropTable('card_like').execute();
  await db.schema.dropIndex('card_public_published_idx').execute();
  await db.deleteFrom('card').where('owner_id', 'is', null).execute();
  await db.schema
    .alterTable('card')
    .dropColumn('is_public')
    .dropColumn('is_example')
    .dropColumn('published_at')
    .alterColumn('owner_id', (c) => c.setNotNull())
    .execute();
}
