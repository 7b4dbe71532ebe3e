import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ADMIN_MESSAGES, adminRoutes, type AdminCard } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';
import { ADMIN_KEY } from './admin-api.js';
import { Pager, useCursorPages } from './Pager.js';

const cardsKey = [ADMIN_KEY, 'cards'] as const;

function useModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: { kind: 'hide' | 'unhide'; id: string } | { kind: 'resolve'; id: string },
    ) => {
      if (action.kind === 'resolve') {
        await api(adminRoutes.resolveCardReport, { params: { id: action.id } });
        return;
      }
      const route = action.kind === 'hide' ? adminRoutes.hideCard : adminRoutes.unhideCard;
      await api(route, { params: { id: action.id } });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cardsKey }),
    onError: (error) =>
      toast({
        title: ADMIN_MESSAGES.actionFailed,
        description: errorMessage(error, 'Nothing changed. Please try again.'),
        variant: 'destructive',
      }),
  });
}

function Reports() {
  const moderate = useModeration();
  const reports = useQuery({
    queryKey: [...cardsKey, 'reports'],
    queryFn: ({ signal }) => api(adminRoutes.cardReports, {}, { signal }),
  });
  if (reports.isPending) return <p role="status">Loading reports…</p>;
  if (reports.isError) {
    return (
      <LoadError
        message={errorMessage(reports.error, 'The reports did not load.')}
        retrying={reports.isFetching}
        onRetry={() => void reports.refetch()}
      />
    );
  }
  if (reports.data.reports.length === 0) {
    return <p className="text-sm text-stone-600">No open reports from recipients.</p>;
  }
  return (
    <ul className="space-y-2">
      {reports.data.reports.map((report) => (
        <li key={report.id} className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
          <p>
            <span className="font-semibold">{report.cardTitle}</span>{' '}
            <span className="font-mono text-stone-500">{report.cardId}</span> ·{' '}
            {new Date(report.createdAt).toLocaleString()}
          </p>
          <p className="mt-1 whitespace-pre-line">{report.reason}</p>
          <div className="mt-2 flex gap-2">
            <a
              href={`/cards/${encodeURIComponent(report.cardId)}`}
              target="_blank"
              rel="noreferrer"
              className={buttonClass('ghost', 'sm')}
            >
              Open the card
            </a>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ kind: 'hide', id: report.cardId })}
            >
              Hide the card
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={moderate.isPending}
              onClick={() => moderate.mutate({ kind: 'resolve', id: report.id })}
            >
              Resolve
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function CardRow({ card }: { card: AdminCard }) {
  const moderate = useModeration();
  return (
    <tr className="border-t border-stone-200">
      <td className="py-2">{card.title}</td>
      <td>{card.category}</td>
      <td>{card.isPublic ? 'yes' : 'no'}</td>
      <td>{card.openReports}</td>
      <td>{card.hidden ? 'hidden' : 'shown'}</td>
      <td>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={moderate.isPending}
          aria-label={`${card.hidden ? 'Show' : 'Hide'} ${card.title}`}
          onClick={() => moderate.mutate({ kind: card.hidden ? 'unhide' : 'hide', id: card.id })}
        >
          {card.hidden ? 'Show' : 'Hide'}
        </button>
      </td>
    </tr>
  );
}

/** Search cards, see the public ones, hide one from trending and its page, work the reports. */
export function CardsSection() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [publicOnly, setPublicOnly] = useState(false);
  const pages = useCursorPages();
  const cards = useQuery({
    queryKey: [...cardsKey, 'list', search.trim(), publicOnly, pages.cursor],
    queryFn: ({ signal }) =>
      api(
        adminRoutes.cards,
        {
          querystring: {
            search: search.trim() || undefined,
            publicOnly: publicOnly ? 'true' : undefined,
            cursor: pages.cursor,
          },
        },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-reports`}>
        <h2 id={`${id}-reports`} className="text-lg font-semibold">
          Reports from recipients
        </h2>
        <div className="mt-2">
          <Reports />
        </div>
      </section>
      <section aria-labelledby={`${id}-cards`} className="space-y-3">
        <h2 id={`${id}-cards`} className="text-lg font-semibold">
          Cards
        </h2>
        <div className="flex flex-wrap items-end gap-4">
          <label className="block text-sm font-medium">
            Search by title or id
            <input
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                pages.reset();
              }}
              className="mt-1 block w-72 rounded-xl border border-stone-300 px-3 py-2 font-normal"
            />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={publicOnly}
              onChange={(event) => {
                setPublicOnly(event.target.checked);
                pages.reset();
              }}
            />
            Only cards in trending
          </label>
        </div>
        {cards.isError ? (
          <LoadError
            message={errorMessage(cards.error, 'The cards did not load.')}
            retrying={cards.isFetching}
            onRetry={() => void cards.refetch()}
          />
        ) : cards.isPending ? (
          <p role="status">Loading cards…</p>
        ) : cards.data.cards.length === 0 ? (
          <p className="text-sm text-stone-600">No cards match.</p>
        ) : (
          <>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-stone-600">
                  <th className="py-2">Title</th>
                  <th>Occasion</th>
                  <th>In trending</th>
                  <th>Open reports</th>
                  <th>Public page</th>
                  <th>
                    <span className="sr-only">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cards.data.cards.map((card) => (
                  <CardRow key={card.id} card={card} />
                ))}
              </tbody>
            </table>
            <Pager
              label="Card pages"
              page={pages.page}
              nextCursor={cards.data.nextCursor}
              onPrevious={pages.previous}
              onNext={pages.next}
            />
          </>
        )}
      </section>
    </div>
  );
}
