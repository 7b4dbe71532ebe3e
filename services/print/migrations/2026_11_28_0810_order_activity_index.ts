import type { Kysely } from 'kysely';

/** The admin's Users section reads the owners whose orders changed last, newest first. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('print_order_activity_idx')
    .on('print_order')
    .columns(['updated_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('print_order_activity_idx').execute();
}
