import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { buildPath, sharingRoutes } from '@cardsmith/contracts';
import { api, errorMessage } from '../../lib/api.js';
import { LoadError } from '../../components/ui/LoadError.js';

export const statsKey = (cardId: string) => [buildPath(sharingRoutes.stats.path, { id: cardId })];

function Figure({ label, total, recent }: { label: string; total: number; recent?: number }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{total}</dd>
      {recent === undefined ? null : (
        <dd className="text-xs text-stone-600">{recent} in the last 7 days</dd>
      )}
    </div>
  );
}

/** What the maker of a card sees on its page: how many people viewed, liked and shared it. */
export function OwnerStats({ cardId }: { cardId: string }) {
  const headingId = useId();
  const stats = useQuery({
    queryKey: statsKey(cardId),
    queryFn: ({ signal }) => api(sharingRoutes.stats, { params: { id: cardId } }, { signal }),
  });

  let body;
  if (stats.isPending) {
    body = (
      <div role="status" className="mt-3 grid grid-cols-3 gap-3">
        <span className="sr-only">Loading your card’s numbers…</span>
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-20 animate-pulse rounded-xl bg-stone-200" />
        ))}
      </div>
    );
  } else if (stats.isError) {
    body = (
      <LoadError
        className="mt-3"
        message={errorMessage(stats.error, 'We could not load your card’s numbers.')}
        retrying={stats.isFetching}
        onRetry={() => void stats.refetch()}
      />
    );
  } else {
    const { views, viewsLast7Days, likes, likesLast7Days, shares, isPublic } = stats.data;
    body = (
      <>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          <Figure label="Views" total={views} recent={viewsLast7Days} />
          <Figure label="Likes" total={likes} recent={likesLast7Days} />
          <Figure label="Shares" total={shares} />
        </dl>
        <p className="mt-3 text-sm text-stone-600">
          {isPublic
            ? 'In the public gallery: it can appear in Trending.'
            : 'Not in the public gallery: only people with the link can open it.'}
        </p>
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto mb-8 max-w-[500px] rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="font-semibold">
        How your card is doing
      </h2>
      {body}
    </section>
  );
}
