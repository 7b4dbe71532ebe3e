import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useId, useState } from 'react';
import { ADMIN_MESSAGES, adminRoutes, type CollabSession } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';
import { adminCollabKey } from './admin-api.js';

/** The spec's refresh of the session list. */
export const SESSIONS_REFRESH_MS = 30_000;

const tabClass =
  'rounded-lg px-3 py-1.5 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

const sessionsKey = (search: string) => [...adminCollabKey, 'sessions', search] as const;

function StatusBadge({ status }: { status: CollabSession['status'] }) {
  const colours = {
    active: 'bg-emerald-100 text-emerald-900',
    locked: 'bg-amber-100 text-amber-900',
    inactive: 'bg-stone-200 text-stone-700',
  } as const;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colours[status]}`}>
      {status}
    </span>
  );
}

function SessionDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: [...adminCollabKey, 'session', id],
    queryFn: ({ signal }) => api(adminRoutes.collabSession, { params: { id } }, { signal }),
  });
  const act = useMutation({
    mutationFn: (action: 'lock' | 'unlock' | 'end') => {
      const route = {
        lock: adminRoutes.lockCollabSession,
        unlock: adminRoutes.unlockCollabSession,
        end: adminRoutes.endCollabSession,
      }[action];
      return api(route, { params: { id } });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminCollabKey }),
    onError: (error) =>
      toast({
        title: ADMIN_MESSAGES.actionFailed,
        description: errorMessage(error, 'The session did not change. Please try again.'),
        variant: 'destructive',
      }),
  });
  if (detail.isPending) return <p role="status">Loading the session…</p>;
  if (detail.isError) {
    return (
      <LoadError
        message={errorMessage(detail.error, 'The session did not load.')}
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const { session, collaborators } = detail.data;
  const inactive = session.status === 'inactive';
  return (
    <section
      aria-label={`Session of ${session.cardTitle}`}
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold">{session.cardTitle}</h3>
          <p className="text-sm text-stone-600">
            Card <span className="font-mono">{session.cardId}</span> ·{' '}
            <StatusBadge status={session.status} />
          </p>
        </div>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClose}>
          Close
        </button>
      </div>
      <h4 className="mt-4 text-sm font-semibold">Collaborators</h4>
      {collaborators.length === 0 ? (
        <p className="text-sm text-stone-600">Nobody is in this session.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {collaborators.map((person) => (
            <li key={person.id}>
              {person.name} · {person.role} · {person.status}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={inactive || act.isPending}
          onClick={() => act.mutate(session.status === 'locked' ? 'unlock' : 'lock')}
        >
          {session.status === 'locked' ? 'Unlock' : 'Lock'}
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={inactive || act.isPending}
          onClick={() => act.mutate('end')}
        >
          End session
        </button>
      </div>
    </section>
  );
}

function ActiveSessions() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: sessionsKey(search.trim()),
    queryFn: ({ signal }) =>
      api(
        adminRoutes.collabSessions,
        { querystring: { search: search.trim() || undefined } },
        { signal },
      ),
    refetchInterval: SESSIONS_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
  return (
    <div className="space-y-4">
      <label htmlFor={`${id}-search`} className="block text-sm font-medium">
        Search by card title or id
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="w-full max-w-sm rounded-xl border border-stone-300 px-3 py-2"
      />
      {sessions.isError ? (
        <LoadError
          title={ADMIN_MESSAGES.failedToLoadSessions}
          message={errorMessage(sessions.error, 'The collaboration service did not answer.')}
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch()}
        />
      ) : sessions.isPending ? (
        <p role="status">Loading sessions…</p>
      ) : sessions.data.sessions.length === 0 ? (
        <p className="text-sm text-stone-600">No collaboration sessions match.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-stone-600">
              <th className="py-2">Card</th>
              <th>Collaborators</th>
              <th>Last active</th>
              <th>Status</th>
              <th>
                <span className="sr-only">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.sessions.map((session) => (
              <tr key={session.id} className="border-t border-stone-200">
                <td className="py-2">{session.cardTitle}</td>
                <td>{session.collaboratorCount}</td>
                <td>{new Date(session.lastActive).toLocaleString()}</td>
                <td>
                  <StatusBadge status={session.status} />
                </td>
                <td>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'sm')}
                    onClick={() => setSelected(session.id)}
                    aria-label={`Open the session of ${session.cardTitle}`}
                  >
                    Open
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {selected ? (
        <SessionDetail key={selected} id={selected} onClose={() => setSelected(null)} />
      ) : null}
    </div>
  );
}

function Statistics() {
  const stats = useQuery({
    queryKey: [...adminCollabKey, 'stats'],
    queryFn: ({ signal }) => api(adminRoutes.collabStats, {}, { signal }),
    refetchInterval: SESSIONS_REFRESH_MS,
  });
  if (stats.isPending) return <p role="status">Loading statistics…</p>;
  if (stats.isError) {
    return (
      <LoadError
        message={errorMessage(stats.error, 'The collaboration service did not answer.')}
        retrying={stats.isFetching}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const figures = [
    ['Active sessions', stats.data.totalActiveSessions],
    ['Collaborators', stats.data.totalCollaborators],
    ['Average session (minutes)', Math.round(stats.data.averageSessionDuration)],
    ['Most people at once', stats.data.peakCollaboratorCount],
    ['Cards edited together', stats.data.totalCards],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CollaborationSection() {
  return (
    <Tabs.Root defaultValue="sessions">
      <Tabs.List
        aria-label="Collaboration"
        className="inline-flex gap-1 rounded-xl bg-stone-200/70 p-1"
      >
        <Tabs.Trigger value="sessions" className={tabClass}>
          Active Sessions
        </Tabs.Trigger>
        <Tabs.Trigger value="statistics" className={tabClass}>
          Statistics
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sessions" className="mt-4">
        <ActiveSessions />
      </Tabs.Content>
      <Tabs.Content value="statistics" className="mt-4">
        <Statistics />
      </Tabs.Content>
    </Tabs.Root>
  );
}
