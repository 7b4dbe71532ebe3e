import { sql, type Kysely } from 'kysely';

/** People invited by email to edit a card, listed as pending until email sending exists. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invitee')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One invitation per address and card, whatever the letter case it was typed in.
  await db.schema
    .createIndex('invitee_card_email_idx')
    .on('invitee')
    .expression(sql`card_id, lower(email)`)
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitee').execute();
}
