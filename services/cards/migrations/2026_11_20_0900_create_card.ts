import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text')
    .addColumn('frame_id', 'text')
    .addColumn('background_color', 'text', (c) => c.notNull())
    .addColumn('card_message', 'text', (c) => c.notNull())
    .addColumn('text_font', 'text', (c) => c.notNull())
    .addColumn('text_size', 'text', (c) => c.notNull())
    .addColumn('elements', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('audio_url', 'text')
    .addColumn('video_url', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  // "My cards" lists a visitor's live cards newest first.
  await db.schema
    .createIndex('card_owner_created_idx')
    .on('card')
    .columns(['owner_id', 'created_at desc'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card').execute();
}
