import { createApiClient, mediaHolderRoutes } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';

/**
 * A service that keeps links to blobs (cards today; print files and video jobs later). Before a
 * blob nobody needs is reclaimed, every holder is asked; one that cannot answer stops the sweep.
 */
export interface MediaHolder {
  readonly name: string;
  /** Those of `mediaIds` the holder still links to. */
  referenced(mediaIds: string[]): Promise<string[]>;
}

export function createHttpMediaHolder(
  name: string,
  baseUrl: string,
  internalSecret: string,
  timeoutMs = 10_000,
): MediaHolder {
  const call = createApiClient({
    baseUrl,
    headers: internalHeaders(internalSecret),
    validate: true,
    credentials: 'omit',
  });
  return {
    name,
    async referenced(mediaIds) {
      const answer = await call(
        mediaHolderRoutes.referencedMedia,
        { body: { mediaIds } },
        { signal: AbortSignal.timeout(timeoutMs) },
      );
      return answer.referenced;
    },
  };
}
