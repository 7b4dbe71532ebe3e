import { BaseEnvSchema } from '@cardsmith/service-kit';
import { z } from 'zod';

export const MediaEnvSchema = BaseEnvSchema.extend({
  /**
   * Size of the Postgres rows blobs are cut into. Applies to new uploads only: each blob records
   * the size it was written with.
   */
  MEDIA_BLOB_CHUNK_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(16 * 1024 * 1024)
    .default(1024 * 1024),
  /** Asked which blobs its cards still link to before anything is reclaimed. */
  CARDS_URL: z.string().url().default('http://127.0.0.1:4101'),
  /**
   * A blob nothing links to is kept this long after its upload: long enough for a card left in
   * an editor's draft to be saved.
   */
  MEDIA_RECLAIM_GRACE_HOURS: z.coerce
    .number()
    .positive()
    .default(7 * 24),
  /** How often unreferenced blobs are looked for (each replica sweeps; a sweep is idempotent). */
  MEDIA_RECLAIM_INTERVAL_MINUTES: z.coerce.number().positive().default(60),
});
export type MediaConfig = z.output<typeof MediaEnvSchema>;
