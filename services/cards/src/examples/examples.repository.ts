import { sql, type Kysely, type Transaction } from 'kysely';
import { toCardColumns } from '../cards/cards.repository.js';
import type { CardsDb } from '../db/database.js';
import { writeAndPublish } from '../media-references/held-media.repository.js';
import type { ExampleCard } from './example-cards.js';

/** The card columns an example's content fills, compared to tell a changed example. */
const CONTENT_COLUMNS = [
  'title',
  'category',
  'template_id',
  'frame_id',
  'background_color',
  'card_message',
  'text_font',
  'text_size',
  'elements',
  'audio_url',
  'video_url',
  'media_ids',
] as const satisfies readonly (keyof ReturnType<typeof toCardColumns>)[];

export class ExamplesRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  /**
   * Inserts the examples never inserted and rewrites those whose content changed, raising their
   * version so previews are drawn afresh; an example someone removed stays removed. Replicas
   * starting together may all call this. Answers how many rows were written.
   */
  async upsert(examples: readonly ExampleCard[]): Promise<number> {
    if (examples.length === 0) return 0;
    return writeAndPublish(this.db, async (trx) => {
      const ids = await this.write(trx, examples);
      return { result: ids.length, cardIds: ids };
    });
  }

  private async write(trx: Transaction<CardsDb>, examples: readonly ExampleCard[]) {
    const result = await trx
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
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            ...Object.fromEntries(
              CONTENT_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)]),
            ),
            version: sql<number>`card.version + 1`,
            updated_at: sql<Date>`now()`,
          }))
          .where('card.is_example', '=', true)
          .where('card.deleted_at', 'is', null)
          .where((eb) =>
            eb.or(
              CONTENT_COLUMNS.map((column) =>
                eb(`card.${column}`, 'is distinct from', eb.ref(`excluded.${column}`)),
              ),
            ),
          ),
      )
      .returning('id')
      .execute();
    return result.map((row) => row.id);
  }
}
