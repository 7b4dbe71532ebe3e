import { sql, type Kysely } from 'kysely';

/** Scheduling tips are generations too: they count against the same rate limit and log. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('generation').dropConstraint('generation_kind_check').execute();
  await db.schema
    .alterTable('generation')
    .addCheckConstraint(
      'generation_kind_check',
      sql`kind in ('message', 'image', 'surprise', 'schedule-tips')`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('generation').where('kind', '=', 'schedule-tips').execute();
  await db.schema.alterTable('generation').dropConstraint('generation_kind_check').execute();
  await db.schema
    .alterTable('generation')
    .addCheckConstraint('generation_kind_check', sql`kind in ('message', 'image', 'surprise')`)
    .execute();
}
