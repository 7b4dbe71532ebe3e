import { sql, type Kysely } from 'kysely';

/**
 * The admin's lists at a million cards (bench/scale): the card list newest first read every
 * live card to sort it (1.2 s), and the Users section grouped them all by owner (2.2 s). These
 * indexes hand both their first rows in order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('card_admin_list_idx')
    .on('card')
    .columns(['created_at desc', 'id desc'])
    .where(sql<boolean>`deleted_at is null and not is_example`)
    .execute();
  await db.schema
    .createIndex('card_owner_activity_idx')
    .on('card')
    .columns(['updated_at desc', 'id desc'])
    .where(sql<boolean>`deleted_at is null and not is_example and owner_id is not null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('card_owner_activity_idx').execute();
  await db.schema.dropIndex('card_admin_list_idx').execute();
}
