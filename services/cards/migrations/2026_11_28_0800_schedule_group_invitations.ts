import { sql, type Kysely } from 'kysely';

/**
 * Scheduled group invitations (issue 35): an invitation may go out at an instant the organiser
 * chose in their zone. `sent_at` says when it went out (null while scheduled); invitations made
 * before this migration went out when they were made. The organiser's name is kept for the
 * email a scheduled invitation is written with later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('group_invite')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('send_at', 'timestamptz')
    .addColumn('send_timezone', 'text')
    .addColumn('organiser_name', 'text')
    .execute();
  await db
    .updateTable('group_invite')
    .set({ sent_at: sql`created_at` })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('group_invite')
    .dropColumn('sent_at')
    .dropColumn('send_at')
    .dropColumn('send_timezone')
    .dropColumn('organiser_name')
    .execute();
}
