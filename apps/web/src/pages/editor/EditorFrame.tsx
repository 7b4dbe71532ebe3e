import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { IconArrowLeft } from '../../components/ui/icons.js';

/** The page frame every editor state shares: Back, the heading, and whatever sits beside them. */
export function EditorFrame({
  headingRef,
  status,
  actions,
  children,
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-2 sm:px-6 sm:py-6 lg:px-8">
      <title>Card editor – Cardsmith</title>
      <div className="flex items-center justify-between gap-x-3 gap-y-1 sm:flex-wrap">
        {/* On phones the heading is left to screen readers and Back to its arrow, so the actions
            share its row and the card below gets the height. */}
        <div className="flex items-center gap-3 max-sm:gap-0">
          <Link to="/" className={buttonClass('ghost', 'sm', 'max-sm:px-2')}>
            <IconArrowLeft className="size-4" /> <span className="max-sm:sr-only">Back</span>
          </Link>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-2xl font-semibold tracking-tight outline-none max-sm:sr-only sm:text-3xl"
          >
            Card editor
          </h1>
          {status ? <span className="max-sm:sr-only">{status}</span> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
