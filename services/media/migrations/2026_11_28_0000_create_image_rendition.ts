import type { Kysely } from 'kysely';

/**
 * The downscaled copy renders draw an uploaded image from. `rendition_blob_id` equals
 * `source_blob_id` when the original is small enough to draw as it is. The row dies with its
 * source; its rendition blob, then linked by nothing, is swept by the reclaim.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('image_rendition')
    .addColumn('source_blob_id', 'text', (col) =>
      col.primaryKey().references('blob.id').onDelete('cascade'),
    )
    .addColumn('rendition_blob_id', 'text', (col) =>
      col.notNull().references('blob.id').onDelete('cascade'),
    )
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(db.fn('now')))
    .execute();
  await db.schema
    .createIndex('image_rendition_rendition_idx')
    .on('image_rendition')
    .column('rendition_blob_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_rendition').execute();
}
