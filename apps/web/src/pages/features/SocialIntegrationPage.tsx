import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Card } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { SocialShareForm } from '../../features/sharing/SocialShareForm.js';
import { SocialSharesList } from '../../features/sharing/SocialSharesList.js';
import { LoadError } from '../../components/ui/LoadError.js';

/** /social-integration: share one of the visitor's cards on a network, now or later. */
export function SocialIntegrationPage() {
  const cards = useQuery<{ cards: Card[] }>({ queryKey: ['/api/cards'] });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = cards.data?.cards ?? [];
  const card = list.find((c) => c.id === chosen) ?? list[0];

  return (
    <>
      <title>Social Sharing – Cardsmith</title>
      <PageHeader eyebrow="Feature" title="Social Sharing">
        <p>Post your card to Facebook, Twitter, Instagram or WhatsApp, or schedule it for later.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_18rem] lg:px-8">
        <section aria-labelledby="social-share-heading" className="space-y-6">
          <h2 id="social-share-heading" className="text-xl font-semibold">
            Share a card
          </h2>
          {cards.isPending ? (
            <p className="text-stone-500">Loading your cards…</p>
          ) : cards.isError ? (
            <LoadError
              message="Your cards could not be loaded."
              retrying={cards.isFetching}
              onRetry={() => void cards.refetch()}
            />
          ) : !card ? (
            <div className="rounded-3xl border border-dashed border-rose-300 bg-white p-6">
              <p>You have no saved cards yet. Make one, then come back to share it.</p>
              <Link to="/editor" className={buttonClass('primary', 'md', 'mt-4')}>
                Create a card
              </Link>
            </div>
          ) : (
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
              <SocialShareForm key={card.id} cardId={card.id} title={card.title} />
            </>
          )}
        </section>
        <aside aria-labelledby="my-shares-heading" className="space-y-4">
          <h2 id="my-shares-heading" className="text-xl font-semibold">
            Your shares
          </h2>
          <SocialSharesList />
        </aside>
      </div>
    </>
  );
}
