import type { Readable } from 'node:stream';
import type { MediaKind, MediaObject } from '@cardsmith/contracts';
import { HttpError, badRequest, notFound } from '@cardsmith/service-kit';
import { BlobTooLargeError, type BlobInfo, type BlobStore } from '../blobs/blob-store.js';
import { DETECT_BYTES, detectMedia } from './detect-media.js';
import {
  assertImagePixelsAllowed,
  IMAGE_HEADER_BYTES,
  type ImageDimensions,
} from './image-pixels.js';
import { deliveryHeaders, planDelivery, type Delivery, type DeliveryRequest } from './delivery.js';

export const UNSUPPORTED_TYPE_MESSAGE =
  'This file type is not supported. Upload an image, audio or video file.';
export const NO_FILE_MESSAGE = 'Choose a file to upload.';
export const EMPTY_FILE_MESSAGE = 'This file is empty. Choose another file to upload.';

const KIND_LABELS: Record<MediaKind, string> = {
  image: 'Images',
  audio: 'Audio files',
  video: 'Videos',
  document: 'Documents',
};

/** "Videos can be at most 100 MB." — limits are whole megabytes in practice, kept exact otherwise. */
export function tooLargeMessage(kind: MediaKind, maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  const size = Number.isInteger(mb) ? `${mb} MB` : `${maxBytes.toLocaleString('en-US')} bytes`;
  return `This file is too large. ${KIND_LABELS[kind]} can be at most ${size}.`;
}

/** Splits a stream into its first `size` bytes (fewer if it is shorter) and the whole stream. */
export async function peek(
  source: AsyncIterable<Uint8Array>,
  size: number,
): Promise<{ head: Buffer; whole: AsyncIterable<Uint8Array> }> {
  const iterator = source[Symbol.asyncIterator]();
  const parts: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    parts.push(next.value);
    length += next.value.length;
  }
  async function* whole(): AsyncGenerator<Uint8Array> {
    yield* parts;
    if (done) return;
    try {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { head: Buffer.concat(parts).subarray(0, size), whole: whole() };
}

export interface MediaServiceOptions {
  blobs: BlobStore;
  limits: Record<MediaKind, number>;
  /** Makes the downscaled copy renders draw an image from, as soon as the image is stored. */
  makeRendition?: (image: BlobInfo, dimensions: ImageDimensions) => Promise<unknown>;
}

export class MediaService {
  constructor(private readonly options: MediaServiceOptions) {}

  /** Stores an upload whose type is read from its bytes, never from what the client declared. */
  async upload(
    content: AsyncIterable<Uint8Array> | undefined,
    /** Null for files of the platform itself (admin templates), which no visitor owns. */
    ownerVisitorId: string | null,
    uploaderIp: string | null = null,
  ): Promise<MediaObject> {
    if (!content) throw badRequest(NO_FILE_MESSAGE);
    const detected = await peek(content, DETECT_BYTES);
    if (detected.head.length === 0) throw badRequest(EMPTY_FILE_MESSAGE);
    const media = await detectMedia(detected.head);
    if (!media) throw new HttpError(415, 'unsupported_media_type', UNSUPPORTED_TYPE_MESSAGE);
    let whole = detected.whole;
    let dimensions: ImageDimensions | null = null;
    if (media.kind === 'image') {
      const image = await peek(whole, IMAGE_HEADER_BYTES);
      dimensions = assertImagePixelsAllowed(image.head);
      whole = image.whole;
    }
    const maxBytes = this.options.limits[media.kind];
    let blob: BlobInfo;
    try {
      blob = await this.options.blobs.put(whole, {
        ...media,
        ownerVisitorId,
        uploaderIp,
        maxBytes,
      });
    } catch (error) {
      if (error instanceof BlobTooLargeError) {
        throw new HttpError(413, 'payload_too_large', tooLargeMessage(media.kind, maxBytes));
      }
      throw error;
    }
    if (dimensions) await this.options.makeRendition?.(blob, dimensions);
    return {
      id: blob.id,
      url: `/api/media/${blob.id}`,
      contentType: blob.contentType,
      bytes: blob.bytes,
    };
  }

  /** Decides the answer to a GET/HEAD; `body` opens the content only when it is sent. */
  async open(
    id: string,
    request: DeliveryRequest,
  ): Promise<{ delivery: Delivery; headers: Record<string, string>; body: () => Readable }> {
    const blob = await this.options.blobs.stat(id);
    if (!blob) throw notFound('This media file does not exist.');
    return this.deliver(blob, request);
  }

  /** A short-lived link to read the blob from object storage directly; null from Postgres. */
  async directUrl(id: string): Promise<string | null> {
    if (!this.options.blobs.servesDirectly) return null;
    const blob = await this.options.blobs.stat(id);
    if (!blob) throw notFound('This media file does not exist.');
    return this.options.blobs.directUrl(blob);
  }

  /** The answer to a GET/HEAD of a blob already looked up (an image's rendition). */
  deliver(
    blob: BlobInfo,
    request: DeliveryRequest,
  ): { delivery: Delivery; headers: Record<string, string>; body: () => Readable } {
    const { blobs } = this.options;
    const delivery = planDelivery(request, blob);
    return {
      delivery,
      headers: deliveryHeaders(blob, delivery),
      body: () =>
        blobs.read(
          blob,
          delivery.status === 206 ? { start: delivery.start, end: delivery.end } : undefined,
        ),
    };
  }
}
