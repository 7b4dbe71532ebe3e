import type { CardStats, LikeState } from '@cardsmith/contracts';
import { audienceNetwork, forbidden, notFound } from '@cardsmith/service-kit';
import type { CardsRepository } from '../cards/cards.repository.js';
import { CARD_MESSAGES, isOwner } from '../cards/cards.service.js';
import type { CardRow } from '../db/database.js';
import type { SharingRepository } from '../sharing/sharing.repository.js';
import type { EngagementRepository } from './engagement.repository.js';

export const ENGAGEMENT_MESSAGES = {
  statsOwnerOnly: 'Only the person who made this card can see how it is doing.',
  likeNeedsBrowser: 'Open the card in your browser to like it.',
} as const;

/**
 * Who likes or views: the visitor, and whether the gateway issued it on this very request. A
 * browser has its cookie from loading the page; a client without one gets a new visitor on every
 * call, so its likes and views would let a script add one per request.
 */
export interface Engager {
  id: string;
  mintedNow: boolean;
  /** The client's address (the gateway's X-Forwarded-For). */
  ip: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const STATS_WINDOW_DAYS = 7;

/**
 * How long the cards service must have known a visitor (from an earlier like or view) before its
 * like counts in trending: a script mints a cookie and likes within seconds, while a person who
 * found the card in the gallery or came back to it has been seen before. The like itself is kept
 * and shown either way.
 */
export const ESTABLISHED_AFTER_MS = 10 * 60 * 1000;

export function isEstablished(firstSeen: Date, now: Date): boolean {
  return now.getTime() - firstSeen.getTime() >= ESTABLISHED_AFTER_MS;
}

/** Views count once per visitor per UTC day. */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A maker looking at their own card is not an audience, nor is a client that keeps no cookie. */
export function countsAsView(
  card: Pick<CardRow, 'owner_id'>,
  visitor: Pick<Engager, 'id' | 'mintedNow'>,
): boolean {
  return !visitor.mintedNow && !isOwner(card, visitor.id);
}

export class EngagementService {
  constructor(
    private readonly cards: CardsRepository,
    private readonly sharing: SharingRepository,
    private readonly engagement: EngagementRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async like(cardId: string, visitor: Engager): Promise<LikeState> {
    if (visitor.mintedNow) throw forbidden(ENGAGEMENT_MESSAGES.likeNeedsBrowser);
    await this.live(cardId);
    const firstSeen = await this.engagement.firstSeen(visitor.id);
    await this.engagement.like(cardId, visitor.id, {
      network: audienceNetwork(visitor.ip),
      established: isEstablished(firstSeen, this.now()),
    });
    return this.engagement.likeState(cardId, visitor.id);
  }

  async unlike(cardId: string, visitorId: string): Promise<LikeState> {
    await this.live(cardId);
    await this.engagement.unlike(cardId, visitorId);
    return this.engagement.likeState(cardId, visitorId);
  }

  async recordView(cardId: string, visitor: Engager): Promise<{ counted: boolean }> {
    const card = await this.live(cardId);
    if (!countsAsView(card, visitor)) return { counted: false };
    await this.engagement.firstSeen(visitor.id);
    const day = viewDay(this.now());
    return {
      counted: await this.engagement.recordView(
        cardId,
        visitor.id,
        day,
        audienceNetwork(visitor.ip),
      ),
    };
  }

  async stats(cardId: string, visitorId: string): Promise<CardStats> {
    const card = await this.live(cardId);
    if (!isOwner(card, visitorId)) throw forbidden(ENGAGEMENT_MESSAGES.statsOwnerOnly);
    const since = new Date(this.now().getTime() - STATS_WINDOW_DAYS * DAY_MS);
    const [counts, shared] = await Promise.all([
      this.engagement.counts(cardId, since),
      this.sharing.findLive(cardId),
    ]);
    return {
      cardId,
      views: counts.views,
      viewsLast7Days: counts.viewsSince,
      likes: counts.likes,
      likesLast7Days: counts.likesSince,
      shares: counts.shares,
      isPublic: shared?.is_public ?? false,
    };
  }

  private async live(cardId: string): Promise<CardRow> {
    const card = await this.cards.findLive(cardId);
    if (!card) throw notFound(CARD_MESSAGES.notFound);
    return card;
  }
}
