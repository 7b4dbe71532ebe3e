import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, accountRoutes, cardsRoutes } from '@cardsmith/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { buttonClass } from '../../components/ui/button.js';
import { signedIn, signInErrorMessage } from '../../features/accounts/account-store.js';
import { api } from '../../lib/api.js';

const SignInDialog = lazy(async () => ({
  default: (await import('../../components/layout/SignInDialog.js')).SignInDialog,
}));

/** The cards of the account just signed in to: those made on this browser before are among them. */
function YourCards() {
  const cards = useQuery({
    queryKey: [cardsRoutes.listMyCards.path],
    queryFn: ({ signal }) => api(cardsRoutes.listMyCards, {}, { signal }),
  });
  if (cards.isPending) return <p role="status">Loading your cards…</p>;
  if (cards.isError)
    return <p role="alert">Your cards did not load; they are safe in your account.</p>;
  if (cards.data.cards.length === 0) {
    return <p className="text-stone-600">You have no saved cards yet.</p>;
  }
  return (
    <ul aria-label="Your cards" className="grid gap-2 sm:grid-cols-2">
      {cards.data.cards.map((card) => (
        <li key={card.id}>
          <Link
            to={`/cards/${encodeURIComponent(card.id)}`}
            className="block rounded-xl border border-stone-200 bg-white px-4 py-3 font-medium hover:border-rose-300"
          >
            {card.title || 'Untitled card'}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/sign-in/verify?token=…`, opened from the sign-in email. The page, not the link, signs in (a
 * POST), so a mail scanner that fetches the link uses nothing up.
 */
export function VerifySignInPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const queryClient = useQueryClient();
  const [askAgain, setAskAgain] = useState(false);
  const verify = useMutation({
    mutationFn: (linkToken: string) => api(accountRoutes.verify, { body: { token: linkToken } }),
    onSuccess: (session) => {
      signedIn(session);
      // Everything cached was the anonymous visitor's view: the account's is fetched afresh.
      void queryClient.invalidateQueries();
    },
  });
  // The token works once: React's development double effects must not send it twice.
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  let body;
  if (!token) {
    body = <p role="alert">This sign-in link is not valid. Please ask for a new one.</p>;
  } else if (verify.isSuccess) {
    body = (
      <div className="space-y-4">
        <p role="status" className="text-lg">
          You are signed in as <strong>{verify.data.account.email}</strong>.
        </p>
        <h2 className="text-xl font-semibold">Your cards</h2>
        <YourCards />
        <Link to="/modern-editor" className={buttonClass('primary', 'sm')}>
          Design a card
        </Link>
      </div>
    );
  } else if (verify.isError) {
    body = (
      <p role="alert">
        {signInErrorMessage(verify.error instanceof ApiRequestError ? verify.error.body : null)}
      </p>
    );
  } else {
    body = <p role="status">Signing you in…</p>;
  }
  const failed = !token || verify.isError;

  return (
    <>
      <title>Sign in – Cardsmith</title>
      <PageHeader eyebrow="Account" title="Sign in" />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6 lg:px-8">
        {body}
        {failed ? (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={() => setAskAgain(true)}
          >
            Email me a new link
          </button>
        ) : null}
        {askAgain ? (
          <Suspense fallback={null}>
            <SignInDialog open={askAgain} onOpenChange={setAskAgain} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
