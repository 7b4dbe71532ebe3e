import { useEffect, useMemo, useRef, useState } from 'react';
import { renderCardSvg } from '@cardsmith/card-render';
import { CARD_SIZE, TIMINGS, type CardView } from '@cardsmith/contracts';

/** Whether the visitor asked the system for less motion; animations then jump to their end. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches,
  );
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The card's two sides drawn by card-render and put into the page as inline SVG, so the page's
 * @font-face rules apply. Clicking flips it (0.6 s; clicks during a flip are ignored).
 */
export function RecipientCard({ view }: { view: CardView }) {
  const reducedMotion = usePrefersReducedMotion();
  const [side, setSide] = useState<'front' | 'back'>('front');
  const flipping = useRef(false);
  const { card, frameSvg, templateImageHref } = view;

  const [front, back] = useMemo(
    () =>
      (['front', 'back'] as const).map((s) =>
        renderCardSvg(card, {
          side: s,
          width: CARD_SIZE.width,
          height: CARD_SIZE.height,
          frameSvg,
          templateImageHref,
        }),
      ),
    [card, frameSvg, templateImageHref],
  );

  function flip() {
    if (flipping.current) return;
    flipping.current = true;
    setSide((current) => (current === 'front' ? 'back' : 'front'));
    setTimeout(() => (flipping.current = false), reducedMotion ? 0 : TIMINGS.flipMs);
  }

  const face =
    'absolute inset-0 overflow-hidden rounded-xl shadow-xl [backface-visibility:hidden] [&>svg]:block [&>svg]:h-full [&>svg]:w-full';
  return (
    <div className="mx-auto w-full max-w-[500px]">
      <button
        type="button"
        onClick={flip}
        aria-label={side === 'front' ? 'Flip the card to read the message' : 'Flip the card back'}
        className="relative block aspect-[5/7] w-full cursor-pointer [perspective:1600px] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-rose-700"
      >
        <div
          data-side={side}
          className="relative h-full w-full [transform-style:preserve-3d]"
          style={{
            transform: side === 'back' ? 'rotateY(180deg)' : 'none',
            transition: reducedMotion ? 'none' : `transform ${TIMINGS.flipMs}ms ease-in-out`,
          }}
        >
          <div
            className={face}
            aria-hidden={side !== 'front'}
            // renderCardSvg escapes every text and attribute it writes (card-render README).
            dangerouslySetInnerHTML={{ __html: front! }}
          />
          <div
            className={`${face} [transform:rotateY(180deg)]`}
            aria-hidden={side !== 'back'}
            data-testid="card-back"
            dangerouslySetInnerHTML={{ __html: back! }}
          />
        </div>
      </button>
      <p className="mt-3 text-center text-sm text-stone-500">
        {side === 'front'
          ? 'Tap the card to read the message inside.'
          : 'Tap to see the front again.'}
      </p>
      {card.cardMessage ? (
        <p className="sr-only" aria-live="polite">
          {side === 'back' ? card.cardMessage : ''}
        </p>
      ) : null}
    </div>
  );
}
