import {
  SCHEDULE_MESSAGES as M,
  type ApiIssue,
  type PrintCountry,
  type ScheduledPrintStatus,
} from '@cardsmith/contracts';
import type { Logger } from '@cardsmith/service-kit';
import type { PrintPort } from '../adapters/print-client.js';
import type { DeliveryRow } from '../db/database.js';
import { planPost, type PostedDelivery } from './post-lead-time.js';
import { shippingDetailsFor } from './post-order.js';

/** Print orders of a visitor's deliveries by post, by order id; null when print did not answer. */
export type PrintOrders = Map<string, ScheduledPrintStatus> | null;

/**
 * Deliveries by post: each is a print order in the print service, which owns its payment, its
 * submission to the vendor (at `submitAfter`) and its progress; this side plans the instant from
 * the vendor's lead time and keeps the order in step with the delivery.
 */
export class PostDeliveries {
  constructor(
    private readonly print: PrintPort,
    private readonly logger: Logger,
  ) {}

  /** When the order goes to the printer, or the issue naming the earliest date it can arrive. */
  async plan(
    delivery: PostedDelivery & { country: string },
    now: Date,
  ): Promise<{ submitAfter: Date } | { issue: ApiIssue }> {
    const leadTimes = await this.print.leadTimes();
    const plan = planPost(delivery, leadTimes[delivery.country as PrintCountry], now);
    if ('submitAfter' in plan) return plan;
    return { issue: { path: 'deliveryDate', message: M.tooSoonForPost(plan.earliestDate) } };
  }

  order(row: DeliveryRow, submitAfter: Date): Promise<ScheduledPrintStatus> {
    return this.print.createOrder({
      deliveryId: row.id,
      cardId: row.card_id,
      ownerVisitorId: row.owner_visitor_id,
      shippingDetails: shippingDetailsFor(row.recipient, row.sender_email ?? ''),
      submitAfter: submitAfter.toISOString(),
    });
  }

  change(row: DeliveryRow, submitAfter: Date): Promise<ScheduledPrintStatus> {
    return this.print.updateOrder(row.print_order_id!, {
      shippingDetails: shippingDetailsFor(row.recipient, row.sender_email ?? ''),
      submitAfter: submitAfter.toISOString(),
    });
  }

  cancel(row: DeliveryRow): Promise<ScheduledPrintStatus> {
    return this.print.cancelOrder(row.print_order_id!);
  }

  /**
   * The orders of these deliveries. Print being down does not hide the sender's list: their
   * deliveries by post show without the order's progress (null) until it answers again.
   */
  async orders(rows: DeliveryRow[]): Promise<PrintOrders> {
    const ids = rows.flatMap((row) => (row.print_order_id ? [row.print_order_id] : []));
    if (ids.length === 0) return new Map();
    try {
      const orders = await this.print.statuses(ids);
      return new Map(orders.map((order) => [order.id, order]));
    } catch (error) {
      this.logger.warn(
        { err: error },
        'print orders unavailable; deliveries by post shown without',
      );
      return null;
    }
  }
}
