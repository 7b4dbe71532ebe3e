import type { Kysely } from 'kysely';
import { toCardColumns } from '../cards/cards.repository.js';
import type { CardsDb } from '../db/database.js';
import type { ExampleCard } from './example-cards.js';

export class ExamplesRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  /**
   * Inserts the examples that were never inserted; an example someone removed stays removed.
   * Replicas starting together may all call this.
   */
  async insertMissing(examples: ExampleCard[]): Promise<number> {
    if (examples.length === 0) return 0;
    const result = await this.db
      .insertInto('card')
      .values(
        examples.map(({ id, fields }) => ({
          id,
          owner_id: null,
          is_example: true,
          is_public: true,
          published_at: new Date(),
          deleted_at: null,
          ...toCardColumns(fields),
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    return result.length;
  }
}
