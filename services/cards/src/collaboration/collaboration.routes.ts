import { cardsInternalRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CardsRepository } from '../cards/cards.repository.js';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import type { CardsDb } from '../db/database.js';
import type { FramesRepository } from '../frames/frames.repository.js';
import { CollaborationRepository } from './collaboration.repository.js';
import { CollaborationService } from './collaboration.service.js';

export interface CollaborationRouteDeps {
  db: Kysely<CardsDb>;
  cards: CardsRepository;
  frames: FramesRepository;
  catalog: CatalogRepository;
  internalSecret: string;
}

/** cardsInternalRoutes, for the collab service only (INTERNAL_SECRET). */
export function registerCollaborationRoutes(app: FastifyInstance, deps: CollaborationRouteDeps) {
  const collaboration = new CollaborationService(deps.cards, new CollaborationRepository(deps.db), {
    isFrameUsableBy: (frameId, visitorId) => deps.frames.isUsableBy(frameId, visitorId),
    hasTemplate: async (templateId) =>
      (await deps.catalog.findCardTemplateSvg(templateId)) !== undefined,
  });
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, deps.internalSecret),
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
