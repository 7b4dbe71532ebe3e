import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A delivery by post is written with the instant its order goes to the printer; its order is
  // made after the commit (by the API, else by the worker's `order-print` job), never inside it.
  await db.schema.alterTable('delivery').addColumn('print_submit_after', 'timestamptz').execute();
  await db.schema
    .createIndex('delivery_awaiting_print_order')
    .on('delivery')
    .column('created_at')
    .where(sql<boolean>`method = 'physical' and status = 'scheduled' and print_order_id is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('delivery_awaiting_print_order').execute();
  await db.schema.alterTable('delivery').dropColumn('print_submit_after').execute();
}
