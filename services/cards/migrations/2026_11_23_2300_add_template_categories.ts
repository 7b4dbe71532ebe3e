import { sql, type Kysely } from 'kysely';

/**
 * The card categories (occasions) a cover design suits, so the editor can suggest designs for a
 * wedding or a sympathy card. The catalog content fills it at start-up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('template')
    .addColumn('categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await db.schema
    .createIndex('template_categories_idx')
    .on('template')
    .using('gin')
    .column('categories')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('template').dropColumn('categories').execute();
}
