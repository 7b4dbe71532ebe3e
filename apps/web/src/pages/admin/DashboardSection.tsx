import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminRoutes, type AdminDashboard } from '@cardsmith/contracts';
import { LoadError } from '../../components/ui/LoadError.js';
import { api } from '../../lib/api.js';
import { ADMIN_KEY } from './admin-api.js';
import { OrdersTable } from './OrdersTable.js';

type Counters = AdminDashboard['counters'];

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A figure, or a dash a screen reader calls "not available" when its service did not answer. */
function Figure({ value, isMoney }: { value: number | null; isMoney?: boolean }) {
  if (value === null) return <span aria-label="not available">—</span>;
  return <>{isMoney ? money(value) : value.toLocaleString('en-US')}</>;
}

const COUNTERS: { key: string; label: string; figure: (counters: Counters) => ReactNode }[] = [
  {
    key: 'people',
    label: 'Visitors / accounts',
    figure: ({ visitors, accounts }) => (
      <>
        <Figure value={visitors} /> / <Figure value={accounts} />
      </>
    ),
  },
  { key: 'cards', label: 'Cards', figure: ({ cards }) => <Figure value={cards} /> },
  { key: 'orders', label: 'Orders', figure: ({ orders }) => <Figure value={orders} /> },
  {
    key: 'revenue',
    label: 'Revenue',
    figure: ({ revenueCents }) => <Figure value={revenueCents} isMoney />,
  },
  {
    key: 'live',
    label: 'Live collaboration sessions',
    figure: ({ liveCollaborationSessions }) => <Figure value={liveCollaborationSessions} />,
  },
];

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
        {COUNTERS.map(({ key, label, figure }) => (
          <div key={key} className="rounded-2xl border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold">{figure(counters)}</dd>
          </div>
        ))}
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
