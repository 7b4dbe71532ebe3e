import { imageTooLargeMessage, MEDIA_IMAGE_MAX_PIXELS } from '@cardsmith/contracts';
import { badRequest } from '@cardsmith/service-kit';
import { imageSize } from 'image-size';

/**
 * How much of an image is read for its dimensions. PNG, GIF and WebP state them in their first
 * bytes; a JPEG's frame header can sit behind large EXIF and colour-profile segments.
 */
export const IMAGE_HEADER_BYTES = 1024 * 1024;

export interface ImageDimensions {
  width: number;
  height: number;
}

export const UNREADABLE_IMAGE_MESSAGE =
  'We could not read the size of this image. Choose another PNG, JPEG, WebP or GIF file.';

/**
 * Refuses an image whose header claims more pixels than MEDIA_IMAGE_MAX_PIXELS, before anything
 * decodes it: a 32 KB PNG can claim 16384×16384 px and cost a renderer over a gigabyte. Answers the
 * dimensions it read, so nothing reads the stored image back to learn them again.
 */
export function assertImagePixelsAllowed(
  head: Buffer,
  maxPixels = MEDIA_IMAGE_MAX_PIXELS,
): ImageDimensions {
  let size: { width: number; height: number };
  try {
    // A copy of its own: image-size reads through a DataView over the whole underlying
    // ArrayBuffer, so on a cut-off header of a pooled Buffer it read the neighbouring bytes as the
    // missing height and accepted the image whenever those happened not to be zero.
    size = imageSize(new Uint8Array(head));
  } catch {
    throw badRequest(UNREADABLE_IMAGE_MESSAGE);
  }
  const { width, height } = size;
  if (!(width > 0 && height > 0)) throw badRequest(UNREADABLE_IMAGE_MESSAGE);
  if (width * height > maxPixels) throw badRequest(imageTooLargeMessage(width, height));
  return { width, height };
}
