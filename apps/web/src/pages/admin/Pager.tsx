import { useState, type ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button.js';

/**
 * Where a paged admin list is: the cursors of the pages opened so far (the first page has none),
 * so Next goes to the cursor the server gave and Previous back to the one before. The lists page
 * by cursor (keyset pagination), not by number: a deep page costs the server no more than the first.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    /** The cursor to ask the current page with; undefined for the first. */
    cursor: cursors[cursors.length - 1],
    page: cursors.length,
    next: (nextCursor: string) => setCursors((opened) => [...opened, nextCursor]),
    previous: () => setCursors((opened) => (opened.length > 1 ? opened.slice(0, -1) : opened)),
    /** Back to the first page (the filters changed). */
    reset: () => setCursors([undefined]),
  };
}

/** Previous / "Page n of m" / Next under a paged admin list. */
export function Pager({
  label,
  page,
  pages,
  nextCursor,
  onPrevious,
  onNext,
  className = '',
  children,
}: {
  /** Names the navigation for screen readers, e.g. 'Order pages'. */
  label: string;
  page: number;
  /** How many pages there are, when the list says (it gives a total). */
  pages?: number;
  /** The next page's cursor as the server gave it; null on the last page. */
  nextCursor: string | null;
  onPrevious: () => void;
  onNext: (nextCursor: string) => void;
  className?: string;
  /** Said after "Page n of m", e.g. the total. */
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className={`flex items-center gap-3 text-sm ${className}`}>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        disabled={page <= 1}
        onClick={onPrevious}
      >
        Previous
      </button>
      <span>
        Page {page}
        {pages === undefined ? '' : ` of ${pages}`}
        {children}
      </span>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        disabled={nextCursor === null}
        onClick={() => nextCursor !== null && onNext(nextCursor)}
      >
        Next
      </button>
    </nav>
  );
}
