import { DeliveriesQueue, PrintSubmitQueue } from '@cardsmith/contracts';
import { runWorker } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { PrintWorkerEnvSchema } from './config.js';
import type { PrintDb } from './db/database.js';
import { orderPageUrl } from './orders/order-page-url.js';
import { OrdersRepository } from './orders/orders.repository.js';
import { buildSubmission } from './app.js';
import { findDueJobs } from './submission/due-jobs.js';

await runWorker<typeof PrintWorkerEnvSchema, PrintDb, typeof PrintSubmitQueue>({
  name: 'print-worker',
  schema: 'print',
  configSchema: PrintWorkerEnvSchema,
  migrations,
  queue: PrintSubmitQueue,
  defaultMetricsPort: 9105,
  // Status changes the worker makes may write the scheduler's email jobs: it relays them too.
  outboxQueues: [DeliveriesQueue],
  handlers: async ({ config, db, redis, logger }) => {
    // Emails the worker had not sent before print's outbox existed go out through it now.
    const handedOver = await new OrdersRepository(
      db,
      orderPageUrl(config.PUBLIC_ORIGIN),
    ).handOverUnsentLegacyEmails();
    if (handedOver > 0) logger.info({ handedOver }, 'unsent print emails handed to the outbox');
    const { submission } = buildSubmission({ config, db, redis, logger });
    return {
      submit: async (data) => {
        await submission.submit(data.orderId);
      },
    };
  },
  findDue: ({ config, db }) =>
    findDueJobs(new OrdersRepository(db, orderPageUrl(config.PUBLIC_ORIGIN))),
});
