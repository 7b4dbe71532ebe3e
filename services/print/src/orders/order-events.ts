import { PrintOrderStatusEventSchema, type PrintOrderStatusEvent } from '@cardsmith/contracts';
import { defineStatusTopic, type StatusPublisher } from '@cardsmith/service-kit';
import type { PrintOrderRow } from '../db/database.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * An order's status as it travels from whoever moved it (a payment, the vendor's callback, the
 * submit worker, an admin) to every print process with a viewer of the order's page.
 */
export const PrintOrderTopic = defineStatusTopic('print-order', PrintOrderStatusEventSchema);

export const toStatusEvent = (row: PrintOrderRow): PrintOrderStatusEvent => ({
  id: row.id,
  status: row.status,
  updatedAt: row.updated_at.toISOString(),
});

/**
 * The orders repository whose every status move, once committed, is published to the order's
 * viewers: all moves go through `transition`, so no caller can forget to tell the page.
 */
export class PublishingOrdersRepository extends OrdersRepository {
  constructor(
    private readonly publisher: StatusPublisher,
    ...repository: ConstructorParameters<typeof OrdersRepository>
  ) {
    super(...repository);
  }

  override async transition(
    ...move: Parameters<OrdersRepository['transition']>
  ): ReturnType<OrdersRepository['transition']> {
    const moved = await super.transition(...move);
    if (moved) await this.publisher.publish(PrintOrderTopic, moved.id, toStatusEvent(moved));
    return moved;
  }
}
