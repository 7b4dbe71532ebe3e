import {
  MEDIA_CARD_FRONT_PATH,
  MEDIA_RENDITION_MAX_BYTES,
  StoredCardFrontSchema,
} from '@cardsmith/contracts';
import { assertNoOpenTransaction, internalHeaders, traceHeaders } from '@cardsmith/service-kit';

/** Images the media service stores, fetched for server-side rendering. */
export interface MediaSource {
  /**
   * The bytes of the image's rendition (at most 2048 px on its longest side), or null when it is
   * missing, not an image or too large.
   */
  fetchImage(mediaId: string): Promise<Buffer | null>;
}

/** Where a card's front drawn for a video render is kept: media, which renders the video. */
export interface CardFrontStore {
  /** Keeps the PNG as the visitor's image; its blob id. */
  keep(png: Buffer, ownerVisitorId: string): Promise<string>;
}

export interface MediaClientOptions {
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
}

export function createMediaClient(baseUrl: string, options: MediaClientOptions = {}): MediaSource {
  const timeoutMs = options.timeoutMs ?? 3000;
  const maxBytes = options.maxBytes ?? MEDIA_RENDITION_MAX_BYTES;
  const doFetch = options.fetch ?? fetch;
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async fetchImage(mediaId) {
      assertNoOpenTransaction(`The media rendition of ${mediaId}`);
      // The rendition, never the upload: a 25-megapixel original costs a render six times the
      // memory and time for no pixel anyone sees.
      const response = await doFetch(`${base}/api/media/${encodeURIComponent(mediaId)}/rendition`, {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      if (!response.ok || !response.body) return null;
      if (!(response.headers.get('content-type') ?? '').startsWith('image/')) return null;
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes) return null;
      return readCapped(response.body, maxBytes);
    },
  };
}

/** Media's internal route, with the internal secret: the body is the PNG as drawn. */
export function createCardFrontStore(
  baseUrl: string,
  internalSecret: string,
  options: Pick<MediaClientOptions, 'timeoutMs' | 'fetch'> = {},
): CardFrontStore {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async keep(png, ownerVisitorId) {
      assertNoOpenTransaction('Keeping a card front in media');
      const url = `${base}${MEDIA_CARD_FRONT_PATH}?ownerVisitorId=${encodeURIComponent(ownerVisitorId)}`;
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          ...internalHeaders(internalSecret),
          ...traceHeaders(),
          'content-type': 'image/png',
        },
        body: new Uint8Array(png),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status !== 201) {
        throw new Error(`Media did not keep the card front: ${response.status}`);
      }
      return StoredCardFrontSchema.parse(await response.json()).blobId;
    },
  };
}

/** Reads a body but gives up past maxBytes, whatever content-length claimed. */
async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
