import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminRoutes } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconChevronLeft, IconChevronRight } from '../../components/ui/icons.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { api } from '../../lib/api.js';
import { ADMIN_KEY, adminSessionKey, isSignedOut } from './admin-api.js';
import { AdminGate } from './AdminGate.js';
import { CardsSection } from './CardsSection.js';
import { CollaborationSection } from './CollaborationSection.js';
import { DashboardSection } from './DashboardSection.js';
import { OrdersSection } from './OrdersSection.js';
import { SettingsSection } from './SettingsSection.js';
import { TemplatesSection } from './TemplatesSection.js';
import { UsersSection } from './UsersSection.js';

const SECTIONS = [
  'dashboard',
  'users',
  'cards',
  'orders',
  'templates',
  'collaboration',
  'payments',
  'settings',
] as const;
type Section = (typeof SECTIONS)[number];

const titleOf = (section: Section) => section[0]!.toUpperCase() + section.slice(1);

function SectionBody({
  section,
  openOrderId,
  onOpenOrder,
}: {
  section: Section;
  openOrderId: string | null;
  onOpenOrder: (id: string | null, section?: Section) => void;
}): ReactNode {
  if (section === 'dashboard') {
    return <DashboardSection onViewOrder={(id) => onOpenOrder(id, 'orders')} />;
  }
  if (section === 'collaboration') return <CollaborationSection />;
  if (section === 'cards') return <CardsSection />;
  if (section === 'templates') return <TemplatesSection />;
  if (section === 'settings') {
    return <SettingsSection onOpenOrder={(id) => onOpenOrder(id, 'orders')} />;
  }
  if (section === 'orders' || section === 'payments') {
    return (
      <OrdersSection
        key={section}
        view={section}
        openOrderId={openOrderId}
        onOpenOrder={(id) => onOpenOrder(id)}
      />
    );
  }
  return <UsersSection />;
}

function AdminConsole() {
  const queryClient = useQueryClient();
  const [section, setSection] = useState<Section>('dashboard');
  const [collapsed, setCollapsed] = useState(false);
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  const openOrder = (id: string | null, inSection?: Section) => {
    setOpenOrderId(id);
    if (inSection) setSection(inSection);
  };
  const logout = useMutation({
    mutationFn: () => api(adminRoutes.logout, {}),
    onSettled: () => queryClient.setQueryData(adminSessionKey, { signedIn: false }),
  });
  // Any admin call answered 401 means the session ended: back to the gate.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const [root, name] = event.query.queryKey;
        if (root === ADMIN_KEY && name !== 'session' && isSignedOut(event.query.state.error)) {
          queryClient.setQueryData(adminSessionKey, { signedIn: false });
        }
      }),
    [queryClient],
  );

  return (
    <div className="flex min-h-[70vh]">
      <nav
        aria-label="Admin sections"
        className={`shrink-0 border-r border-stone-200 bg-stone-100 p-2 ${collapsed ? 'w-14' : 'w-56'}`}
      >
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'w-full')}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? (
            <IconChevronRight aria-hidden="true" />
          ) : (
            <IconChevronLeft aria-hidden="true" />
          )}
          <span className={collapsed ? 'sr-only' : undefined}>
            {collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          </span>
        </button>
        <ul className="mt-2 space-y-1">
          {SECTIONS.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-current={section === name ? 'page' : undefined}
                title={titleOf(name)}
                onClick={() => {
                  setSection(name);
                  setOpenOrderId(null);
                }}
                className={`w-full rounded-lg px-3 py-2 text-left text-sm font-medium ${
                  section === name ? 'bg-white shadow-sm' : 'hover:bg-white/60'
                }`}
              >
                {collapsed ? titleOf(name).slice(0, 1) : titleOf(name)}
                {collapsed ? <span className="sr-only">{titleOf(name).slice(1)}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        <Link to="/" className={buttonClass('secondary', 'sm', 'mt-4 w-full')}>
          {collapsed ? '←' : 'Back to Home'}
          {collapsed ? <span className="sr-only">Back to Home</span> : null}
        </Link>
      </nav>
      <main className="min-w-0 flex-1 p-6">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">{titleOf(section)}</h1>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Sign out
          </button>
        </div>
        <div className="mt-6">
          <SectionBody section={section} openOrderId={openOrderId} onOpenOrder={openOrder} />
        </div>
      </main>
    </div>
  );
}

/** `/admin`: the gate until the server holds an admin session for this browser, then the console. */
export function AdminPage() {
  const session = useQuery({
    queryKey: adminSessionKey,
    queryFn: ({ signal }) => api(adminRoutes.session, {}, { signal }),
  });
  let body: ReactNode;
  if (session.isPending || session.isError) {
    body = (
      <div className="mx-auto max-w-md p-8">
        <h1 className="text-2xl font-semibold">Admin</h1>
        {session.isPending ? (
          <p className="mt-3" role="status">
            Checking the admin session…
          </p>
        ) : (
          <LoadError
            className="mt-3"
            message="The admin area did not answer. Check the connection and try again."
            retrying={session.isFetching}
            onRetry={() => void session.refetch()}
          />
        )}
      </div>
    );
  } else {
    body = session.data.signedIn ? <AdminConsole /> : <AdminGate />;
  }
  return (
    <>
      <title>Admin – Cardsmith</title>
      {body}
    </>
  );
}
