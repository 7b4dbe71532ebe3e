import { VIDEO_MESSAGES, VideoTemplateIdParamsSchema, videoRoutes } from '@cardsmith/contracts';
import { notFound, registerRoute } from '@cardsmith/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { CatalogRenders } from './catalog-renders.js';
import {
  findRecipe,
  listCatalog,
  listMusicOptions,
  type UploadedVideoTemplates,
} from './catalog.js';
import { namedMusicBed } from './music-beds.js';

/** Thumbnails, music previews and the music list are code: they change only with a release. */
const CATALOG_CACHE_CONTROL = 'public, max-age=86400';
/** The list also holds the admin's uploads, which come and go with the active toggle. */
const LIST_CACHE_CONTROL = 'no-cache';

function sendCatalogFile(reply: FastifyReply, contentType: string, content: Buffer) {
  return reply
    .header('content-type', contentType)
    .header('cache-control', CATALOG_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .send(content);
}

function recipeOr404(id: string) {
  const recipe = findRecipe(id);
  if (!recipe) throw notFound(VIDEO_MESSAGES.unknownTemplate);
  return recipe;
}

export function registerVideoCatalogRoutes(
  app: FastifyInstance,
  renders: CatalogRenders,
  uploaded: UploadedVideoTemplates,
): void {
  registerRoute(app, videoRoutes.listVideoTemplates, async ({ query, reply }) => {
    reply.header('cache-control', LIST_CACHE_CONTROL);
    return { templates: await listCatalog(query.type, uploaded) };
  });
  app.get<{ Params: z.output<typeof VideoTemplateIdParamsSchema> }>(
    '/api/video/templates/:id/thumbnail.jpg',
    { schema: { params: VideoTemplateIdParamsSchema } },
    async (request, reply) =>
      sendCatalogFile(reply, 'image/jpeg', await renders.thumbnail(recipeOr404(request.params.id))),
  );
  app.get<{ Params: z.output<typeof VideoTemplateIdParamsSchema> }>(
    '/api/video/templates/:id/music.m4a',
    { schema: { params: VideoTemplateIdParamsSchema } },
    async (request, reply) =>
      sendCatalogFile(
        reply,
        'audio/mp4',
        await renders.musicPreview(recipeOr404(request.params.id).music),
      ),
  );

  registerRoute(app, videoRoutes.listVideoMusic, async ({ reply }) => {
    reply.header('cache-control', CATALOG_CACHE_CONTROL);
    return { music: listMusicOptions() };
  });
  app.get<{ Params: { id: string } }>(
    '/api/video/music/:id/preview.m4a',
    async (request, reply) => {
      const music = namedMusicBed(request.params.id);
      if (!music) throw notFound(VIDEO_MESSAGES.noMusicPreview);
      return sendCatalogFile(reply, 'audio/mp4', await renders.musicPreview(music));
    },
  );
}
