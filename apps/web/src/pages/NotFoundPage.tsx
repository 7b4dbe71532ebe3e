import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button.js';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Page not found – Cardsmith</title>
      <p className="font-display text-7xl font-semibold text-rose-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-4 text-stone-600">
        There is no page at <code className="rounded bg-stone-100 px-1.5 py-0.5">{pathname}</code>.
        Did you forget to add the page to the router?
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Go to the home page
      </Link>
    </section>
  );
}
