import { sql, type Kysely } from 'kysely';

/** Templates an admin uploaded (spec 001 §3 "Admin template"); the file is a blob of this service. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploaded_template')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('duration', 'text')
    .addColumn('blob_id', 'text', (col) => col.notNull().references('blob.id'))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(db.fn('now')))
    .execute();
  await db.schema
    .createIndex('uploaded_template_active_idx')
    .on('uploaded_template')
    .columns(['is_active', 'type', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploaded_template').execute();
}
