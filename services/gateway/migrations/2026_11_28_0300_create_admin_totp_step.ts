import type { Kysely } from 'kysely';

/**
 * The last TOTP step the admin signed in with, per second-factor secret (its fingerprint), so a
 * code seen over a shoulder or in a proxy log cannot be used again within its 90 s of validity.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_totp_step')
    .addColumn('secret_id', 'text', (c) => c.primaryKey())
    .addColumn('last_step', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_totp_step').execute();
}
