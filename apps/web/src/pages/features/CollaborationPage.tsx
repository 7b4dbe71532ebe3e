import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ApiRequestError,
  cardsRoutes,
  collabRoutes,
  InviteRequestSchema,
  INVITEE_MESSAGES,
  type CardPeople,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { toast } from '../../components/ui/toast-store.js';
import { CollaboratorList } from '../../features/collaboration/CollaboratorList.js';
import { collaboratorRows } from '../../features/collaboration/collaborator-rows.js';
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
 * An email address, checked with the same rule collab applies (`type="email"` is not used: the
 * browser's own bubble would replace the sentence below).
 */
function InviteForm({
  busy,
  onInvite,
}: {
  busy: boolean;
  onInvite: (email: string) => Promise<unknown>;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const blank = email.trim() === '';
  return (
    <form
      className="flex flex-wrap gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || busy) return;
        const parsed = InviteRequestSchema.shape.email.safeParse(email);
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? INVITEE_MESSAGES.notAnEmail);
          return;
        }
        onInvite(parsed.data).then(
          () => setEmail(''),
          () => {},
        );
      }}
    >
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input
        id={id}
        type="text"
        inputMode="email"
        autoComplete="email"
        placeholder="friend@example.com"
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        className={`${inputClass} min-w-0 flex-1`}
      />
      <button
        type="submit"
        className={buttonClass('primary', 'sm', 'h-auto')}
        disabled={blank || busy}
      >
        {busy ? 'Inviting…' : 'Invite'}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The card's people: who is in its live session and whom it invited. Read from collab without
 * joining the room, so opening this page neither announces anyone nor starts a session.
 */
function PeoplePanels({ cardId, headingId }: { cardId: string; headingId: string }) {
  const queryClient = useQueryClient();
  const people = useQuery<CardPeople>({
    queryKey: peopleKey(cardId),
    queryFn: () => api(collabRoutes.cardPeople, { params: { id: cardId }, querystring: {} }),
    refetchInterval: PEOPLE_REFRESH_MS,
  });
  const [since] = useState(() => new Date().toISOString());
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleKey(cardId) });
  const failed = (title: string) => (error: unknown) => {
    console.error(title, error);
    toast({
      title,
      description: errorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
  };
  const invite = useMutation({
    mutationFn: (email: string) =>
      api(collabRoutes.invite, { params: { id: cardId }, body: { email } }),
    onSuccess: refresh,
    onError: failed('Invitation Failed'),
  });
  const remove = useMutation({
    mutationFn: (inviteeId: string) =>
      api(collabRoutes.removeInvitee, { params: { id: cardId, inviteeId }, querystring: {} }),
    onSuccess: refresh,
    onError: failed('Could Not Remove Invitee'),
  });

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
      <div className="grid gap-6 lg:grid-cols-2">
        <ShareLinkPanel key={cardId} cardId={cardId} />
        <section aria-labelledby={`${headingId}-invite`} className={panelClass}>
          <h2 id={`${headingId}-invite`} className="text-lg font-semibold">
            Invite by email
          </h2>
          <p className="mt-1 mb-3 text-sm text-stone-600">
            Invitees join as editors. They are listed as pending until email sending arrives with
            scheduled delivery; until then, send them the share link yourself.
          </p>
          <InviteForm busy={invite.isPending} onInvite={(email) => invite.mutateAsync(email)} />
        </section>
      </div>
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
          <CollaboratorList
            rows={collaboratorRows(people.data, since)}
            removing={remove.isPending ? (remove.variables ?? null) : null}
            onRemove={(id) => remove.mutate(id)}
          />
        )}
      </section>
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
        <p>Invite friends and sign the same card together, live.</p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        <p className="text-stone-700">
          Collaborators can view, edit or own cards: the owner made the card, editors change it with
          you, viewers only look. A share link lets anyone who has it view and edit the card.
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
