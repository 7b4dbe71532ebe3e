import { z } from 'zod';
import { text } from './text.js';

export const MEDIA_KINDS = ['image', 'audio', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Upload limits per kind, in bytes. The video hint of the spec says max 100MB. */
export const MEDIA_LIMITS: Record<MediaKind, number> = {
  image: 10 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

/**
 * Largest image, in pixels, that is stored or drawn: a 24-megapixel photo (6000×4000) passes,
 * while a tiny file claiming 16384×16384 px (a gigabyte once decoded) does not.
 */
export const MEDIA_IMAGE_MAX_PIXELS = 25_000_000;

export const imageTooLargeMessage = (width: number, height: number) =>
  `This image is ${width}×${height} pixels; images can have at most 25 megapixels (e.g. 6000×4000). Choose a smaller image.`;

export const MediaObjectSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
});
export type MediaObject = z.infer<typeof MediaObjectSchema>;

export const MediaIdParamsSchema = z.object({
  id: text().regex(/^[A-Za-z0-9_-]{10,64}$/, 'That is not a media id.'),
});
