import type { Kysely } from 'kysely';

/**
 * The admin's order list pages by cursor, newest first (`created_at desc, id desc`): each page,
 * the 500th as the first, starts in one of these indexes instead of reading the orders before it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('print_order_admin_list_idx')
    .on('print_order')
    .columns(['created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('print_order_admin_status_idx')
    .on('print_order')
    .columns(['status', 'created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('print_order_admin_status_idx').execute();
  await db.schema.dropIndex('print_order_admin_list_idx').execute();
}
