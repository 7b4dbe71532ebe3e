import { VIDEO_MESSAGES, VideoTemplateIdParamsSchema, videoRoutes } from '@cardsmith/contracts';
import { notFound, registerRoute } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { findRecipe, listCatalog, type UploadedVideoTemplates } from './catalog.js';
import type { ThumbnailService } from './thumbnails.js';

/** A recipe's thumbnail is code: it changes only with a release, so a day of caching is safe. */
const THUMBNAIL_CACHE_CONTROL = 'public, max-age=86400';
/** The list also holds the admin's uploads, which come and go with the active toggle. */
const LIST_CACHE_CONTROL = 'no-cache';

export function registerVideoCatalogRoutes(
  app: FastifyInstance,
  thumbnails: ThumbnailService,
  uploaded: UploadedVideoTemplates,
): void {
  registerRoute(app, videoRoutes.listVideoTemplates, async ({ query, reply }) => {
    reply.header('cache-control', LIST_CACHE_CONTROL);
    return { templates: await listCatalog(query.type, uploaded) };
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
        .header('cache-control', THUMBNAIL_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );
}
