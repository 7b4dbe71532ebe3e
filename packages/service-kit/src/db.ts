import { createHash } from 'node:crypto';
import {
  Kysely,
  PostgresDialect,
  sql,
  type Compilable,
  type CompiledQuery,
  type Migration,
} from 'kysely';
import { Migrator } from 'kysely';
import pg from 'pg';
import type { Logger } from './logger.js';

// timestamptz and bigint come back as strings by default; counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** The SQL text of each statement `preparedQuery` compiled, and the name Postgres knows it by. */
const statementNames = new Map<string, string>();

/**
 * A connection that runs a statement `preparedQuery` compiled as a named (prepared) statement:
 * Postgres parses it once per connection instead of at every run, and reuses its plan once a
 * generic one is estimated as cheap as planning for the values (plan_cache_mode auto). Everything
 * else is sent as it always was.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name =
      typeof text === 'string' && args.length === 2 ? statementNames.get(text) : undefined;
    const query = super.query as (...queryArgs: unknown[]) => never;
    return name ? query.call(this, { name, text, values }) : query.apply(this, args);
  }
}

/** Kysely bound to one service's Postgres schema: every unqualified table lives there. */
export function createDb<DB>(databaseUrl: string, schema: string, poolSize = 10): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    Client: PreparingClient,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }).withSchema(schema);
}

/** Stands, in a statement `preparedQuery` builds once, for the value of one of its parameters. */
class Placeholder {
  constructor(readonly key: string) {}
}

/**
 * A statement a hot path runs thousands of times with new values: kysely builds and compiles it
 * once per database handle, and Postgres prepares it once per connection (a named statement), so
 * a run pays for neither. `build` receives stand-ins for `params`: use each only as a value (it
 * becomes one parameter of the statement), never to decide the statement's shape.
 *
 * Named statements are session state: behind PgBouncer in transaction mode they need its
 * `max_prepared_statements` (1.21 and later).
 */
export function preparedQuery<DB, P extends Record<string, unknown>, Row>(
  build: (db: Kysely<DB>, params: P) => Compilable<Row>,
): (db: Kysely<DB>, params: P) => Promise<Row[]> {
  const stands = new Proxy({} as P, {
    get: (_target, key) => new Placeholder(String(key)),
  });
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();
  const compile = (db: Kysely<DB>) => {
    const query = build(db, stands).compile();
    if (!statementNames.has(query.sql)) {
      const digest = createHash('sha256').update(query.sql).digest('hex').slice(0, 24);
      statementNames.set(query.sql, `prepared_${digest}`);
    }
    compiled.set(db, query);
    return query;
  };
  return async (db, params) => {
    const query = compiled.get(db) ?? compile(db);
    const parameters = query.parameters.map((value) =>
      value instanceof Placeholder ? params[value.key] : value,
    );
    const { rows } = await db.executeQuery<Row>({ ...query, parameters });
    return rows;
  };
}

export type Migrations = Record<string, Migration>;

async function schemaExists(db: Kysely<any>, schema: string): Promise<boolean> {
  const { rows } = await sql<{
    found: number;
  }>`select 1 as found from information_schema.schemata where schema_name = ${schema}`.execute(db);
  return rows.length > 0;
}

/**
 * Applies the service's migrations, in its own schema with its own migration table, so every
 * replica may call this at start: replicas that find the schema missing together both create it
 * (the one that loses that race finds it made and goes on), and Kysely's migrator then lets one
 * apply the migrations while the others wait.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  schema: string,
  migrations: Migrations,
  logger?: Logger,
): Promise<void> {
  // Checked first because CREATE SCHEMA IF NOT EXISTS still needs CREATE on the database, which a
  // service role that merely owns its pre-made schema (compose, k8s) does not have.
  if (!(await schemaExists(db, schema))) {
    try {
      await sql`create schema ${sql.id(schema)}`.execute(db);
    } catch (error) {
      // Another replica created it between the check and the CREATE ("already exists").
      if (!(await schemaExists(db, schema))) throw error;
    }
  }
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
