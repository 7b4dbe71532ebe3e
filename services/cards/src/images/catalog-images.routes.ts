import { CatalogImageParamsSchema } from '@cardsmith/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CatalogImageKind, CatalogImagesService } from './catalog-images.service.js';
import { sendPng } from './http-cache.js';

const PATHS: Record<CatalogImageKind, string> = {
  frame: '/api/catalog/frames/:id/thumbnail.png',
  template: '/api/catalog/templates/:id/image.png',
  'editor-template': '/api/catalog/editor-templates/:id/image.png',
};

/** Catalog art changes only with a migration (a deploy), so clients may keep it for a week. */
const MAX_AGE = 'max-age=604800, immutable';

export function registerCatalogImageRoutes(
  app: FastifyInstance,
  images: CatalogImagesService,
): void {
  for (const [kind, path] of Object.entries(PATHS) as [CatalogImageKind, string][]) {
    app.get<{ Params: z.output<typeof CatalogImageParamsSchema> }>(
      path,
      { schema: { params: CatalogImageParamsSchema } },
      async (request, reply) => {
        const ifNoneMatch = request.headers['if-none-match'];
        const image = await images.image(kind, request.params.id, ifNoneMatch);
        const scope = image.isPublic ? 'public' : 'private';
        return sendPng(reply, ifNoneMatch, image, `${scope}, ${MAX_AGE}`);
      },
    );
  }
}
