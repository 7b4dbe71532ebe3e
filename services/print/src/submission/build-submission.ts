import { StatusPublisher, type Logger, type Redis } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import { createSignaturesClient } from '../adapters/cards-client.js';
import { createMediaImages } from '../adapters/media-images.js';
import { chooseVendor, type PrintVendor } from '../adapters/vendor.js';
import type { PrintWorkerConfig } from '../config.js';
import type { PrintDb } from '../db/database.js';
import { orderPageUrl } from '../orders/order-page-url.js';
import { PublishingOrdersRepository } from '../orders/order-events.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { vendorFileUrl } from '../print-files/file-links.js';
import { PrintFilesRepository } from '../print-files/print-files.repository.js';
import { SubmissionService } from './submission.service.js';

/** The worker's wiring (its app.ts): every repository and service the print-submit jobs use. */
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
