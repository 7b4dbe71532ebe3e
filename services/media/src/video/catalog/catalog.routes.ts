import { VIDEO_MESSAGES, VideoTemplateIdParamsSchema, videoRoutes } from '@cardsmith/contracts';
import { notFound, registerRoute } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { findRecipe, listTemplates } from './catalog.js';
import type { ThumbnailService } from './thumbnails.js';

/** The catalog is code: it changes only with a release, so a day of caching is safe. */
const CATALOG_CACHE_CONTROL = 'public, max-age=86400';

export function registerVideoCatalogRoutes(
  app: FastifyInstance,
  thumbnails: ThumbnailService,
): void {
  registerRoute(app, videoRoutes.listVideoTemplates, async ({ query, reply }) => {
    reply.header('cache-control', CATALOG_CACHE_CONTROL);
    return { templates: listTemplates(query.type) };
  });
  app.get<{ Params: z.output<typeof VideoTemplateIdParamsSchema> }>(
    '/api/video/templates/:id/thumbnail.jpg',
    { schema: { params: VideoTemplateIdParamsSchema } },
    async (request, reply) => {
      const recipe = findRecipe(request.params.id);
      if (!recipe) throw notFound(VIDEO_MESSAGES.unknownTemplate);
      const image = await thumbnails.thumbnail(recipe);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', CATALOG_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );
}
