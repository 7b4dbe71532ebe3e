import { MEDIA_IMAGE_MAX_PIXELS } from '@cardsmith/contracts';
import { HttpError } from '@cardsmith/service-kit';
import { imageSize } from 'image-size';

/**
 * Most decoded image pixels one render may draw, and (through the pool's PixelGate) all renders
 * running at once. resvg decodes a picture once for every element that shows it and holds them
 * all until the render ends (4 bytes a pixel): a card of 60 elements showing one 5000×5000 upload
 * decoded 1.5 gigapixels and took the service past 4.8 GB. Renders draw the media service's
 * renditions (at most 2048×2048, about 4.2 megapixels), so this admits 11 full-size pictures per
 * card, while the pixels decoded at any moment stay under about 200 MB: with the service's own
 * 250 MB, under the 600 MB a cards process may take.
 */
export const RENDER_MAX_DECODED_PIXELS = 48_000_000;

export const tooManyPicturesMessage = (megapixels: number) =>
  `This card has too many large pictures to draw: they add up to ${megapixels} megapixels and a card can show at most ${RENDER_MAX_DECODED_PIXELS / 1_000_000}. Remove some pictures and try again.`;

/** Width × height from the image's header, or null when it has none a renderer could decode. */
function headerPixels(bytes: Uint8Array): number | null {
  try {
    // A copy of its own: image-size's DataView spans the whole underlying ArrayBuffer.
    const { width, height } = imageSize(new Uint8Array(bytes));
    return width > 0 && height > 0 ? width * height : null;
  } catch {
    return null;
  }
}

/** How many times an SVG links to `href` (each linking element decodes the image again). */
function usesOf(svg: string, href: string): number {
  return svg.split(`"${href}"`).length - 1;
}

/**
 * The decoded pixels a render of `svg` with these images costs. Images the renderer leaves out
 * (no readable size, or over MEDIA_IMAGE_MAX_PIXELS) cost nothing.
 */
export function decodedPixels(svg: string, images: [string, Uint8Array][]): number {
  let total = 0;
  for (const [href, bytes] of images) {
    const pixels = headerPixels(bytes);
    if (pixels === null || pixels > MEDIA_IMAGE_MAX_PIXELS) continue;
    total += pixels * usesOf(svg, href);
  }
  return total;
}

/**
 * The decoded pixels of a render within the budget. Refuses one past it with 413 and a sentence, rather than drawing some pictures and
 * leaving others out: the same PNG is shared, printed and put in videos, where a card with
 * pictures silently missing would be worse than being told to remove some.
 */
export function assertWithinPixelBudget(svg: string, images: [string, Uint8Array][]): number {
  const total = decodedPixels(svg, images);
  if (total > RENDER_MAX_DECODED_PIXELS) {
    throw new HttpError(
      413,
      'payload_too_large',
      tooManyPicturesMessage(Math.round(total / 1_000_000)),
    );
  }
  return total;
}
