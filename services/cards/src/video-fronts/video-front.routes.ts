import { cardsInternalRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { VideoFrontService } from './video-front.service.js';

/** `POST /internal/cards/:id/video-front`, for the gateway only. */
export function registerVideoFrontRoutes(
  app: FastifyInstance,
  fronts: VideoFrontService,
  internalSecret: string,
): void {
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, cardsInternalRoutes.videoFront, async ({ params, body }) =>
      fronts.draw(params.id, body.visitorId),
    );
  });
}
