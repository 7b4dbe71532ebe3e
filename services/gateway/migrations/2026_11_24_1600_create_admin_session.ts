import { sql, type Kysely } from 'kysely';

/** Signed-in admins: the cookie holds a random token, this table only its SHA-256. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_session').execute();
}
