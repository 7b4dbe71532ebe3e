import { cardsAdminRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CardsService } from './cards.service.js';

/**
 * What other services ask of cards as a whole (INTERNAL_SECRET): the gateway's admin API the
 * counts. (Media calls cards for nothing: cards publishes the blobs it holds, and takes a
 * finished video from its `card-video-messages` queue.)
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
  });
}
