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
});
export type MediaConfig = z.output<typeof MediaEnvSchema>;
