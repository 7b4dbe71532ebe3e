import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A social delivery handed over by the cards service: its share id, one delivery per share.
  await db.schema
    .alterTable('delivery')
    .addColumn('share_id', 'text', (c) => c.unique())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('delivery').dropColumn('share_id').execute();
}
