import { legacyAiErrorFields } from '@cardsmith/contracts';
import {
  createRateLimiter,
  createServiceApp,
  keyStatus,
  realScheduler,
  registerAccountDataRoutes,
  registerProviderSettings,
  toErrorResponse,
  type Logger,
  type Redis,
  type Scheduler,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import { AiAccountDataRepository } from './account-data/account-data.repository.js';
import type { Kysely } from 'kysely';
import { offlineImagePainter, type ImagePainter } from './adapters/image-painter.js';
import { createHttpMediaStore, type MediaStore } from './adapters/media-store.js';
import { offlineMessageWriter, type MessageWriter } from './adapters/message-writer.js';
import {
  createOpenAiClient,
  createOpenAiImagePainter,
  createOpenAiMessageWriter,
  createOpenAiScheduleTipsWriter,
} from './adapters/openai.js';
import {
  offlineScheduleTipsWriter,
  type ScheduleTipsWriter,
} from './adapters/schedule-tips-writer.js';
import type { AiConfig } from './config.js';
import type { AiDb } from './db/database.js';
import { registerImagesRoutes } from './images/images.routes.js';
import { ImagesService } from './images/images.service.js';
import { registerMessagesRoutes } from './messages/messages.routes.js';
import { MessagesService } from './messages/messages.service.js';
import { registerScheduleTipsRoutes } from './schedule-tips/schedule-tips.routes.js';
import { ScheduleTipsService } from './schedule-tips/schedule-tips.service.js';
import { registerSurpriseRoutes } from './surprise/surprise.routes.js';
import { SurpriseService } from './surprise/surprise.service.js';
import { UsageRepository } from './usage/usage.repository.js';
import { UsageService } from './usage/usage.service.js';

export interface AiAppDeps {
  config: AiConfig;
  logger: Logger;
  db: Kysely<AiDb>;
  redis: Redis;
  /** Providers; by default chosen from the config (OpenAI when a key is set, else offline). */
  writer?: MessageWriter;
  painter?: ImagePainter;
  tipsWriter?: ScheduleTipsWriter;
  media?: MediaStore;
  /** Runs the rate limiter's flushes to Redis; defaults to real timers. */
  scheduler?: Scheduler;
}

function providersFrom(config: AiConfig): {
  writer: MessageWriter;
  painter: ImagePainter;
  tipsWriter: ScheduleTipsWriter;
} {
  if (!config.OPENAI_API_KEY) {
    return {
      writer: offlineMessageWriter,
      painter: offlineImagePainter,
      tipsWriter: offlineScheduleTipsWriter,
    };
  }
  const client = createOpenAiClient({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    textModel: config.OPENAI_TEXT_MODEL,
    imageModel: config.OPENAI_IMAGE_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
  return {
    writer: createOpenAiMessageWriter(client, config.OPENAI_TEXT_MODEL),
    painter: createOpenAiImagePainter(client, config.OPENAI_IMAGE_MODEL),
    tipsWriter: createOpenAiScheduleTipsWriter(client, config.OPENAI_TEXT_MODEL),
  };
}

export function buildApp(deps: AiAppDeps): FastifyInstance {
  const { config } = deps;
  const app = createServiceApp({
    name: 'ai',
    logger: deps.logger,
    internalSecret: config.INTERNAL_SECRET,
    db: deps.db,
    redis: deps.redis,
  });
  const configured = providersFrom(config);
  const limiter = createRateLimiter(deps.redis, 'ai:rate-limit:', {
    scheduler: deps.scheduler ?? realScheduler,
    onFlushError: (error) => app.log.warn({ err: error }, 'rate limit counts not sent to Redis'),
  });
  app.addHook('onClose', () => limiter.stop());
  const usage = new UsageService({
    repository: new UsageRepository(deps.db),
    limiter,
    logger: app.log,
    ratePerMinute: config.AI_RATE_LIMIT_PER_MINUTE,
    monthlyMessageQuota: config.AI_FREE_QUOTA_ENABLED ? config.AI_FREE_MONTHLY_MESSAGE_QUOTA : null,
  });
  const writer = deps.writer ?? configured.writer;
  const painter = deps.painter ?? configured.painter;
  const openAiKey = keyStatus('OPENAI_API_KEY', config.OPENAI_API_KEY);
  registerAccountDataRoutes(app, new AiAccountDataRepository(deps.db), config.INTERNAL_SECRET);
  registerProviderSettings(app, config.INTERNAL_SECRET, () => ({
    providers: [
      {
        capability: 'AI text',
        adapter: writer.provider,
        offline: writer.provider === 'offline',
        keys: [openAiKey],
      },
      {
        capability: 'AI images',
        adapter: painter.provider,
        offline: painter.provider === 'offline',
        keys: [openAiKey],
      },
    ],
  }));
  const messages = new MessagesService({
    writer,
    usage,
    redis: deps.redis,
  });
  const images = new ImagesService({
    painter,
    media:
      deps.media ??
      createHttpMediaStore({ baseUrl: config.MEDIA_URL, internalSecret: config.INTERNAL_SECRET }),
    usage,
  });
  const surprise = new SurpriseService(usage);
  const scheduleTips = new ScheduleTipsService({
    writer: deps.tipsWriter ?? configured.tipsWriter,
    fallback: offlineScheduleTipsWriter,
    usage,
    logger: app.log,
  });

  void app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      const { status, body } = toErrorResponse(error);
      if (status >= 500 && status !== 502) request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ ...legacyAiErrorFields(request.method, request.url, body.message), ...body });
    });
    registerMessagesRoutes(scope, messages);
    registerImagesRoutes(scope, images);
    registerSurpriseRoutes(scope, surprise);
    registerScheduleTipsRoutes(scope, scheduleTips);
  });
  return app;
}
