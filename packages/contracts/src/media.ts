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

/**
 * Longest side of the copy the media service keeps of every uploaded image. Renders draw that copy
 * (`GET /api/media/{id}/rendition`), so one picture decodes to at most about 4 megapixels; a card's
 * largest render (print, 1500×2100) never shows a picture larger.
 */
export const MEDIA_RENDITION_MAX_SIDE = 2048;
/** The most a rendition can weigh: its pixels stored raw with alpha, plus headers. */
export const MEDIA_RENDITION_MAX_BYTES = MEDIA_RENDITION_MAX_SIDE ** 2 * 4 + 1024 * 1024;

/**
 * How much one visitor, and one network address, may upload in a rolling day. A person making
 * cards stays far below; a script minting visitors meets the address limit.
 */
export const MEDIA_UPLOAD_QUOTAS = {
  perVisitor: { files: 50, bytes: 500 * 1024 * 1024 },
  perIp: { files: 200, bytes: 2 * 1024 * 1024 * 1024 },
} as const;
export type MediaUploadQuota = { files: number; bytes: number };

export const MEDIA_QUOTA_MESSAGES = {
  visitor: 'You have uploaded as much as we can take today. Please try again tomorrow.',
  ip: 'Your network has uploaded as much as we can take today. Please try again tomorrow.',
  mintedVisitor:
    'We could not recognise your browser. Please enable cookies, reload the page and try again.',
} as const;

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
