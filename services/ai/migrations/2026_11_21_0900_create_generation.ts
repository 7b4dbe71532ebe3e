import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('generation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('message', 'image', 'surprise')`),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('visitor_id', 'text')
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The monthly quota counts one visitor's messages since the start of the month.
  await db.schema
    .createIndex('generation_visitor_kind_created_idx')
    .on('generation')
    .columns(['visitor_id', 'kind', 'created_at'])
    .execute();
  await db.schema
    .createIndex('generation_created_idx')
    .on('generation')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('generation').execute();
}
