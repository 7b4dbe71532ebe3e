import { z } from 'zod';
import { MediaIdParamsSchema } from './media.js';
import { defineQueue } from './queues.js';

/** Who holds blobs: a service, a kind of thing it keeps, and that thing's id (`cards`, `card`, id). */
export const BlobHolderSchema = z.object({
  service: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/),
  kind: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});
export type BlobHolder = z.infer<typeof BlobHolderSchema>;

/** More blobs than any card holds (its elements, voice, video, signatures and thank-you). */
export const BLOB_REFERENCES_MAX = 5000;

const sequence = z.number().int().nonnegative();
/** The backfill run the event belongs to, when it republishes what a holder already held. */
const backfill = z.string().min(1).max(64).optional();

/**
 * The blob references media keeps (its `blob_reference` table), as events from the services that
 * hold blobs, written through their outboxes in the transaction that changes what they hold.
 * Each event carries the whole set the holder holds now and the holder's sequence number (taken
 * after the holder's row is locked), so a replay or a late event changes nothing: media keeps the
 * set of the highest sequence it has seen. `released` is the empty set. `backfilled` says a
 * service has republished every holder it has (`holders` events of run `run`); until media has
 * applied them all, it reclaims nothing.
 */
export const BlobReferencesQueue = defineQueue({
  name: 'blob-references',
  jobs: {
    held: z.object({
      holder: BlobHolderSchema,
      blobIds: z.array(MediaIdParamsSchema.shape.id).max(BLOB_REFERENCES_MAX),
      sequence,
      backfill,
    }),
    released: z.object({ holder: BlobHolderSchema, sequence, backfill }),
    backfilled: z.object({
      service: BlobHolderSchema.shape.service,
      run: z.string().min(1).max(64),
      holders: z.number().int().nonnegative(),
    }),
  },
});

/** The job id of a holder's event: one per holder and sequence, so a duplicate collapses. */
export function blobReferenceJobId(holder: BlobHolder, sequence: number): string {
  return `blob-refs-${holder.service}-${holder.kind}-${holder.id}-${sequence}`;
}
