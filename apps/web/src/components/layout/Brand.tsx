import { Link } from 'react-router';

/** The Cardsmith wordmark: a folded card with a heart, then the name in a bookish serif. */
export function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const text = tone === 'dark' ? 'text-stone-900' : 'text-white';
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md ${text}`}
      aria-label="Cardsmith home"
    >
      <svg
        viewBox="0 0 32 32"
        className="size-7 shrink-0 sm:size-8"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="#be123c" />
        <path d="M9 8h10l4 4v12H9z" fill="#fff" />
        <path d="M19 8v4h4" fill="#fecdd3" />
        <path
          d="M13 19.5c-1.6-1.3-3-2.4-3-3.8 0-1 .8-1.7 1.7-1.7.6 0 1 .3 1.3.7.3-.4.7-.7 1.3-.7.9 0 1.7.7 1.7 1.7 0 1.4-1.4 2.5-3 3.8z"
          fill="#be123c"
        />
      </svg>
      <span className="font-display text-xl font-semibold tracking-tight sm:text-2xl">
        Card
        <span className={tone === 'dark' ? 'text-rose-700 italic' : 'text-rose-300 italic'}>
          smith
        </span>
      </span>
    </Link>
  );
}
