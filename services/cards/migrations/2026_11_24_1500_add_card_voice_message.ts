import type { Kysely } from 'kysely';

/** A card's spoken message: `{ audioUrl, durationSeconds, source }` or null. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card').addColumn('voice_message', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card').dropColumn('voice_message').execute();
}
