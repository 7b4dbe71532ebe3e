import type { Kysely } from 'kysely';

/**
 * The scheduler's reports of a group card's delivery now come as queue events (issue 35), which
 * may arrive late or twice: each carries the delivery row's change instant, and the newest one
 * kept here wins.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('group_delivery')
    .addColumn('reported_change_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('group_delivery').dropColumn('reported_change_at').execute();
}
