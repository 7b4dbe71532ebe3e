import type { Kysely } from 'kysely';

/**
 * `is_public` now means the owner switched on "Show in the public gallery"; before, sharing set
 * it. No owner consented to that, so every visitor's card leaves the gallery until its owner
 * switches it on (catalog examples, which have no owner, stay).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('card')
    .set({ is_public: false })
    .where('owner_id', 'is not', null)
    .where('is_public', '=', true)
    .execute();
}

/** Who had shared is not known any more: the cards stay private. */
export async function down(): Promise<void> {}
