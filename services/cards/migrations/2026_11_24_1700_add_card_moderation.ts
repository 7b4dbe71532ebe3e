import { sql, type Kysely } from 'kysely';

/** Admins hide cards from trending and their public page; recipients report cards to them. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card').addColumn('hidden_at', 'timestamptz').execute();
  await db.schema
    .createTable('card_report')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('card.id').onDelete('cascade'))
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addUniqueConstraint('card_report_once_per_reporter', ['card_id', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('card_report_open_idx')
    .on('card_report')
    .column('created_at')
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_report').execute();
  await db.schema.alterTable('card').dropColumn('hidden_at').execute();
}
