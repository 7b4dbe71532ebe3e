import { sql, type Kysely, type Selectable } from 'kysely';
import type { CardsDb } from '../db/database.js';
import { asSharingDb, type SharingCardTable, type SharingDb } from './sharing-db.js';

export type SharedCardRow = Selectable<SharingCardTable>;

export class SharingRepository {
  private readonly db: Kysely<SharingDb>;

  constructor(db: Kysely<CardsDb>) {
    this.db = asSharingDb(db);
  }

  async findLive(id: string): Promise<SharedCardRow | undefined> {
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
