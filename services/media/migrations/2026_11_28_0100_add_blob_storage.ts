import { sql, type Kysely } from 'kysely';

/**
 * Where a blob's bytes are: in `blob_chunk` rows (`postgres`, every blob so far) or in the S3
 * bucket under its id (`s3`). Metadata stays in `blob` either way, so quotas, ownership and the
 * reclaim read one table, and a bucket can be adopted while old blobs are copied over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('blob')
    .addColumn('storage', 'text', (col) =>
      col
        .notNull()
        .defaultTo('postgres')
        .check(sql`storage in ('postgres', 's3')`),
    )
    .execute();
  await db.schema
    .createIndex('blob_postgres_storage_idx')
    .on('blob')
    .column('id')
    .where(sql.ref('storage'), '=', 'postgres')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blob_postgres_storage_idx').execute();
  await db.schema.alterTable('blob').dropColumn('storage').execute();
}
