import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button.js';

/** Previous / "Page n of m" / Next under a paged admin list. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  className = '',
  children,
}: {
  /** Names the navigation for screen readers, e.g. 'Order pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
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
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
        {children}
      </span>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
