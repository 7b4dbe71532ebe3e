import { sql, type Kysely } from 'kysely';

/**
 * The order's emails (paid, shipped), written in the same transaction as the status change that
 * calls for them and sent by the worker, so a crash between the two neither loses nor adds one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('print_email')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('order_id', 'uuid', (c) =>
      c.notNull().references('print_order.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    // 'smtp' or 'outbox': which of the scheduler's channels took it.
    .addColumn('channel', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // One email of each kind per order, however often a status is re-entered (failed → paid).
    .addUniqueConstraint('print_email_order_kind_key', ['order_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('print_email_unsent_idx')
    .on('print_email')
    .column('created_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('print_email').execute();
}
