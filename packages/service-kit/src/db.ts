import { Kysely, PostgresDialect, sql, type Migration } from 'kysely';
import { Migrator } from 'kysely';
import pg from 'pg';
import type { Logger } from './logger.js';

// timestamptz and bigint come back as strings by default; counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** Kysely bound to one service's Postgres schema: every unqualified table lives there. */
export function createDb<DB>(databaseUrl: string, schema: string, poolSize = 10): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }).withSchema(schema);
}

export type Migrations = Record<string, Migration>;

/**
 * Applies the service's migrations, in its own schema with its own migration table. Kysely takes
 * a Postgres advisory lock, so every replica may call this at start.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  schema: string,
  migrations: Migrations,
  logger?: Logger,
): Promise<void> {
  // Checked first because CREATE SCHEMA IF NOT EXISTS still needs CREATE on the database, which a
  // service role that merely owns its pre-made schema (compose, k8s) does not have.
  const { rows } = await sql<{
    found: number;
  }>`select 1 as found from information_schema.schemata where schema_name = ${schema}`.execute(db);
  if (rows.length === 0) await sql`create schema ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Success')
      logger?.info({ migration: result.migrationName }, 'migration applied');
    if (result.status === 'Error')
      logger?.error({ migration: result.migrationName }, 'migration failed');
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export async function pingDb(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}
