import { MEDIA_IMAGE_MAX_PIXELS } from '@cardsmith/contracts';
import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;
let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips) is loaded at the first rendition, not at start: it costs a process ~8 MB of
 * resident memory that most requests never need (issue 36: media's RSS during an upload).
 * One image at a time per process and no cache of decoded images: a rendition is made once per
 * upload, and libvips' defaults (a thread per core, a 50 MB cache) would keep memory the service
 * needs for everything else.
 */
function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

export interface ResizedImage {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Thrown when the bytes do not decode as an image (a header that lies, a truncated file). */
export class UndecodableImageError extends Error {
  override name = 'UndecodableImageError';
}

/**
 * Scales an image down with sharp (libvips): JPEG for opaque pictures, PNG where there is
 * transparency. Only the first frame of an animation is kept, which is what a still render draws.
 */
export async function downscaleImage(
  bytes: Buffer,
  size: { width: number; height: number },
): Promise<ResizedImage> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MEDIA_IMAGE_MAX_PIXELS });
    const { hasAlpha } = await image.metadata();
    const resized = image.resize(size.width, size.height, { fit: 'fill' });
    const { data, info } = hasAlpha
      ? await resized.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
      : await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: hasAlpha ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new UndecodableImageError((error as Error).message);
  }
}
