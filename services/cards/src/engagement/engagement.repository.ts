import type { Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';

export interface EngagementCounts {
  views: number;
  viewsSince: number;
  likes: number;
  likesSince: number;
  shares: number;
}

export class EngagementRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  /** Idempotent: a second like by the same visitor changes nothing. */
  async like(cardId: string, visitorId: string): Promise<void> {
    await this.db
      .insertInto('card_like')
      .values({ card_id: cardId, visitor_id: visitorId })
      .onConflict((oc) => oc.columns(['card_id', 'visitor_id']).doNothing())
      .execute();
  }

  async unlike(cardId: string, visitorId: string): Promise<void> {
    await this.db
      .deleteFrom('card_like')
      .where('card_id', '=', cardId)
      .where('visitor_id', '=', visitorId)
      .execute();
  }

  async likeState(
    cardId: string,
    visitorId: string | null,
  ): Promise<{ likes: number; liked: boolean }> {
    const row = await this.db
      .selectFrom('card_like')
      .select((eb) => [
        eb.fn.countAll<string>().as('likes'),
        eb.fn
          .countAll<string>()
          .filterWhere('visitor_id', '=', visitorId ?? '')
          .as('mine'),
      ])
      .where('card_id', '=', cardId)
      .executeTakeFirstOrThrow();
    return { likes: Number(row.likes), liked: visitorId !== null && Number(row.mine) > 0 };
  }

  /** True when this is the visitor's first view of the card on that day. */
  async recordView(cardId: string, visitorId: string, day: string): Promise<boolean> {
    const result = await this.db
      .insertInto('card_view')
      .values({ card_id: cardId, visitor_id: visitorId, day })
      .onConflict((oc) => oc.columns(['card_id', 'day', 'visitor_id']).doNothing())
      .returning('card_id')
      .execute();
    return result.length > 0;
  }

  async counts(cardId: string, since: Date): Promise<EngagementCounts> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('card_view')
          .select(eb.fn.countAll<string>().as('n'))
          .where('card_id', '=', cardId)
          .as('views'),
        eb
          .selectFrom('card_view')
          .select(eb.fn.countAll<string>().as('n'))
          .where('card_id', '=', cardId)
          .where('created_at', '>=', since)
          .as('views_since'),
        eb
          .selectFrom('card_like')
          .select(eb.fn.countAll<string>().as('n'))
          .where('card_id', '=', cardId)
          .as('likes'),
        eb
          .selectFrom('card_like')
          .select(eb.fn.countAll<string>().as('n'))
          .where('card_id', '=', cardId)
          .where('created_at', '>=', since)
          .as('likes_since'),
        eb
          .selectFrom('social_share')
          .select(eb.fn.countAll<string>().as('n'))
          .where('card_id', '=', cardId)
          .as('shares'),
      ])
      .executeTakeFirstOrThrow();
    return {
      views: Number(row.views),
      viewsSince: Number(row.views_since),
      likes: Number(row.likes),
      likesSince: Number(row.likes_since),
      shares: Number(row.shares),
    };
  }
}
