import { schemaOfTable } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';

/**
 * Trending's refresh kept incremental: computing every card's score each minute summed a week of
 * likes and views, 11-19 s at a million cards (bench/scale). `trending_card_score` keeps each
 * card's score with events in the window, stated at the reference time `trending_refresh.ref_at`
 * (every score decays by the same factor, so the order at any later time is the order of these
 * figures); a refresh recomputes only the cards whose events changed since the last one (named in
 * `trending_dirty` by triggers on card_like and card_view, so a like stamped in the past counts
 * too), those with events newer than the last refresh, and those with events that left the window.
 * A refresh with no reference (the first after this migration) computes every card.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trending_card_score')
    .addColumn('card_id', 'text', (c) => c.primaryKey().references('card.id').onDelete('cascade'))
    .addColumn('score_at_ref', 'float8', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trending_card_score_rank_idx')
    .on('trending_card_score')
    .columns(['score_at_ref desc', 'card_id'])
    .execute();
  await db.schema
    .createTable('trending_dirty')
    .addColumn('card_id', 'text', (c) => c.primaryKey())
    .execute();
  await db.schema.alterTable('trending_refresh').addColumn('ref_at', 'timestamptz').execute();

  // The schema is read through a row (service-kit schemaOfTable): one is written for it.
  await db.insertInto('trending_dirty').values({ card_id: '' }).execute();
  const schema = await schemaOfTable(db, 'trending_dirty');
  await db.deleteFrom('trending_dirty').execute();
  const name = (object: string) => sql.id(schema, object);

  for (const event of ['insert', 'delete'] as const) {
    const rows = event === 'insert' ? 'new_rows' : 'old_rows';
    await sql`
      create function ${name(`trending_dirty_on_${event}`)}() returns trigger
      language plpgsql set search_path = ${sql.id(schema)} as $$
      begin
        insert into trending_dirty (card_id)
        select distinct card_id from ${sql.raw(rows)} order by card_id
        on conflict do nothing;
        return null;
      end $$`.execute(db);
    for (const table of ['card_like', 'card_view']) {
      await sql`create trigger ${sql.id(`${table}_trending_dirty_${event}`)} after ${sql.raw(event)}
        on ${name(table)} referencing ${sql.raw(event === 'insert' ? 'new' : 'old')} table as ${sql.raw(rows)}
        for each statement execute function ${name(`trending_dirty_on_${event}`)}()`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const schema = await schemaOfTable(db, 'trending_refresh');
  for (const event of ['insert', 'delete']) {
    for (const table of ['card_like', 'card_view']) {
      await sql`drop trigger ${sql.id(`${table}_trending_dirty_${event}`)}
        on ${sql.id(schema, table)}`.execute(db);
    }
    await sql`drop function ${sql.id(schema, `trending_dirty_on_${event}`)}()`.execute(db);
  }
  await db.schema.alterTable('trending_refresh').dropColumn('ref_at').execute();
  await db.schema.dropTable('trending_dirty').execute();
  await db.schema.dropTable('trending_card_score').execute();
}
