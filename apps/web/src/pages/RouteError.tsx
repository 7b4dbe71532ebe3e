import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button.js';
import { SkipLink } from '../components/layout/RootLayout.js';
import { Header } from '../components/layout/Header.js';

/**
 * Last line of defence for a page that threw while rendering or whose code failed to load
 * (typically a deploy replaced the chunk files while this tab was open: reloading fixes it).
 */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-4 text-stone-600">
          This page could not be shown. Reloading usually helps; your saved cards are safe.
        </p>
        <p className="mt-2 text-sm text-stone-500">Details: {message}</p>
        <div className="mt-8 flex justify-center gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
          <Link to="/" className={buttonClass('secondary')}>
            Go home
          </Link>
        </div>
      </main>
    </>
  );
}
