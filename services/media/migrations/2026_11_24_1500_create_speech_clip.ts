import type { Kysely } from 'kysely';

/**
 * One row per (provider, voice, text) already synthesised, so the same words are voiced once. The
 * row dies with its blob: when unused blobs are swept, their cache entries go too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('speech_clip')
    .addColumn('cache_key', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('voice', 'text', (col) => col.notNull())
    .addColumn('blob_id', 'text', (col) => col.notNull().references('blob.id').onDelete('cascade'))
    .addColumn('duration_seconds', 'real', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(db.fn('now')))
    .execute();
  await db.schema.createIndex('speech_clip_blob_idx').on('speech_clip').column('blob_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('speech_clip').execute();
}
