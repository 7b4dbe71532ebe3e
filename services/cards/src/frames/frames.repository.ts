import type { FrameCategory } from '@cardsmith/contracts';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { CardsDb, FrameRow } from '../db/database.js';

export class FramesRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  /** Built-in frames plus the visitor's own live custom frames, built-ins first. */
  list(visitorId: string | null, category: FrameCategory | undefined): Promise<FrameRow[]> {
    let query = this.db
      .selectFrom('frame')
      .selectAll()
      .where((eb) =>
        visitorId === null
          ? eb('owner_id', 'is', null)
          : eb.or([
              eb('owner_id', 'is', null),
              eb.and([eb('owner_id', '=', visitorId), eb('deleted_at', 'is', null)]),
            ]),
      );
    if (category) query = query.where('category', '=', category);
    return query
      .orderBy(sql`owner_id is not null`)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
  }

  /** Any frame by id, including a removed custom frame: cards that used it still render it. */
  async findSvg(id: string): Promise<Pick<FrameRow, 'svg_content' | 'owner_id'> | undefined> {
    return this.db
      .selectFrom('frame')
      .select(['svg_content', 'owner_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A built-in frame, or a custom one of `visitorId` (null: nobody's, so built-in only). */
  async isUsableBy(id: string, visitorId: string | null): Promise<boolean> {
    const row = await this.db
      .selectFrom('frame')
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .where((eb) =>
        visitorId === null
          ? eb('owner_id', 'is', null)
          : eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', visitorId)]),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertCustom(frame: {
    id: string;
    ownerId: string;
    name: string;
    svgContent: string;
  }): Promise<FrameRow> {
    return this.db
      .insertInto('frame')
      .values({
        id: frame.id,
        owner_id: frame.ownerId,
        name: frame.name,
        category: 'custom',
        svg_content: frame.svgContent,
        position: 0,
        deleted_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findLive(id: string): Promise<Pick<FrameRow, 'owner_id'> | undefined> {
    return this.db
      .selectFrom('frame')
      .select('owner_id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async softDelete(id: string): Promise<void> {
    await this.db
      .updateTable('frame')
      .set({ deleted_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }
}
