import type { ReactNode } from 'react';
import { formatCents, type PrintOrderStatus } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { STATUS_LABELS } from '../../features/print/order-status.js';

/** One order as a row of the console's order tables (dashboard and Orders section). */
export interface OrderRow {
  id: string;
  customer: string;
  date: string;
  amountCents: number;
  status: string;
  /** The Payment column, where the table shows one. */
  payment?: ReactNode;
}

/** Order, customer, date, amount, status (and payment) with View Details opening the order. */
export function OrdersTable({
  rows,
  showPayment = false,
  onOpenOrder,
  className = '',
}: {
  rows: OrderRow[];
  showPayment?: boolean;
  onOpenOrder: (orderId: string) => void;
  className?: string;
}) {
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      <thead>
        <tr className="text-stone-600">
          <th className="py-2">Order</th>
          <th>Customer</th>
          <th>Date</th>
          <th>Amount</th>
          <th>Status</th>
          {showPayment && <th>Payment</th>}
          <th>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((order) => (
          <tr key={order.id} className="border-t border-stone-200">
            <td className="py-2 font-mono text-xs">{order.id.slice(0, 8)}</td>
            <td>{order.customer}</td>
            <td>{new Date(order.date).toLocaleDateString()}</td>
            <td>{formatCents(order.amountCents)}</td>
            <td>{STATUS_LABELS[order.status as PrintOrderStatus] ?? order.status}</td>
            {showPayment && <td>{order.payment}</td>}
            <td>
              <ViewOrderDetails orderId={order.id} onOpenOrder={onOpenOrder} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Opens the order's detail panel; named after the order for screen readers. */
export function ViewOrderDetails({
  orderId,
  onOpenOrder,
}: {
  orderId: string;
  onOpenOrder: (id: string) => void;
}) {
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      aria-label={`View Details of order ${orderId}`}
      onClick={() => onOpenOrder(orderId)}
    >
      View Details
    </button>
  );
}
