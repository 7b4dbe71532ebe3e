import { sql, type Kysely } from 'kysely';

/**
 * Per card and client id, the highest operation seq a saved room took. Redis forgets a room's
 * seqs ten minutes after it empties; a client that resends its pending operations later must
 * still find them settled, or a text splice would be applied twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('client_ack')
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('acked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('client_ack_pkey', ['card_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('client_ack_acked_at_idx')
    .on('client_ack')
    .column('acked_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('client_ack').execute();
}
