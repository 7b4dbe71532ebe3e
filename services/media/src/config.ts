import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BaseEnvSchema, WorkerEnvSchema } from '@cardsmith/service-kit';
import { z } from 'zod';

/**
 * docker-compose passes every variable as `${VAR:-}`, so one the operator did not set arrives
 * as an empty string; it must mean "use the default", not "invalid".
 */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );

/** Where blobs live: Postgres rows (the default) or an S3-compatible bucket. See the README. */
const BlobStoreEnvSchema = z.object({
  BLOB_STORE: blankAsUnset(z.enum(['postgres', 's3']).default('postgres')),
  S3_BUCKET: blankAsUnset(z.string().min(3).optional()),
  S3_ENDPOINT: blankAsUnset(z.string().url().optional()),
  S3_PUBLIC_ENDPOINT: blankAsUnset(z.string().url().optional()),
  S3_REGION: blankAsUnset(z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: blankAsUnset(z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: blankAsUnset(z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: blankAsUnset(z.stringbool().default(false)),
  S3_PRESIGN_SECONDS: blankAsUnset(z.coerce.number().int().min(30).max(3600).default(300)),
});

const requireBucketForS3 = (
  config: { BLOB_STORE: string; S3_BUCKET?: string },
  ctx: z.RefinementCtx,
) => {
  if (config.BLOB_STORE === 's3' && !config.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'BLOB_STORE=s3 needs S3_BUCKET.',
    });
  }
};

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
  /**
   * The services that publish the blobs they hold (`blob-references` events), comma-separated:
   * nothing is reclaimed until each has backfilled what it held before.
   */
  MEDIA_REFERENCE_HOLDERS: blankAsUnset(
    z
      .string()
      .default('cards')
      .transform((list) =>
        list
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
      ),
  ),
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
  /** Which text-to-speech provider speaks; `openai` needs OPENAI_API_KEY. */
  SPEECH_PROVIDER: blankAsUnset(z.enum(['offline', 'openai', 'google']).default('offline')),
  OPENAI_API_KEY: blankAsUnset(z.string().min(1).optional()),
  /** Any OpenAI-compatible server. */
  OPENAI_BASE_URL: blankAsUnset(z.string().url().optional()),
  OPENAI_SPEECH_MODEL: blankAsUnset(z.string().min(1).default('gpt-4o-mini-tts')),
  SPEECH_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().positive().default(30_000)),
})
  .extend(BlobStoreEnvSchema.shape)
  .superRefine(requireBucketForS3);
export type MediaConfig = z.output<typeof MediaEnvSchema>;

/** The video-render worker (`src/worker.ts`): the blob store and a work directory. */
export const MediaWorkerEnvSchema = WorkerEnvSchema.extend({
  MEDIA_BLOB_CHUNK_BYTES: MediaEnvSchema.shape.MEDIA_BLOB_CHUNK_BYTES,
  /** Each render works in its own directory under this one; orphans are removed at start-up. */
  VIDEO_WORK_DIR: blankAsUnset(z.string().min(1).default(join(tmpdir(), 'cardsmith-video'))),
})
  .extend(BlobStoreEnvSchema.shape)
  .superRefine(requireBucketForS3);
export type MediaWorkerConfig = z.output<typeof MediaWorkerEnvSchema>;
