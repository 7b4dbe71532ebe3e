import { isTestPayment, type PaymentGateway } from '../adapters/payments.js';
import type { PrintOrderRow } from '../db/database.js';
import type { OrdersRepository } from '../orders/orders.repository.js';

/**
 * Gives an order's money back and marks it refunded: a Stripe payment through Stripe (its later
 * `charge.refunded` event then finds the order already refunded), money taken offline recorded
 * as given back by hand, a test checkout payment (no money moved) only recorded. The note says
 * which. Undefined when the order left the status it was read in meanwhile.
 */
export async function refundOrder(
  deps: { payments: PaymentGateway; orders: OrdersRepository },
  row: Pick<PrintOrderRow, 'id' | 'status' | 'payment_intent_id'>,
  note: { stripe: string; offline: string; test: string },
): Promise<PrintOrderRow | undefined> {
  const intentId = row.payment_intent_id;
  if (isTestPayment(intentId)) {
    return deps.orders.transition(row.id, [row.status], 'refunded', { note: note.test });
  }
  if (intentId !== null) await deps.payments.refundPayment(intentId, row.id);
  return deps.orders.transition(row.id, [row.status], 'refunded', {
    note: intentId !== null ? note.stripe : note.offline,
  });
}
