import { sql, type Kysely } from 'kysely';

/**
 * Every card gets the secret its edit links carry: 43 base64url characters from two random UUIDs
 * (244 random bits). A volatile default is evaluated per row, so existing cards get their own
 * token when the column is added, and cards inserted later get one without the insert naming it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('card')
    .addColumn('edit_token', 'text', (c) =>
      c
        .notNull()
        .defaultTo(
          sql`translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`,
        ),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card').dropColumn('edit_token').execute();
}
