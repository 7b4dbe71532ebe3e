import {
  ApiRequestError,
  cardsInternalRoutes,
  groupInternalRoutes,
  type CardAccess,
  type CardArt,
  type SignatureRenderData,
} from '@cardsmith/contracts';
import { createInternalClient } from '@cardsmith/service-kit';

/** What print needs from the cards service: the card and the visitor's role on it. */
export interface CardsPort {
  /** Null when the card does not exist. */
  checkAccess(cardId: string, visitorId: string): Promise<CardAccess | null>;
  /** The template and frame art its front is drawn with. */
  cardArt(cardId: string): Promise<CardArt>;
}

export function createCardsClient(baseUrl: string, internalSecret: string): CardsPort {
  const call = createInternalClient(baseUrl, internalSecret);
  return {
    async checkAccess(cardId, visitorId) {
      try {
        return await call(cardsInternalRoutes.checkAccess, {
          params: { id: cardId },
          body: { visitorId, editToken: null },
        });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    cardArt: (cardId) => call(cardsInternalRoutes.cardArt, { params: { id: cardId } }),
  };
}

/** A group card's visible signatures now: its print files draw them as extra inside pages. */
export interface SignaturesPort {
  of(cardId: string): Promise<SignatureRenderData[]>;
}

export function createSignaturesClient(baseUrl: string, internalSecret: string): SignaturesPort {
  const call = createInternalClient(baseUrl, internalSecret);
  return {
    of: async (cardId) =>
      (await call(groupInternalRoutes.signatures, { params: { id: cardId } })).signatures,
  };
}
