import { randomUUID } from 'node:crypto';
import {
  PRINT_MESSAGES,
  formatCents,
  quotePrint,
  type PrintOrder,
  type PrintOrderStatusEvent,
  type PrintOrderRequest,
  type PrintPayment,
  type PrintSelection,
  type ShippingDetails,
} from '@cardsmith/contracts';
import { HttpError, notFound, type Logger } from '@cardsmith/service-kit';
import type { CardsPort } from '../adapters/cards-client.js';
import { INVOICE_PAYMENT, type PaymentGateway } from '../adapters/payments.js';
import type { PrintCardSnapshot, PrintOrderRow } from '../db/database.js';
import { toStatusEvent } from './order-events.js';
import { OWNER_CANCELLABLE } from './order-status.js';
import type { OrdersRepository } from './orders.repository.js';
import { toOrder } from './to-order.js';

export const PAYMENT_START_FAILED_MESSAGE =
  'We saved your order but could not start the payment. Open it from your orders to pay.';

export const PAYMENT_IN_PROGRESS_MESSAGE =
  'Your payment is already going through, so the order can no longer be cancelled here. Please contact us.';

const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, 'conflict', message, undefined, extra);

export class OrdersService {
  constructor(
    private readonly deps: {
      orders: OrdersRepository;
      cards: CardsPort;
      payments: PaymentGateway;
      logger: Logger;
    },
  ) {}

  async place(
    visitorId: string,
    request: PrintOrderRequest,
  ): Promise<{ order: PrintOrder; payment: PrintPayment }> {
    const summary = quotePrint(request);
    if (summary.total !== request.totalAmount) {
      const message = PRINT_MESSAGES.totalChanged(formatCents(summary.total));
      throw new HttpError(409, 'conflict', message, [{ path: 'totalAmount', message }], {
        total: summary.total,
      });
    }
    const { row, payment } = await this.open(
      visitorId,
      { cardId: request.cardId, selection: request, shippingDetails: request.shippingDetails },
      { failLoudly: true },
    );
    return { order: await this.present(row), payment: payment! };
  }

  /**
   * A new order awaiting payment, priced by the server, with the card as it is now (checked to be
   * the visitor's) and its payment started. A scheduled post's order also names its delivery and
   * the instant it goes to the vendor.
   */
  async open(
    visitorId: string,
    order: {
      cardId: string;
      selection: PrintSelection;
      shippingDetails: ShippingDetails;
      scheduled?: { deliveryId: string; submitAfter: Date };
    },
    options: { failLoudly: boolean },
  ): Promise<{ row: PrintOrderRow; payment: PrintPayment | null }> {
    const summary = quotePrint(order.selection);
    const access = await this.deps.cards.checkAccess(order.cardId, visitorId);
    if (!access) throw notFound(PRINT_MESSAGES.cardNotFound);
    if (access.role !== 'owner') throw new HttpError(403, 'forbidden', PRINT_MESSAGES.cardNotYours);
    const art = await this.deps.cards.cardArt(order.cardId);
    const snapshot: PrintCardSnapshot = { card: access.card, art };

    const row = await this.deps.orders.insert({
      id: randomUUID(),
      owner_visitor_id: visitorId,
      card_id: order.cardId,
      card_snapshot: JSON.stringify(snapshot),
      status: 'awaiting_payment',
      quantity: order.selection.quantity,
      paper_type: order.selection.paperType,
      size: order.selection.size,
      include_envelopes: order.selection.includeEnvelopes,
      shipping_details: JSON.stringify(order.shippingDetails),
      card_price: summary.cardPrice,
      envelope_price: summary.envelopePrice,
      shipping: summary.shipping,
      tax: summary.tax,
      total: summary.total,
      payment_provider: this.deps.payments.provider,
      delivery_id: order.scheduled?.deliveryId ?? null,
      submit_after: order.scheduled?.submitAfter ?? null,
    });
    return this.paymentFor(row, options);
  }

  async list(visitorId: string): Promise<PrintOrder[]> {
    const rows = await this.deps.orders.listByOwner(visitorId);
    const events = await this.deps.orders.history(rows.map((row) => row.id));
    return rows.map((row) => toOrder(row, events));
  }

  async get(
    visitorId: string,
    id: string,
  ): Promise<{ order: PrintOrder; payment: PrintPayment | null }> {
    const found = await this.ownedBy(visitorId, id);
    const { row, payment } = await this.paymentFor(found, { failLoudly: false });
    return { order: await this.present(row), payment };
  }

  /** Where the visitor's own order stands, for its page's event stream (no payment lookup). */
  async statusOf(visitorId: string, id: string): Promise<PrintOrderStatusEvent> {
    return toStatusEvent(await this.ownedBy(visitorId, id));
  }

  async cancel(visitorId: string, id: string): Promise<PrintOrder> {
    const existing = await this.ownedBy(visitorId, id);
    if (!OWNER_CANCELLABLE.includes(existing.status)) throw conflict(PRINT_MESSAGES.notCancellable);
    if (existing.payment_intent_id) {
      try {
        await this.deps.payments.cancelPayment(existing.payment_intent_id);
      } catch (error) {
        // Stripe refuses to cancel a payment that already went through: the order stands.
        this.deps.logger.warn({ err: error, orderId: id }, 'payment could not be cancelled');
        throw conflict(PAYMENT_IN_PROGRESS_MESSAGE);
      }
    }
    const row = await this.deps.orders.transition(id, OWNER_CANCELLABLE, 'cancelled', {
      note: 'Cancelled by the customer',
    });
    if (!row) throw conflict(PRINT_MESSAGES.notCancellable);
    return this.present(row);
  }

  private async ownedBy(visitorId: string, id: string): Promise<PrintOrderRow> {
    const row = await this.deps.orders.findById(id);
    // Someone else's order answers as a missing one: order ids are not to be probed.
    if (!row || row.owner_visitor_id !== visitorId) throw notFound(PRINT_MESSAGES.orderNotFound);
    return row;
  }

  /**
   * The browser's way to pay an order still waiting for it. A Stripe PaymentIntent whose
   * creation failed earlier is created again here (the order id is its idempotency key).
   */
  private async paymentFor(
    row: PrintOrderRow,
    { failLoudly }: { failLoudly: boolean },
  ): Promise<{ row: PrintOrderRow; payment: PrintPayment | null }> {
    if (row.status !== 'awaiting_payment' && row.status !== 'failed') return { row, payment: null };
    const { payments } = this.deps;
    // Each order is paid the way it was placed: the test checkout only takes orders placed
    // without Stripe, and one placed in the other mode than the site's now is taken by invoice.
    if (row.payment_provider !== payments.provider) return { row, payment: INVOICE_PAYMENT };
    if (payments.provider === 'offline') return { row, payment: payments.browserPayment(null) };
    if (row.payment_client_secret) {
      return { row, payment: payments.browserPayment(row.payment_client_secret) };
    }
    try {
      const started = await payments.startPayment({
        id: row.id,
        total: row.total,
        email: row.shipping_details.email,
      });
      const updated = started
        ? await this.deps.orders.updateFields(row.id, {
            payment_intent_id: started.intentId,
            payment_client_secret: started.clientSecret,
          })
        : row;
      return {
        row: updated ?? row,
        payment: payments.browserPayment(started?.clientSecret ?? null),
      };
    } catch (error) {
      this.deps.logger.error({ err: error, orderId: row.id }, 'starting the payment failed');
      if (failLoudly) {
        throw new HttpError(502, 'service_unavailable', PAYMENT_START_FAILED_MESSAGE, undefined, {
          orderId: row.id,
        });
      }
      return { row, payment: null };
    }
  }

  private async present(row: PrintOrderRow): Promise<PrintOrder> {
    return toOrder(row, await this.deps.orders.history([row.id]));
  }
}
