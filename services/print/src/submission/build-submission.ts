import type { Logger } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import { createMediaImages } from '../adapters/media-images.js';
import { createHttpVendor, outboxVendor, type PrintVendor } from '../adapters/vendor.js';
import type { PrintWorkerConfig } from '../config.js';
import type { PrintDb } from '../db/database.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { vendorFileUrl } from '../print-files/file-links.js';
import { PrintFilesRepository } from '../print-files/print-files.repository.js';
import { SubmissionService } from './submission.service.js';

/** The HTTP vendor when its URL and key are set; otherwise the outbox. */
export function chooseVendor(
  config: Pick<PrintWorkerConfig, 'VENDOR_API_URL' | 'VENDOR_API_KEY'>,
): PrintVendor {
  return config.VENDOR_API_URL && config.VENDOR_API_KEY
    ? createHttpVendor({ apiUrl: config.VENDOR_API_URL, apiKey: config.VENDOR_API_KEY })
    : outboxVendor;
}

/** The worker's wiring (its app.ts): every repository and service the print-submit job uses. */
export function buildSubmission(deps: {
  config: PrintWorkerConfig;
  db: Kysely<PrintDb>;
  logger: Logger;
  vendor?: PrintVendor;
}): { submission: SubmissionService; orders: OrdersRepository } {
  const { config, db, logger } = deps;
  const orders = new OrdersRepository(db);
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
    logger,
  });
  return { submission, orders };
}
