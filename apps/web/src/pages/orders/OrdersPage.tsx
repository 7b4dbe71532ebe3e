import { findPrintSize, formatCents, printRoutes } from '@cardsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/LoadError.js';
import { api, errorMessage } from '../../lib/api.js';
import { STATUS_LABELS } from '../../features/print/order-status.js';

/** The visitor's printed-card orders, newest first. */
export function OrdersPage() {
  const query = useQuery({
    queryKey: ['print-orders'],
    queryFn: () => api(printRoutes.listOrders, {}),
  });
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-semibold tracking-tight">Your printed card orders</h1>
      {query.isPending ? (
        <p role="status" className="mt-4">
          Loading your orders…
        </p>
      ) : query.isError ? (
        <LoadError
          className="mt-4"
          message={errorMessage(query.error, 'We could not load your orders.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.orders.length === 0 ? (
        <p className="mt-4 text-stone-600">
          No orders yet. Open a card in the editor and choose Print Physical Card.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {query.data.orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/orders/${order.id}`}
                className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-stone-50"
              >
                <span>
                  {order.quantity} × {findPrintSize(order.size).name} ·{' '}
                  {new Date(order.createdAt).toLocaleDateString()}
                </span>
                <span className="text-sm text-stone-600">
                  {STATUS_LABELS[order.status]} · {formatCents(order.summary.total)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
