import { DeliveriesQueue, printRoutes, PrintSubmitQueue } from '@cardsmith/contracts';
import {
  createProducer,
  installOutboxRelay,
  createServiceApp,
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
import { PrintAccountDataRepository } from './account-data/account-data.repository.js';
import { PrintAccountDataService } from './account-data/account-data.service.js';
import { AdminOrdersRepository } from './admin/admin-orders.repository.js';
import { registerAdminOrderRoutes } from './admin/admin-orders.routes.js';
import { AdminOrdersService } from './admin/admin-orders.service.js';
import {
  createCardsClient,
  createSignaturesClient,
  type CardsPort,
} from './adapters/cards-client.js';
import { createMediaImages } from './adapters/media-images.js';
import { createStripePayments, offlinePayments, type PaymentGateway } from './adapters/payments.js';
import { chooseVendor, type PrintVendor } from './adapters/vendor.js';
import type { PrintConfig, PrintWorkerConfig } from './config.js';
import type { PrintDb } from './db/database.js';
import { PublishingOrdersRepository } from './orders/order-events.js';
import { registerOrderEventsRoute } from './orders/order-events.routes.js';
import { registerOrderRoutes } from './orders/orders.routes.js';
import { PrintOwnershipRepository } from './ownership/ownership.repository.js';
import { orderPageUrl } from './orders/order-page-url.js';
import { OrdersRepository } from './orders/orders.repository.js';
import { OrdersService } from './orders/orders.service.js';
import { PaymentEventsService, type SubmissionQueue } from './payments/payment-events.service.js';
import { registerPaymentRoutes } from './payments/payments.routes.js';
import { registerTestCheckoutRoutes } from './payments/test-checkout.routes.js';
import { TestCheckoutService } from './payments/test-checkout.service.js';
import { registerScheduledOrderRoutes } from './scheduled/scheduled-orders.routes.js';
import { ScheduledOrdersService } from './scheduled/scheduled-orders.service.js';
import { submissionQueue } from './submission/submission-queue.js';
import { SubmissionService } from './submission/submission.service.js';
import { vendorFileUrl } from './print-files/file-links.js';
import { registerPrintFileRoutes } from './print-files/print-files.routes.js';
import { PrintFilesRepository } from './print-files/print-files.repository.js';
import { PrintFilesService } from './print-files/print-files.service.js';
import { registerVendorRoutes } from './vendor/vendor.routes.js';
import { VendorStatusService } from './vendor/vendor-status.service.js';

export interface PrintAppDeps {
  config: PrintConfig;
  logger: Logger;
  db: Kysely<PrintDb>;
  redis?: Redis;
  cards?: CardsPort;
  payments?: PaymentGateway;
  submissions?: SubmissionQueue;
  /** Clock of the vendor callback's signature window and the test cards' expiry; tests pin it. */
  now?: () => number;
}

/** Stripe when its three keys are set; otherwise the offline default (the test checkout). */
export function choosePayments(config: PrintConfig): PaymentGateway {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET)
    return offlinePayments;
  return createStripePayments({
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE,
  });
}

export async function buildApp(deps: PrintAppDeps): Promise<FastifyInstance> {
  const { config, logger, db } = deps;
  const app = createServiceApp({
    name: 'print',
    logger,
    internalSecret: config.INTERNAL_SECRET,
    db,
    redis: deps.redis,
  });
  // Placing an order twice (a double click, a retried request) makes one order.
  if (deps.redis) {
    installIdempotency(app, {
      redis: deps.redis,
      prefix: `${config.REDIS_PREFIX}print:idempotency:`,
      routes: [printRoutes.placeOrder],
    });
  }
  const payments = deps.payments ?? choosePayments(config);
  let { submissions } = deps;
  if (!submissions) {
    const producer = createProducer(PrintSubmitQueue, {
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      logger,
    });
    submissions = submissionQueue(producer);
    app.addHook('onClose', () => producer.close());
  }
  // The paid and shipped emails go to the scheduler as jobs on its queue, through print's outbox.
  installOutboxRelay(app, {
    db,
    queues: [DeliveriesQueue],
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger,
  });
  // Every status move reaches the order's page by Redis: one subscription per process.
  const statusHub = deps.redis ? new StatusHub(deps.redis, logger) : undefined;
  if (statusHub) app.addHook('preClose', () => statusHub.close());
  const ordersRepository = deps.redis
    ? new PublishingOrdersRepository(
        new StatusPublisher(deps.redis, logger),
        db,
        orderPageUrl(config.PUBLIC_ORIGIN),
      )
    : new OrdersRepository(db, orderPageUrl(config.PUBLIC_ORIGIN));
  registerCountsGauge(app.metrics, {
    name: 'print_orders',
    help: 'Print orders by status, from the database',
    labelNames: ['status'],
    read: () => ordersRepository.countByStatus(),
  });
  const orders = new OrdersService({
    orders: ordersRepository,
    cards: deps.cards ?? createCardsClient(config.CARDS_URL, config.INTERNAL_SECRET),
    payments,
    logger,
  });
  const paymentEvents = new PaymentEventsService({
    orders: ordersRepository,
    submissions,
    logger,
  });
  registerOrderRoutes(app, orders, paymentEvents, config.INTERNAL_SECRET);
  if (statusHub) registerOrderEventsRoute(app, orders, statusHub);
  registerScheduledOrderRoutes(
    app,
    new ScheduledOrdersService({
      orders: ordersRepository,
      placing: orders,
      payments,
      submissions,
      leadTimes: chooseVendor(config).leadTimes,
      logger,
    }),
    config.INTERNAL_SECRET,
  );
  registerPaymentRoutes(app, payments, paymentEvents);
  const now = deps.now ?? Date.now;
  registerTestCheckoutRoutes(
    app,
    new TestCheckoutService({ orders: ordersRepository, payments, paymentEvents, now }),
  );
  const vendorStatus = new VendorStatusService(ordersRepository);
  registerVendorRoutes(app, vendorStatus, {
    callbackSecret: config.VENDOR_CALLBACK_SECRET,
    internalSecret: config.INTERNAL_SECRET,
    now,
  });
  const files = new PrintFilesService({
    orders: ordersRepository,
    files: new PrintFilesRepository(db),
    linkSecret: config.INTERNAL_SECRET,
  });
  registerPrintFileRoutes(app, files, config.INTERNAL_SECRET);
  registerOwnershipRoutes(app, new PrintOwnershipRepository(db), config.INTERNAL_SECRET);
  registerAccountDataRoutes(
    app,
    new PrintAccountDataService(new PrintAccountDataRepository(db), orders),
    config.INTERNAL_SECRET,
  );
  const adminOrders = new AdminOrdersService({
    adminOrders: new AdminOrdersRepository(db),
    orders: ordersRepository,
    payments,
    paymentEvents,
    vendorStatus,
  });
  registerAdminOrderRoutes(app, adminOrders, config.INTERNAL_SECRET, statusHub);
  const vendorConfigured = Boolean(config.VENDOR_API_URL && config.VENDOR_API_KEY);
  registerProviderSettings(app, config.INTERNAL_SECRET, () => ({
    providers: [
      {
        capability: 'Payments',
        // Offline, payments are the test checkout: the console names it for what it is.
        adapter: payments.provider === 'offline' ? 'test-checkout' : payments.provider,
        offline: payments.provider === 'offline',
        keys: [
          keyStatus('STRIPE_SECRET_KEY', config.STRIPE_SECRET_KEY),
          keyStatus('STRIPE_PUBLISHABLE_KEY', config.STRIPE_PUBLISHABLE_KEY),
          keyStatus('STRIPE_WEBHOOK_SECRET', config.STRIPE_WEBHOOK_SECRET),
        ],
      },
      {
        // The worker picks the vendor by the same two settings (chooseVendor).
        capability: 'Print vendor',
        adapter: vendorConfigured ? 'http' : 'outbox',
        offline: !vendorConfigured,
        keys: [
          keyStatus('VENDOR_API_URL', config.VENDOR_API_URL),
          keyStatus('VENDOR_API_KEY', config.VENDOR_API_KEY),
          keyStatus('VENDOR_CALLBACK_SECRET', config.VENDOR_CALLBACK_SECRET),
        ],
      },
    ],
  }));
  return app;
}

/** The worker's wiring: every repository and service the print-submit jobs use. */
export function buildSubmission(deps: {
  config: PrintWorkerConfig;
  db: Kysely<PrintDb>;
  logger: Logger;
  /** Where the worker's status moves (submitted, failed) are published to the orders' pages. */
  redis?: Redis;
  vendor?: PrintVendor;
  /** The clock scheduled posts' submit instants are compared with; tests pass their own. */
  now?: () => Date;
}): {
  submission: SubmissionService;
  orders: OrdersRepository;
} {
  const { config, db, logger } = deps;
  const orders = deps.redis
    ? new PublishingOrdersRepository(
        new StatusPublisher(deps.redis, logger),
        db,
        orderPageUrl(config.PUBLIC_ORIGIN),
      )
    : new OrdersRepository(db, orderPageUrl(config.PUBLIC_ORIGIN));
  const submission = new SubmissionService({
    orders,
    files: new PrintFilesRepository(db),
    vendor: deps.vendor ?? chooseVendor(config),
    links: {
      printPdfUrl: (orderId) =>
        vendorFileUrl(config.PUBLIC_ORIGIN, config.INTERNAL_SECRET, orderId, 'print'),
      callbackUrl: new URL('/api/print/vendor/callback', config.PUBLIC_ORIGIN).toString(),
    },
    images: createMediaImages(config.MEDIA_URL, config.PUBLIC_ORIGIN),
    signatures: createSignaturesClient(config.CARDS_URL, config.INTERNAL_SECRET),
    logger,
    now: deps.now,
  });
  return { submission, orders };
}
