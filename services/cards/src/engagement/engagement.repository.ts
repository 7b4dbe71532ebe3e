import { sql, type Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';

export interface EngagementCounts {
  views: number;
  viewsSince: number;
  likes: number;
  likesSince: number;
  shares: number;
}

/**
 * A card's likes counted once per person: one per network (older likes, which kept none, one per
 * visitor), so fresh cookies from one place add nothing.
 */
export const likesCounted = sql<string>`count(distinct coalesce(network, visitor_id))`;

export class EngagementRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  /** When the visitor was first seen liking or viewing a card: now, if this is the first time. */
  async firstSeen(visitorId: string): Promise<Date> {
    const row = await this.db
      .insertInto('visitor_seen')
      .values({ visitor_id: visitorId })
      // A no-op update, so the existing row's time is returned too.
      .onConflict((oc) => oc.column('visitor_id').doUpdateSet({ visitor_id: visitorId }))
      .returning('first_seen_at')
      .executeTakeFirstOrThrow();
    return row.first_seen_at;
  }

  /** Idempotent: a second like by the same visitor changes nothing. */
  async like(
    cardId: string,
    visitorId: string,
    from: { network: string; established: boolean },
  ): Promise<void> {
    await this.db
      .insertInto('card_like')
      .values({
        card_id: cardId,
        visitor_id: visitorId,
        network: from.network,
        established: from.established,
      })
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
        likesCounted.as('likes'),
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
  async recordView(
    cardId: string,
    visitorId: string,
    day: string,
    network: string,
  ): Promise<boolean> {
    const result = await this.db
      .insertInto('card_view')
      .values({ card_id: cardId, visitor_id: visitorId, day, network })
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
          .select(likesCounted.as('n'))
          .where('card_id', '=', cardId)
          .as('likes'),
        eb
          .selectFrom('card_like')
          .select(likesCounted.as('n'))
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
