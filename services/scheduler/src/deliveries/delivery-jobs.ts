import type { DeliveriesQueue } from '@cardsmith/contracts';
import type { QueueProducer } from '@cardsmith/service-kit';

/** Puts a delivery's or a task's job in the queue at its instant, or takes it out. */
export interface DeliveryJobs {
  schedule(deliveryId: string, at: Date): Promise<void>;
  unschedule(deliveryId: string): Promise<void>;
  scheduleTask(taskId: string, at: Date): Promise<void>;
  /** Job ids are row ids, so a task's job is removed like a delivery's. */
  unscheduleTask(taskId: string): Promise<void>;
  /** Makes the delivery's print order as soon as possible (see PrintOrdering). */
  orderPrint(deliveryId: string): Promise<void>;
}

export const orderPrintJobId = (deliveryId: string) => `order-print-${deliveryId}`;

export function deliveryJobs(producer: QueueProducer<typeof DeliveriesQueue>): DeliveryJobs {
  return {
    schedule: (deliveryId, at) =>
      producer.enqueue({ name: 'send', data: { deliveryId } }, { id: deliveryId, at }),
    unschedule: (deliveryId) => producer.remove(deliveryId),
    scheduleTask: (taskId, at) =>
      producer.enqueue({ name: 'task', data: { taskId } }, { id: taskId, at }),
    unscheduleTask: (taskId) => producer.remove(taskId),
    orderPrint: (deliveryId) =>
      producer.enqueue(
        { name: 'order-print', data: { deliveryId } },
        { id: orderPrintJobId(deliveryId) },
      ),
  };
}
