import type { ScheduledPrintStatus } from '@cardsmith/contracts';
import type { DeliveriesRepository } from './deliveries.repository.js';
import type { PostDeliveries } from './post-deliveries.js';

/**
 * Makes a delivery by post's print order after the delivery committed: right after scheduling
 * (the API), else from the `order-print` job the reconciler gives every delivery still without
 * one. Print keeps one order per delivery id, so a run after any crash (before or after print
 * made the order) finds the order it already made instead of leaving an orphan.
 */
export class PrintOrdering {
  constructor(
    private readonly repository: Pick<DeliveriesRepository, 'findById' | 'recordPrintOrder'>,
    private readonly post: Pick<PostDeliveries, 'order' | 'cancel'>,
  ) {}

  /** The delivery's order, made or found; null when the delivery no longer wants one. */
  async order(deliveryId: string): Promise<ScheduledPrintStatus | null> {
    const row = await this.repository.findById(deliveryId);
    if (!row || row.method !== 'physical' || !row.print_submit_after) return null;
    if (row.status !== 'scheduled' || row.print_order_id) return null;
    const order = await this.post.order(row, row.print_submit_after);
    const recorded = await this.repository.recordPrintOrder(row.id, order.id);
    // Cancelled while print made the order: the cancel found no order to stop, so stop it here.
    if (recorded?.status === 'cancelled') await this.post.cancel(recorded);
    return order;
  }
}
