import { sql, type Kysely } from 'kysely';

/**
 * The statements a figure kept by statement triggers follows, each with the transition tables
 * its trigger function reads (`new_rows`, `old_rows`): every insert, update and delete, bulk ones
 * included, in the writing transaction.
 */
export const KEPT_COUNT_TRIGGER_EVENTS = [
  ['insert', sql`new table as new_rows`],
  ['update', sql`old table as old_rows new table as new_rows`],
  ['delete', sql`old table as old_rows`],
] as const;

/**
 * The Postgres schema a migration's tables are in: the migration's `db` is bound to it, raw SQL
 * (trigger functions, triggers) is not. Read through `table`, which must hold a row (a kept
 * figure's one row).
 */
export async function schemaOfTable(db: Kysely<any>, table: string): Promise<string> {
  const { schema } = await db
    .selectFrom(table)
    .select(
      sql<string>`(select n.nspname from pg_class r join pg_namespace n on n.oid = r.relnamespace
        where r.oid = ${sql.id(table)}.tableoid)`.as('schema'),
    )
    .limit(1)
    .executeTakeFirstOrThrow();
  return schema;
}
