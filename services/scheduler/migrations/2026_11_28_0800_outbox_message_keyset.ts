import type { Kysely } from 'kysely';

/**
 * The admin's outbox pages by cursor per channel, newest first (`created_at desc, id desc`):
 * each page starts in this index instead of reading the messages before it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('outbox_message_admin_list_idx')
    .on('outbox_message')
    .columns(['channel', 'created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_message_admin_list_idx').execute();
}
