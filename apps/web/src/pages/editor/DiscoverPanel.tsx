import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useMemo, useState, useSyncExternalStore, type Ref } from 'react';
import { Link } from 'react-router';
import {
  catalogRoutes,
  IDEA_TABS,
  sharingRoutes,
  type CardFields,
  type IdeaTab,
  type Occasion,
  type RouteOutput,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { TileSkeletons } from '../../components/ui/TileSkeletons.js';
import { IconChevronLeft, IconChevronRight, IconHeart } from '../../components/ui/icons.js';
import { humanize } from '../../components/ui/fields.js';
import { ideasForTab, ideasPageSize } from './ideas.js';
import { occasionProfile } from '../../features/cards/occasion.js';

// Fetched when the Surprise Me tab is first opened: the AI contracts and client it needs are no
// part of drawing the editor.
const SurprisePanel = lazy(async () => ({
  default: (await import('../../features/ai/SurprisePanel.js')).SurprisePanel,
}));

type Trending = RouteOutput<typeof sharingRoutes.trending>;
type Ideas = RouteOutput<typeof catalogRoutes.listIdeas>;

function Trending() {
  const query = useQuery<Trending>({ queryKey: [sharingRoutes.trending.path] });
  if (query.isPending) {
    return (
      <TileSkeletons
        count={3}
        label="Loading trending cards…"
        className="grid grid-cols-3 gap-3"
        testId="trending-skeleton"
      />
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message="Unable to load trending cards. Please try again later."
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.trendingCards.length === 0) {
    return (
      <div className="rounded-xl bg-white p-6 text-center">
        <p className="font-semibold">No Trending Cards Yet</p>
        <p className="mt-1 text-sm text-stone-600">
          Shared cards that people like will show up here.
        </p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {query.data.trendingCards.map((card) => (
        <li key={card.id}>
          <Link
            to={`/cards/${card.id}`}
            className="block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 hover:ring-rose-300"
          >
            <img
              src={`${card.previewImageUrl}?width=300`}
              alt=""
              loading="lazy"
              className="aspect-[5/7] w-full object-cover"
            />
            <span className="block truncate px-2 pt-1 text-sm font-semibold">{card.title}</span>
            <span className="flex items-center gap-1 px-2 pb-2 text-xs text-stone-600">
              <IconHeart className="size-3.5" /> {card.likes} <span className="sr-only">likes</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const subscribeResize = (callback: () => void) => {
  window.addEventListener('resize', callback);
  return () => window.removeEventListener('resize', callback);
};

function IdeasCarousel({
  initialTab,
  onUse,
}: {
  initialTab: IdeaTab;
  onUse: (text: string) => void;
}) {
  const query = useQuery<Ideas>({ queryKey: [catalogRoutes.listIdeas.path] });
  const [tab, setTab] = useState<IdeaTab>(initialTab);
  const [page, setPage] = useState(0);
  const width = useSyncExternalStore(subscribeResize, () => window.innerWidth);
  const list = useMemo(() => ideasForTab(tab, query.data?.ideas ?? []), [tab, query.data]);
  const size = ideasPageSize(width);
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(page, pages - 1);
  const step = (delta: number) => setPage((((current + delta) % pages) + pages) % pages);

  return (
    <div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label="Previous ideas"
          className="grid size-8 shrink-0 place-items-center rounded-full border border-stone-300 bg-white"
          onClick={() => step(-1)}
        >
          <IconChevronLeft className="size-4" />
        </button>
        <div
          className="flex min-w-0 flex-1 gap-1 overflow-x-auto py-1"
          role="group"
          aria-label="Idea categories"
        >
          {IDEA_TABS.map((item) => (
            <button
              key={item}
              type="button"
              aria-pressed={tab === item}
              onClick={() => {
                setTab(item);
                setPage(0);
              }}
              className="shrink-0 rounded-full px-3 py-1 text-sm text-stone-600 aria-pressed:bg-rose-700 aria-pressed:text-white"
            >
              {humanize(item)}
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label="Next ideas"
          className="grid size-8 shrink-0 place-items-center rounded-full border border-stone-300 bg-white"
          onClick={() => step(1)}
        >
          <IconChevronRight className="size-4" />
        </button>
      </div>
      {query.isPending ? (
        <p className="mt-3 text-sm text-stone-500" role="status">
          Loading ideas…
        </p>
      ) : query.isError ? (
        <div className="mt-3">
          <LoadError
            message="Unable to load card ideas. Please try again."
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : (
        <>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.slice(current * size, (current + 1) * size).map((idea) => (
              <li
                key={idea.id}
                className="flex flex-col rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
              >
                <p className="font-semibold">{idea.title}</p>
                <p className="mt-1 flex-1 text-sm text-stone-600">{idea.description}</p>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm', 'mt-3')}
                  onClick={() => onUse(idea.promptIdeas[0] ?? idea.description)}
                >
                  Use this idea
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-center text-xs text-stone-500" aria-live="polite">
            Page {current + 1} of {pages}
          </p>
        </>
      )}
    </div>
  );
}

const tabClass =
  'rounded-full px-3 py-1.5 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

export type DiscoverTab = 'trending' | 'surprise' | 'ideas';

/** Discover Designs: what others like, a surprise card, and ideas to start from. */
export function DiscoverPanel({
  tab,
  onTabChange,
  ideasTab,
  occasion,
  onApply,
  onUseIdea,
}: {
  tab: DiscoverTab;
  /** The card's occasion: its ideas come first. */
  occasion: Occasion;
  onTabChange: (tab: DiscoverTab) => void;
  /** The Browse Ideas tab, so the editor can take the visitor there. */
  ideasTab?: Ref<HTMLButtonElement>;
  onApply: (card: CardFields) => void;
  onUseIdea: (text: string) => void;
}) {
  return (
    <section
      id="discover-designs"
      aria-labelledby="discover-heading"
      className="min-w-0 rounded-2xl bg-stone-100 p-4"
    >
      <h2 id="discover-heading" className="font-semibold">
        Discover Designs
      </h2>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => onTabChange(value as DiscoverTab)}
        className="mt-3"
      >
        <Tabs.List
          aria-label="Discover"
          className="flex flex-wrap gap-1 rounded-full bg-stone-200/70 p-1"
        >
          <Tabs.Trigger value="trending" className={tabClass}>
            Trending
          </Tabs.Trigger>
          <Tabs.Trigger value="surprise" className={tabClass}>
            Surprise Me
          </Tabs.Trigger>
          <Tabs.Trigger ref={ideasTab} value="ideas" className={tabClass}>
            Browse Ideas
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="trending" className="mt-4">
          <Trending />
        </Tabs.Content>
        <Tabs.Content value="surprise" className="mt-4">
          <Suspense
            fallback={
              <p className="text-sm text-stone-500" role="status">
                Loading Surprise Me…
              </p>
            }
          >
            <SurprisePanel onApply={onApply} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="ideas" className="mt-4">
          <IdeasCarousel
            key={occasion}
            initialTab={occasionProfile(occasion).ideas}
            onUse={onUseIdea}
          />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
