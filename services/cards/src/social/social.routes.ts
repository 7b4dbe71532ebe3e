import { sharingRoutes } from '@cardsmith/contracts';
import { registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SocialService } from './social.service.js';

export function registerSocialRoutes(app: FastifyInstance, social: SocialService): void {
  registerRoute(app, sharingRoutes.socialShare, async ({ params, body, request }) =>
    social.share(requireVisitor(request), { ...body, platform: params.platform }),
  );
  registerRoute(app, sharingRoutes.shareCard, async ({ params, body, request }) =>
    social.share(requireVisitor(request), { ...body, cardId: params.id }),
  );
  registerRoute(app, sharingRoutes.listSocialShares, async ({ request }) => ({
    shares: await social.list(requireVisitor(request)),
  }));
}
