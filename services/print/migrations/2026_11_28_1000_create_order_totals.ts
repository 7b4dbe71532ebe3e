import { KEPT_COUNT_TRIGGER_EVENTS, schemaOfTable } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';

/**
 * The admin dashboard's print figures kept as orders are written: how many orders, and the
 * revenue (the totals of orders ever paid and not refunded, what AdminOrdersRepository's
 * `payment: 'paid'` filter reads). Summing them at read time was a hash semi-join of every order
 * with every payment, 52 ms at 50,000 orders (bench/scale, a million cards).
 *
 * `print_order_revenue` holds each order that counts and the cents it counts for;
 * `print_order_totals` (one row) holds the number of orders and the sum of those cents.
 * Statement triggers with transition tables on print_order and print_order_event bring the
 * orders a statement touched up to date in the same transaction: what each should count for now
 * (its row and its history as they stand) against what it counts for. So payments, refunds, any
 * status or total changed by hand or in bulk, orders or history deleted (a cascade too, whichever
 * table's trigger runs last), erasure and seed:scale all keep the figures exact, whichever table
 * a statement writes and in whichever order.
 *
 * A statement that moves no figure (an edit, a sign-in claim, erasure's anonymising, a status
 * between two paid ones) locks nothing but the orders it touched. History written for an order
 * locks the order's row first (a payment and a refund of the same order in two transactions are
 * then counted one after the other, each seeing the other once committed); the totals row is
 * taken last, only when a figure moves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('print_order_revenue')
    .addColumn('order_id', 'uuid', (c) => c.primaryKey())
    .addColumn('cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('print_order_totals')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('orders', 'bigint', (c) => c.notNull())
    .addColumn('revenue_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db
    .insertInto('print_order_totals')
    .values({ id: 1, orders: 0, revenue_cents: 0 })
    .execute();
  // The schema the service's tables are in (a migration's db is bound to it; raw SQL is not).
  const schema = await schemaOfTable(db, 'print_order_totals');
  const name = (object: string) => sql.id(schema, object);

  // `touched`: orders a statement wrote (or wrote history for); `added`: orders it inserted
  // (negative: deleted); `lock`: take the orders' rows first (history: the statement holds
  // only a key share of them).
  await sql`
    create function ${name('print_order_totals_sync')}(touched uuid[], added bigint, lock boolean)
    returns void language plpgsql set search_path = ${sql.id(schema)} as $$
    begin
      if lock then
        perform 1 from print_order where id = any(touched) order by id for no key update;
      end if;
      if added = 0 and not exists (
        select 1 from (select distinct unnest(touched) as order_id) as t
        left join print_order_revenue as kept using (order_id)
        left join print_order as o on o.id = t.order_id and o.status <> 'refunded'
          and exists (select 1 from print_order_event as e
                      where e.order_id = o.id and e.status = 'paid')
        where o.total is distinct from kept.cents
      ) then return; end if;
      perform 1 from print_order_totals where id = 1 for update;
      with change as (
        select t.order_id, o.total as due, kept.cents as kept
        from (select distinct unnest(touched) as order_id) as t
        left join print_order_revenue as kept using (order_id)
        left join print_order as o on o.id = t.order_id and o.status <> 'refunded'
          and exists (select 1 from print_order_event as e
                      where e.order_id = o.id and e.status = 'paid')
        where o.total is distinct from kept.cents
      ), removed as (
        delete from print_order_revenue as r using change
        where r.order_id = change.order_id and change.due is null
      ), counted as (
        insert into print_order_revenue as r (order_id, cents)
        select order_id, due from change where due is not null order by order_id
        on conflict (order_id) do update set cents = excluded.cents
      )
      update print_order_totals set orders = orders + added,
        revenue_cents = revenue_cents
          + (select coalesce(sum(coalesce(due, 0) - coalesce(kept, 0)), 0) from change)
      where id = 1;
    end $$`.execute(db);
  await sql`
    create function ${name('print_order_totals_apply')}() returns trigger
    language plpgsql set search_path = ${sql.id(schema)} as $$
    begin
      -- Each branch names only the transition tables its event has.
      if tg_table_name = 'print_order' then
        if tg_op = 'INSERT' then
          perform print_order_totals_sync(array(select id from new_rows),
            (select count(*) from new_rows), false);
        elsif tg_op = 'DELETE' then
          perform print_order_totals_sync(array(select id from old_rows),
            -(select count(*) from old_rows), false);
        else
          perform print_order_totals_sync(
            array(select id from new_rows union select id from old_rows), 0, false);
        end if;
      elsif tg_op = 'INSERT' then
        perform print_order_totals_sync(array(select order_id from new_rows), 0, true);
      elsif tg_op = 'DELETE' then
        perform print_order_totals_sync(array(select order_id from old_rows), 0, true);
      else
        perform print_order_totals_sync(
          array(select order_id from new_rows union select order_id from old_rows), 0, true);
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['print_order', 'print_order_event']) {
    for (const [event, tables] of KEPT_COUNT_TRIGGER_EVENTS) {
      await sql`create trigger ${sql.id(`${table}_totals_${event}`)} after ${sql.raw(event)}
        on ${name(table)} referencing ${tables}
        for each statement execute function ${name('print_order_totals_apply')}()`.execute(db);
    }
  }
  // The orders already written.
  await sql`select ${name('print_order_totals_sync')}(array(select id from ${name('print_order')}),
    (select count(*) from ${name('print_order')}), false)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const schema = await schemaOfTable(db, 'print_order_totals');
  for (const table of ['print_order', 'print_order_event']) {
    for (const [event] of KEPT_COUNT_TRIGGER_EVENTS) {
      await sql`drop trigger ${sql.id(`${table}_totals_${event}`)} on ${sql.id(schema, table)}`.execute(
        db,
      );
    }
  }
  await sql`drop function ${sql.id(schema, 'print_order_totals_apply')}()`.execute(db);
  await sql`drop function ${sql.id(schema, 'print_order_totals_sync')}(uuid[], bigint, boolean)`.execute(
    db,
  );
  await db.schema.dropTable('print_order_totals').execute();
  await db.schema.dropTable('print_order_revenue').execute();
}
