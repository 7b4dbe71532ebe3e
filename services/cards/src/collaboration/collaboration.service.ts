import { timingSafeEqual } from 'node:crypto';
import type { Card, CardAccess, CardFields, CollabRole } from '@cardsmith/contracts';
import { notFound } from '@cardsmith/service-kit';
import type { CardRow } from '../db/database.js';
import type { CardsRepository } from '../cards/cards.repository.js';
import { CARD_MESSAGES, isOwner, toCard, type CardsService } from '../cards/cards.service.js';

/** Owner: the card's owner visitor; editor: holds the card's edit token; viewer: anyone else. */
export function roleFor(
  card: Pick<CardRow, 'owner_id'>,
  cardToken: string,
  visitorId: string,
  givenToken: string | null,
): CollabRole {
  if (isOwner(card, visitorId)) return 'owner';
  if (givenToken !== null && sameSecret(givenToken, cardToken)) return 'editor';
  return 'viewer';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The cards side of the collaboration channel: who may edit, and a room's state saved back. */
export class CollaborationService {
  constructor(
    private readonly cards: CardsService,
    private readonly cardRows: CardsRepository,
  ) {}

  async checkAccess(
    cardId: string,
    visitorId: string,
    editToken: string | null,
  ): Promise<CardAccess> {
    const row = await this.cardRows.findLive(cardId);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    const role = roleFor(row, row.edit_token, visitorId, editToken);
    return {
      role,
      card: toCard(row, visitorId),
      editToken: role === 'viewer' ? null : row.edit_token,
    };
  }

  createCard(cardId: string, ownerVisitorId: string, input: CardFields): Promise<Card> {
    return this.cards.createWithId(cardId, ownerVisitorId, input);
  }

  /** Through the same path as an owner's save, so previews everywhere follow the new version. */
  saveContent(cardId: string, input: CardFields): Promise<Card> {
    return this.cards.saveRoom(cardId, input);
  }
}
