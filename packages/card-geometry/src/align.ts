import type { Axis } from './snap.js';
import type { Rect } from './rect.js';

export const ALIGNMENTS = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** Each box moved to line up with `reference` (the selection's bounds, or the card for one). */
export function alignRects(rects: readonly Rect[], alignment: Alignment, reference: Rect): Rect[] {
  return rects.map((rect) => {
    switch (alignment) {
      case 'left':
        return { ...rect, x: reference.x };
      case 'centre':
        return { ...rect, x: reference.x + (reference.width - rect.width) / 2 };
      case 'right':
        return { ...rect, x: reference.x + reference.width - rect.width };
      case 'top':
        return { ...rect, y: reference.y };
      case 'middle':
        return { ...rect, y: reference.y + (reference.height - rect.height) / 2 };
      case 'bottom':
        return { ...rect, y: reference.y + reference.height - rect.height };
    }
  });
}

/**
 * Equal gaps between the boxes along `axis`: the first and last (by their start) stay, the
 * others move so every gap is the same. Returned in the order given; fewer than three boxes
 * stay as they are.
 */
export function distributeRects(rects: readonly Rect[], axis: Axis): Rect[] {
  if (rects.length < 3) return [...rects];
  const start = (rect: Rect) => (axis === 'x' ? rect.x : rect.y);
  const size = (rect: Rect) => (axis === 'x' ? rect.width : rect.height);
  const order = rects
    .map((rect, index) => ({ rect, index }))
    .sort((a, b) => start(a.rect) - start(b.rect));
  const first = order[0]!.rect;
  const last = order.at(-1)!.rect;
  const occupied = order.reduce((sum, { rect }) => sum + size(rect), 0);
  const gap = (start(last) + size(last) - start(first) - occupied) / (rects.length - 1);
  const result = [...rects];
  let cursor = start(first);
  for (const { rect, index } of order) {
    result[index] = axis === 'x' ? { ...rect, x: cursor } : { ...rect, y: cursor };
    cursor += size(rect) + gap;
  }
  return result;
}
