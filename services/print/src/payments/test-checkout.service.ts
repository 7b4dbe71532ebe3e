import { PRINT_MESSAGES, type PrintOrder, type TestCardPayment } from '@cardsmith/contracts';
import { HttpError, notFound } from '@cardsmith/service-kit';
import { isTestPayment, type PaymentGateway } from '../adapters/payments.js';
import { canMove } from '../orders/order-status.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import { toOrder } from '../orders/to-order.js';
import type { PaymentEventsService } from './payment-events.service.js';

export const TEST_CHECKOUT_MESSAGES = {
  notPayable: (status: string) => `This order cannot be paid: it is ${status}.`,
  byInvoice:
    'This order waits for payment by invoice: card payments on this site changed since it was placed.',
} as const;

/**
 * The test checkout's payment of an order: the adapter decides what the test card does, and an
 * approved one goes through the same payment event a Stripe webhook brings, so the paid email,
 * the print-submit job and the admin's view follow exactly as for money taken by Stripe.
 */
export class TestCheckoutService {
  constructor(
    private readonly deps: {
      orders: OrdersRepository;
      payments: PaymentGateway;
      paymentEvents: PaymentEventsService;
      now: () => number;
    },
  ) {}

  async pay(visitorId: string, orderId: string, card: TestCardPayment): Promise<PrintOrder> {
    const row = await this.deps.orders.findById(orderId);
    // Someone else's order answers as a missing one: order ids are not to be probed.
    if (!row || row.owner_visitor_id !== visitorId) throw notFound(PRINT_MESSAGES.orderNotFound);
    const alreadyPaid = isTestPayment(row.payment_intent_id) && !canMove(row.status, 'paid');
    if (alreadyPaid) return this.present(row.id);
    if (!canMove(row.status, 'paid')) {
      throw new HttpError(409, 'conflict', TEST_CHECKOUT_MESSAGES.notPayable(row.status));
    }
    // As the order page says: an order placed under the other payment mode goes by invoice.
    if (row.payment_provider !== this.deps.payments.provider) {
      throw new HttpError(409, 'conflict', TEST_CHECKOUT_MESSAGES.byInvoice);
    }
    const charge = this.deps.payments.chargeTestCard(
      { id: row.id, total: row.total },
      card,
      new Date(this.deps.now()),
    );
    if (charge.kind === 'declined') throw new HttpError(402, 'card_declined', charge.message);
    // The event finds its order by payment id, as a Stripe webhook's does.
    await this.deps.orders.updateFields(row.id, { payment_intent_id: charge.paymentIntentId });
    await this.deps.paymentEvents.applyPaymentEvent(charge.event);
    return this.present(row.id);
  }

  private async present(id: string): Promise<PrintOrder> {
    const row = await this.deps.orders.findById(id);
    if (!row) throw notFound(PRINT_MESSAGES.orderNotFound);
    return toOrder(row, await this.deps.orders.history([id]));
  }
}
