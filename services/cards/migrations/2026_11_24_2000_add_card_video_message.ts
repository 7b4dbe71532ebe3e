import { sql, type Kysely } from 'kysely';

/**
 * A card's rendered video (`{ videoUrl, posterUrl, durationSeconds }`), set by the media
 * service's render worker. Its blobs are listed apart from `media_ids` because a save rewrites
 * `media_ids` from the fields the editor sends, which never carry the video.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('card')
    .addColumn('video_message', 'jsonb')
    .addColumn('video_media_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await db.schema
    .createIndex('card_video_media_ids_idx')
    .on('card')
    .using('gin')
    .column('video_media_ids')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('card')
    .dropColumn('video_media_ids')
    .dropColumn('video_message')
    .execute();
}
