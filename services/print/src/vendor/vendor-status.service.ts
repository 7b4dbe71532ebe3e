import { PRINT_MESSAGES, type PrintOrder, type VendorStatusCallback } from '@cardsmith/contracts';
import { HttpError, notFound } from '@cardsmith/service-kit';
import type { OrdersRepository, OrderFields } from '../orders/orders.repository.js';
import { statusesLeadingTo } from '../orders/order-status.js';
import { toOrder } from '../orders/to-order.js';

const STATUS_NOTES = {
  in_production: 'Printing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled by the printer',
  failed: 'The printer could not complete the order',
} as const;

/** What the printer says happened: from a signed callback or an operator working the outbox. */
export class VendorStatusService {
  constructor(private readonly orders: OrdersRepository) {}

  /** Applies a callback once; a replayed event id or an out-of-order status changes nothing. */
  async applyCallback(callback: VendorStatusCallback): Promise<void> {
    if (!(await this.orders.recordEvent('vendor', callback.eventId))) return;
    try {
      const row = await this.orders.findById(callback.merchantReference);
      if (!row) throw notFound(PRINT_MESSAGES.orderNotFound);
      await this.move(row.id, callback);
    } catch (error) {
      await this.orders.forgetEvent('vendor', callback.eventId);
      throw error;
    }
  }

  async applyOperatorStatus(
    orderId: string,
    update: Omit<VendorStatusCallback, 'eventId' | 'merchantReference'>,
  ): Promise<PrintOrder> {
    const existing = await this.orders.findById(orderId);
    if (!existing) throw notFound(PRINT_MESSAGES.orderNotFound);
    const row = await this.move(orderId, update);
    if (!row) {
      throw new HttpError(
        409,
        'conflict',
        `This order is ${existing.status}; it cannot become ${update.status}.`,
      );
    }
    return toOrder(row, await this.orders.history([row.id]));
  }

  /** Moves the order; a move to shipped queued its email in the same transaction: send it. */
  private async move(
    orderId: string,
    update: Omit<VendorStatusCallback, 'eventId' | 'merchantReference'>,
  ) {
    const fields: OrderFields = {};
    if (update.trackingNumber) fields.tracking_number = update.trackingNumber;
    if (update.trackingUrl) fields.tracking_url = update.trackingUrl;
    if (update.status === 'failed') fields.failure_reason = update.reason ?? STATUS_NOTES.failed;
    const note = update.reason ?? STATUS_NOTES[update.status];
    // A shipped order's email is written with the change, in print's outbox.
    return this.orders.transition(orderId, statusesLeadingTo(update.status), update.status, {
      note,
      fields,
    });
  }

  async outbox(): Promise<PrintOrder[]> {
    const rows = await this.orders.listOutbox();
    const events = await this.orders.history(rows.map((row) => row.id));
    return rows.map((row) => toOrder(row, events));
  }
}
