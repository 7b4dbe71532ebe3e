import { CardIdParamsSchema, sharingRoutes } from '@cardsmith/contracts';
import { registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { SharingService } from './sharing.service.js';

export function registerSharingRoutes(app: FastifyInstance, sharing: SharingService): void {
  registerRoute(app, sharingRoutes.createShareLink, async ({ body, request }) =>
    sharing.createShareLink(requireVisitor(request), body),
  );
  registerRoute(app, sharingRoutes.setPublicGallery, async ({ params, body, request }) =>
    sharing.setPublicGallery(params.id, requireVisitor(request), body.showInPublicGallery),
  );
  registerRoute(app, sharingRoutes.viewCard, async ({ params, request }) =>
    sharing.view(params.id, request.visitorId),
  );
  app.get<{ Params: z.output<typeof CardIdParamsSchema> }>(
    '/api/cards/:id/download.png',
    { schema: { params: CardIdParamsSchema } },
    async (request, reply) => {
      const { png, fileName } = await sharing.downloadImage(request.params.id);
      return reply
        .type('image/png')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, max-age=60')
        .send(png);
    },
  );
}
