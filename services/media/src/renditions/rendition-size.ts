/**
 * The longest side of the copy renders draw an uploaded image from. A card is 500×700 and its
 * largest render (print at 300 dpi, 5×7 in) is 1500×2100, so a picture larger than this is never
 * seen larger, while its decoded pixels (and a render's memory) shrink up to sixfold.
 */
export const RENDITION_MAX_SIDE = 2048;

/** The rendition's size for an image of this size, or null when the original is small enough. */
export function renditionSize(
  width: number,
  height: number,
  maxSide = RENDITION_MAX_SIDE,
): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return null;
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
