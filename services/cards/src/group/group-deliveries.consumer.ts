import { GroupDeliveriesQueue } from '@cardsmith/contracts';
import {
  startJobWorker,
  type JobWorker,
  type Logger,
  type QueueConnection,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { GroupDeliveryService } from './group-delivery.service.js';

/**
 * The API process consumes cards' `group-deliveries` queue: the scheduler's reports of a card's
 * delivery instant, written to its outbox in the transaction that scheduled, moved or cancelled
 * the delivery. A failed report is retried by the queue, so a card learns its instant even when
 * a process died between the change and the report.
 */
export function consumeGroupDeliveries(
  app: FastifyInstance,
  delivery: GroupDeliveryService,
  connection: QueueConnection,
  logger: Logger,
): void {
  let worker: JobWorker | undefined;
  app.addHook('onReady', async () => {
    worker = await startJobWorker({
      ...connection,
      definition: GroupDeliveriesQueue,
      handlers: { delivery: (event) => delivery.setDelivery(event) },
      logger,
      concurrency: 2,
    });
  });
  app.addHook('onClose', async () => worker?.stop());
}
