import type { Kysely } from 'kysely';

/**
 * The blob holding the card's front a render draws: cards draws it when the video is asked for
 * and media keeps it, so the render worker reads its own store instead of calling cards. Null on
 * jobs asked for before; such a job still waiting fails with a sentence asking to make it again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('video_job').addColumn('front_blob_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('video_job').dropColumn('front_blob_id').execute();
}
