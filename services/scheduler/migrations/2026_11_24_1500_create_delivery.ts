import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_visitor_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('card_title', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('delivery_time', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('deliver_at', 'timestamptz', (c) => c.notNull())
    .addColumn('time_adjustment', 'text', (c) => c.notNull())
    .addColumn('recipient', 'jsonb', (c) => c.notNull())
    .addColumn('personal_message', 'text', (c) => c.notNull())
    .addColumn('occasion', 'text')
    .addColumn('recurring', 'boolean', (c) => c.notNull())
    .addColumn('sender_email', 'text')
    .addColumn('reminder_enabled', 'boolean', (c) => c.notNull())
    .addColumn('reminder_days', 'jsonb', (c) => c.notNull())
    .addColumn('reminder_time', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('opened_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('previous_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('delivery_owner_idx')
    .on('delivery')
    .columns(['owner_visitor_id', 'created_at'])
    .execute();
  // The reconciler's scan: rows still waiting to be sent, by instant.
  await db.schema
    .createIndex('delivery_pending_idx')
    .on('delivery')
    .column('deliver_at')
    .where(sql.ref('status'), 'in', sql`('scheduled', 'sending')`)
    .execute();
  await db.schema
    .createTable('outbox_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('delivery_id', 'text')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('html', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A delivery's message is kept once per channel, however often its job runs.
  await db.schema
    .createIndex('outbox_message_delivery_idx')
    .on('outbox_message')
    .columns(['delivery_id', 'channel'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_message').execute();
  await db.schema.dropTable('delivery').execute();
}
