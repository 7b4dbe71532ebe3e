import type { Kysely } from 'kysely';

/**
 * What the video catalog shows of an uploaded video template, measured with ffmpeg when the upload
 * is accepted: a still of the clip (a blob of this service) and the clip's length in seconds.
 * Null for image templates.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploaded_template')
    .addColumn('poster_blob_id', 'text', (col) => col.references('blob.id'))
    .addColumn('duration_seconds', 'real')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploaded_template')
    .dropColumn('poster_blob_id')
    .dropColumn('duration_seconds')
    .execute();
}
