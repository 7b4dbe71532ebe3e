import { mediaHolderRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CardsService } from './cards.service.js';

/** mediaHolderRoutes, for the media service's reclaimer only (INTERNAL_SECRET). */
export function registerMediaReferenceRoutes(
  app: FastifyInstance,
  cards: CardsService,
  internalSecret: string,
): void {
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, mediaHolderRoutes.referencedMedia, async ({ body }) => ({
      referenced: await cards.referencedMedia(body.mediaIds),
    }));
  });
}
