import { timingSafeEqual } from 'node:crypto';
import type { Card, CardAccess, CardFields, CollabRole } from '@cardsmith/contracts';
import { HttpError, notFound } from '@cardsmith/service-kit';
import type { CardRow } from '../db/database.js';
import type { CardsRepository } from '../cards/cards.repository.js';
import {
  CARD_MESSAGES,
  checkCardFields,
  isOwner,
  toCard,
  type CatalogReferences,
} from '../cards/cards.service.js';
import type { CollaborationRepository } from './collaboration.repository.js';

export const COLLABORATION_MESSAGES = {
  idTaken: 'A card with this id already exists.',
} as const;

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
    private readonly cards: CardsRepository,
    private readonly collaboration: CollaborationRepository,
    private readonly catalog: CatalogReferences,
  ) {}

  async checkAccess(
    cardId: string,
    visitorId: string,
    editToken: string | null,
  ): Promise<CardAccess> {
    const row = await this.cards.findLive(cardId);
    const token = row && (await this.collaboration.findEditToken(cardId));
    if (!row || !token) throw notFound(CARD_MESSAGES.notFound);
    return { role: roleFor(row, token, visitorId, editToken), card: toCard(row, visitorId) };
  }

  async createCard(cardId: string, ownerVisitorId: string, input: CardFields): Promise<Card> {
    if (await this.collaboration.exists(cardId)) {
      throw new HttpError(409, 'conflict', COLLABORATION_MESSAGES.idTaken);
    }
    const fields = await checkCardFields(this.catalog, ownerVisitorId, null, input);
    try {
      return toCard(await this.cards.insert(cardId, ownerVisitorId, fields), ownerVisitorId);
    } catch (error) {
      // Two replicas creating the same room's card at once: the loser learns it exists.
      if ((error as { code?: string }).code === '23505') {
        throw new HttpError(409, 'conflict', COLLABORATION_MESSAGES.idTaken);
      }
      throw error;
    }
  }

  /** Saves a room whoever edited it: collab checked each collaborator's role when they joined. */
  async saveContent(cardId: string, input: CardFields): Promise<Card> {
    const existing = await this.cards.findLive(cardId);
    if (!existing) throw notFound(CARD_MESSAGES.notFound);
    const fields = await checkCardFields(
      this.catalog,
      existing.owner_id,
      toCard(existing, null),
      input,
    );
    const row = await this.cards.update(cardId, fields);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    return toCard(row, null);
  }
}
