import { KEPT_COUNT_TRIGGER_EVENTS, schemaOfTable } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';

/**
 * The admin dashboard's collaboration figures without reading every session (bench/scale: the
 * stats read all 10,000 sessions of a million cards and counted their cards distinct).
 *
 * Kept by statement triggers with transition tables on session, in the transaction of every
 * insert, update or delete (a session opened, ended, erased, seed:scale, any bulk statement), so
 * they are exact: `session_card_count` (sessions per card, a card counts while it has one) and
 * the one `session_totals` row (cards with a session; ended sessions and the sum of their
 * durations in seconds). A live session's duration grows at every touch: the live sessions are
 * read at the dashboard by the live-session index (as many as rooms open) and only their ending
 * moves the totals, so touches, recounts and retitles lock no figure. The peak is read by an
 * index on it (its last entry).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_card_count')
    .addColumn('card_id', 'text', (c) => c.primaryKey())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('session_totals')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('cards', 'integer', (c) => c.notNull())
    .addColumn('ended', 'integer', (c) => c.notNull())
    .addColumn('ended_seconds', 'numeric', (c) => c.notNull())
    .execute();
  await db
    .insertInto('session_totals')
    .values({ id: 1, cards: 0, ended: 0, ended_seconds: 0 })
    .execute();
  await db.schema
    .createIndex('session_peak_idx')
    .on('session')
    .column('peak_collaborators')
    .execute();
  const schema = await schemaOfTable(db, 'session_totals');
  const name = (object: string) => sql.id(schema, object);

  // +1 per card in `added`, -1 per card in `removed`; `ended_moved` and `seconds_moved` move the
  // ended sessions' figures.
  await sql`
    create function ${name('session_totals_add')}(added text[], removed text[],
      ended_moved integer, seconds_moved numeric) returns void
    language plpgsql set search_path = ${sql.id(schema)} as $$
    begin
      if ended_moved = 0 and seconds_moved = 0 and not exists (
        select 1 from (select unnest(added) as card_id, 1 as d
                       union all select unnest(removed), -1) as change
        group by card_id having sum(d) <> 0
      ) then return; end if;
      perform 1 from session_totals where id = 1 for update;
      with delta as (
        select card_id, sum(d)::int as d
        from (select unnest(added) as card_id, 1 as d
              union all select unnest(removed), -1) as change
        group by card_id having sum(d) <> 0
      ), applied as (
        insert into session_card_count as c (card_id, sessions)
        select card_id, d from delta order by card_id
        on conflict (card_id) do update set sessions = c.sessions + excluded.sessions
        returning c.card_id, c.sessions
      ), moved as (
        select (count(*) filter (where applied.sessions > 0 and applied.sessions - delta.d <= 0)
            - count(*) filter (where applied.sessions <= 0 and applied.sessions - delta.d > 0))::int
            as cards
        from applied join delta using (card_id)
      )
      update session_totals as t set cards = t.cards + moved.cards,
        ended = t.ended + ended_moved, ended_seconds = t.ended_seconds + seconds_moved
      from moved where t.id = 1;
    end $$`.execute(db);
  await sql`
    create function ${name('session_totals_apply')}() returns trigger
    language plpgsql set search_path = ${sql.id(schema)} as $$
    declare
      new_ended integer := 0;
      new_seconds numeric := 0;
      old_ended integer := 0;
      old_seconds numeric := 0;
    begin
      -- Each branch names only the transition tables its event has.
      if tg_op in ('INSERT', 'UPDATE') then
        select count(*), coalesce(sum(extract(epoch from last_active - created_at)), 0)
          into new_ended, new_seconds from new_rows where status = 'inactive';
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        select count(*), coalesce(sum(extract(epoch from last_active - created_at)), 0)
          into old_ended, old_seconds from old_rows where status = 'inactive';
      end if;
      if tg_op = 'INSERT' then
        perform session_totals_add(array(select card_id from new_rows), '{}',
          new_ended, new_seconds);
      elsif tg_op = 'DELETE' then
        perform session_totals_add('{}', array(select card_id from old_rows),
          -old_ended, -old_seconds);
      else
        perform session_totals_add(array(select card_id from new_rows),
          array(select card_id from old_rows), new_ended - old_ended, new_seconds - old_seconds);
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of KEPT_COUNT_TRIGGER_EVENTS) {
    await sql`create trigger ${sql.id(`session_totals_${event}`)} after ${sql.raw(event)}
      on ${name('session')} referencing ${tables}
      for each statement execute function ${name('session_totals_apply')}()`.execute(db);
  }
  // The sessions already written.
  await sql`select ${name('session_totals_add')}(
      array(select card_id from ${name('session')}), '{}',
      (select count(*)::int from ${name('session')} where status = 'inactive'),
      (select coalesce(sum(extract(epoch from last_active - created_at)), 0)
        from ${name('session')} where status = 'inactive'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const schema = await schemaOfTable(db, 'session_totals');
  for (const [event] of KEPT_COUNT_TRIGGER_EVENTS) {
    await sql`drop trigger ${sql.id(`session_totals_${event}`)} on ${sql.id(schema, 'session')}`.execute(
      db,
    );
  }
  await sql`drop function ${sql.id(schema, 'session_totals_apply')}()`.execute(db);
  await sql`drop function ${sql.id(schema, 'session_totals_add')}(text[], text[], integer, numeric)`.execute(
    db,
  );
  await db.schema.dropIndex('session_peak_idx').execute();
  await db.schema.dropTable('session_totals').execute();
  await db.schema.dropTable('session_card_count').execute();
}
