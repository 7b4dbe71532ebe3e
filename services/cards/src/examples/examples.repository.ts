import type { Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';
import { asSharingDb, type SharingDb } from '../sharing/sharing-db.js';
import type { ExampleCard } from './example-cards.js';

export class ExamplesRepository {
  private readonly db: Kysely<SharingDb>;

  constructor(db: Kysely<CardsDb>) {
    this.db = asSharingDb(db);
  }

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
          title: fields.title,
          category: fields.category,
          template_id: fields.templateId,
          frame_id: fields.frameId,
          background_color: fields.backgroundColor,
          card_message: fields.cardMessage,
          text_font: fields.textFont,
          text_size: fields.textSize,
          elements: JSON.stringify(fields.elements),
          audio_url: fields.audioUrl,
          video_url: fields.videoUrl,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    return result.length;
  }
}
