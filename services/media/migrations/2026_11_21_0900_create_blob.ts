import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blob')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    // Null until every chunk is written: readers never see a half-uploaded blob.
    .addColumn('sha256', 'text')
    .addColumn('chunk_bytes', 'integer', (c) => c.notNull())
    .addColumn('owner_visitor_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('blob_incomplete_idx')
    .on('blob')
    .column('created_at')
    .where(sql.ref('completed_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('blob_chunk')
    .addColumn('blob_id', 'text', (c) => c.notNull().references('blob.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('blob_chunk_pk', ['blob_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blob_chunk').execute();
  await db.schema.dropTable('blob').execute();
}
