import { useQuery } from '@tanstack/react-query';
import { adminRoutes, type AdminDashboard } from '@cardsmith/contracts';
import { LoadError } from '../../components/ui/LoadError.js';
import { api } from '../../lib/api.js';
import { ADMIN_KEY } from './admin-api.js';
import { OrdersTable } from './OrdersTable.js';

const COUNTERS: { key: keyof AdminDashboard['counters']; label: string; money?: boolean }[] = [
  { key: 'visitors', label: 'Visitors with cards' },
  { key: 'cards', label: 'Cards' },
  { key: 'orders', label: 'Orders' },
  { key: 'revenueCents', label: 'Revenue', money: true },
  { key: 'liveCollaborationSessions', label: 'Live collaboration sessions' },
];

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export function DashboardSection({ onViewOrder }: { onViewOrder: (orderId: string) => void }) {
  const dashboard = useQuery({
    queryKey: [ADMIN_KEY, 'dashboard'],
    queryFn: ({ signal }) => api(adminRoutes.dashboard, {}, { signal }),
  });
  if (dashboard.isPending) return <p role="status">Loading the dashboard…</p>;
  if (dashboard.isError) {
    return (
      <LoadError
        title="The dashboard did not load"
        message="Check the connection and try again."
        retrying={dashboard.isFetching}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  const { counters, recentOrders, notices } = dashboard.data;
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {COUNTERS.map(({ key, label, money: isMoney }) => {
          const value = counters[key];
          return (
            <div key={key} className="rounded-2xl border border-stone-200 bg-white p-4">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold">
                {value === null ? (
                  <span aria-label="not available">—</span>
                ) : isMoney ? (
                  money(value)
                ) : (
                  value.toLocaleString('en-US')
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {notices.length > 0 ? (
        <ul className="space-y-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="recent-orders">
        <h2 id="recent-orders" className="text-lg font-semibold">
          Recent orders
        </h2>
        {recentOrders.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">No orders yet.</p>
        ) : (
          <OrdersTable className="mt-2" rows={recentOrders} onOpenOrder={onViewOrder} />
        )}
      </section>
    </div>
  );
}
