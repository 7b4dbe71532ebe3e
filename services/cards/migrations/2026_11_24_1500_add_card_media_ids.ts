import { sql, type Kysely } from 'kysely';

/**
 * The media blobs a card links to, written with every save (`toCardColumns`), so the media
 * service can ask which blobs are still needed before it reclaims one
 * (`POST /internal/media-references`). Cards saved before this column existed get theirs here,
 * by the same pattern as `linkedMediaIds`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('card')
    .addColumn('media_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await db
    .updateTable('card')
    .set({
      media_ids: sql`array(
        select distinct found[1] from regexp_matches(
          elements::text || ' ' || coalesce(audio_url, '') || ' ' || coalesce(video_url, ''),
          '/api/media/([A-Za-z0-9_-]{10,64})', 'g'
        ) as found
      )`,
    })
    .execute();
  await db.schema
    .createIndex('card_media_ids_idx')
    .on('card')
    .using('gin')
    .column('media_ids')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card').dropColumn('media_ids').execute();
}
