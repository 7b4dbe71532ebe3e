import type { PrintSubmitQueue } from '@cardsmith/contracts';
import type { DueJob } from '@cardsmith/service-kit';
import type { OrdersRepository } from '../orders/orders.repository.js';

/**
 * Every paid order should have a job (the reconciler's scan): one lost with Redis, never
 * enqueued, or failed after its last retry is put back. A scheduled post's job waits for its
 * submit instant; put back early, it would only wait again.
 */
export async function findDueJobs(
  orders: OrdersRepository,
): Promise<DueJob<typeof PrintSubmitQueue>[]> {
  const paid = await orders.listPaid();
  return paid.map(({ id, submit_after }) => ({
    id,
    job: { name: 'submit' as const, data: { orderId: id } },
    ...(submit_after ? { at: submit_after } : {}),
  }));
}
