import { cardsAdminRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CardsService } from './cards.service.js';

/** cardsAdminRoutes, for the gateway's admin API only (INTERNAL_SECRET). */
export function registerCardsAdminRoutes(
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
