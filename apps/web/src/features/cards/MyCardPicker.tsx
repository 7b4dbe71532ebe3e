import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Card } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';

/**
 * One of the visitor's saved cards, chosen from a list (the newest first), for the pages that
 * act on a card: loading, failure and "no cards yet" included. `children` gets the chosen card.
 */
export function MyCardPicker({
  purpose,
  children,
}: {
  /** What the visitor comes back to do: "schedule it", "share it". */
  purpose: string;
  children: (card: Card) => ReactNode;
}) {
  const cards = useQuery<{ cards: Card[] }>({ queryKey: ['/api/cards'] });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = cards.data?.cards ?? [];
  const card = list.find((c) => c.id === chosen) ?? list[0];

  if (cards.isPending) return <p className="text-stone-500">Loading your cards…</p>;
  if (cards.isError) {
    return (
      <LoadError
        message="Your cards could not be loaded."
        retrying={cards.isFetching}
        onRetry={() => void cards.refetch()}
      />
    );
  }
  if (!card) {
    return (
      <div className="rounded-3xl border border-dashed border-rose-300 bg-white p-6">
        <p>You have no saved cards yet. Make one, then come back to {purpose}.</p>
        <Link to="/editor" className={buttonClass('primary', 'md', 'mt-4')}>
          Create a card
        </Link>
      </div>
    );
  }
  return (
    <>
      <label className="block text-sm font-semibold">
        Card
        <select
          value={card.id}
          onChange={(event) => setChosen(event.target.value)}
          className="mt-2 block w-full rounded-full border border-stone-300 bg-white px-4 py-2 font-normal"
        >
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      {children(card)}
    </>
  );
}
