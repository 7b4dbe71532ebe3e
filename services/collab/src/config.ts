import { BaseEnvSchema } from '@cardsmith/service-kit';
import { z } from 'zod';

export const CollabEnvSchema = BaseEnvSchema.extend({
  /** The cards service: card access at join, room state persisted to it. */
  CARDS_URL: z.string().url().default('http://127.0.0.1:4101'),
  /** Longest time a room's edits stay only in Redis; a crash loses at most this much. */
  COLLAB_PERSIST_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** A replica refreshes its clients' presence at a third of this; a crashed one's expire after it. */
  COLLAB_PRESENCE_TTL_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
});
export type CollabConfig = z.output<typeof CollabEnvSchema>;
