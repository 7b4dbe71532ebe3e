import { useMemo, type ReactNode } from 'react';
import { renderCardSvg } from '@cardsmith/card-render';
import { CARD_SIZE, type CardRenderData } from '@cardsmith/contracts';
import { IconUsers } from '../../components/ui/icons.js';
import { cardPosition } from '../../features/collaboration/CollaboratorCursors.js';

/** The live card, drawn by card-render exactly as the exported PNG will be. */
export function ModernPreview({
  card,
  templateImageUrl,
  headline,
  message,
  failed,
  collaborative,
  overlay,
  onPointerPosition,
  compactOnPhones = false,
}: {
  card: CardRenderData | null;
  templateImageUrl: string | undefined;
  headline: string;
  message: string;
  /** There is no card to draw and none is coming (its templates did not load). */
  failed: boolean;
  collaborative: boolean;
  /** Drawn over the card (collaborators' cursors). */
  overlay?: ReactNode;
  /** The pointer's place over the card, in card coordinates. */
  onPointerPosition?: (position: { x: number; y: number }) => void;
  /** On phones the tools sheet covers the lower part: the card fits above it. */
  compactOnPhones?: boolean;
}) {
  const svg = useMemo(
    () =>
      card
        ? renderCardSvg(card, {
            side: 'front',
            width: CARD_SIZE.width,
            height: CARD_SIZE.height,
            templateImageHref: templateImageUrl,
          })
        : null,
    [card, templateImageUrl],
  );
  const unavailable = !svg && failed;
  return (
    <figure
      // On phones the card fits above the tools sheet, or below the header while it is folded.
      className={`relative mx-auto w-full max-w-md ${
        compactOnPhones
          ? 'max-lg:max-w-[min(100%,calc((60dvh_-_11rem)*5/7))]'
          : 'max-lg:max-w-[min(100%,calc((100dvh_-_11rem)*5/7))]'
      }`}
      onPointerMove={(event) => {
        const position = cardPosition(event.currentTarget, event.clientX, event.clientY);
        if (onPointerPosition && position) onPointerPosition(position);
      }}
    >
      {svg ? (
        <div
          className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-stone-200 [&>svg]:h-auto [&>svg]:w-full"
          aria-hidden="true"
          // card-render escapes every value it writes, so its output is safe markup.
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : unavailable ? (
        <div className="grid aspect-[5/7] place-items-center rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50 p-8 text-center text-stone-600">
          <p>
            <span className="block font-semibold text-stone-800">No preview</span>
            The card’s templates could not be loaded. Use Try Again under Templates.
          </p>
        </div>
      ) : (
        <div className="aspect-[5/7] animate-pulse rounded-2xl bg-stone-200" aria-hidden="true" />
      )}
      {overlay}
      {collaborative ? (
        <p className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-600 px-3 py-1 text-xs font-semibold text-white shadow">
          <IconUsers className="size-4" />
          Collaborative
        </p>
      ) : null}
      {unavailable ? null : (
        <figcaption className="sr-only">
          Card preview:{' '}
          {[headline, message]
            .map((part) => part.trim())
            .filter(Boolean)
            .join(' ')}
        </figcaption>
      )}
    </figure>
  );
}
