import { sql, type Kysely } from 'kysely';

/**
 * Group cards (issue 35): invitations with personal sign links, the signatures that make a group
 * card's inside, the card's delivery instant as the scheduler reports it (signing closes then),
 * and the recipient's one thank-you.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('group_invite')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('card.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('opened_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_reminded_at', 'timestamptz')
    .addColumn('writes_window_started_at', 'timestamptz')
    .addColumn('writes_in_window', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('group_invite_card_email', ['card_id', 'email'])
    .execute();
  await db.schema
    .createTable('group_signature')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('card.id').onDelete('cascade'))
    .addColumn('invite_id', 'text', (c) =>
      c.notNull().unique().references('group_invite.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('voice_url', 'text')
    .addColumn('sticker', 'text')
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('group_signature_card')
    .on('group_signature')
    .columns(['card_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('group_delivery')
    .addColumn('card_id', 'text', (c) => c.primaryKey().references('card.id').onDelete('cascade'))
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('deliver_at', 'timestamptz')
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('delivery_token_hash', 'text', (c) => c.notNull())
    .addColumn('thanked_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_delivery').execute();
  await db.schema.dropTable('group_signature').execute();
  await db.schema.dropTable('group_invite').execute();
}
