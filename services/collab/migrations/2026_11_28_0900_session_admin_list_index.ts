import { sql, type Kysely } from 'kysely';

/**
 * The admin's session list shows live sessions first, then the most recently active: this index
 * holds that order (`status = 'inactive'`, then `last_active desc`), so the first page is read
 * from it instead of sorting every session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('session_admin_list_idx')
    .on('session')
    .expression(sql`(status = 'inactive'), last_active desc, id`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('session_admin_list_idx').execute();
}
