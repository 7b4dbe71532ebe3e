import type { PaymentGateway } from '../adapters/payments.js';
import type { PrintOrderRow } from '../db/database.js';
import type { OrdersRepository } from '../orders/orders.repository.js';

/**
 * Gives an order's money back and marks it refunded: a Stripe payment through Stripe (its later
 * `charge.refunded` event then finds the order already refunded), money taken offline recorded
 * as given back by hand. The note says which. Undefined when the order left the status it was
 * read in meanwhile.
 */
export async function refundOrder(
  deps: { payments: PaymentGateway; orders: OrdersRepository },
  row: Pick<PrintOrderRow, 'id' | 'status' | 'payment_intent_id'>,
  note: { stripe: string; offline: string },
): Promise<PrintOrderRow | undefined> {
  const throughStripe = row.payment_intent_id !== null;
  if (throughStripe) await deps.payments.refundPayment(row.payment_intent_id!, row.id);
  return deps.orders.transition(row.id, [row.status], 'refunded', {
    note: throughStripe ? note.stripe : note.offline,
  });
}
