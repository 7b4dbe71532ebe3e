/** Spec 001 §9: the video gallery shows 2 templates a page; a swipe of 50 px turns the page. */
export const GALLERY_PAGE_SIZE = 2;
export const SWIPE_THRESHOLD_PX = 50;

export function pageCount(items: number): number {
  return Math.max(1, Math.ceil(items / GALLERY_PAGE_SIZE));
}

export function pageItems<T>(items: readonly T[], page: number): T[] {
  return items.slice(page * GALLERY_PAGE_SIZE, (page + 1) * GALLERY_PAGE_SIZE);
}

/** The page a horizontal swipe of `deltaX` px leads to (left = next), within the gallery. */
export function pageAfterSwipe(page: number, pages: number, deltaX: number): number {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD_PX) return page;
  const next = deltaX < 0 ? page + 1 : page - 1;
  return Math.min(pages - 1, Math.max(0, next));
}

/**
 * The gallery's order once an occasion is chosen: that category's templates first, the rest after
 * in their own order, so every template stays reachable.
 */
export function preferCategory<T extends { category: string }>(
  items: readonly T[],
  category: string | null,
): T[] {
  if (!category) return [...items];
  return [
    ...items.filter((item) => item.category === category),
    ...items.filter((item) => item.category !== category),
  ];
}
