import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { usePrefersReducedMotion } from './RecipientCard.js';

const OPEN_MS = 900;
const FOCUSABLE =
  'button, a[href], audio[controls], video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * The card arrives in an envelope: opening it lifts the flap and slides the card out. With
 * reduced motion the card is simply shown.
 */
export function Envelope({ from, children }: { from: string; children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<'sealed' | 'opening' | 'open'>('sealed');
  const contents = useRef<HTMLDivElement>(null);

  // A layout effect so focus moves in the same commit that removes the opening button: there is
  // no moment in which focus sits on <body>.
  useLayoutEffect(() => {
    if (state !== 'open') return;
    // The button that opened the envelope is gone: without this, focus would fall to <body>
    // and a keyboard or screen reader user would start over from the top of the page.
    const target = contents.current?.querySelector<HTMLElement>(FOCUSABLE) ?? contents.current;
    target?.focus();
  }, [state]);

  function open() {
    if (reducedMotion) {
      setState('open');
      return;
    }
    setState('opening');
    setTimeout(() => setState('open'), OPEN_MS);
  }

  if (state === 'open') {
    return (
      <div ref={contents} tabIndex={-1} className="outline-none">
        {children}
      </div>
    );
  }
  const opening = state === 'opening';
  return (
    <div className="mx-auto flex w-full max-w-[500px] flex-col items-center">
      <div className="relative aspect-[4/3] w-full [perspective:1200px]">
        <div className="absolute inset-0 rounded-2xl bg-gradient-to-br from-rose-200 to-amber-100 shadow-xl" />
        <div
          className="absolute inset-x-[8%] top-[10%] h-[80%] rounded-lg bg-white shadow"
          style={{
            transform: opening ? 'translateY(-55%)' : 'none',
            transition: `transform ${OPEN_MS * 0.6}ms ease-out ${OPEN_MS * 0.35}ms`,
          }}
        />
        <div
          className="absolute inset-x-0 bottom-0 h-[62%] rounded-b-2xl bg-gradient-to-t from-rose-300 to-rose-200"
          style={{ clipPath: 'polygon(0 0, 50% 45%, 100% 0, 100% 100%, 0 100%)' }}
        />
        <div
          className="absolute inset-x-0 top-0 h-[55%] origin-top rounded-t-2xl bg-rose-300"
          style={{
            clipPath: 'polygon(0 0, 100% 0, 50% 100%)',
            transform: opening ? 'rotateX(180deg)' : 'none',
            transition: `transform ${OPEN_MS * 0.4}ms ease-in`,
          }}
        />
        <p className="absolute inset-x-0 bottom-[12%] text-center font-display text-xl text-rose-950">
          {from}
        </p>
      </div>
      <button
        type="button"
        onClick={open}
        disabled={opening}
        className={buttonClass('primary', 'lg', 'mt-8')}
      >
        Open your card
      </button>
    </div>
  );
}
