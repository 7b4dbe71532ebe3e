import type { Kysely } from 'kysely';
import type { CardsDb, CardTable } from '../db/database.js';

/**
 * The edit-token column this feature adds (migration 2026_11_20_1300). It is typed here, where
 * it is read, so the rest of the service keeps its own view of the card table.
 */
type CollaborationDb = Omit<CardsDb, 'card'> & { card: CardTable & { edit_token: string } };

export class CollaborationRepository {
  private readonly db: Kysely<CollaborationDb>;

  constructor(db: Kysely<CardsDb>) {
    this.db = db as unknown as Kysely<CollaborationDb>;
  }

  async findEditToken(cardId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('card')
      .select('edit_token')
      .where('id', '=', cardId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.edit_token;
  }

  /** Whether the id was ever used, deleted cards included: a deleted card's id is not reissued. */
  async exists(cardId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('card')
      .select('id')
      .where('id', '=', cardId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
