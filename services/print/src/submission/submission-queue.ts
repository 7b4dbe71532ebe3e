import type { PrintSubmitQueue } from '@cardsmith/contracts';
import type { QueueProducer } from '@cardsmith/service-kit';
import type { SubmissionQueue } from '../payments/payment-events.service.js';

/** The print-submit jobs of paid orders on the queue kit's producer; job id = order id. */
export function submissionQueue(producer: QueueProducer<typeof PrintSubmitQueue>): SubmissionQueue {
  return {
    enqueue: (orderId, at) =>
      producer.enqueue(
        { name: 'submit', data: { orderId } },
        { id: orderId, ...(at ? { at } : {}) },
      ),
    unschedule: (orderId) => producer.remove(orderId),
  };
}
