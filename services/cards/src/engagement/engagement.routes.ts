import { sharingRoutes } from '@cardsmith/contracts';
import { isVisitorMintedNow, registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Engager, EngagementService } from './engagement.service.js';

const engager = (request: FastifyRequest): Engager => ({
  id: requireVisitor(request),
  mintedNow: isVisitorMintedNow(request),
  ip: request.ip,
});

export function registerEngagementRoutes(app: FastifyInstance, engagement: EngagementService) {
  registerRoute(app, sharingRoutes.like, async ({ params, request }) =>
    engagement.like(params.id, engager(request)),
  );
  registerRoute(app, sharingRoutes.unlike, async ({ params, request }) =>
    engagement.unlike(params.id, requireVisitor(request)),
  );
  registerRoute(app, sharingRoutes.recordView, async ({ params, request }) =>
    engagement.recordView(params.id, engager(request)),
  );
  registerRoute(app, sharingRoutes.stats, async ({ params, request }) =>
    engagement.stats(params.id, requireVisitor(request)),
  );
}
