import { catalogRoutes } from '@cardsmith/contracts';
import { registerRoute } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CatalogService } from './catalog.service.js';

export function registerCatalogRoutes(app: FastifyInstance, catalog: CatalogService): void {
  registerRoute(app, catalogRoutes.listMoods, async () => ({ moods: await catalog.listMoods() }));
  registerRoute(app, catalogRoutes.listCollections, async () => ({
    collections: await catalog.listCollections(),
  }));
  registerRoute(app, catalogRoutes.listTemplates, async ({ query }) => ({
    templates: await catalog.listTemplates(query),
  }));
  registerRoute(app, catalogRoutes.listIdeas, async ({ query }) => ({
    ideas: await catalog.listIdeas(query.category),
  }));
  registerRoute(app, catalogRoutes.listEditorTemplates, async () => ({
    templates: await catalog.listEditorTemplates(),
  }));
}
