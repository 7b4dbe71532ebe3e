import {
  CardIdParamsSchema,
  InsidePreviewQuerySchema,
  PreviewQuerySchema,
  cardsInternalRoutes,
} from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sendPng } from '../images/http-cache.js';
import type { PreviewService } from './preview.service.js';

/** Short: a card's owner expects an edit to show up in shared previews soon. */
const PREVIEW_CACHE_CONTROL = 'public, max-age=60';

export function registerPreviewRoutes(
  app: FastifyInstance,
  previews: PreviewService,
  internalSecret: string,
): void {
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, cardsInternalRoutes.cardArt, async ({ params }) =>
      previews.art(params.id),
    );
  });
  app.get<{
    Params: z.output<typeof CardIdParamsSchema>;
    Querystring: z.output<typeof PreviewQuerySchema>;
  }>(
    '/api/cards/:id/preview.png',
    { schema: { params: CardIdParamsSchema, querystring: PreviewQuerySchema } },
    async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'];
      const { side, width } = request.query;
      const image = await previews.preview(request.params.id, side, width, ifNoneMatch);
      return sendPng(reply, ifNoneMatch, image, PREVIEW_CACHE_CONTROL);
    },
  );
  app.get<{
    Params: z.output<typeof CardIdParamsSchema>;
    Querystring: z.output<typeof InsidePreviewQuerySchema>;
  }>(
    '/api/cards/:id/inside.png',
    { schema: { params: CardIdParamsSchema, querystring: InsidePreviewQuerySchema } },
    async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'];
      const { page, width } = request.query;
      const image = await previews.insidePage(
        request.params.id,
        page,
        width,
        request.visitorId ?? null,
        ifNoneMatch,
      );
      // Private: before delivery only the organiser may see the signatures.
      return sendPng(reply, ifNoneMatch, image, 'private, max-age=0, must-revalidate');
    },
  );
  app.get<{ Params: z.output<typeof CardIdParamsSchema> }>(
    '/api/cards/:id/link-preview.png',
    { schema: { params: CardIdParamsSchema } },
    async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'];
      const image = await previews.linkPreview(request.params.id, ifNoneMatch);
      return sendPng(reply, ifNoneMatch, image, PREVIEW_CACHE_CONTROL);
    },
  );
}
