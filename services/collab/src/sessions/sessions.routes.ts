import { collabAdminRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SessionsService } from './sessions.service.js';

export function registerSessionRoutes(
  app: FastifyInstance,
  sessions: SessionsService,
  internalSecret: string,
): void {
  app.register(async (admin) => {
    admin.addHook('onRequest', async (request) => requireInternalCaller(request, internalSecret));
    registerRoute(admin, collabAdminRoutes.listSessions, async ({ query }) => ({
      sessions: await sessions.list(query),
    }));
    registerRoute(admin, collabAdminRoutes.stats, async () => sessions.stats());
    registerRoute(admin, collabAdminRoutes.getSession, async ({ params }) =>
      sessions.detail(params.id),
    );
    registerRoute(admin, collabAdminRoutes.lockSession, async ({ params }) =>
      sessions.lock(params.id),
    );
    registerRoute(admin, collabAdminRoutes.unlockSession, async ({ params }) =>
      sessions.unlock(params.id),
    );
    registerRoute(admin, collabAdminRoutes.endSession, async ({ params }) =>
      sessions.end(params.id),
    );
  });
}
