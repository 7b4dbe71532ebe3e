import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('delivery')
    .addColumn('sender_timezone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Rows scheduled before the sender's zone was asked for: their reminders follow the recipient's.
  await db
    .updateTable('delivery')
    .set({ sender_timezone: sql.ref('timezone') })
    .execute();

  await db.schema
    .createTable('delivery_task')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_id', 'text', (c) =>
      c.notNull().references('delivery.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('days_before', 'integer')
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One reminder per day-count and one resend per delivery, however often a job runs.
  await db.schema
    .createIndex('delivery_task_once_idx')
    .on('delivery_task')
    .columns(['delivery_id', 'kind', 'days_before'])
    .nullsNotDistinct()
    .unique()
    .execute();
  await db.schema
    .createIndex('delivery_task_pending_idx')
    .on('delivery_task')
    .column('due_at')
    .where(sql.ref('status'), 'in', sql`('scheduled', 'sending')`)
    .execute();

  // A delivery now has several messages (the card, its resend, reminders): each is kept once
  // under its own key instead of once per delivery and channel.
  await db.schema.alterTable('outbox_message').addColumn('message_key', 'text').execute();
  await db
    .updateTable('outbox_message')
    .set({ message_key: sql`channel || ':' || delivery_id` })
    .where('delivery_id', 'is not', null)
    .execute();
  await db.schema.dropIndex('outbox_message_delivery_idx').execute();
  await db.schema
    .createIndex('outbox_message_key_idx')
    .on('outbox_message')
    .column('message_key')
    .unique()
    .execute();
  await db.schema
    .createIndex('outbox_message_delivery_idx')
    .on('outbox_message')
    .column('delivery_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_message_delivery_idx').execute();
  await db.schema.dropIndex('outbox_message_key_idx').execute();
  await db
    .deleteFrom('outbox_message')
    .where('message_key', 'not like', sql`channel || ':%'`)
    .execute();
  await db.schema.alterTable('outbox_message').dropColumn('message_key').execute();
  await db.schema
    .createIndex('outbox_message_delivery_idx')
    .on('outbox_message')
    .columns(['delivery_id', 'channel'])
    .unique()
    .execute();
  await db.schema.dropTable('delivery_task').execute();
  await db.schema.alterTable('delivery').dropColumn('sender_timezone').execute();
}
