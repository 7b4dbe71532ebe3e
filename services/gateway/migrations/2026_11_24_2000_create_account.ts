import { sql, type Kysely } from 'kysely';

/**
 * Accounts (magic-link sign-in). Links and device sessions keep only the SHA-256 of their random
 * tokens; `account_visitor` remembers which anonymous visitors signed in to which account, and
 * whether their work has been moved yet (a service that was down is asked again later).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_sign_in_at', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('sign_in_link')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('account_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('account_session_account_idx')
    .on('account_session')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('account_visitor')
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('signed_in_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addPrimaryKeyConstraint('account_visitor_pk', ['account_id', 'visitor_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_visitor').execute();
  await db.schema.dropTable('account_session').execute();
  await db.schema.dropTable('sign_in_link').execute();
  await db.schema.dropTable('account').execute();
}
