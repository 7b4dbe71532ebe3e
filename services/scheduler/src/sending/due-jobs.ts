import type { DeliveriesQueue } from '@cardsmith/contracts';
import type { DueJob } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { SchedulerDb } from '../db/database.js';
import { DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import { TasksRepository } from '../tasks/tasks.repository.js';

/**
 * Every delivery and task that should have a job now, as Postgres says (the reconciler's scan):
 * due within `horizonMs` (a job waits for its instant) or left `sending` past the lease.
 */
export async function findDueJobs(
  db: Kysely<SchedulerDb>,
  horizonMs: number,
  leaseMs: number,
): Promise<DueJob<typeof DeliveriesQueue>[]> {
  const [deliveries, tasks] = await Promise.all([
    new DeliveriesRepository(db).pending(horizonMs, leaseMs),
    new TasksRepository(db).pending(horizonMs, leaseMs),
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
  ];
}
