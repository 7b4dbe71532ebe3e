import {
  PRINT_MESSAGES,
  type AdminOrderDetail,
  type AdminOrderQuery,
  type AdminOrderSummary,
  type AdminSettableStatus,
  type PrintOrderStatusEvent,
} from '@cardsmith/contracts';
import { decodeCursor, HttpError, keysetPage, notFound } from '@cardsmith/service-kit';
import type { PaymentGateway } from '../adapters/payments.js';
import { toStatusEvent } from '../orders/order-events.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import { toOrder } from '../orders/to-order.js';
import type { PaymentEventsService } from '../payments/payment-events.service.js';
import { refundOrder } from '../payments/refunds.js';
import type { VendorStatusService } from '../vendor/vendor-status.service.js';
import { adminNextStatuses, canMarkPaid, canRefund, paymentStateOf } from './admin-order-rules.js';
import type { AdminOrderRow, AdminOrdersRepository } from './admin-orders.repository.js';

export const ADMIN_ORDER_MESSAGES = {
  cannotMove: (from: string, to: string) => `This order is ${from}; it cannot become ${to}.`,
  notRefundable: (status: string) =>
    `This order cannot be refunded: it is ${status} and no payment is held for it.`,
  notPayable: (status: string) => `This order cannot be marked paid: it is ${status}.`,
} as const;

const RECENT_ORDERS = 5;

const conflict = (message: string) => new HttpError(409, 'conflict', message);

export function toAdminOrderSummary(row: AdminOrderRow): AdminOrderSummary {
  const { firstName, lastName, email } = row.shipping_details;
  return {
    id: row.id,
    customer: `${firstName} ${lastName}`,
    email,
    createdAt: row.created_at.toISOString(),
    totalCents: row.total,
    status: row.status,
    paymentState: paymentStateOf(row.status, row.was_paid),
    paymentProvider: row.payment_provider,
  };
}

/** Orders and payments as the admin console sees and changes them. */
export class AdminOrdersService {
  constructor(
    private readonly deps: {
      adminOrders: AdminOrdersRepository;
      orders: OrdersRepository;
      payments: PaymentGateway;
      paymentEvents: PaymentEventsService;
      vendorStatus: VendorStatusService;
    },
  ) {}

  async list(query: AdminOrderQuery) {
    const position = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const [rows, total] = await Promise.all([
      this.deps.adminOrders.list(query, position, query.pageSize + 1),
      this.deps.adminOrders.count(query),
    ]);
    const page = keysetPage(rows, query.pageSize, (row) => ({
      at: row.created_at_key,
      id: row.id,
    }));
    return {
      orders: page.rows.map(toAdminOrderSummary),
      total,
      pageSize: query.pageSize,
      nextCursor: page.nextCursor,
    };
  }

  async stats() {
    const [{ orders, revenueCents }, recent] = await Promise.all([
      this.deps.adminOrders.totals(),
      this.deps.adminOrders.list({}, undefined, RECENT_ORDERS),
    ]);
    return { orders, revenueCents, recentOrders: recent.map(toAdminOrderSummary) };
  }

  async detail(id: string): Promise<AdminOrderDetail> {
    const row = await this.find(id);
    const [events, kinds] = await Promise.all([
      this.deps.orders.history([id]),
      this.deps.adminOrders.fileKinds(id),
    ]);
    return {
      order: toOrder(row, events),
      paymentState: paymentStateOf(row.status, row.was_paid),
      nextStatuses: adminNextStatuses(row.status),
      canMarkPaid: canMarkPaid(row.status, row.was_paid),
      canRefund: canRefund(row.status, row.was_paid),
      files: { proof: kinds.includes('proof'), print: kinds.includes('print') },
    };
  }

  async setStatus(
    id: string,
    change: { status: AdminSettableStatus; note?: string; trackingNumber?: string },
  ): Promise<AdminOrderDetail> {
    const row = await this.find(id);
    if (!adminNextStatuses(row.status).includes(change.status)) {
      throw conflict(ADMIN_ORDER_MESSAGES.cannotMove(row.status, change.status));
    }
    // An unpaid Stripe order is stopped at Stripe too, so it can never be charged afterwards.
    if (change.status === 'cancelled' && !row.was_paid && row.payment_intent_id) {
      await this.deps.payments.cancelPayment(row.payment_intent_id);
    }
    await this.deps.vendorStatus.applyOperatorStatus(id, {
      status: change.status,
      reason: change.note || undefined,
      trackingNumber: change.trackingNumber || undefined,
    });
    return this.detail(id);
  }

  async markPaid(id: string, note: string | undefined): Promise<AdminOrderDetail> {
    const row = await this.find(id);
    if (!canMarkPaid(row.status, row.was_paid)) {
      throw conflict(ADMIN_ORDER_MESSAGES.notPayable(row.status));
    }
    await this.deps.paymentEvents.markPaid(id, note || undefined);
    return this.detail(id);
  }

  /** Through Stripe, or recorded when the money was taken offline (see refundOrder). */
  async refund(id: string, note: string | undefined): Promise<AdminOrderDetail> {
    const row = await this.find(id);
    if (!canRefund(row.status, row.was_paid)) {
      throw conflict(ADMIN_ORDER_MESSAGES.notRefundable(row.status));
    }
    const moved = await refundOrder(
      this.deps,
      row,
      note
        ? { stripe: note, offline: note, test: note }
        : {
            stripe: 'Refunded through Stripe',
            offline: 'Refund recorded (paid offline)',
            test: 'Refund recorded (a test payment: no money moved)',
          },
    );
    if (!moved) throw conflict(ADMIN_ORDER_MESSAGES.notRefundable(row.status));
    return this.detail(id);
  }

  /** The order's status as its status events carry it (404 for an unknown order). */
  async statusOf(id: string): Promise<PrintOrderStatusEvent> {
    return toStatusEvent(await this.find(id));
  }

  private async find(id: string): Promise<AdminOrderRow> {
    const row = await this.deps.adminOrders.find(id);
    if (!row) throw notFound(PRINT_MESSAGES.orderNotFound);
    return row;
  }
}
