import { groupInvitesJobId, type DeliveriesQueue } from '@cardsmith/contracts';
import type { DueJob, Logger } from '@cardsmith/service-kit';
import type { GroupsPort } from '../adapters/cards-client.js';
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

/**
 * The `group-invites` jobs cards' scheduled invitations should have (cards owns the rows; its
 * outbox wrote each job with the same id): one per card and instant not sent yet, so a job Redis
 * lost is made again. Cards sends each invitation once however often the job runs. When cards
 * cannot answer, this pass reconciles the rest and the next asks again.
 */
export async function findDueGroupInvites(
  groups: Pick<GroupsPort, 'scheduledInvites'>,
  horizonMs: number,
  logger: Logger,
): Promise<DueJob<typeof DeliveriesQueue>[]> {
  try {
    const due = await groups.scheduledInvites(horizonMs);
    return due.map(({ cardId, sendAt }) => {
      const at = new Date(sendAt);
      return {
        id: groupInvitesJobId(cardId, at),
        job: { name: 'group-invites', data: { cardId } },
        at,
      };
    });
  } catch (error) {
    logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'scheduled group invitations could not be reconciled; retried next pass',
    );
    return [];
  }
}
