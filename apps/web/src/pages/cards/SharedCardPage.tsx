import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import '@cardsmith/card-render/fonts.css';
import {
  buildPath,
  schedulerRoutes,
  sharingRoutes,
  type CardView,
  type LikeState,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconHeart } from '../../components/ui/icons.js';
import { toast } from '../../components/ui/toast-store.js';
import { ReportCardDialog } from '../../features/moderation/ReportCardDialog.js';
import { api, errorMessage, isMissingCard } from '../../lib/api.js';
import { Envelope } from './Envelope.js';
import { OwnerActions } from './OwnerActions.js';
import { OwnerStats, statsKey } from './OwnerStats.js';
import { RecipientCard } from './RecipientCard.js';
import { signaturesQuery } from '../../features/group/group-api.js';
import { SignaturePages } from '../../features/group/SignaturePages.js';
import { ThanksForm } from '../../features/group/ThanksForm.js';
import { formatSeconds } from '../../lib/format-seconds.js';

const viewKey = (cardId: string) => [buildPath(sharingRoutes.viewCard.path, { id: cardId })];

function CardGone({ heading, children }: { heading: string; children: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page's one piece of news: a screen reader reads it, and after a delete focus lands here
  // rather than on <body> (the button that was pressed is gone).
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{`${heading} – Cardsmith`}</title>
      <p className="text-5xl" aria-hidden="true">
        💌
      </p>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 font-display text-3xl font-semibold outline-none"
      >
        {heading}
      </h1>
      <p className="mt-3 text-stone-600">{children}</p>
      <Link to="/editor" className={buttonClass('primary', 'lg', 'mt-8')}>
        Create your own card
      </Link>
    </div>
  );
}

function LikeButton({ cardId, state }: { cardId: string; state: LikeState }) {
  const queryClient = useQueryClient();
  const like = useMutation({
    mutationFn: (liked: boolean) =>
      api(liked ? sharingRoutes.like : sharingRoutes.unlike, { params: { id: cardId } }),
    onSuccess: (next) => {
      queryClient.setQueryData<CardView>(viewKey(cardId), (view) =>
        view ? { ...view, ...next } : view,
      );
      // The maker liking their own card changes the numbers they are looking at.
      void queryClient.invalidateQueries({ queryKey: statsKey(cardId) });
    },
    onError: (error) =>
      toast({
        title: 'Could not save your like',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  return (
    <button
      type="button"
      aria-pressed={state.liked}
      disabled={like.isPending}
      onClick={() => like.mutate(!state.liked)}
      className={buttonClass(state.liked ? 'primary' : 'secondary', 'lg')}
    >
      <IconHeart className={`size-5 ${state.liked ? 'fill-current' : ''}`} />
      {state.liked ? 'Liked' : 'Like'}
      <span className="tabular-nums" aria-label={`${state.likes} likes`}>
        {state.likes}
      </span>
    </button>
  );
}

/** What a person who receives a card link sees: the envelope, the card, its voice and video. */
export function SharedCardPage() {
  const { id = '' } = useParams();
  const deliveryToken = useSearchParams()[0].get('delivery');
  // Kept by id, so following a link to another card does not inherit the state.
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const deleted = deletedId === id;
  const view = useQuery({
    queryKey: viewKey(id),
    queryFn: ({ signal }) => api(sharingRoutes.viewCard, { params: { id } }, { signal }),
    enabled: !deleted,
  });
  // A query without data that is fetched again goes back to pending; without this the error
  // screen would blink into the loading skeleton and back, which reads as nothing happening.
  const [retrying, setRetrying] = useState(false);
  const card = view.data?.card;
  // A group card's inside: signatures show to the organiser, and to everyone once delivered.
  const signatures = useQuery({ ...signaturesQuery(id), enabled: !deleted && !!card });

  useEffect(() => {
    // Counted once per visitor per day by the server; a failure costs the maker one view.
    if (card && !card.isOwner) {
      api(sharingRoutes.recordView, { params: { id: card.id } }).catch(() => undefined);
    }
  }, [card]);

  useEffect(() => {
    // A scheduled delivery's link: viewing the card is what marks it opened for the sender
    // (never a tracking pixel, which mail clients fetch on their own).
    if (card && deliveryToken) {
      api(schedulerRoutes.markOpened, { body: { token: deliveryToken } }).catch(() => undefined);
    }
  }, [card, deliveryToken]);

  if (deleted) {
    return (
      <CardGone heading="Card deleted">
        Its link no longer opens it, and it is no longer listed in Trending.
      </CardGone>
    );
  }
  if (view.isError || (retrying && view.isPending)) {
    if (view.isError && isMissingCard(view.error)) {
      return (
        <CardGone heading="We couldn’t find this card">
          The link may be mistyped, or the person who made the card has deleted it. Ask them to send
          it again, or make a card of your own.
        </CardGone>
      );
    }
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold">This card could not be opened</h1>
        <p className="mt-3 text-stone-600">Something went wrong on our side. Please try again.</p>
        <button
          type="button"
          className={buttonClass('primary', 'lg', 'mt-8')}
          disabled={view.isFetching}
          onClick={() => {
            setRetrying(true);
            void view.refetch().finally(() => setRetrying(false));
          }}
        >
          {view.isFetching ? 'Trying again…' : 'Try Again'}
        </button>
      </div>
    );
  }
  if (view.isPending) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20" aria-busy="true">
        <div className="mx-auto aspect-[4/3] w-full max-w-[500px] animate-pulse rounded-2xl bg-stone-200" />
        <p className="sr-only">Loading your card…</p>
      </div>
    );
  }

  const data = view.data;
  const { isOwner } = data.card;
  // The rendered video card, or a video link a card was saved with before video cards existed.
  const video = data.card.videoMessage
    ? {
        src: data.card.videoMessage.videoUrl,
        poster: data.card.videoMessage.posterUrl,
        seconds: data.card.videoMessage.durationSeconds,
      }
    : data.card.videoUrl
      ? { src: data.card.videoUrl, poster: undefined, seconds: null }
      : null;
  return (
    <div className="bg-gradient-to-b from-rose-50 to-stone-50">
      <title>{`${data.card.title} – Cardsmith`}</title>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
        <h1 className="mb-8 text-center font-display text-3xl font-semibold sm:text-4xl">
          {data.card.title}
        </h1>
        {isOwner ? (
          <>
            <OwnerStats cardId={data.card.id} />
            <OwnerActions cardId={data.card.id} onDeleted={() => setDeletedId(id)} />
          </>
        ) : null}
        <Envelope from={isOwner ? 'Your card, as others will see it' : 'Someone made you a card'}>
          <RecipientCard view={data} />
          {data.card.audioUrl || video ? (
            <div className="mx-auto mt-8 max-w-[500px] space-y-4">
              {data.card.audioUrl ? (
                <figure className="rounded-2xl bg-white p-4 shadow-sm">
                  <figcaption className="mb-2 text-sm font-semibold">
                    {isOwner ? 'Your voice message' : 'A voice message for you'}
                    {data.card.voiceMessage
                      ? ` · ${formatSeconds(data.card.voiceMessage.durationSeconds)}`
                      : null}
                  </figcaption>
                  <audio controls preload="metadata" src={data.card.audioUrl} className="w-full" />
                </figure>
              ) : null}
              {video ? (
                <figure className="overflow-hidden rounded-2xl bg-white shadow-sm">
                  <video
                    controls
                    playsInline
                    preload="metadata"
                    src={video.src}
                    poster={video.poster}
                    aria-label="Video card"
                    className="w-full"
                  />
                  <figcaption className="p-3 text-sm font-semibold">
                    {isOwner ? 'Your video card' : 'A video card for you'}
                    {video.seconds ? ` · ${formatSeconds(video.seconds)}` : null}
                  </figcaption>
                </figure>
              ) : null}
            </div>
          ) : null}
          {signatures.data?.signatures.length ? (
            <>
              <SignaturePages
                signatures={signatures.data.signatures}
                heading={isOwner ? 'The signatures inside' : 'Everyone who signed'}
              />
              {deliveryToken && !isOwner ? (
                <ThanksForm cardId={data.card.id} deliveryToken={deliveryToken} />
              ) : null}
            </>
          ) : null}
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            <LikeButton cardId={data.card.id} state={{ likes: data.likes, liked: data.liked }} />
            {/* The maker's way back to editing is with their numbers, above the envelope. */}
            {isOwner ? null : (
              <Link to="/editor" className={buttonClass('secondary', 'lg')}>
                Create your own card
              </Link>
            )}
          </div>
          {isOwner ? null : (
            <p className="mt-6 text-center">
              <ReportCardDialog cardId={data.card.id} />
            </p>
          )}
        </Envelope>
      </div>
    </div>
  );
}
