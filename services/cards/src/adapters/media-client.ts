import { MEDIA_RENDITION_MAX_BYTES } from '@cardsmith/contracts';
import { assertNoOpenTransaction } from '@cardsmith/service-kit';

/** Images the media service stores, fetched for server-side rendering. */
export interface MediaSource {
  /**
   * The bytes of the image's rendition (at most 2048 px on its longest side), or null when it is
   * missing, not an image or too large.
   */
  fetchImage(mediaId: string): Promise<Buffer | null>;
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
