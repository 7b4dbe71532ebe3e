import type { Logger } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import { createMediaImages } from '../adapters/media-images.js';
import { createSchedulerEmail, type EmailPort } from '../adapters/scheduler-email.js';
import { chooseVendor, type PrintVendor } from '../adapters/vendor.js';
import type { PrintWorkerConfig } from '../config.js';
import type { PrintDb } from '../db/database.js';
import { EmailSenderService } from '../emails/email-sender.service.js';
import { PrintEmailsRepository } from '../emails/print-emails.repository.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { vendorFileUrl } from '../print-files/file-links.js';
import { PrintFilesRepository } from '../print-files/print-files.repository.js';
import { SubmissionService } from './submission.service.js';

/** The worker's wiring (its app.ts): every repository and service the print-submit jobs use. */
export function buildSubmission(deps: {
  config: PrintWorkerConfig;
  db: Kysely<PrintDb>;
  logger: Logger;
  vendor?: PrintVendor;
  emailChannel?: EmailPort;
  /** The clock scheduled posts' submit instants are compared with; tests pass their own. */
  now?: () => Date;
}): {
  submission: SubmissionService;
  orders: OrdersRepository;
  emails: PrintEmailsRepository;
  emailSender: EmailSenderService;
} {
  const { config, db, logger } = deps;
  const emails = new PrintEmailsRepository(db);
  const emailSender = new EmailSenderService({
    emails,
    channel:
      deps.emailChannel ?? createSchedulerEmail(config.SCHEDULER_URL, config.INTERNAL_SECRET),
    orderPageUrl: (orderId) => new URL(`/orders/${orderId}`, config.PUBLIC_ORIGIN).toString(),
    logger,
  });
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
    now: deps.now,
  });
  return { submission, orders, emails, emailSender };
}
