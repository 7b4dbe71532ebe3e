import { cardReportRoutes, cardsAdminRoutes } from '@cardsmith/contracts';
import {
  isVisitorMintedNow,
  registerRoute,
  requireInternalCaller,
  requireVisitor,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ModerationService } from './moderation.service.js';

export function registerModerationRoutes(
  app: FastifyInstance,
  moderation: ModerationService,
  internalSecret: string,
): void {
  registerRoute(app, cardReportRoutes.reportCard, async ({ params, body, request }) => {
    const reporter = { id: requireVisitor(request), mintedNow: isVisitorMintedNow(request) };
    await moderation.report(params.id, reporter, body.reason);
    return { success: true as const };
  });

  // cardsAdminRoutes, for the gateway's admin API only (INTERNAL_SECRET).
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, cardsAdminRoutes.listCards, async ({ query }) =>
      moderation.listCards(query.search, query.publicOnly === 'true', query.cursor),
    );
    registerRoute(internal, cardsAdminRoutes.hideCard, async ({ params }) =>
      moderation.setHidden(params.id, true),
    );
    registerRoute(internal, cardsAdminRoutes.unhideCard, async ({ params }) =>
      moderation.setHidden(params.id, false),
    );
    registerRoute(internal, cardsAdminRoutes.listReports, async () => ({
      reports: await moderation.openReports(),
    }));
    registerRoute(internal, cardsAdminRoutes.resolveReport, async ({ params }) => {
      await moderation.resolve(params.id);
      return { success: true as const };
    });
  });
}
