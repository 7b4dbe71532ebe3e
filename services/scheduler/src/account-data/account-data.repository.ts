import { inTransaction } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { SchedulerDb } from '../db/database.js';

/** Some owners' deliveries, their reminders and the messages kept for them. */
export class SchedulerAccountDataRepository {
  constructor(private readonly db: Kysely<SchedulerDb>) {}

  deliveries(ownerIds: readonly string[]) {
    return (
      this.db
        .selectFrom('delivery')
        // The token is the recipient's capability (link, unsubscribe), not the sender's data.
        .select([
          'id',
          'card_id',
          'card_title',
          'method',
          'status',
          'delivery_date',
          'delivery_time',
          'timezone',
          'deliver_at',
          'recipient',
          'personal_message',
          'occasion',
          'recurring',
          'sender_email',
          'sender_timezone',
          'reminder_enabled',
          'reminder_days',
          'reminder_time',
          'sent_at',
          'opened_at',
          'failure_reason',
          'print_order_id',
          'created_at',
          'updated_at',
        ])
        .where('owner_visitor_id', 'in', [...ownerIds])
        .orderBy('created_at')
        .execute()
    );
  }

  tasks(deliveryIds: readonly string[]) {
    if (deliveryIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('delivery_task')
      .select(['id', 'delivery_id', 'kind', 'days_before', 'due_at', 'status', 'sent_at'])
      .where('delivery_id', 'in', [...deliveryIds])
      .orderBy('due_at')
      .execute();
  }

  async scheduledIds(ownerIds: readonly string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom('delivery')
      .select('id')
      .where('owner_visitor_id', 'in', [...ownerIds])
      .where('status', '=', 'scheduled')
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Deletes their deliveries (reminders go with them, ON DELETE CASCADE) and the copies of the
   * messages the offline channels kept for them.
   */
  async deleteAll(ownerIds: readonly string[]): Promise<{ deliveries: number; messages: number }> {
    return inTransaction(this.db, async (trx) => {
      const owned = trx
        .selectFrom('delivery')
        .select('id')
        .where('owner_visitor_id', 'in', [...ownerIds]);
      const messages = await trx
        .deleteFrom('outbox_message')
        .where('delivery_id', 'in', owned)
        .executeTakeFirst();
      const deliveries = await trx
        .deleteFrom('delivery')
        .where('owner_visitor_id', 'in', [...ownerIds])
        .executeTakeFirst();
      return {
        deliveries: Number(deliveries.numDeletedRows),
        messages: Number(messages.numDeletedRows),
      };
    });
  }
}
