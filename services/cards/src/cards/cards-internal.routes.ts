import { cardsAdminRoutes, cardsVideoInternalRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CardsService } from './cards.service.js';

/**
 * What other services ask of cards as a whole (INTERNAL_SECRET): the gateway's admin API the
 * counts, the media render worker a finished video. (Media no longer asks which blobs cards
 * hold: cards publishes them, src/media-references/.)
 */
export function registerCardsInternalRoutes(
  app: FastifyInstance,
  cards: CardsService,
  internalSecret: string,
): void {
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, cardsAdminRoutes.stats, async () => cards.stats());
    registerRoute(internal, cardsVideoInternalRoutes.setVideoMessage, async ({ params, body }) => {
      await cards.setVideoMessage(params.id, body);
      return { ok: true as const };
    });
  });
}
