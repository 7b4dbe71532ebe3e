import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A delivery by post: the print service's order that prints and posts it.
  await db.schema
    .alterTable('delivery')
    .addColumn('print_order_id', 'uuid', (c) => c.unique())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('delivery').dropColumn('print_order_id').execute();
}
