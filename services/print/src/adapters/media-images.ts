import { MEDIA_LIMITS, ourMediaId } from '@cardsmith/contracts';
import { assertNoOpenTransaction, traceHeaders } from '@cardsmith/service-kit';

/** How the print files reach the card's own images: only ours, only from the media service. */
export interface CardImages {
  /** Rewrites one of our media links to the media service; every other link is dropped. */
  resolveHref(href: string): string;
  loadImage(href: string): Promise<Buffer | null>;
}

export function createMediaImages(mediaUrl: string, publicOrigin: string): CardImages {
  const base = `${mediaUrl.replace(/\/$/, '')}/api/media/`;
  return {
    resolveHref(href) {
      if (href.startsWith('data:')) return href;
      const mediaId = ourMediaId(href, publicOrigin);
      return mediaId ? `${base}${mediaId}` : '';
    },
    async loadImage(href) {
      if (!href.startsWith(base)) return null;
      assertNoOpenTransaction(`The media image ${href}`);
      const response = await fetch(href, {
        signal: AbortSignal.timeout(10_000),
        redirect: 'error',
        headers: traceHeaders(),
      });
      if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('image/'))
        return null;
      const bytes = Buffer.from(await response.arrayBuffer());
      return bytes.length <= MEDIA_LIMITS.image ? bytes : null;
    },
  };
}
