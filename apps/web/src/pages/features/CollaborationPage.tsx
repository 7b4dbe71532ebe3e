import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError, cardsRoutes, collabRoutes, type CardPeople } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { CollaboratorList } from '../../features/collaboration/CollaboratorList.js';
import { collaboratorRows } from '../../features/collaboration/collaborator-rows.js';
import { EditorInvites } from '../../features/collaboration/EditorInvites.js';
import { GroupPanel } from '../../features/group/GroupPanel.js';
import { api, errorMessage, isMissingCard } from '../../lib/api.js';
import { LinkField } from '../../features/sharing/LinkField.js';
import { shareLinkQuery } from '../../features/sharing/sharing-api.js';
import { LoadError } from '../../components/ui/LoadError.js';

const inputClass = 'w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base';
const panelClass = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm';

/** Presence is refreshed about every 10 s by collab; idle shows after a minute without activity. */
const PEOPLE_REFRESH_MS = 10_000;

const peopleKey = (cardId: string) => ['/api/collab/cards', cardId, 'people'] as const;

/** Why a card named by ?card= could not be opened; null when trying again may help. */
function cardFailure(error: unknown): string | null {
  if (isMissingCard(error)) return 'We could not find that card. It may have been deleted.';
  if (error instanceof ApiRequestError && error.status === 403)
    return 'This card is not yours. Only its owner can invite people to it.';
  return null;
}

function ShareLinkPanel({ cardId }: { cardId: string }) {
  // Asked for on demand (Generate Share Link), then kept: a card has one edit link.
  const [wanted, setWanted] = useState(false);
  const link = useQuery({ ...shareLinkQuery(cardId, 'edit'), enabled: wanted });
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Share link
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Anyone with this link can open the card in the editor and edit it with you.
      </p>
      <div className="mt-3">
        {wanted ? (
          <LinkField label="Edit link" query={link} url={link.data?.editUrl} />
        ) : (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setWanted(true)}
          >
            Generate Share Link
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * The card's people: who is in its live session, read from collab without joining the room, so
 * opening this page neither announces anyone nor starts a session; and who signs it.
 */
function PeoplePanels({ cardId, headingId }: { cardId: string; headingId: string }) {
  const people = useQuery<CardPeople>({
    queryKey: peopleKey(cardId),
    queryFn: () => api(collabRoutes.cardPeople, { params: { id: cardId }, querystring: {} }),
    refetchInterval: PEOPLE_REFRESH_MS,
  });
  const [since] = useState(() => new Date().toISOString());
  const live = people.data?.collaborators.length ?? 0;
  return (
    <>
      <p className="text-sm text-stone-600" aria-live="polite">
        {people.isPending
          ? 'Checking who is on this card…'
          : people.isError
            ? 'Live status is unavailable.'
            : live === 0
              ? 'Nobody is editing this card live right now.'
              : `Live session: ${live} ${live === 1 ? 'person' : 'people'} on this card`}
      </p>
      <ShareLinkPanel key={cardId} cardId={cardId} />
      <section aria-labelledby={`${headingId}-people`} className={panelClass}>
        <h2 id={`${headingId}-people`} className="text-lg font-semibold">
          Collaborators
        </h2>
        {people.isPending ? (
          <p className="mt-2 text-stone-600">Loading collaborators…</p>
        ) : people.isError ? (
          <div className="mt-3">
            <LoadError
              message={errorMessage(people.error, 'We could not load who is on this card.')}
              retrying={people.isFetching}
              onRetry={() => void people.refetch()}
            />
          </div>
        ) : (
          <>
            <CollaboratorList rows={collaboratorRows(people.data, since)} />
            <EditorInvites
              cardId={cardId}
              invitees={people.data.invitees}
              peopleKey={peopleKey(cardId)}
            />
          </>
        )}
      </section>
      <GroupPanel cardId={cardId} />
    </>
  );
}

/**
 * Group collaboration (spec 001 §2): pick one of your cards, hand out its edit link, invite people
 * by email, and see who is in the card's live session right now.
 */
export function CollaborationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const cardParam = searchParams.get('card');
  const cards = useQuery({
    queryKey: [cardsRoutes.listMyCards.path],
    queryFn: () => api(cardsRoutes.listMyCards, {}),
  });
  const mine = cards.data?.cards ?? [];
  const cardId = cardParam ?? mine[0]?.id ?? null;
  const listed = mine.find((card) => card.id === cardId);
  const opened = useQuery({
    queryKey: [`/api/cards/${cardId}`],
    queryFn: () => api(cardsRoutes.getCard, { params: { id: cardId! } }),
    enabled: !!cardId && !listed && cards.isFetched,
  });
  const card = listed ?? opened.data ?? null;
  const pickId = useId();
  const openedFailure = opened.isError ? cardFailure(opened.error) : null;

  return (
    <>
      <title>Group Collaboration – Cardsmith</title>
      <PageHeader eyebrow="Feature" title="Group Collaboration">
        <p>Invite friends to sign the same card, or edit it together live.</p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        <p className="text-stone-700">
          Make it a group card: invite people by email and each signs the inside with their own
          message, by a personal link, until the card is delivered. To design the card together
          instead, share its edit link: whoever has it edits the card with you, live.
        </p>
        {cards.isError ? (
          <LoadError
            message="We could not load your cards."
            retrying={cards.isFetching}
            onRetry={() => void cards.refetch()}
          />
        ) : null}
        {cards.isPending && !cardParam ? (
          <p className="text-stone-600">Loading your cards…</p>
        ) : cards.isError && !cardParam ? null : !cardId ? (
          <div className={panelClass}>
            <p>You have no saved cards yet. Save a card in the editor, then come back to invite.</p>
            <Link to="/editor" className={buttonClass('primary', 'sm', 'mt-3')}>
              Open the editor
            </Link>
          </div>
        ) : opened.isError ? (
          openedFailure ? (
            <div role="alert" className={panelClass}>
              <p>{openedFailure}</p>
              {mine.length > 0 ? (
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm', 'mt-3')}
                  onClick={() => setSearchParams({})}
                >
                  Choose one of your cards
                </button>
              ) : null}
            </div>
          ) : (
            <LoadError
              message="We could not load this card."
              retrying={opened.isFetching}
              onRetry={() => void opened.refetch()}
            />
          )
        ) : !card ? (
          <p className="text-stone-600">Loading the card…</p>
        ) : (
          <>
            <div className={panelClass}>
              <label htmlFor={pickId} className="font-semibold">
                Card
              </label>
              <div className="mt-2 flex flex-wrap gap-3">
                <select
                  id={pickId}
                  value={card.id}
                  onChange={(event) => setSearchParams({ card: event.target.value })}
                  className={`${inputClass} max-w-md`}
                >
                  {listed ? null : <option value={card.id}>{card.title}</option>}
                  {mine.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title}
                    </option>
                  ))}
                </select>
                <Link
                  to={`/editor?card=${encodeURIComponent(card.id)}`}
                  className={buttonClass('secondary', 'sm', 'h-auto')}
                >
                  Open in the editor
                </Link>
              </div>
            </div>
            <PeoplePanels key={card.id} cardId={card.id} headingId={pickId} />
          </>
        )}
      </div>
    </>
  );
}
