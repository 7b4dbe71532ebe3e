import type { Kysely } from 'kysely';

/** The video card form's occasion and music (spec 001 §3), kept with each video card. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('video_job')
    .addColumn('occasion', 'text')
    // Rows from before the choice existed were rendered with their template's music.
    .addColumn('music', 'text', (col) => col.notNull().defaultTo('template'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('video_job').dropColumn('occasion').dropColumn('music').execute();
}
