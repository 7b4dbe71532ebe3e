import { DeliveriesQueue } from '@cardsmith/contracts';
import { createProducer, DEFAULT_RETRY, runWorker } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { createChannels } from './channels/channels.js';
import { UnsubscribesRepository } from './channels/unsubscribes.repository.js';
import { SchedulerWorkerEnvSchema } from './config.js';
import type { SchedulerDb } from './db/database.js';
import { DeliveriesRepository } from './deliveries/deliveries.repository.js';
import { deliveryJobs } from './deliveries/delivery-jobs.js';
import { DeliverySender } from './sending/delivery-sender.js';

/** The reconciler gives every scheduled row due within this horizon a job (delayed to its instant). */
const RECONCILE_HORIZON_MS = 24 * 60 * 60 * 1000;

let closeProducer: (() => Promise<void>) | undefined;

await runWorker<typeof SchedulerWorkerEnvSchema, SchedulerDb, typeof DeliveriesQueue>({
  name: 'scheduler-worker',
  schema: 'scheduler',
  configSchema: SchedulerWorkerEnvSchema,
  migrations,
  queue: DeliveriesQueue,
  defaultMetricsPort: 9104,
  retry: DEFAULT_RETRY,
  handlers: ({ config, db, logger }) => {
    // Next year's delivery of a recurring card is enqueued from the worker.
    const producer = createProducer(DeliveriesQueue, {
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      logger,
    });
    closeProducer = () => producer.close();
    const sender = new DeliverySender({
      repository: new DeliveriesRepository(db),
      ...createChannels(config, db),
      jobs: deliveryJobs(producer),
      unsubscribes: new UnsubscribesRepository(db),
      publicOrigin: config.PUBLIC_ORIGIN,
      sendingLeaseMs: config.DELIVERY_SENDING_LEASE_MS,
      attempts: DEFAULT_RETRY.attempts,
    });
    return {
      send: (data, job) => sender.send(data.deliveryId, job.attempt, job.logger),
    };
  },
  findDue: async ({ config, db }) => {
    const rows = await new DeliveriesRepository(db).pending(
      RECONCILE_HORIZON_MS,
      config.DELIVERY_SENDING_LEASE_MS,
    );
    return rows.map((row) => ({
      id: row.id,
      job: { name: 'send' as const, data: { deliveryId: row.id } },
      at: row.deliver_at,
    }));
  },
  onClose: async () => {
    await closeProducer?.();
  },
});
