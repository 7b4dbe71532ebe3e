import {
  ADMIN_SETTABLE_STATUSES,
  type AdminSettableStatus,
  type PaymentState,
  type PrintOrderStatus,
} from '@cardsmith/contracts';
import { canMove } from '../orders/order-status.js';

/** Where an admin may move an order by hand now: its allowed transitions among the settable ones. */
export function adminNextStatuses(status: PrintOrderStatus): AdminSettableStatus[] {
  return ADMIN_SETTABLE_STATUSES.filter((to) => canMove(status, to));
}

/** `wasPaid`: a payment was ever recorded in the order's history. */
export function paymentStateOf(status: PrintOrderStatus, wasPaid: boolean): PaymentState {
  if (status === 'refunded') return 'refunded';
  return wasPaid ? 'paid' : 'unpaid';
}

/**
 * What an order adds to the dashboard's revenue: its total while paid (ever paid, not refunded),
 * nothing otherwise. The database keeps the sum by the same rule (migration create_order_totals).
 */
export function revenueCentsOf(status: PrintOrderStatus, wasPaid: boolean, total: number): number {
  return paymentStateOf(status, wasPaid) === 'paid' ? total : 0;
}

/** Only money that came in can go back, and only where the order may become refunded. */
export function canRefund(status: PrintOrderStatus, wasPaid: boolean): boolean {
  return wasPaid && canMove(status, 'refunded');
}

/** Offline money is recorded on an order still waiting for it (or whose payment failed). */
export function canMarkPaid(status: PrintOrderStatus, wasPaid: boolean): boolean {
  return !wasPaid && canMove(status, 'paid');
}
