import { DeliveriesQueue } from '@cardsmith/contracts';
import { EmailRenderer } from '@cardsmith/emails';
import { DEFAULT_RETRY, runWorker, StatusPublisher } from '@cardsmith/service-kit';
import { migrations } from '../migrations/index.js';
import { createGroupsClient, createSharesClient } from './adapters/cards-client.js';
import { createPrintClient } from './adapters/print-client.js';
import { createChannels } from './channels/channels.js';
import { OutboxRepository } from './channels/outbox.repository.js';
import { UnsubscribesRepository } from './channels/unsubscribes.repository.js';
import { SchedulerWorkerEnvSchema } from './config.js';
import type { SchedulerDb } from './db/database.js';
import { DeliveriesRepository } from './deliveries/deliveries.repository.js';
import { DeliveryEvents } from './deliveries/delivery-events.js';
import { deliveryJobs } from './deliveries/delivery-jobs.js';
import { PostDeliveries } from './deliveries/post-deliveries.js';
import { PrintOrdering } from './deliveries/print-ordering.js';
import { ScheduledShares } from './deliveries/scheduled-shares.js';
import { EmailJobs } from './email/email-jobs.js';
import { DeliverySender } from './sending/delivery-sender.js';
import { findDueGroupInvites, findDueJobs } from './sending/due-jobs.js';
import { TaskSender } from './sending/task-sender.js';
import { TasksRepository } from './tasks/tasks.repository.js';

/** The reconciler gives every scheduled row due within this horizon a job (delayed to its instant). */
const RECONCILE_HORIZON_MS = 24 * 60 * 60 * 1000;

await runWorker<typeof SchedulerWorkerEnvSchema, SchedulerDb, typeof DeliveriesQueue>({
  name: 'scheduler-worker',
  schema: 'scheduler',
  configSchema: SchedulerWorkerEnvSchema,
  migrations,
  queue: DeliveriesQueue,
  defaultMetricsPort: 9104,
  retry: DEFAULT_RETRY,
  handlers: ({ config, db, redis, logger, producer, onClose }) => {
    const channels = createChannels(config, new OutboxRepository(db));
    onClose(() => channels.email.close());
    const deliveries = new DeliveriesRepository(db);
    // Next year's delivery of a recurring card is enqueued from the worker.
    const jobs = deliveryJobs(producer);
    const printOrdering = new PrintOrdering(
      deliveries,
      new PostDeliveries(createPrintClient(config.PRINT_URL, config.INTERNAL_SECRET), logger),
    );
    const shares = new ScheduledShares(deliveries, jobs);
    const emailJobs = new EmailJobs(channels.email);
    const shared = {
      // One React render per card, shared by its recipients, its delivery and its resend.
      emails: new EmailRenderer(),
      publicOrigin: config.PUBLIC_ORIGIN,
      sendingLeaseMs: config.DELIVERY_SENDING_LEASE_MS,
      attempts: DEFAULT_RETRY.attempts,
    };
    const sender = new DeliverySender({
      ...shared,
      ...channels,
      repository: deliveries,
      shares: createSharesClient(config.CARDS_URL, config.INTERNAL_SECRET),
      jobs,
      resendAfterMs: config.DELIVERY_RESEND_AFTER_MS,
      events: new DeliveryEvents(new StatusPublisher(redis, logger)),
    });
    const groups = createGroupsClient(config.CARDS_URL, config.INTERNAL_SECRET);
    const taskSender = new TaskSender({
      ...shared,
      email: channels.email,
      unsubscribes: new UnsubscribesRepository(db),
      tasks: new TasksRepository(db),
      deliveries,
      groups,
    });
    return {
      send: (data, job) => sender.send(data.deliveryId, job.attempt, job.logger),
      task: (data, job) => taskSender.send(data.taskId, job.attempt, job.logger),
      'order-print': async (data) => {
        await printOrdering.order(data.deliveryId);
      },
      email: (data) => emailJobs.send(data),
      share: (data) => shares.schedule(data),
      'group-invites': async (data) => {
        await groups.sendDueInvites(data.cardId);
      },
    };
  },
  findDue: async ({ config, db, logger }) => [
    ...(await findDueJobs(
      { deliveries: new DeliveriesRepository(db), tasks: new TasksRepository(db) },
      RECONCILE_HORIZON_MS,
      config.DELIVERY_SENDING_LEASE_MS,
    )),
    // Scheduled group invitations live in cards: their jobs are reconciled from its answer.
    ...(await findDueGroupInvites(
      createGroupsClient(config.CARDS_URL, config.INTERNAL_SECRET),
      RECONCILE_HORIZON_MS,
      logger,
    )),
  ],
});
