import type { Kysely } from 'kysely';

/**
 * A print order for a delivery scheduled by post: the scheduler's delivery it belongs to (one
 * order per delivery) and the instant before which it is not handed to the vendor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('print_order')
    .addColumn('delivery_id', 'uuid', (c) => c.unique())
    .addColumn('submit_after', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('print_order')
    .dropColumn('delivery_id')
    .dropColumn('submit_after')
    .execute();
}
