import type { ColumnType, Generated, Kysely } from 'kysely';
import type { CardsDb, CardTable } from '../db/database.js';

/**
 * The card as sharing sees it: the columns of migration 2026_11_20_1400 (public flag, example
 * flag, publication time) and the edit token of 2026_11_20_1300. Typed here, where they are
 * read, as collaboration does for the token, so the rest of the service keeps its view of the
 * card.
 */
export type SharingCardTable = CardTable & {
  edit_token: Generated<string>;
  is_public: Generated<boolean>;
  is_example: Generated<boolean>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type SharingDb = Omit<CardsDb, 'card'> & { card: SharingCardTable };

export const asSharingDb = (db: Kysely<CardsDb>) => db as unknown as Kysely<SharingDb>;
