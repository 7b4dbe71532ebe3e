import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CARD_CATEGORIES, type TrendingCard } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconHeart } from '../../components/ui/icons.js';

export const TRENDING_KEY = '/api/cards/trending';

const categoryName = (id: string) => CARD_CATEGORIES.find((c) => c.id === id)?.name ?? id;

/**
 * The trending tab of the editor's Discover Designs panel (spec 001 §4, §8): three skeleton
 * tiles while loading, 'No Trending Cards Yet' when empty, and a retry on failure. Each tile
 * opens the card's public page.
 */
export function TrendingGrid() {
  const trending = useQuery<{ success: true; trendingCards: TrendingCard[] }>({
    queryKey: [TRENDING_KEY],
  });
  if (trending.isPending) {
    return (
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        aria-busy="true"
        aria-label="Trending cards"
      >
        {[0, 1, 2].map((i) => (
          <li key={i} className="aspect-[5/7] animate-pulse rounded-xl bg-stone-200" />
        ))}
      </ul>
    );
  }
  if (trending.isError) {
    return (
      <div className="rounded-2xl border border-rose-200 bg-rose-50 p-4 text-sm">
        <p>Unable to load trending cards. Please try again later.</p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'mt-3')}
          onClick={() => void trending.refetch()}
        >
          Try Again
        </button>
      </div>
    );
  }
  const cards = trending.data.trendingCards;
  if (cards.length === 0) return <p className="text-sm text-stone-500">No Trending Cards Yet</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Trending cards">
      {cards.map((card) => (
        <li key={card.id}>
          <Link
            to={`/cards/${card.id}`}
            className="group block overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm hover:shadow-md"
          >
            <img
              src={`${card.previewImageUrl}?width=300`}
              alt=""
              width={300}
              height={420}
              loading="lazy"
              className="aspect-[5/7] w-full object-cover"
            />
            <div className="flex items-center justify-between gap-2 p-2 text-xs">
              <span className="min-w-0">
                <span className="block truncate font-semibold text-stone-900">{card.title}</span>
                <span className="text-stone-500">{categoryName(card.category)}</span>
              </span>
              <span
                className="flex shrink-0 items-center gap-1 text-rose-700"
                aria-label={`${card.likes} likes`}
              >
                <IconHeart className="size-3.5" /> {card.likes}
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
