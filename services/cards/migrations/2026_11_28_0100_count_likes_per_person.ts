import { sql, type Kysely } from 'kysely';

/**
 * Likes and views remember the client's network, so a card's likes count once per network and
 * trending weighs networks rather than cookies; a like remembers whether its visitor was already
 * known (`established`), since a cookie minted seconds before is what a script uses. Older rows
 * have no network (each counts on its own) and count as established.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('card_like')
    .addColumn('network', 'text')
    .addColumn('established', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.alterTable('card_view').addColumn('network', 'text').execute();
  await db.schema
    .createTable('visitor_seen')
    .addColumn('visitor_id', 'text', (c) => c.primaryKey())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visitor_seen').execute();
  await db.schema.alterTable('card_view').dropColumn('network').execute();
  await db.schema.alterTable('card_like').dropColumn('established').dropColumn('network').execute();
}
