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
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <title>Card editor – Cardsmith</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Link to="/" className={buttonClass('ghost', 'sm')}>
            <IconArrowLeft className="size-4" /> Back
          </Link>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
          >
            Card editor
          </h1>
          {status}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
