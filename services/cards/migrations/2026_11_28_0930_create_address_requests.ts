import { sql, type Kysely } from 'kysely';

/**
 * Addresses by link (issue 35 item 5): a card's organiser asks someone for a postal address by a
 * personal link. Only the link's sha256 is kept (a leaked table opens no link); the address is
 * the print form's fields as JSON, read by the organiser only. Rows go with their card.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('address_request')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('card.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('email', 'text')
    .addColumn('asker_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('received_at', 'timestamptz')
    .addColumn('address', 'jsonb')
    .addColumn('writes_window_started_at', 'timestamptz')
    .addColumn('writes_in_window', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('address_request_card_idx')
    .on('address_request')
    .columns(['card_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('address_request').execute();
}
