import { SWIPE_THRESHOLD_PX } from '@cardsmith/contracts';

export const TEMPLATES_PER_PAGE = 2;

export function pageCount(items: number, perPage = TEMPLATES_PER_PAGE): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** Moves by `step` pages, wrapping from the last page to the first and back. */
export function stepPage(page: number, step: number, pages: number): number {
  return (((page + step) % pages) + pages) % pages;
}

/**
 * A horizontal swipe longer than the threshold pages the gallery: leftwards shows the next page,
 * rightwards the previous one. Shorter movements are taps or scrolls and do nothing.
 */
export function swipeStep(startX: number, endX: number): -1 | 0 | 1 {
  const distance = startX - endX;
  if (distance > SWIPE_THRESHOLD_PX) return 1;
  if (distance < -SWIPE_THRESHOLD_PX) return -1;
  return 0;
}
