import { sql, type Kysely } from 'kysely';
import type { CardRow, CardsDb } from '../db/database.js';

export class SharingRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  async findLive(id: string): Promise<CardRow | undefined> {
    return this.db
      .selectFrom('card')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** Lists the card in trending from now on; the first publication time is kept. */
  async publish(id: string): Promise<void> {
    await this.db
      .updateTable('card')
      .set({ is_public: true, published_at: sql<Date>`coalesce(published_at, now())` })
      .where('id', '=', id)
      .execute();
  }
}
