import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError, cardsRoutes } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, isMissingCard } from '../../lib/api.js';
import { MAIN_DRAFT_KEY, openedDraft, plainStart } from './card-draft.js';
import { CardEditor } from './CardEditor.js';
import { EditorFrame } from './EditorFrame.js';

interface Session {
  /** Changes whenever the editor starts over: another card in the URL, or a new card. */
  id: number;
  /** The URL's `card` as last seen. */
  seen: string | null;
  /** The editor's own URL change on its way: it keeps the editor (a saved copy) or restarts it. */
  pending: { cardId: string | null; restart: boolean } | null;
  /** This editor was started by New card. */
  restarted: boolean;
}

/**
 * Which editor the URL asks for. Opening another card (or none) starts it over with that card's
 * draft; the editor's own moves do what it asked for: a saved copy keeps the editor as it is,
 * New card starts it over on the visitor's fresh draft.
 */
function useEditorSession(cardParam: string | null) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>({
    id: 0,
    seen: cardParam,
    pending: null,
    restarted: false,
  });
  if (session.seen !== cardParam) {
    const { pending } = session;
    const ours = pending !== null && pending.cardId === cardParam;
    const restart = ours && pending.restart;
    setSession({
      id: ours && !restart ? session.id : session.id + 1,
      seen: cardParam,
      pending: null,
      restarted: restart,
    });
  }

  const follow = useCallback(
    (cardId: string) => {
      setSession((current) => ({ ...current, pending: { cardId, restart: false } }));
      void navigate(`/editor?card=${encodeURIComponent(cardId)}`, { replace: true });
    },
    [navigate],
  );
  const restart = useCallback(() => {
    if (cardParam === null) {
      setSession((current) => ({ ...current, id: current.id + 1, restarted: true }));
      return;
    }
    setSession((current) => ({ ...current, pending: { cardId: null, restart: true } }));
    void navigate('/editor');
  }, [cardParam, navigate]);
  return { id: session.id, restarted: session.restarted, follow, restart };
}

type EditorSession = ReturnType<typeof useEditorSession>;

/** Plain `/editor`: the visitor's own draft, or a fresh card for `?category=`. */
function OwnDraftEditor({
  category,
  session,
}: {
  category: string | null;
  session: EditorSession;
}) {
  const [start] = useState(() => plainStart(category));
  const navigate = useNavigate();
  // `?category=` has done its job once read; a reload must not offer a fresh card again.
  useEffect(() => {
    if (category !== null) void navigate('/editor', { replace: true });
  }, [category, navigate]);
  return (
    <CardEditor
      draftKey={MAIN_DRAFT_KEY}
      initial={start.draft}
      urlCardId={null}
      editToken={null}
      offerFresh={start.offerFresh}
      focusHeading={session.restarted}
      onRestart={session.restart}
      onFollow={session.follow}
    />
  );
}

function openFailure(error: unknown): { title: string; text: string; canRetry: boolean } {
  if (isMissingCard(error)) {
    return {
      title: 'Card not found',
      text: 'There is no card at this link. It may have been deleted, or the link was not copied in full.',
      canRetry: false,
    };
  }
  if (error instanceof ApiRequestError && error.status === 403) {
    return {
      title: 'This card is not shared with you',
      text: 'Only its owner can open it. Ask them for a share or edit link.',
      canRetry: false,
    };
  }
  return {
    title: 'Could not open this card',
    text: 'The card did not load. Check your connection and try again.',
    canRetry: true,
  };
}

/**
 * `/editor?card=…`: loads the card, then edits it with this browser's unsaved edits of it when
 * they are newer. Nothing is edited until the card is there, and a card that cannot be loaded
 * says why instead of showing some other draft.
 */
function OpenedCardEditor({
  cardId,
  editToken,
  session,
}: {
  cardId: string;
  editToken: string | null;
  session: EditorSession;
}) {
  // The card this editor was opened for; later URL changes of its own follow a saved copy.
  const [opened] = useState({ cardId, editToken });
  // Each opening asks the server afresh: a copy cached by an earlier visit may be outdated.
  const opening = useId();
  const query = useQuery({
    queryKey: ['editor-card', opened.cardId, opening],
    queryFn: ({ signal }) =>
      api(cardsRoutes.getCard, { params: { id: opened.cardId } }, { signal }),
    gcTime: 0,
  });
  const [start, setStart] = useState<ReturnType<typeof openedDraft> | null>(null);
  if (query.data && !start) {
    setStart(openedDraft(query.data, query.data.isOwner || opened.editToken !== null));
  }
  useEffect(() => {
    if (!start?.replacedLocal) return;
    toast({
      title: 'Card changed elsewhere',
      description:
        'This card was saved somewhere else after your unsaved edits here, so the editor shows its saved version.',
    });
  }, [start]);

  if (start) {
    return (
      <CardEditor
        draftKey={start.key}
        initial={start.draft}
        urlCardId={opened.cardId}
        editToken={opened.editToken}
        offerFresh={null}
        focusHeading={false}
        onRestart={session.restart}
        onFollow={session.follow}
      />
    );
  }
  if (query.isPending) {
    return (
      <EditorFrame>
        <p className="mt-10 text-center text-stone-600" role="status">
          Opening the card…
        </p>
      </EditorFrame>
    );
  }
  const failure = openFailure(query.error);
  return (
    <EditorFrame>
      <section
        role="alert"
        aria-labelledby="open-failure-heading"
        className="mx-auto mt-10 max-w-lg rounded-2xl bg-stone-100 p-6 text-center"
      >
        <h2 id="open-failure-heading" className="text-xl font-semibold">
          {failure.title}
        </h2>
        <p className="mt-2 text-stone-600">{failure.text}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {failure.canRetry ? (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {query.isFetching ? 'Trying again…' : 'Try Again'}
            </button>
          ) : null}
          <Link to="/editor" className={buttonClass('secondary', 'sm')}>
            Open the editor
          </Link>
        </div>
      </section>
    </EditorFrame>
  );
}

export function EditorPage() {
  const [searchParams] = useSearchParams();
  const cardParam = searchParams.get('card');
  const session = useEditorSession(cardParam);
  return cardParam ? (
    <OpenedCardEditor
      key={session.id}
      cardId={cardParam}
      editToken={searchParams.get('edit')}
      session={session}
    />
  ) : (
    <OwnDraftEditor key={session.id} category={searchParams.get('category')} session={session} />
  );
}
