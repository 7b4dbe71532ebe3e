import { scheduledShareRoutes, sharingRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SocialService } from './social.service.js';

export function registerSocialRoutes(
  app: FastifyInstance,
  social: SocialService,
  internalSecret: string,
): void {
  registerRoute(app, sharingRoutes.socialShare, async ({ params, body, request }) =>
    social.share(requireVisitor(request), { ...body, platform: params.platform }),
  );
  registerRoute(app, sharingRoutes.shareCard, async ({ params, body, request }) =>
    social.share(requireVisitor(request), { ...body, cardId: params.id }),
  );
  registerRoute(app, sharingRoutes.listSocialShares, async ({ request }) => ({
    shares: await social.list(requireVisitor(request)),
  }));
  // The scheduler, at a scheduled share's instant.
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, scheduledShareRoutes.deliver, async ({ params }) =>
      social.deliver(params.id),
    );
  });
}
