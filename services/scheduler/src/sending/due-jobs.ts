import type { DeliveriesQueue } from '@cardsmith/contracts';
import type { DueJob } from '@cardsmith/service-kit';
import type { DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import { orderPrintJobId } from '../deliveries/delivery-jobs.js';
import type { TasksRepository } from '../tasks/tasks.repository.js';

/**
 * Every delivery and task that should have a job now, as Postgres says (the reconciler's scan):
 * due within `horizonMs` (a job waits for its instant) or left `sending` past the lease, and every
 * delivery by post still without its print order.
 */
export async function findDueJobs(
  repositories: { deliveries: DeliveriesRepository; tasks: TasksRepository },
  horizonMs: number,
  leaseMs: number,
): Promise<DueJob<typeof DeliveriesQueue>[]> {
  const [deliveries, tasks, awaitingOrder] = await Promise.all([
    repositories.deliveries.pending(horizonMs, leaseMs),
    repositories.tasks.pending(horizonMs, leaseMs),
    repositories.deliveries.awaitingPrintOrder(),
  ]);
  return [
    ...deliveries.map((row) => ({
      id: row.id,
      job: { name: 'send' as const, data: { deliveryId: row.id } },
      at: row.deliver_at,
    })),
    ...tasks.map((row) => ({
      id: row.id,
      job: { name: 'task' as const, data: { taskId: row.id } },
      at: row.due_at,
    })),
    // Deliveries by post whose order the API could not make after their commit.
    ...awaitingOrder.map((row) => ({
      id: orderPrintJobId(row.id),
      job: { name: 'order-print' as const, data: { deliveryId: row.id } },
    })),
  ];
}
