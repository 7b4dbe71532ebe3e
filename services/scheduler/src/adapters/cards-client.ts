import { ApiRequestError, cardsInternalRoutes } from '@cardsmith/contracts';
import { createInternalClient } from '@cardsmith/service-kit';

export interface CardOwnership {
  title: string;
  isOwner: boolean;
}

/** What the scheduler needs from the cards service. */
export interface CardsPort {
  /** The card's title and whether the visitor owns it; null when the card does not exist. */
  ownership(cardId: string, visitorId: string): Promise<CardOwnership | null>;
}

export function createCardsClient(baseUrl: string, internalSecret: string): CardsPort {
  const call = createInternalClient(baseUrl, internalSecret);
  return {
    async ownership(cardId, visitorId) {
      try {
        const access = await call(cardsInternalRoutes.checkAccess, {
          params: { id: cardId },
          body: { visitorId, editToken: null },
        });
        return { title: access.card.title, isOwner: access.role === 'owner' };
      } catch (error) {
        // 404: no such card; 400: not even a card id.
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
          return null;
        }
        throw error;
      }
    },
  };
}
