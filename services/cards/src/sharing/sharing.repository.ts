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

  /**
   * The owner's "Show in the public gallery": on lists the card in Trending and public galleries
   * from now on (the first publication time is kept), off takes it out.
   */
  async setPublicGallery(id: string, show: boolean): Promise<void> {
    await this.db
      .updateTable('card')
      .set(
        show
          ? { is_public: true, published_at: sql<Date>`coalesce(published_at, now())` }
          : { is_public: false },
      )
      .where('id', '=', id)
      .execute();
  }
}
