import {
  PRINT_MESSAGES,
  SCHEDULED_PRINT_SELECTION,
  type PrintOrderStatus,
  type ScheduledPrintChange,
  type ScheduledPrintOrder,
  type ScheduledPrintStatus,
} from '@cardsmith/contracts';
import { HttpError, notFound, type Logger } from '@cardsmith/service-kit';
import type { PaymentGateway } from '../adapters/payments.js';
import type { PostLeadTimes } from '../adapters/vendor.js';
import type { PrintOrderRow } from '../db/database.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { SubmissionQueue } from '../payments/payment-events.service.js';
import { refundOrder } from '../payments/refunds.js';

/** Until the order goes to the vendor, its address and instant may change. */
const CHANGEABLE: readonly PrintOrderStatus[] = ['awaiting_payment', 'paid', 'failed'];
/**
 * Nothing will be printed: cancelling changes nothing. A failed order (a declined payment, or a
 * printer's refusal after payment) is left as it is; one holding money is refunded by an admin,
 * as every failed order is.
 */
const NOTHING_TO_STOP: readonly PrintOrderStatus[] = ['cancelled', 'refunded', 'failed'];

const submitted = () => new HttpError(409, 'conflict', PRINT_MESSAGES.notCancellable);

export function toScheduledStatus(row: PrintOrderRow): ScheduledPrintStatus {
  return {
    id: row.id,
    status: row.status,
    submitAfter: row.submit_after?.toISOString() ?? null,
    failureReason: row.failure_reason,
  };
}

/**
 * Print orders of deliveries scheduled by post (the scheduler's side of them): paid like any
 * order, then handed to the vendor no earlier than their submit instant.
 */
export class ScheduledOrdersService {
  constructor(
    private readonly deps: {
      orders: OrdersRepository;
      placing: OrdersService;
      payments: PaymentGateway;
      submissions: SubmissionQueue;
      leadTimes: PostLeadTimes;
      logger: Logger;
    },
  ) {}

  leadTimes(): PostLeadTimes {
    return this.deps.leadTimes;
  }

  /** One order per delivery: asked again (a retried call), it answers the same order. */
  async create(request: ScheduledPrintOrder): Promise<ScheduledPrintStatus> {
    const existing = await this.deps.orders.findByDelivery(request.deliveryId);
    if (existing) return toScheduledStatus(existing);
    // A payment that fails to start is started again when the sender opens the order to pay.
    const { row } = await this.deps.placing.open(
      request.ownerVisitorId,
      {
        cardId: request.cardId,
        selection: SCHEDULED_PRINT_SELECTION,
        shippingDetails: request.shippingDetails,
        scheduled: { deliveryId: request.deliveryId, submitAfter: new Date(request.submitAfter) },
      },
      { failLoudly: false },
    );
    return toScheduledStatus(row);
  }

  /** A new address or instant; a paid order's waiting job moves to the new instant. */
  async update(id: string, change: ScheduledPrintChange): Promise<ScheduledPrintStatus> {
    const current = await this.find(id);
    const submitAfter = new Date(change.submitAfter);
    const row = await this.deps.orders.updateWhile(id, CHANGEABLE, {
      shipping_details: JSON.stringify(change.shippingDetails),
      submit_after: submitAfter,
    });
    if (!row) throw submitted();
    if (current.status === 'paid') {
      await this.deps.submissions.unschedule(id);
      await this.deps.submissions.enqueue(id, submitAfter);
    }
    return toScheduledStatus(row);
  }

  /**
   * The delivery was cancelled: an unpaid order is cancelled (its payment stopped), a paid one
   * refunded (through Stripe, or recorded for money taken offline), as the owner's cancel and the
   * admin's refund do. Once at the printer it can no longer be stopped.
   */
  async cancel(id: string): Promise<ScheduledPrintStatus> {
    const row = await this.find(id);
    if (NOTHING_TO_STOP.includes(row.status)) return toScheduledStatus(row);
    switch (row.status) {
      case 'awaiting_payment':
        return toScheduledStatus(await this.stopUnpaid(row));
      case 'paid':
        return toScheduledStatus(await this.refund(row));
      default:
        throw submitted();
    }
  }

  async statuses(ids: string[]): Promise<ScheduledPrintStatus[]> {
    return (await this.deps.orders.listScheduled(ids)).map(toScheduledStatus);
  }

  private async stopUnpaid(row: PrintOrderRow): Promise<PrintOrderRow> {
    if (row.payment_intent_id) await this.deps.payments.cancelPayment(row.payment_intent_id);
    const moved = await this.deps.orders.transition(row.id, [row.status], 'cancelled', {
      note: 'The scheduled delivery was cancelled',
    });
    return moved ?? this.changedMeanwhile(row.id);
  }

  private async refund(row: PrintOrderRow): Promise<PrintOrderRow> {
    // Its submit job, if still waiting, goes first: a refunded order is never printed.
    await this.deps.submissions.unschedule(row.id);
    const moved = await refundOrder(this.deps, row, {
      stripe: 'The scheduled delivery was cancelled: refunded through Stripe',
      offline: 'The scheduled delivery was cancelled: refund recorded (paid offline)',
      test: 'The scheduled delivery was cancelled: refund recorded (a test payment: no money moved)',
    });
    return moved ?? this.changedMeanwhile(row.id);
  }

  /** The order moved between reading and changing it (the worker submitted it): say where. */
  private async changedMeanwhile(id: string): Promise<never> {
    const { status } = await this.find(id);
    this.deps.logger.info({ orderId: id, status }, 'scheduled order moved on meanwhile');
    throw submitted();
  }

  private async find(id: string): Promise<PrintOrderRow> {
    const row = await this.deps.orders.findById(id);
    if (!row || !row.delivery_id) throw notFound(PRINT_MESSAGES.orderNotFound);
    return row;
  }
}
