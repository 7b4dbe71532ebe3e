import type { BlobReferencesQueue } from '@cardsmith/contracts';
import type { JobHandlers } from '@cardsmith/service-kit';
import type { ReferencesRepository } from './references.repository.js';

/** Media's side of the `blob-references` queue: each event lands in its reference table. */
export function blobReferencesHandlers(
  references: ReferencesRepository,
): JobHandlers<typeof BlobReferencesQueue> {
  return {
    held: async (data) => {
      await references.apply(data);
    },
    released: async (data) => {
      await references.apply({ ...data, blobIds: [] });
    },
    backfilled: async (data) => {
      await references.recordBackfill(data.service, data.run, data.holders);
    },
  };
}
