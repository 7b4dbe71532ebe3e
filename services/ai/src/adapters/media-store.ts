import { MediaObjectSchema } from '@cardsmith/contracts';
import { assertNoOpenTransaction, visitorHeaders } from '@cardsmith/service-kit';
import { ProviderError } from './provider-error.js';

export interface MediaStore {
  /** Stores the picture for the visitor and answers its public URL (/api/media/{id}). */
  savePng(png: Buffer, visitorId: string): Promise<string>;
}

const UPLOAD_TIMEOUT_MS = 15_000;

/** services/media's upload route: multipart field `file`, on behalf of the visitor. */
export function createHttpMediaStore(options: {
  baseUrl: string;
  internalSecret: string;
  fetch?: typeof fetch;
}): MediaStore {
  const doFetch = options.fetch ?? fetch;
  return {
    savePng: async (png, visitorId) => {
      assertNoOpenTransaction('The media upload (POST /api/media)');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'artwork.png');
      let response: Response;
      try {
        response = await doFetch(new URL('/api/media', options.baseUrl), {
          method: 'POST',
          headers: visitorHeaders(options.internalSecret, visitorId),
          body: form,
          signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ProviderError('upstream', 'The media service could not be reached', {
          cause: error,
        });
      }
      if (response.status !== 201 && response.status !== 200) {
        throw new ProviderError('upstream', `The media service answered ${response.status}`);
      }
      const stored = MediaObjectSchema.safeParse(await response.json().catch(() => null));
      if (!stored.success) throw new ProviderError('upstream', 'The media service answered oddly');
      return stored.data.url;
    },
  };
}
