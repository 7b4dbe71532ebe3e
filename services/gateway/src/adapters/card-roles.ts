import { ApiRequestError, cardsInternalRoutes } from '@cardsmith/contracts';
import { createInternalClient } from '@cardsmith/service-kit';
import type { CardRoles } from '../video/video-card-access.js';

export function createHttpCardRoles(
  cardsUrl: string,
  internalSecret: string,
  timeoutMs = 5000,
): CardRoles {
  const call = createInternalClient(cardsUrl, internalSecret, { timeoutMs });
  return {
    async roleOf(cardId, visitorId) {
      try {
        const access = await call(cardsInternalRoutes.checkAccess, {
          params: { id: cardId },
          body: { visitorId, editToken: null },
        });
        return access.role;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
