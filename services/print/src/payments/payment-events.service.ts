import { PRINT_MESSAGES, type PrintOrder, type PrintOrderStatus } from '@cardsmith/contracts';
import { HttpError, notFound, type Logger } from '@cardsmith/service-kit';
import type { PaymentEvent } from '../adapters/payments.js';
import type { PrintOrderRow } from '../db/database.js';
import { statusesLeadingTo } from '../orders/order-status.js';
import type { OrderFields, OrdersRepository } from '../orders/orders.repository.js';
import { toOrder } from '../orders/to-order.js';

/** Hands a paid order to the print-submit queue. */
export interface SubmissionQueue {
  /** The job runs at `at` (a scheduled post's submit instant), at once when absent or past. */
  enqueue(orderId: string, at?: Date): Promise<void>;
  /** Takes a waiting job out, so the order can be enqueued again at another instant. */
  unschedule(orderId: string): Promise<void>;
}

/** Money arriving (a Stripe event or an admin's word) and what follows: the print-submit job. */
export class PaymentEventsService {
  constructor(
    private readonly deps: {
      orders: OrdersRepository;
      submissions: SubmissionQueue;
      logger: Logger;
    },
  ) {}

  /** The offline payment path: an admin confirms the money arrived. */
  async markPaid(id: string, note: string | undefined): Promise<PrintOrder> {
    const existing = await this.deps.orders.findById(id);
    if (!existing) throw notFound(PRINT_MESSAGES.orderNotFound);
    const row = await this.moveTo(id, 'paid', note ?? 'Marked paid by an admin');
    if (!row)
      throw new HttpError(
        409,
        'conflict',
        `This order cannot be marked paid: it is ${existing.status}.`,
      );
    await this.afterPaid(row);
    return toOrder(row, await this.deps.orders.history([row.id]));
  }

  /** A verified Stripe event, or the test checkout's: replays are recorded once and change nothing. */
  async applyPaymentEvent(event: PaymentEvent): Promise<void> {
    if (event.kind === 'ignored') return;
    if (!(await this.deps.orders.recordEvent('stripe', event.eventId))) return;
    try {
      const order = await this.deps.orders.findByPaymentIntent(event.paymentIntentId);
      if (!order) {
        this.deps.logger.warn({ paymentIntentId: event.paymentIntentId }, 'payment for no order');
        return;
      }
      switch (event.kind) {
        case 'succeeded': {
          const paid = await this.moveTo(order.id, 'paid', event.note ?? 'Payment received', {
            failure_reason: null,
          });
          if (paid) await this.afterPaid(paid);
          return;
        }
        case 'failed':
          await this.moveTo(order.id, 'failed', event.reason, { failure_reason: event.reason });
          return;
        case 'refunded':
          await this.moveTo(order.id, 'refunded', 'Payment refunded');
          return;
      }
    } catch (error) {
      await this.deps.orders.forgetEvent('stripe', event.eventId);
      throw error;
    }
  }

  private moveTo(id: string, to: PrintOrderStatus, note: string, fields?: OrderFields) {
    return this.deps.orders.transition(id, statusesLeadingTo(to), to, { note, fields });
  }

  /**
   * The print-submit job: at once, or at the submit instant of a scheduled post (already past:
   * at once). The paid email was written with the status change, in print's outbox.
   */
  private async afterPaid(order: PrintOrderRow): Promise<void> {
    try {
      await this.deps.submissions.enqueue(order.id, order.submit_after ?? undefined);
    } catch (error) {
      // The order is paid in Postgres; the worker's reconciler enqueues every paid order.
      this.deps.logger.warn(
        { err: error, orderId: order.id },
        'print-submit enqueue failed; left to the reconciler',
      );
    }
  }
}
