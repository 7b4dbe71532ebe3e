import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CardsRepository } from '../cards/cards.repository.js';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import type { CardsDb } from '../db/database.js';
import { registerEngagementRoutes } from '../engagement/engagement.routes.js';
import { EngagementRepository } from '../engagement/engagement.repository.js';
import { EngagementService } from '../engagement/engagement.service.js';
import { ExamplesRepository } from '../examples/examples.repository.js';
import { ExamplesService } from '../examples/examples.service.js';
import type { FramesRepository } from '../frames/frames.repository.js';
import type { PreviewService } from '../preview/preview.service.js';
import { registerSocialRoutes } from '../social/social.routes.js';
import { SocialRepository } from '../social/social.repository.js';
import { SocialService } from '../social/social.service.js';
import { registerTrendingRoutes } from '../trending/trending.routes.js';
import { TrendingRepository } from '../trending/trending.repository.js';
import { TrendingService } from '../trending/trending.service.js';
import { registerSharingRoutes } from './sharing.routes.js';
import { SharingRepository } from './sharing.repository.js';
import { SharingService } from './sharing.service.js';

export interface SharingFeatureDeps {
  db: Kysely<CardsDb>;
  cards: CardsRepository;
  frames: FramesRepository;
  catalog: CatalogRepository;
  previews: PreviewService;
  publicOrigin: string;
}

/**
 * Issue 4 as one unit: share links and the recipient's view, likes and views, trending with its
 * example cards, and social shares. The examples are seeded once the app is ready.
 */
export function registerSharingFeatures(app: FastifyInstance, deps: SharingFeatureDeps): void {
  const sharingRepository = new SharingRepository(deps.db);
  const engagementRepository = new EngagementRepository(deps.db);
  const sharing = new SharingService({
    sharing: sharingRepository,
    engagement: engagementRepository,
    frames: deps.frames,
    catalog: deps.catalog,
    previews: deps.previews,
    publicOrigin: deps.publicOrigin,
  });
  registerSharingRoutes(app, sharing);
  registerEngagementRoutes(
    app,
    new EngagementService(deps.cards, sharingRepository, engagementRepository),
  );
  registerTrendingRoutes(app, new TrendingService(new TrendingRepository(deps.db)));
  registerSocialRoutes(
    app,
    new SocialService(new SocialRepository(deps.db), sharing, deps.publicOrigin),
  );
  const examples = new ExamplesService(new ExamplesRepository(deps.db));
  app.addHook('onReady', async () => {
    await examples.ensureSeeded();
  });
}
