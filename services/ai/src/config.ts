import { FREE_PLAN } from '@cardsmith/contracts';
import { BaseEnvSchema } from '@cardsmith/service-kit';
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

export const AiEnvSchema = BaseEnvSchema.extend({
  /** Turns on the OpenAI adapters; without it the offline composer and painter answer. */
  OPENAI_API_KEY: blankAsUnset(z.string().min(1).optional()),
  /** Any OpenAI-compatible server. */
  OPENAI_BASE_URL: blankAsUnset(z.string().url().optional()),
  OPENAI_TEXT_MODEL: blankAsUnset(z.string().min(1).default('gpt-4o-mini')),
  OPENAI_IMAGE_MODEL: blankAsUnset(z.string().min(1).default('gpt-image-1')),
  OPENAI_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().positive().default(60_000)),
  MEDIA_URL: blankAsUnset(z.string().url().default('http://127.0.0.1:4103')),
  AI_RATE_LIMIT_PER_MINUTE: blankAsUnset(z.coerce.number().int().positive().default(20)),
  /** Off by default: there are no accounts or plans yet, so every visitor would be on Free. */
  AI_FREE_QUOTA_ENABLED: blankAsUnset(z.stringbool().default(false)),
  /** The free plan's monthly message allowance, counted only when the quota is enabled. */
  AI_FREE_MONTHLY_MESSAGE_QUOTA: blankAsUnset(
    z.coerce.number().int().positive().default(FREE_PLAN.monthlyAiMessages),
  ),
});
export type AiConfig = z.output<typeof AiEnvSchema>;
