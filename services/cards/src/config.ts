import { BaseEnvSchema } from '@cardsmith/service-kit';
import { z } from 'zod';

export const CardsEnvSchema = BaseEnvSchema.extend({
  /** Where images of `/api/media/{id}` elements are fetched from when rendering previews. */
  MEDIA_URL: z.string().url().default('http://127.0.0.1:4103'),
  /** Memory the rendered-PNG cache may hold, in megabytes. */
  RENDER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
});
export type CardsConfig = z.output<typeof CardsEnvSchema>;
