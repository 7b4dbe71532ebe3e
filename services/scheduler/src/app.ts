import { DeliveriesQueue, GroupDeliveriesQueue, schedulerRoutes } from '@cardsmith/contracts';
import {
  createProducer,
  createDailyQuotas,
  createRedis,
  createServiceApp,
  installOutboxRelay,
  installIdempotency,
  registerCountsGauge,
  registerAccountDataRoutes,
  registerOwnershipRoutes,
  keyStatus,
  registerProviderSettings,
  type Logger,
  type Redis,
  StatusHub,
  StatusPublisher,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createCardsClient, type CardsPort } from './adapters/cards-client.js';
import { createPrintClient, type PrintPort } from './adapters/print-client.js';
import { createChannels, type Channels } from './channels/channels.js';
import { twilioSignatureCheck } from './channels/sms.js';
import { OutboxRepository } from './channels/outbox.repository.js';
import { registerOutboxRoutes } from './channels/outbox.routes.js';
import { UnsubscribesRepository } from './channels/unsubscribes.repository.js';
import type { SchedulerConfig } from './config.js';
import type { SchedulerDb } from './db/database.js';
import { SchedulerAccountDataRepository } from './account-data/account-data.repository.js';
import { SchedulerAccountDataService } from './account-data/account-data.service.js';
import { DeliveriesRepository } from './deliveries/deliveries.repository.js';
import { DeliveryEvents } from './deliveries/delivery-events.js';
import { registerDeliveryEventsRoute } from './deliveries/delivery-events.routes.js';
import { registerDeliveriesRoutes } from './deliveries/deliveries.routes.js';
import { DeliveriesService } from './deliveries/deliveries.service.js';
import { deliveryJobs } from './deliveries/delivery-jobs.js';
import { PostDeliveries } from './deliveries/post-deliveries.js';
import { PrintOrdering } from './deliveries/print-ordering.js';
import { registerEmailRoutes } from './email/email.routes.js';
import { TasksRepository } from './tasks/tasks.repository.js';
import { SchedulerOwnershipRepository } from './ownership/ownership.repository.js';

export interface SchedulerAppDeps {
  config: SchedulerConfig;
  logger: Logger;
  db: Kysely<SchedulerDb>;
  redis?: Redis;
  cards?: CardsPort;
  print?: PrintPort;
  channels?: Channels;
  now?: () => Date;
}

export async function buildApp(deps: SchedulerAppDeps): Promise<FastifyInstance> {
  const { config, logger, db } = deps;
  const app = createServiceApp({
    name: 'scheduler',
    logger,
    internalSecret: config.INTERNAL_SECRET,
    db,
    redis: deps.redis,
  });
  const producer = createProducer(DeliveriesQueue, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger,
  });
  // A delivery's changes reach cards as events of its queue, through the scheduler's outbox.
  installOutboxRelay(app, {
    db,
    queues: [GroupDeliveriesQueue],
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger,
  });
  const outbox = new OutboxRepository(db);
  const channels = deps.channels ?? createChannels(config, outbox);
  const repository = new DeliveriesRepository(db);
  registerCountsGauge(app.metrics, {
    name: 'scheduler_deliveries',
    help: 'Deliveries by channel and status (sent, opened, failed, …), from the database',
    labelNames: ['channel', 'status'],
    read: () => repository.countByChannelAndStatus(),
  });
  // Quotas and idempotency keys are kept in Redis like the queue; a Redis handed in belongs to
  // the caller.
  const redis = deps.redis ?? createRedis(config.REDIS_URL);
  // A second click on Schedule gets the first delivery, not another one.
  installIdempotency(app, {
    redis,
    prefix: `${config.REDIS_PREFIX}scheduler:idempotency:`,
    routes: [schedulerRoutes.scheduleCard],
  });
  const post = new PostDeliveries(
    deps.print ?? createPrintClient(config.PRINT_URL, config.INTERNAL_SECRET),
    logger,
  );
  const deliveries = new DeliveriesService({
    repository,
    tasks: new TasksRepository(db),
    cards: deps.cards ?? createCardsClient(config.CARDS_URL, config.INTERNAL_SECRET),
    jobs: deliveryJobs(producer),
    unsubscribes: new UnsubscribesRepository(db),
    post,
    printOrdering: new PrintOrdering(repository, post),
    quotas: createDailyQuotas(redis, {
      prefix: `${config.REDIS_PREFIX}scheduler:quota:`,
      ...(deps.now ? { now: deps.now } : {}),
    }),
    dailyBudget: config.DELIVERY_DAILY_BUDGET,
    now: deps.now,
    onEnqueueFailed: (error, deliveryId) =>
      logger.warn({ err: error, deliveryId }, 'delivery jobs not queued; left to the reconciler'),
    ...(deps.redis ? { events: new DeliveryEvents(new StatusPublisher(deps.redis, logger)) } : {}),
  });
  // Every change reaches the owner's deliveries page by Redis: one subscription per process.
  if (deps.redis) {
    const statusHub = new StatusHub(deps.redis, logger);
    app.addHook('preClose', () => statusHub.close());
    registerDeliveryEventsRoute(app, statusHub);
  }
  // Forms: mail clients' one-click unsubscribe posts `List-Unsubscribe=One-Click` (the token in
  // the URL is all that route reads); Twilio's status callbacks post their fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  registerDeliveriesRoutes(app, deliveries, {
    publicOrigin: config.PUBLIC_ORIGIN,
    signatureCheck: twilioSignatureCheck(config.TWILIO_AUTH_TOKEN),
  });
  registerEmailRoutes(app, channels.email, config.INTERNAL_SECRET);
  registerOwnershipRoutes(app, new SchedulerOwnershipRepository(db), config.INTERNAL_SECRET);
  registerAccountDataRoutes(
    app,
    new SchedulerAccountDataService(new SchedulerAccountDataRepository(db), deliveries),
    config.INTERNAL_SECRET,
  );
  registerOutboxRoutes(app, outbox, config.INTERNAL_SECRET);
  registerProviderSettings(app, config.INTERNAL_SECRET, () => ({
    providers: [
      {
        capability: 'Email',
        adapter: channels.email.channel,
        offline: channels.email.channel === 'outbox',
        keys: [keyStatus('SMTP_URL', config.SMTP_URL)],
      },
      {
        capability: 'SMS',
        adapter: channels.sms.channel,
        offline: channels.sms.channel === 'outbox',
        keys: [
          keyStatus('TWILIO_ACCOUNT_SID', config.TWILIO_ACCOUNT_SID),
          keyStatus('TWILIO_AUTH_TOKEN', config.TWILIO_AUTH_TOKEN),
          keyStatus('TWILIO_FROM', config.TWILIO_FROM),
        ],
      },
    ],
    // Delivery times are computed with Node's bundled zone rules, which age (ARCHITECTURE §6).
    notes: [
      `Time-zone data in use: ${process.versions.tz ?? 'unknown'} (Node ${process.versions.node})`,
    ],
  }));
  app.addHook('onClose', async () => {
    await producer.close();
    if (!deps.redis) await redis.quit();
    // Channels handed in belong to the caller.
    if (!deps.channels) channels.email.close();
  });
  return app;
}
