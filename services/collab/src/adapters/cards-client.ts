import {
  ApiRequestError,
  cardsInternalRoutes,
  type Card,
  type CardAccess,
  type CardInput,
} from '@cardsmith/contracts';
import { createInternalClient } from '@cardsmith/service-kit';

/** What collab needs from the cards service (its /internal routes). */
export interface CardsPort {
  /** The visitor's role on the card with the card itself; null when the card does not exist. */
  checkAccess(
    cardId: string,
    visitorId: string,
    editToken: string | null,
  ): Promise<CardAccess | null>;
  /** Creates a card a room started before it was ever saved; null when the id is already taken. */
  createCard(cardId: string, ownerVisitorId: string, card: CardInput): Promise<Card | null>;
  saveContent(cardId: string, card: CardInput): Promise<Card>;
}

export function createCardsClient(baseUrl: string, internalSecret: string): CardsPort {
  const call = createInternalClient(baseUrl, internalSecret);
  return {
    async checkAccess(cardId, visitorId, editToken) {
      try {
        return await call(cardsInternalRoutes.checkAccess, {
          params: { id: cardId },
          body: { visitorId, editToken },
        });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    async createCard(cardId, ownerVisitorId, card) {
      try {
        return await call(cardsInternalRoutes.createCard, {
          body: { id: cardId, ownerVisitorId, card },
        });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) return null;
        throw error;
      }
    },
    saveContent: (cardId, card) =>
      call(cardsInternalRoutes.saveContent, { params: { id: cardId }, body: card }),
  };
}
