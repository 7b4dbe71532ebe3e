import { sql, type Kysely } from 'kysely';

/**
 * Trending reads stored scores: computing them sums a week of likes and views (16.5 s over the
 * 3 million events of a million cards, bench/scale), so a refresh writes the top cards here at
 * most once a minute (TRENDING_MAX_AGE_MS) and every visit reads them by `trending_score_rank_idx`.
 * `trending_refresh` says when the scores were last computed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trending_score')
    .addColumn('card_id', 'text', (c) => c.primaryKey().references('card.id').onDelete('cascade'))
    .addColumn('score', 'float8', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trending_score_rank_idx')
    .on('trending_score')
    .columns(['score desc', 'likes desc'])
    .execute();
  await db.schema
    .createTable('trending_refresh')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('refreshed_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trending_refresh').execute();
  await db.schema.dropTable('trending_score').execute();
}
