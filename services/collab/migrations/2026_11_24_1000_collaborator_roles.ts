import { sql, type Kysely } from 'kysely';

/** Viewers watch a room but are no session collaborators: only owners and editors are kept. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('collaborator').where('role', '=', 'viewer').execute();
  await db.schema
    .alterTable('collaborator')
    .dropConstraint('collaborator_role_check')
    .ifExists()
    .execute();
  await db.schema
    .alterTable('collaborator')
    .addCheckConstraint('collaborator_role_check', sql`role in ('owner', 'editor')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('collaborator').dropConstraint('collaborator_role_check').execute();
  await db.schema
    .alterTable('collaborator')
    .addCheckConstraint('collaborator_role_check', sql`role in ('owner', 'editor', 'viewer')`)
    .execute();
}
