import { KEPT_COUNT_TRIGGER_EVENTS, schemaOfTable } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';

/** Only inserts and deletes move the count: an account's update changes no count. */
const ACCOUNT_COUNT_EVENTS = KEPT_COUNT_TRIGGER_EVENTS.filter(([event]) => event !== 'update');

/**
 * The admin's figures about accounts without reading the table: how many (the dashboard) kept in
 * `account_count` by statement triggers on account in the transaction of every insert or delete
 * (sign-ups, account deletion, seed:scale, any bulk statement), so the figure is exact; counting
 * read every row (bench/scale). A sign-in to an existing account (the insert finds the address
 * taken) inserts nothing and touches no figure. The Users section's newest accounts are read by an
 * index in their order instead of sorting the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_count')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('accounts', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('account_count').values({ id: 1, accounts: 0 }).execute();
  const schema = await schemaOfTable(db, 'account_count');
  const name = (object: string) => sql.id(schema, object);

  await sql`
    create function ${name('account_count_apply')}() returns trigger
    language plpgsql set search_path = ${sql.id(schema)} as $$
    declare moved integer;
    begin
      -- Each branch names only the transition table its event has.
      if tg_op = 'INSERT' then
        select count(*) into moved from new_rows;
      else
        select -count(*) into moved from old_rows;
      end if;
      if moved <> 0 then
        update account_count set accounts = accounts + moved where id = 1;
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of ACCOUNT_COUNT_EVENTS) {
    await sql`create trigger ${sql.id(`account_count_${event}`)} after ${sql.raw(event)}
      on ${name('account')} referencing ${tables}
      for each statement execute function ${name('account_count_apply')}()`.execute(db);
  }
  await sql`update ${name('account_count')}
    set accounts = (select count(*) from ${name('account')}) where id = 1`.execute(db);

  await db.schema
    .createIndex('account_admin_list_idx')
    .on('account')
    .columns(['created_at desc', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const schema = await schemaOfTable(db, 'account_count');
  await db.schema.dropIndex('account_admin_list_idx').execute();
  for (const [event] of ACCOUNT_COUNT_EVENTS) {
    await sql`drop trigger ${sql.id(`account_count_${event}`)} on ${sql.id(schema, 'account')}`.execute(
      db,
    );
  }
  await sql`drop function ${sql.id(schema, 'account_count_apply')}()`.execute(db);
  await db.schema.dropTable('account_count').execute();
}
