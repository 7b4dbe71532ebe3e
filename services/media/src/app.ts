import { S3Client } from '@aws-sdk/client-s3';
import multipart from '@fastify/multipart';
import {
  BlobReferencesQueue,
  MEDIA_LIMITS,
  VIDEO_UPLOAD_MAX_BYTES,
  VideoRenderQueue,
  type MediaKind,
} from '@cardsmith/contracts';
import {
  createProducer,
  createServiceApp,
  realScheduler,
  registerAccountDataRoutes,
  installJobWorker,
  registerOwnershipRoutes,
  StatusHub,
  StatusPublisher,
  registerProviderSettings,
  type Logger,
  type QueueConnection,
  type Redis,
  type Scheduler,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { BlobRepository } from './blobs/blob.repository.js';
import { s3SettingsFrom, type S3Settings } from './blobs/s3-settings.js';
import type { MediaConfig } from './config.js';
import { DEFAULT_CHUNK_BYTES, PostgresBlobStore } from './blobs/postgres-blob-store.js';
import { S3BlobStore } from './blobs/s3-blob-store.js';
import type { MediaDb } from './db/database.js';
import { registerMediaRoutes } from './media/media.routes.js';
import { MediaService } from './media/media.service.js';
import { MediaOwnershipRepository } from './ownership/ownership.repository.js';
import { MediaAccountDataRepository } from './account-data/account-data.repository.js';
import { MediaAccountDataService } from './account-data/account-data.service.js';
import { assertUploadAllowed, type UploadQuotas } from './media/upload-quota.js';
import { ReclaimService, type MediaHolder } from './reclaim/reclaim.service.js';
import { blobReferencesHandlers } from './references/blob-references.handlers.js';
import { ReferencesRepository } from './references/references.repository.js';
import { RenditionsRepository } from './renditions/renditions.repository.js';
import { RenditionsService } from './renditions/renditions.service.js';
import { AudioTools } from './audio/audio-tools.js';
import {
  createSpeechSynthesizer,
  speechProviderKeys,
} from './speech/adapters/create-speech-synthesizer.js';
import { EspeakSpeech } from './speech/adapters/espeak-speech.js';
import type { SpeechSynthesizer } from './speech/adapters/speech-synthesizer.js';
import { SpeechRepository } from './speech/speech.repository.js';
import { registerSpeechRoutes } from './speech/speech.routes.js';
import { registerRecordingRoutes } from './recordings/recordings.routes.js';
import { RecordingsService } from './recordings/recordings.service.js';
import { SpeechService } from './speech/speech.service.js';
import { registerVideoCatalogRoutes } from './video/catalog/catalog.routes.js';
import { VideoJobEvents } from './video/jobs/video-job-events.js';
import { VideoJobsRepository } from './video/jobs/video-jobs.repository.js';
import { VideoJobsService, type VideoQueue } from './video/jobs/video-jobs.service.js';
import { VIDEO_RENDER_ATTEMPTS, VIDEO_RENDER_RETRY_MS } from './video/jobs/video-render-job.js';
import { registerVideoRoutes } from './video/jobs/video.routes.js';
import { registerCardFrontRoutes } from './video/fronts/card-fronts.routes.js';
import { CatalogRenders } from './video/catalog/catalog-renders.js';
import { locateFfmpeg } from './video/render/ffmpeg.js';
import { VideoRenderer } from './video/render/video-renderer.js';
import { TemplatesRepository } from './templates/templates.repository.js';
import { registerTemplateRoutes } from './templates/templates.routes.js';
import { TemplatesService } from './templates/templates.service.js';
import { TemplateClipInspector } from './templates/template-clip.js';
import { UploadedVideoTemplatesSource } from './video/catalog/uploaded-video-templates.js';

/** Reclaiming blobs nothing links to; absent, nothing is ever reclaimed. */
export interface ReclaimSettings {
  /**
   * The services that hold blobs (MEDIA_REFERENCE_HOLDERS): no sweep runs until each has
   * backfilled its references (README, "Reclaiming blobs nothing links to").
   */
  holderServices: readonly string[];
  /** Where the holders' `blob-references` events are consumed from; absent, none is (tests). */
  queue?: QueueConnection;
  graceMs: number;
  intervalMs: number;
  scheduler?: Scheduler;
}

export interface MediaAppDeps {
  logger: Logger;
  db: Kysely<MediaDb>;
  redis?: Redis;
  internalSecret: string;
  /** Upload limits per kind; tests lower them instead of sending 100 MB. */
  limits?: Record<MediaKind, number>;
  /** Row size of the Postgres blob driver; tests lower it so small files cross chunk borders. */
  chunkBytes?: number;
  /** The S3 bucket blobs go to; Postgres rows when absent (main.ts reads it from the config). */
  s3?: S3Settings | null;
  /** Daily upload quotas; tests lower them. */
  uploadQuotas?: UploadQuotas;
  now?: () => Date;
  reclaim?: ReclaimSettings;
  /** The text-to-speech provider (main.ts picks it from the config); offline espeak-ng otherwise. */
  speech?: SpeechSynthesizer;
  /** Whether the settings the speech provider needs are set, for the admin console. */
  speechKeys?: { name: string; set: boolean }[];
  /** ffmpeg-backed encoding and measuring; tests pass one without ffmpeg to cover that machine. */
  audioTools?: AudioTools;
  /** Recording limits (10 MB, 60 s); tests lower the size. */
  recordingLimits?: { maxBytes: number; maxSeconds: number };
  /** Draws template thumbnails, music previews and stills of uploaded clips; Debian's ffmpeg or the npm one otherwise. */
  videoRenderer?: VideoRenderer;
  /** Video cards: the render queue. Without it only the catalog is served. */
  video?: { queue: VideoQueue; uploadMaxBytes?: number };
}

/**
 * The app as main.ts runs it: the blob store, reclaiming (with the holders' reference events),
 * the speech provider and the render queue, all chosen from the config.
 */
export async function buildAppFromConfig(context: {
  config: MediaConfig;
  logger: Logger;
  db: Kysely<MediaDb>;
  redis: Redis;
}): Promise<FastifyInstance> {
  const { config, logger, db, redis } = context;
  const renders = createProducer(VideoRenderQueue, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger,
    retry: { attempts: VIDEO_RENDER_ATTEMPTS, backoffMs: VIDEO_RENDER_RETRY_MS },
  });
  const app = await buildApp({
    logger,
    db,
    redis,
    internalSecret: config.INTERNAL_SECRET,
    chunkBytes: config.MEDIA_BLOB_CHUNK_BYTES,
    s3: s3SettingsFrom(config),
    reclaim: {
      holderServices: config.MEDIA_REFERENCE_HOLDERS,
      queue: { redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX },
      graceMs: config.MEDIA_RECLAIM_GRACE_HOURS * 60 * 60 * 1000,
      intervalMs: config.MEDIA_RECLAIM_INTERVAL_MINUTES * 60 * 1000,
    },
    speech: await createSpeechSynthesizer(config),
    speechKeys: speechProviderKeys(config),
    video: {
      queue: {
        enqueue: async (jobId, priority) => {
          await renders.enqueue({ name: 'render', data: { jobId } }, { id: jobId, priority });
        },
      },
    },
  });
  app.addHook('onClose', async () => renders.close());
  return app;
}

/** An upload still unfinished after this long was cut off by a crash or restart. */
const INCOMPLETE_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export async function buildApp(deps: MediaAppDeps): Promise<FastifyInstance> {
  const app = createServiceApp({
    name: 'media',
    logger: deps.logger,
    internalSecret: deps.internalSecret,
    db: deps.db,
    redis: deps.redis,
  });
  const repository = new BlobRepository(deps.db);
  const blobs = createBlobStore(repository, {
    chunkBytes: deps.chunkBytes ?? DEFAULT_CHUNK_BYTES,
    s3: deps.s3,
  });
  const limits = deps.limits ?? MEDIA_LIMITS;

  // Size is enforced per kind while the blob is written, once the type is known; the parser
  // itself is unbounded so it never cuts a file short under a different message.
  await app.register(multipart, {
    limits: { fileSize: Infinity, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });
  const uploadAllowed = (who: { visitorId: string; ip: string }) =>
    assertUploadAllowed(repository, who, { quotas: deps.uploadQuotas, now: deps.now });
  const renditions = new RenditionsService({
    blobs,
    renditions: new RenditionsRepository(deps.db),
  });
  const media = new MediaService({
    blobs,
    limits,
    makeRendition: (image, dimensions) => renditions.make(image, dimensions),
  });
  registerMediaRoutes(app, media, uploadAllowed, (id) => renditions.renditionOf(id));
  const renderer = deps.videoRenderer ?? new VideoRenderer(locateFfmpeg());
  const templatesRepository = new TemplatesRepository(deps.db);
  registerTemplateRoutes(
    app,
    new TemplatesService({
      templates: templatesRepository,
      media,
      blobs,
      clips: new TemplateClipInspector({ blobs, renderer }),
    }),
    deps.internalSecret,
  );
  registerOwnershipRoutes(app, new MediaOwnershipRepository(deps.db), deps.internalSecret);
  registerAccountDataRoutes(
    app,
    new MediaAccountDataService(new MediaAccountDataRepository(deps.db), blobs),
    deps.internalSecret,
  );

  const audio = deps.audioTools ?? new AudioTools();
  const synthesizer = deps.speech ?? new EspeakSpeech();
  registerProviderSettings(app, deps.internalSecret, () => ({
    providers: [
      {
        capability: 'Speech',
        adapter: synthesizer.provider,
        offline: synthesizer.provider === 'offline',
        keys: deps.speechKeys ?? [],
      },
    ],
  }));
  registerSpeechRoutes(
    app,
    new SpeechService({
      synthesizer,
      repository: new SpeechRepository(deps.db),
      blobs,
      audio,
    }),
  );
  registerRecordingRoutes(
    app,
    new RecordingsService({ blobs, audio, limits: deps.recordingLimits }),
    uploadAllowed,
  );

  const uploadedVideos = new UploadedVideoTemplatesSource(templatesRepository);
  registerVideoCatalogRoutes(app, new CatalogRenders(renderer), uploadedVideos);
  if (deps.video) {
    if (!deps.redis) throw new Error('Video cards need Redis: their progress travels through it.');
    // The process's one subscription to render progress, fanned out to every open stream.
    const statusHub = new StatusHub(deps.redis, deps.logger);
    app.addHook('preClose', () => statusHub.close());
    const videos = new VideoJobsService({
      jobs: new VideoJobsRepository(deps.db),
      events: new VideoJobEvents(new StatusPublisher(deps.redis, deps.logger)),
      blobs,
      queue: deps.video.queue,
      templates: uploadedVideos,
      uploadMaxBytes: deps.video.uploadMaxBytes ?? VIDEO_UPLOAD_MAX_BYTES,
    });
    registerVideoRoutes(app, videos, uploadAllowed, statusHub, deps.internalSecret);
    registerCardFrontRoutes(app, blobs, deps.internalSecret);
  }

  app.addHook('onReady', async () => {
    const swept = await blobs.sweepIncomplete(new Date(Date.now() - INCOMPLETE_UPLOAD_TTL_MS));
    if (swept > 0) deps.logger.info({ swept }, 'removed interrupted uploads');
  });
  if (deps.reclaim) {
    const references = new ReferencesRepository(deps.db);
    // The API process consumes the holders' events: the table they fill is the sweep's.
    if (deps.reclaim.queue) {
      installJobWorker(app, {
        ...deps.reclaim.queue,
        definition: BlobReferencesQueue,
        handlers: blobReferencesHandlers(references),
        logger: deps.logger,
        concurrency: 4,
      });
    }
    // What other services hold, as their events told this service.
    const heldElsewhere: MediaHolder = {
      name: 'blob references',
      referenced: (ids) => references.referencedBlobs(ids),
    };
    // Template files are held by this service itself.
    const templateFiles: MediaHolder = {
      name: 'templates',
      referenced: (ids) => templatesRepository.referencedBlobs(ids),
    };
    // A render waiting in the queue still needs its upload, voice and card front.
    const unfinishedRenders: MediaHolder = {
      name: 'video jobs',
      referenced: (ids) => new VideoJobsRepository(deps.db).referencedBlobs(ids),
    };
    // A rendition lives as long as its source; once the source goes, nothing holds it.
    const imageRenditions: MediaHolder = {
      name: 'image renditions',
      referenced: (ids) => new RenditionsRepository(deps.db).referencedBlobs(ids),
    };
    const holderServices = deps.reclaim.holderServices;
    const reclaim = new ReclaimService({
      store: repository,
      holders: [heldElsewhere, templateFiles, unfinishedRenders, imageRenditions],
      blockedBy: async () => {
        const missing = await references.servicesNotBackfilled(holderServices);
        return missing.length > 0
          ? `the blob references of ${missing.join(', ')} are not backfilled yet`
          : null;
      },
      graceMs: deps.reclaim.graceMs,
      now: deps.now,
    });
    scheduleReclaim(app, reclaim, deps.reclaim, deps.logger);
  }
  return app;
}

function scheduleReclaim(
  app: FastifyInstance,
  reclaim: ReclaimService,
  settings: ReclaimSettings,
  logger: Logger,
): void {
  let cancel = () => {};
  app.addHook('onReady', async () => {
    cancel = reclaim.schedule(
      settings.scheduler ?? realScheduler,
      settings.intervalMs,
      (result) => {
        if (result instanceof Error) logger.error({ err: result }, 'reclaiming blobs failed');
        else if (result.stoppedBecause) logger.warn(result, 'reclaiming blobs stopped');
        else if (result.deleted > 0) logger.info(result, 'reclaimed blobs nothing links to');
      },
    );
  });
  app.addHook('onClose', async () => cancel());
}

export function s3Client(settings: S3Settings, endpoint = settings.endpoint): S3Client {
  return new S3Client({
    endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
  });
}

export type ConfiguredBlobStore = PostgresBlobStore | S3BlobStore;

/** Postgres rows by default; the S3 bucket when `s3` is given (ARCHITECTURE §4). */
export function createBlobStore(
  repository: BlobRepository,
  options: { chunkBytes: number; s3?: S3Settings | null },
): ConfiguredBlobStore {
  const rows = new PostgresBlobStore(repository, options.chunkBytes);
  const { s3 } = options;
  if (!s3) return rows;
  return new S3BlobStore(
    repository,
    s3Client(s3),
    {
      bucket: s3.bucket,
      presignSeconds: s3.presignSeconds,
      presigner: s3.publicEndpoint ? s3Client(s3, s3.publicEndpoint) : undefined,
    },
    rows,
  );
}
