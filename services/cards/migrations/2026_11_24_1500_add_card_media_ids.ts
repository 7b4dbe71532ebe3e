import { sql, type Kysely } from 'kysely';

/**
 * The media blobs a card links to (`/api/media/{id}` anywhere in its elements, audio or video),
 * kept by Postgres itself as a generated column so every writer of the card table (saves,
 * copies, collaboration, future fields) keeps it right without remembering to. The media
 * service asks for it before it reclaims a blob (`POST /internal/media-references`).
 *
 * The function is schema-qualified: a generated column must not depend on the search path.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function cards.media_ids_in(content text) returns text[]
    language sql immutable parallel safe
    return array(
      select distinct match[1]
      from regexp_matches(content, '/api/media/([A-Za-z0-9_-]{10,64})', 'g') as match
    )
  `.execute(db);
  await sql`
    alter table cards.card add column media_ids text[] generated always as (
      cards.media_ids_in(
        elements::text || ' ' || coalesce(audio_url, '') || ' ' || coalesce(video_url, '')
      )
    ) stored
  `.execute(db);
  await db.schema
    .createIndex('card_media_ids_idx')
    .on('card')
    .using('gin')
    .column('media_ids')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card').dropColumn('media_ids').execute();
  await sql`drop function cards.media_ids_in(text)`.execute(db);
}
