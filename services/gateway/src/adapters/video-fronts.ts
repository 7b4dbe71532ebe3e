import { ApiRequestError, cardsInternalRoutes, type ErrorCode } from '@cardsmith/contracts';
import { createInternalClient, HttpError } from '@cardsmith/service-kit';
import type { VideoFronts } from '../video/video-card-access.js';

/** Cards' refusals the visitor hears as cards gave them: not yours, gone, too heavy to draw. */
const PASSED_ON: Partial<Record<number, ErrorCode>> = {
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
};

/**
 * Cards checks the visitor's role and has media keep the card's front. Drawing a card of many
 * pictures takes a while, hence the longer time limit than other internal calls.
 */
export function createHttpVideoFronts(
  cardsUrl: string,
  internalSecret: string,
  timeoutMs = 15_000,
): VideoFronts {
  const call = createInternalClient(cardsUrl, internalSecret, { timeoutMs });
  return {
    async frontFor(cardId, visitorId) {
      try {
        return await call(cardsInternalRoutes.videoFront, {
          params: { id: cardId },
          body: { visitorId },
        });
      } catch (error) {
        const code = error instanceof ApiRequestError ? PASSED_ON[error.status] : undefined;
        if (code)
          throw new HttpError((error as ApiRequestError).status, code, (error as Error).message);
        throw error;
      }
    },
  };
}
