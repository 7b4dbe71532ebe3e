import type { Kysely } from 'kysely';

/** Daily upload quotas count a visitor's and a network address's blobs of the last day. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blob').addColumn('uploader_ip', 'text').execute();
  await db.schema
    .createIndex('blob_owner_created_idx')
    .on('blob')
    .columns(['owner_visitor_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('blob_uploader_ip_created_idx')
    .on('blob')
    .columns(['uploader_ip', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blob_uploader_ip_created_idx').execute();
  await db.schema.dropIndex('blob_owner_created_idx').execute();
  await db.schema.alterTable('blob').dropColumn('uploader_ip').execute();
}
