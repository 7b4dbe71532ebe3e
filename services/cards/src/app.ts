import multipart from '@fastify/multipart';
import { svgToPng } from '@cardsmith/card-render/node';
import {
  BlobReferencesQueue,
  CardVideoMessagesQueue,
  cardsRoutes,
  CUSTOM_FRAME_LIMITS,
  DeliveriesQueue,
} from '@cardsmith/contracts';
import {
  createServiceApp,
  installIdempotency,
  installJobWorker,
  installOutboxRelay,
  registerAccountDataRoutes,
  registerOwnershipRoutes,
  type Logger,
  type Redis,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  createCardFrontStore,
  createMediaClient,
  type CardFrontStore,
  type MediaSource,
} from './adapters/media-client.js';
import { registerCardsInternalRoutes } from './cards/cards-internal.routes.js';
import { backfillHeldMedia } from './media-references/backfill.js';
import { registerCardRoutes } from './cards/cards.routes.js';
import { CardsRepository } from './cards/cards.repository.js';
import { CardsService } from './cards/cards.service.js';
import { CatalogContentRepository } from './catalog/catalog-content.repository.js';
import { CatalogContentService } from './catalog/catalog-content.service.js';
import { registerCatalogRoutes } from './catalog/catalog.routes.js';
import { CatalogRepository } from './catalog/catalog.repository.js';
import { CatalogService } from './catalog/catalog.service.js';
import { registerCollaborationRoutes } from './collaboration/collaboration.routes.js';
import { CollaborationService } from './collaboration/collaboration.service.js';
import type { CardsConfig } from './config.js';
import type { CardsDb } from './db/database.js';
import { registerEngagementRoutes } from './engagement/engagement.routes.js';
import { EngagementRepository } from './engagement/engagement.repository.js';
import { EngagementService } from './engagement/engagement.service.js';
import { ExamplesRepository } from './examples/examples.repository.js';
import { ExamplesService } from './examples/examples.service.js';
import { registerFrameRoutes } from './frames/frames.routes.js';
import { AddressRequestsRepository } from './address-requests/address-requests.repository.js';
import { registerAddressRequestRoutes } from './address-requests/address-requests.routes.js';
import { AddressRequestsService } from './address-requests/address-requests.service.js';
import { registerGroupRoutes } from './group/group.routes.js';
import { consumeGroupDeliveries } from './group/group-deliveries.consumer.js';
import { GroupDeliveryService } from './group/group-delivery.service.js';
import { GroupService } from './group/group.service.js';
import { InvitesRepository } from './group/invites.repository.js';
import { SignaturesRepository } from './group/signatures.repository.js';
import { SigningService } from './group/signing.service.js';
import { FramesRepository } from './frames/frames.repository.js';
import { FramesService } from './frames/frames.service.js';
import { registerCatalogImageRoutes } from './images/catalog-images.routes.js';
import { CatalogImagesService } from './images/catalog-images.service.js';
import { PngCache } from './images/png-cache.js';
import { ModerationRepository } from './moderation/moderation.repository.js';
import { registerModerationRoutes } from './moderation/moderation.routes.js';
import { ModerationService } from './moderation/moderation.service.js';
import { registerModelRoutes } from './model/model.routes.js';
import { CardsOwnershipRepository } from './ownership/ownership.repository.js';
import { CardsAccountDataRepository } from './account-data/account-data.repository.js';
import { ModelService } from './model/model.service.js';
import { registerPreviewRoutes } from './preview/preview.routes.js';
import { registerVideoFrontRoutes } from './video-fronts/video-front.routes.js';
import { VideoFrontService } from './video-fronts/video-front.service.js';
import { PreviewService } from './preview/preview.service.js';
import { RenderPool } from './preview/render-pool.js';
import { registerSharingRoutes } from './sharing/sharing.routes.js';
import { SharingRepository } from './sharing/sharing.repository.js';
import { SharingService } from './sharing/sharing.service.js';
import { registerSocialRoutes } from './social/social.routes.js';
import { SocialRepository } from './social/social.repository.js';
import { SocialService } from './social/social.service.js';
import { registerTrendingRoutes } from './trending/trending.routes.js';
import { TrendingRepository } from './trending/trending.repository.js';
import { TrendingService } from './trending/trending.service.js';

export interface CardsAppDeps {
  config: CardsConfig;
  logger: Logger;
  db: Kysely<CardsDb>;
  redis?: Redis;
  /** Defaults to the media service at MEDIA_URL. */
  media?: MediaSource;
  /** Where fronts drawn for video renders are kept; defaults to the media service at MEDIA_URL. */
  cardFronts?: CardFrontStore;
  /** The clock group signing closes by (tests move it to the delivery instant). */
  now?: () => Date;
}

export async function buildApp(deps: CardsAppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = createServiceApp({
    name: 'cards',
    logger: deps.logger,
    internalSecret: config.INTERNAL_SECRET,
    db,
    redis: deps.redis,
  });
  // Saving a new card twice (a double click, a retried request) makes one card.
  if (deps.redis) {
    installIdempotency(app, {
      redis: deps.redis,
      prefix: `${config.REDIS_PREFIX}cards:idempotency:`,
      routes: [cardsRoutes.createCard],
    });
  }
  await app.register(multipart, {
    limits: { fileSize: CUSTOM_FRAME_LIMITS.maxBytes, files: 1, fields: 4, parts: 6 },
  });

  const cardsRepository = new CardsRepository(db);
  const framesRepository = new FramesRepository(db);
  const catalogRepository = new CatalogRepository(db);
  const sharingRepository = new SharingRepository(db);
  const engagementRepository = new EngagementRepository(db);
  const cache = new PngCache(config.RENDER_CACHE_MB * 1024 * 1024);

  const renderPool = new RenderPool({
    timeoutMs: config.PREVIEW_RENDER_TIMEOUT_MS,
    maxHeapMb: config.PREVIEW_RENDER_HEAP_MB,
  });
  app.addHook('onClose', () => renderPool.close());

  const frames = new FramesService(framesRepository, (svg) => svgToPng(svg, { width: 100 }));
  const groupStores = {
    invites: new InvitesRepository(db),
    signatures: new SignaturesRepository(db),
  };
  const now = deps.now ?? (() => new Date());
  const group = new GroupService({
    ...groupStores,
    cards: cardsRepository,
    publicOrigin: config.PUBLIC_ORIGIN,
    now,
  });
  const previews = new PreviewService({
    cards: cardsRepository,
    frames: framesRepository,
    catalog: catalogRepository,
    media: deps.media ?? createMediaClient(config.MEDIA_URL),
    cache,
    publicOrigin: config.PUBLIC_ORIGIN,
    rasterize: (job) => renderPool.render(job),
    signatures: async (cardId, visitorId) =>
      (await group.visibleSignatures(cardId, visitorId)).signatures,
  });
  const cards = new CardsService(cardsRepository, {
    isFrameUsableBy: (frameId, visitorId) => frames.isFrameUsableBy(frameId, visitorId),
    hasTemplate: async (templateId) =>
      (await catalogRepository.findCardTemplateSvg(templateId)) !== undefined,
  });
  const sharing = new SharingService({
    sharing: sharingRepository,
    engagement: engagementRepository,
    frames: framesRepository,
    catalog: catalogRepository,
    previews,
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  const catalogContent = new CatalogContentService(new CatalogContentRepository(db));
  const examples = new ExamplesService(new ExamplesRepository(db));

  registerCardRoutes(app, cards);
  registerCardsInternalRoutes(app, cards, config.INTERNAL_SECRET);
  // A video media rendered comes back as a job on cards' own queue (media calls no service).
  installJobWorker(app, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    definition: CardVideoMessagesQueue,
    handlers: { set: ({ cardId, video }) => cards.setVideoMessage(cardId, video) },
    logger: deps.logger,
    concurrency: 2,
  });
  registerOwnershipRoutes(app, new CardsOwnershipRepository(db), config.INTERNAL_SECRET);
  registerAccountDataRoutes(app, new CardsAccountDataRepository(db), config.INTERNAL_SECRET);
  registerModerationRoutes(
    app,
    new ModerationService(new ModerationRepository(db)),
    config.INTERNAL_SECRET,
  );
  registerPreviewRoutes(app, previews, config.INTERNAL_SECRET);
  registerVideoFrontRoutes(
    app,
    new VideoFrontService({
      cards: cardsRepository,
      previews,
      fronts: deps.cardFronts ?? createCardFrontStore(config.MEDIA_URL, config.INTERNAL_SECRET),
    }),
    config.INTERNAL_SECRET,
  );
  registerModelRoutes(
    app,
    new ModelService({
      cards: cardsRepository,
      previews,
      rasterize: (job) => renderPool.render(job),
    }),
  );
  registerFrameRoutes(app, frames);
  registerCatalogRoutes(app, new CatalogService(catalogRepository));
  registerCollaborationRoutes(
    app,
    new CollaborationService(cards, cardsRepository),
    config.INTERNAL_SECRET,
  );
  registerCatalogImageRoutes(
    app,
    new CatalogImagesService(framesRepository, catalogRepository, cache),
  );
  registerSharingRoutes(app, sharing);
  registerEngagementRoutes(
    app,
    new EngagementService(cardsRepository, sharingRepository, engagementRepository),
  );
  registerTrendingRoutes(
    app,
    new TrendingService(new TrendingRepository(db), {
      maxAgeMs: config.TRENDING_MAX_AGE_MS,
      now,
      onRefreshError: (error) =>
        app.log.warn({ err: error.message }, 'trending refresh failed; the next visit retries'),
    }),
  );
  const groupDelivery = new GroupDeliveryService({
    ...groupStores,
    cards: cardsRepository,
    publicOrigin: config.PUBLIC_ORIGIN,
    now,
  });
  consumeGroupDeliveries(
    app,
    groupDelivery,
    { redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX },
    deps.logger,
  );
  registerGroupRoutes(
    app,
    {
      group,
      signing: new SigningService({ ...groupStores, cards: cardsRepository, now }),
      delivery: groupDelivery,
    },
    config.INTERNAL_SECRET,
  );
  registerAddressRequestRoutes(
    app,
    new AddressRequestsService({
      requests: new AddressRequestsRepository(db),
      cards: cardsRepository,
      publicOrigin: config.PUBLIC_ORIGIN,
      now,
    }),
  );
  registerSocialRoutes(
    app,
    new SocialService(new SocialRepository(db), sharing, config.PUBLIC_ORIGIN),
    config.INTERNAL_SECRET,
  );

  // Scheduled social shares go to the scheduler as jobs on its queue, and the blobs each card
  // holds to media, through cards' outbox.
  installOutboxRelay(app, {
    db,
    queues: [DeliveriesQueue, BlobReferencesQueue],
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger: deps.logger,
  });
  // Examples name built-in frames and templates, so the catalog is written first.
  app.addHook('onReady', async () => {
    await catalogContent.sync();
    await examples.sync();
    // Once per install, in the background: media reclaims nothing until it is done.
    void backfillHeldMedia(db, deps.logger).catch((error: unknown) =>
      deps.logger.error(
        { err: error },
        'publishing the blobs cards hold failed; tried at the next start',
      ),
    );
  });
  return app;
}
