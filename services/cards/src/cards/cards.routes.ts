import { cardsRoutes } from '@cardsmith/contracts';
import { registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CardsService } from './cards.service.js';

export function registerCardRoutes(app: FastifyInstance, cards: CardsService): void {
  registerRoute(app, cardsRoutes.createCard, async ({ body, request }) => {
    const { userId: _ignored, ...fields } = body;
    return cards.create(requireVisitor(request), fields);
  });
  registerRoute(app, cardsRoutes.listMyCards, async ({ request }) => ({
    cards: await cards.listMine(requireVisitor(request)),
  }));
  registerRoute(app, cardsRoutes.getCard, async ({ params, request }) =>
    cards.get(params.id, request.visitorId),
  );
  registerRoute(app, cardsRoutes.updateCard, async ({ params, query, body, request }) => {
    const { userId: _ignored, ...fields } = body;
    return cards.update(params.id, requireVisitor(request), fields, query.baseVersion);
  });
  registerRoute(app, cardsRoutes.copyCard, async ({ params, body, request }) => {
    const { userId: _ignored, ...fields } = body;
    return cards.copy(params.id, requireVisitor(request), fields);
  });
  registerRoute(app, cardsRoutes.deleteCard, async ({ params, request }) => {
    await cards.remove(params.id, requireVisitor(request));
    return { success: true as const };
  });
}
