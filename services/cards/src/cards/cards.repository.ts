import { sql, type Kysely } from 'kysely';
import type { CardFields, VideoMessage } from '@cardsmith/contracts';
import type { CardRow, CardsDb } from '../db/database.js';
import { writeAndPublish } from '../media-references/held-media.repository.js';
import { linkedMediaIds } from './linked-media.js';

const mediaIdOf = (path: string): string[] => {
  const id = /^\/api\/media\/([A-Za-z0-9_-]{10,64})$/.exec(path)?.[1];
  return id ? [id] : [];
};

/**
 * Every write that changes which blobs a card links to publishes the card's set to media in the
 * same transaction (src/media-references/).
 */
export class CardsRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  async insert(id: string, ownerId: string, fields: CardFields): Promise<CardRow> {
    return writeAndPublish(this.db, async (trx) => {
      const row = await trx
        .insertInto('card')
        .values({ id, owner_id: ownerId, deleted_at: null, ...toCardColumns(fields) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { result: row, cardIds: [id] };
    });
  }

  async findLive(id: string): Promise<CardRow | undefined> {
    return this.db
      .selectFrom('card')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** Whether the id was ever used, deleted cards included: a deleted card's id is not reissued. */
  async exists(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('card')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The live card's version alone: what a cached preview needs to stay correct. */
  async findLiveVersion(id: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('card')
      .select('version')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.version;
  }

  /**
   * Saves the card as its next version; with `baseVersion`, only while it is still at that
   * version (undefined otherwise, as for a card that is gone).
   */
  async update(id: string, fields: CardFields, baseVersion?: number): Promise<CardRow | undefined> {
    return writeAndPublish(this.db, async (trx) => {
      let query = trx
        .updateTable('card')
        .set({
          ...toCardColumns(fields),
          version: sql<number>`version + 1`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null);
      if (baseVersion !== undefined) query = query.where('version', '=', baseVersion);
      const row = await query.returningAll().executeTakeFirst();
      return { result: row, cardIds: row ? [id] : [] };
    });
  }

  async softDelete(id: string): Promise<void> {
    await writeAndPublish(this.db, async (trx) => {
      const result = await trx
        .updateTable('card')
        .set({ deleted_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return { result: undefined, cardIds: result.numUpdatedRows > 0n ? [id] : [] };
    });
  }

  /** Sets the rendered video of a live card; false when the card is gone. */
  async setVideoMessage(id: string, video: VideoMessage): Promise<boolean> {
    return writeAndPublish(this.db, async (trx) => {
      const result = await trx
        .updateTable('card')
        .set({
          video_message: JSON.stringify(video),
          video_media_ids: [video.videoUrl, video.posterUrl].flatMap(mediaIdOf),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      const set = result.numUpdatedRows > 0n;
      return { result: set, cardIds: set ? [id] : [] };
    });
  }

  /**
   * Live cards visitors made, and how many visitors own one; the examples are left out. Read from
   * the totals the card table's triggers keep (migration create_card_counts), not counted.
   */
  async countOwned(): Promise<{ cards: number; visitors: number }> {
    const row = await this.db
      .selectFrom('card_count')
      .select(['cards', 'owners'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return { cards: row.cards, visitors: row.owners };
  }

  async listByOwner(ownerId: string): Promise<CardRow[]> {
    return this.db
      .selectFrom('card')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }
}

/** The card's editable fields as table columns; every writer of the card table uses it. */
export function toCardColumns(fields: CardFields) {
  return {
    title: fields.title,
    category: fields.category,
    template_id: fields.templateId,
    frame_id: fields.frameId,
    background_color: fields.backgroundColor,
    card_message: fields.cardMessage,
    text_font: fields.textFont,
    text_size: fields.textSize,
    elements: JSON.stringify(fields.elements),
    // The voice message is the card's audio; `audioUrl` stays for clients that only know it.
    audio_url: fields.voiceMessage?.audioUrl ?? fields.audioUrl,
    video_url: fields.videoUrl,
    media_ids: linkedMediaIds(fields),
    voice_message: fields.voiceMessage ? JSON.stringify(fields.voiceMessage) : null,
  };
}
