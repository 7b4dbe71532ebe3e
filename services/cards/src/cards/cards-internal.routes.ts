import {
  cardsAdminRoutes,
  cardsVideoInternalRoutes,
  mediaHolderRoutes,
} from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { GroupService } from '../group/group.service.js';
import type { CardsService } from './cards.service.js';

/**
 * What other services ask of cards as a whole (INTERNAL_SECRET): the media service which blobs
 * cards or group cards' signatures still link to, the gateway's admin API the counts, the media
 * render worker a finished video.
 */
export function registerCardsInternalRoutes(
  app: FastifyInstance,
  cards: CardsService,
  internalSecret: string,
  group: GroupService,
): void {
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, mediaHolderRoutes.referencedMedia, async ({ body }) => {
      const held = await Promise.all([
        cards.referencedMedia(body.mediaIds),
        group.referencedMedia(body.mediaIds),
      ]);
      return { referenced: [...new Set(held.flat())] };
    });
    registerRoute(internal, cardsAdminRoutes.stats, async () => cards.stats());
    registerRoute(internal, cardsVideoInternalRoutes.setVideoMessage, async ({ params, body }) => {
      await cards.setVideoMessage(params.id, body);
      return { ok: true as const };
    });
  });
}
