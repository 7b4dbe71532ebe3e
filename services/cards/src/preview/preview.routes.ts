import { CardIdParamsSchema, PreviewQuerySchema } from '@cardsmith/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sendPng } from '../images/http-cache.js';
import type { PreviewService } from './preview.service.js';

/** Short: a card's owner expects an edit to show up in shared previews soon. */
const PREVIEW_CACHE_CONTROL = 'public, max-age=60';

export function registerPreviewRoutes(app: FastifyInstance, previews: PreviewService): void {
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
}
