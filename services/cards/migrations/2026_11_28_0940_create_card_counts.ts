import { KEPT_COUNT_TRIGGER_EVENTS, schemaOfTable } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';

/**
 * Live cards counted as they are written, for the admin dashboard (cards, and owners with at
 * least one) and the Users section (cards per owner): counting them at read time walked every
 * entry of card_owner_live_idx, 535 ms p95 at a million cards (bench/scale). A live card is one
 * not deleted, not an example, with an owner (what countOwned counted).
 *
 * Statement triggers with transition tables keep `card_owner_count` (one row per owner that ever
 * had a live card; an owner counts while `cards > 0`) and the one `card_count` row in the same
 * transaction as every write of the card table, whichever code or bulk statement makes it
 * (inserts, soft deletes, sign-in claims, erasure, seed:scale), so the figures are exact. A
 * statement that changes no live card (an edit) touches neither table, so saves do not queue on
 * the single totals row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card_owner_count')
    .addColumn('owner_id', 'text', (c) => c.primaryKey())
    .addColumn('cards', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('card_count')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('cards', 'integer', (c) => c.notNull())
    .addColumn('owners', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('card_count').values({ id: 1, cards: 0, owners: 0 }).execute();
  const schema = await schemaOfTable(db, 'card_count');
  const name = (object: string) => sql.id(schema, object);

  // Adds +1 per owner in `added`, -1 per owner in `removed` (grouped), and moves the totals by
  // the cards changed and the owners whose count left or reached zero.
  await sql`
    create function ${name('card_count_add')}(added text[], removed text[]) returns void
    language plpgsql set search_path = ${sql.id(schema)} as $$
    begin
      -- An edit adds and removes the same owner: nothing moves, and nothing is locked, so
      -- saves never queue on the totals row.
      if not exists (
        select 1 from (select unnest(added) as owner_id, 1 as d
                       union all select unnest(removed), -1) as change
        group by owner_id having sum(d) <> 0
      ) then return; end if;
      -- The totals row first: a transaction with two such statements for different owners
      -- then cannot deadlock with another taking the same owners' rows in the other order.
      perform 1 from card_count where id = 1 for update;
      with delta as (
        select owner_id, sum(d)::int as d
        from (select unnest(added) as owner_id, 1 as d
              union all select unnest(removed), -1) as change
        group by owner_id having sum(d) <> 0
      ), applied as (
        insert into card_owner_count as c (owner_id, cards)
        select owner_id, d from delta order by owner_id
        on conflict (owner_id) do update set cards = c.cards + excluded.cards
        returning c.owner_id, c.cards
      ), moved as (
        select coalesce(sum(delta.d), 0)::int as cards,
          (count(*) filter (where applied.cards > 0 and applied.cards - delta.d <= 0)
            - count(*) filter (where applied.cards <= 0 and applied.cards - delta.d > 0))::int
            as owners
        from applied join delta using (owner_id)
      )
      update card_count set cards = card_count.cards + moved.cards,
        owners = card_count.owners + moved.owners
      from moved where moved.cards <> 0 or moved.owners <> 0;
    end $$`.execute(db);
  await sql`
    create function ${name('card_count_apply')}() returns trigger
    language plpgsql set search_path = ${sql.id(schema)} as $$
    begin
      -- Each branch names only the transition tables its event has.
      if tg_op = 'INSERT' then
        perform card_count_add(array(select owner_id from new_rows
          where deleted_at is null and not is_example and owner_id is not null), '{}');
      elsif tg_op = 'DELETE' then
        perform card_count_add('{}', array(select owner_id from old_rows
          where deleted_at is null and not is_example and owner_id is not null));
      else
        perform card_count_add(
          array(select owner_id from new_rows
            where deleted_at is null and not is_example and owner_id is not null),
          array(select owner_id from old_rows
            where deleted_at is null and not is_example and owner_id is not null));
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of KEPT_COUNT_TRIGGER_EVENTS) {
    await sql`create trigger ${sql.id(`card_count_${event}`)} after ${sql.raw(event)}
      on ${name('card')} referencing ${tables}
      for each statement execute function ${name('card_count_apply')}()`.execute(db);
  }
  await sql`select ${name('card_count_add')}(array(
      select owner_id from ${name('card')}
      where deleted_at is null and not is_example and owner_id is not null), '{}')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const schema = await schemaOfTable(db, 'card_count');
  for (const [event] of KEPT_COUNT_TRIGGER_EVENTS) {
    await sql`drop trigger ${sql.id(`card_count_${event}`)} on ${sql.id(schema, 'card')}`.execute(
      db,
    );
  }
  await sql`drop function ${sql.id(schema, 'card_count_apply')}()`.execute(db);
  await sql`drop function ${sql.id(schema, 'card_count_add')}(text[], text[])`.execute(db);
  await db.schema.dropTable('card_count').execute();
  await db.schema.dropTable('card_owner_count').execute();
}
