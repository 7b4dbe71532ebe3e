import { sql, type Kysely } from 'kysely';

/**
 * One row per video card render: what to render (template or uploaded clip, title, message,
 * voice), where it stands (status, progress from ffmpeg's own counter, the reason of a failure)
 * and what it produced. The row is the truth; the `video-render` job only carries its id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('video_job')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('card_id', 'text', (col) => col.notNull())
    .addColumn('visitor_id', 'text', (col) => col.notNull())
    .addColumn('template_id', 'text', (col) => col.notNull())
    .addColumn('upload_blob_id', 'text', (col) => col.references('blob.id').onDelete('set null'))
    .addColumn('voice_blob_id', 'text', (col) => col.references('blob.id').onDelete('set null'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('video_blob_id', 'text', (col) => col.references('blob.id').onDelete('set null'))
    .addColumn('poster_blob_id', 'text', (col) => col.references('blob.id').onDelete('set null'))
    .addColumn('duration_seconds', 'real')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(db.fn('now')))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(db.fn('now')))
    .execute();
  await db.schema
    .createIndex('video_job_unfinished_idx')
    .on('video_job')
    .column('created_at')
    .where(sql.ref('status'), 'in', ['queued', 'rendering'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_job').execute();
}
