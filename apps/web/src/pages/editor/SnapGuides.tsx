import type { Guide, Rect } from '@cardsmith/card-geometry';
import { CARD_SIZE } from '@cardsmith/contracts';

/**
 * What snapping lined a dragged selection up with (lines through edges and centres, marks on
 * equal gaps), and the marquee being drawn, over the card in card px.
 */
export function SnapGuides({ guides, marquee }: { guides: Guide[]; marquee: Rect | null }) {
  if (guides.length === 0 && !marquee) return null;
  return (
    <svg
      className="pointer-events-none absolute inset-0 h-full w-full overflow-visible"
      viewBox={`0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}`}
      aria-hidden="true"
      data-testid="snap-guides"
    >
      {guides.map((guide, index) => {
        const vertical = guide.axis === 'x';
        const line =
          guide.kind === 'line'
            ? vertical
              ? { x1: guide.at, x2: guide.at, y1: guide.from, y2: guide.to }
              : { x1: guide.from, x2: guide.to, y1: guide.at, y2: guide.at }
            : vertical
              ? { x1: guide.from, x2: guide.to, y1: guide.at, y2: guide.at }
              : { x1: guide.at, x2: guide.at, y1: guide.from, y2: guide.to };
        return (
          <line
            key={index}
            {...line}
            data-guide={guide.kind}
            stroke="#e11d48"
            strokeWidth={guide.kind === 'line' ? 1.5 : 3}
            strokeDasharray={guide.kind === 'gap' ? '4 3' : undefined}
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
      {marquee ? (
        <rect
          {...marquee}
          data-testid="marquee"
          fill="rgb(225 29 72 / 0.08)"
          stroke="#e11d48"
          strokeDasharray="4 3"
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </svg>
  );
}
