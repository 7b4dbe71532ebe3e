import { cardsInternalRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CollaborationService } from './collaboration.service.js';

/** cardsInternalRoutes, for the collab service only (INTERNAL_SECRET). */
export function registerCollaborationRoutes(
  app: FastifyInstance,
  collaboration: CollaborationService,
  internalSecret: string,
): void {
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, cardsInternalRoutes.checkAccess, async ({ params, body }) =>
      collaboration.checkAccess(params.id, body.visitorId, body.editToken),
    );
    registerRoute(internal, cardsInternalRoutes.saveContent, async ({ params, body }) => {
      const { userId: _ignored, ...fields } = body;
      return collaboration.saveContent(params.id, fields);
    });
    registerRoute(internal, cardsInternalRoutes.createCard, async ({ body }) => {
      const { userId: _ignored, ...fields } = body.card;
      return collaboration.createCard(body.id, body.ownerVisitorId, fields);
    });
  });
}
