import { sql, type Kysely } from 'kysely';
import type { DeliveryTaskRow, NewDeliveryTaskRow, SchedulerDb } from '../db/database.js';

/** How early a job may fire against the database clock (timers and clocks drift a little). */
const CLOCK_TOLERANCE = sql<Date>`now() + interval '5 seconds'`;

const lapsed = (leaseMs: number) => sql<Date>`now() - make_interval(secs => ${leaseMs / 1000})`;

/** Reminders and resends of deliveries (`delivery_task`). */
export class TasksRepository {
  constructor(private readonly db: Kysely<SchedulerDb>) {}

  /** Adds tasks; one already there (same delivery, kind and day count) is left as it is. */
  async insert(rows: NewDeliveryTaskRow[]): Promise<DeliveryTaskRow[]> {
    if (rows.length === 0) return [];
    return this.db
      .insertInto('delivery_task')
      .values(rows)
      .onConflict((oc) => oc.columns(['delivery_id', 'kind', 'days_before']).doNothing())
      .returningAll()
      .execute();
  }

  /** Removes a delivery's reminders that have not gone out; returns their ids (their jobs go too). */
  async removeScheduledReminders(deliveryId: string): Promise<string[]> {
    const removed = await this.db
      .deleteFrom('delivery_task')
      .where('delivery_id', '=', deliveryId)
      .where('kind', '=', 'reminder')
      .where('status', '=', 'scheduled')
      .returning('id')
      .execute();
    return removed.map((row) => row.id);
  }

  /** A cancelled delivery's tasks that have not gone out are cancelled with it. */
  async cancelScheduled(deliveryId: string): Promise<string[]> {
    const cancelled = await this.db
      .updateTable('delivery_task')
      .set({ status: 'cancelled' })
      .where('delivery_id', '=', deliveryId)
      .where('status', '=', 'scheduled')
      .returning('id')
      .execute();
    return cancelled.map((row) => row.id);
  }

  forDeliveries(deliveryIds: string[]): Promise<DeliveryTaskRow[]> {
    if (deliveryIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('delivery_task')
      .selectAll()
      .where('delivery_id', 'in', deliveryIds)
      .orderBy('due_at')
      .orderBy('id')
      .execute();
  }

  findById(id: string): Promise<DeliveryTaskRow | undefined> {
    return this.db.selectFrom('delivery_task').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Takes a due task for sending with one conditional update, exactly like a delivery: a
   * duplicate or retried job sends nothing twice; a lapsed `sending` lease is taken again.
   */
  claim(id: string, leaseMs: number): Promise<DeliveryTaskRow | undefined> {
    return this.db
      .updateTable('delivery_task')
      .set({ status: 'sending', claimed_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'scheduled'), eb('due_at', '<=', CLOCK_TOLERANCE)]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', lapsed(leaseMs))]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Records the outcome of a claimed task: sent, skipped (nothing to do) or failed. */
  async finish(id: string, status: 'sent' | 'skipped' | 'failed', error?: string): Promise<void> {
    await this.db
      .updateTable('delivery_task')
      .set({
        status,
        sent_at: status === 'sent' ? sql<Date>`now()` : null,
        last_error: error ?? null,
      })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }

  /** A failed attempt that will be retried: back to scheduled so the retry can claim it. */
  async release(id: string, error: string): Promise<void> {
    await this.db
      .updateTable('delivery_task')
      .set({ status: 'scheduled', last_error: error })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }

  /** Tasks that should have a job now (the reconciler's scan, as for deliveries). */
  pending(horizonMs: number, leaseMs: number): Promise<Pick<DeliveryTaskRow, 'id' | 'due_at'>[]> {
    return this.db
      .selectFrom('delivery_task')
      .select(['id', 'due_at'])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', '=', 'scheduled'),
            eb('due_at', '<=', sql<Date>`now() + make_interval(secs => ${horizonMs / 1000})`),
          ]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', lapsed(leaseMs))]),
        ]),
      )
      .orderBy('due_at')
      .execute();
  }
}
