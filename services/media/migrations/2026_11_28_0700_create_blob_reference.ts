import { sql, type Kysely } from 'kysely';

/**
 * The blobs other services hold, as their events told media (contracts `BlobReferencesQueue`):
 * `blob_holder` keeps each holder's last applied sequence (a later event with a lower one is
 * stale; a released holder keeps its row so a replay cannot bring its set back),
 * `blob_reference` its set. `blob_reference_backfill` records a service's republishing of every
 * holder it has, and `blob_reference_backfill_seen` which holders of that run media has applied:
 * the sweep trusts the table only once every expected service's run is complete.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blob_holder')
    .addColumn('holder_service', 'text', (c) => c.notNull())
    .addColumn('holder_kind', 'text', (c) => c.notNull())
    .addColumn('holder_id', 'text', (c) => c.notNull())
    .addColumn('sequence', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('blob_holder_pkey', ['holder_service', 'holder_kind', 'holder_id'])
    .execute();
  await db.schema
    .createTable('blob_reference')
    .addColumn('holder_service', 'text', (c) => c.notNull())
    .addColumn('holder_kind', 'text', (c) => c.notNull())
    .addColumn('holder_id', 'text', (c) => c.notNull())
    .addColumn('blob_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blob_reference_pkey', [
      'holder_service',
      'holder_kind',
      'holder_id',
      'blob_id',
    ])
    .execute();
  await db.schema
    .createIndex('blob_reference_blob_idx')
    .on('blob_reference')
    .column('blob_id')
    .execute();
  await db.schema
    .createTable('blob_reference_backfill')
    .addColumn('holder_service', 'text', (c) => c.notNull())
    .addColumn('run', 'text', (c) => c.notNull())
    .addColumn('holders', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addPrimaryKeyConstraint('blob_reference_backfill_pkey', ['holder_service', 'run'])
    .execute();
  await db.schema
    .createTable('blob_reference_backfill_seen')
    .addColumn('run', 'text', (c) => c.notNull())
    .addColumn('holder_service', 'text', (c) => c.notNull())
    .addColumn('holder_kind', 'text', (c) => c.notNull())
    .addColumn('holder_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blob_reference_backfill_seen_pkey', [
      'run',
      'holder_service',
      'holder_kind',
      'holder_id',
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blob_reference_backfill_seen').execute();
  await db.schema.dropTable('blob_reference_backfill').execute();
  await db.schema.dropTable('blob_reference').execute();
  await db.schema.dropTable('blob_holder').execute();
}
