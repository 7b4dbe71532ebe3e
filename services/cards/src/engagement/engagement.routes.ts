import { sharingRoutes } from '@cardsmith/contracts';
import { registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { EngagementService } from './engagement.service.js';

export function registerEngagementRoutes(app: FastifyInstance, engagement: EngagementService) {
  registerRoute(app, sharingRoutes.like, async ({ params, request }) =>
    engagement.like(params.id, requireVisitor(request)),
  );
  registerRoute(app, sharingRoutes.unlike, async ({ params, request }) =>
    engagement.unlike(params.id, requireVisitor(request)),
  );
  registerRoute(app, sharingRoutes.recordView, async ({ params, request }) =>
    engagement.recordView(params.id, requireVisitor(request)),
  );
  registerRoute(app, sharingRoutes.stats, async ({ params, request }) =>
    engagement.stats(params.id, requireVisitor(request)),
  );
}
