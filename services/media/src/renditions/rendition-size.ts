import { MEDIA_RENDITION_MAX_SIDE } from '@cardsmith/contracts';

/** The rendition's size for an image of this size, or null when the original is small enough. */
export function renditionSize(
  width: number,
  height: number,
  maxSide = MEDIA_RENDITION_MAX_SIDE,
): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return null;
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
