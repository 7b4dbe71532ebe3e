import { DeliveryChangeEventSchema } from '@cardsmith/contracts';
import { defineStatusTopic, type StatusPublisher } from '@cardsmith/service-kit';
import type { DeliveryRow } from '../db/database.js';

/**
 * A delivery's change as it travels from whoever made it (the API: scheduled, moved, cancelled,
 * opened, an SMS report; the worker: sending, sent, failed) to the scheduler processes where its
 * owner's deliveries page is open. Keyed by the owner: the page lists all of theirs.
 */
export const DeliveryTopic = defineStatusTopic('delivery', DeliveryChangeEventSchema);

export class DeliveryEvents {
  constructor(private readonly publisher: StatusPublisher) {}

  /** Publishes the row's new status; nothing for a move that moved nothing. */
  async changed(
    row: Pick<DeliveryRow, 'id' | 'owner_visitor_id' | 'status'> | undefined,
  ): Promise<void> {
    if (!row) return;
    await this.publisher.publish(DeliveryTopic, row.owner_visitor_id, {
      deliveryId: row.id,
      status: row.status,
    });
  }
}
