import { BaseEnvSchema } from '@cardsmith/service-kit';
import { z } from 'zod';

export const CardsEnvSchema = BaseEnvSchema.extend({
  /** Where images of `/api/media/{id}` elements are fetched from when rendering previews. */
  MEDIA_URL: z.string().url().default('http://127.0.0.1:4103'),
  /** Memory the rendered-PNG cache may hold, in megabytes. */
  RENDER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** A preview render still running after this is stopped and answered 503. */
  PREVIEW_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** V8 heap of each preview render thread, in megabytes. */
  PREVIEW_RENDER_HEAP_MB: z.coerce.number().int().min(32).max(4096).default(256),
  /** How old trending's stored scores may get before a visit refreshes them (0: every visit). */
  TRENDING_MAX_AGE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
});
export type CardsConfig = z.output<typeof CardsEnvSchema>;
