import { mediaHolderRoutes } from '@cardsmith/contracts';
import { createInternalClient } from '@cardsmith/service-kit';

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
  const call = createInternalClient(baseUrl, internalSecret, { timeoutMs });
  return {
    name,
    async referenced(mediaIds) {
      return (await call(mediaHolderRoutes.referencedMedia, { body: { mediaIds } })).referenced;
    },
  };
}
