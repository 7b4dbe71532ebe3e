import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  cardsRoutes,
  sharingRoutes,
  type Card,
  type CollabCardData,
  type RouteOutput,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { toast } from '../../components/ui/toast-store.js';
import { CollaboratorList } from '../../features/collaboration/CollaboratorList.js';
import { collaboratorRows, useInvitees } from '../../features/collaboration/invitees.js';
import { useCollaboration } from '../../features/collaboration/use-collaboration.js';
import { useCollaboratorName } from '../../features/collaboration/use-collaborator-name.js';
import { callApi, errorMessage } from '../../features/sharing/sharing-api.js';
import { useCopied } from '../../features/sharing/useCopied.js';

type CardList = RouteOutput<typeof cardsRoutes.listMyCards>;

const inputClass = 'w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base';
const panelClass = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm';

/** Re-renders every few seconds so active turns idle without waiting for a message. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function ShareLinkPanel({ cardId }: { cardId: string }) {
  const link = useMutation({
    mutationFn: () => callApi(sharingRoutes.createShareLink, { body: { cardId, kind: 'edit' } }),
    onError: (error) => {
      console.error('Share link failed', error);
      toast({
        title: 'Sharing Failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });
  const { copied, copy } = useCopied();
  const editUrl = link.data?.editUrl ?? null;
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Share link
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Anyone with this link can open the card in the editor and edit it with you.
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'sm', 'mt-3')}
        disabled={link.isPending}
        onClick={() => link.mutate()}
      >
        {link.isPending ? 'Generating…' : editUrl ? 'Generate a new link' : 'Generate Share Link'}
      </button>
      {editUrl ? (
        <div className="mt-3 flex gap-2">
          <label htmlFor={`${id}-url`} className="sr-only">
            Edit link
          </label>
          <input id={`${id}-url`} readOnly value={editUrl} className={inputClass} />
          <button
            type="button"
            className={buttonClass('primary', 'sm', 'h-auto')}
            onClick={() => {
              copy(editUrl).catch((error: unknown) => {
                console.error('Copy failed', error);
                toast({
                  title: 'Sharing Failed',
                  description: 'Your browser did not let us copy the link.',
                  variant: 'destructive',
                });
              });
            }}
          >
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function InviteForm({ onInvite }: { onInvite: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const id = useId();
  const blank = email.trim() === '';
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        onInvite(email);
        setEmail('');
      }}
    >
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input
        id={id}
        type="email"
        placeholder="friend@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={inputClass}
      />
      <button type="submit" className={buttonClass('primary', 'sm', 'h-auto')} disabled={blank}>
        Invite
      </button>
    </form>
  );
}

/**
 * Group collaboration (spec 001 §2): pick one of your cards, hand out its edit link, keep a list of
 * invitees, and see who is in the card's live session right now.
 */
export function CollaborationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const cardParam = searchParams.get('card');
  const cards = useQuery<CardList>({ queryKey: [cardsRoutes.listMyCards.path] });
  const mine = cards.data?.cards ?? [];
  const cardId = cardParam ?? mine[0]?.id ?? null;
  const listed = mine.find((card) => card.id === cardId);
  const opened = useQuery<Card>({
    queryKey: [`/api/cards/${cardId}`],
    enabled: !!cardId && !listed && cards.isFetched,
  });
  const card = listed ?? opened.data ?? null;

  // The page follows the room's card so it never sends an old copy back as an edit.
  const [roomCard, setRoomCard] = useState<{ id: string; data: CollabCardData } | null>(null);
  const [name] = useCollaboratorName();
  const collab = useCollaboration({
    cardId: card?.id ?? null,
    enabled: !!card,
    name,
    card: roomCard && roomCard.id === card?.id ? roomCard.data : card,
    onRemoteCard: (data) => card && setRoomCard({ id: card.id, data }),
  });
  const { invitees, invite, remove } = useInvitees(card?.id ?? null);
  const now = useNow(5000);
  const [since] = useState(() => new Date().toISOString());
  const rows = collaboratorRows(
    { live: collab.connectionStatus === 'connected', color: collab.color },
    collab.collaborators,
    invitees,
    now,
    since,
  );
  const pickId = useId();

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
        {cards.isPending && !cardParam ? (
          <p className="text-stone-600">Loading your cards…</p>
        ) : !cardId ? (
          <div className={panelClass}>
            <p>You have no saved cards yet. Save a card in the editor, then come back to invite.</p>
            <Link to="/editor" className={buttonClass('primary', 'sm', 'mt-3')}>
              Open the editor
            </Link>
          </div>
        ) : (
          <>
            <div className={panelClass}>
              <label htmlFor={pickId} className="font-semibold">
                Card
              </label>
              <div className="mt-2 flex flex-wrap gap-3">
                <select
                  id={pickId}
                  value={cardId}
                  onChange={(event) => setSearchParams({ card: event.target.value })}
                  className={`${inputClass} max-w-md`}
                >
                  {listed || !card ? null : <option value={card.id}>{card.title}</option>}
                  {mine.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title}
                    </option>
                  ))}
                </select>
                <Link
                  to={`/editor?card=${encodeURIComponent(cardId)}`}
                  className={buttonClass('secondary', 'sm', 'h-auto')}
                >
                  Open in the editor
                </Link>
              </div>
              <p className="mt-2 text-sm text-stone-600" aria-live="polite">
                {collab.connectionStatus === 'connected'
                  ? `Live session: ${collab.collaboratorCount} ${collab.collaboratorCount === 1 ? 'person' : 'people'} on this card`
                  : collab.connectionStatus === 'connecting'
                    ? 'Connecting to the live session…'
                    : 'Not connected to the live session'}
              </p>
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <ShareLinkPanel key={cardId} cardId={cardId} />
              <section aria-labelledby={`${pickId}-invite`} className={panelClass}>
                <h2 id={`${pickId}-invite`} className="text-lg font-semibold">
                  Invite by email
                </h2>
                <p className="mt-1 mb-3 text-sm text-stone-600">
                  Invitees join as editors. They are kept on this list until email sending arrives
                  with scheduled delivery; until then, send them the share link yourself.
                </p>
                <InviteForm onInvite={invite} />
              </section>
            </div>
            <section aria-labelledby={`${pickId}-people`} className={panelClass}>
              <h2 id={`${pickId}-people`} className="text-lg font-semibold">
                Collaborators
              </h2>
              <CollaboratorList rows={rows} onRemove={remove} />
            </section>
          </>
        )}
      </div>
    </>
  );
}
