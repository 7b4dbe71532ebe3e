import { DELIVERY_QUOTAS } from '@cardsmith/contracts';
import { BaseEnvSchema, WorkerEnvSchema } from '@cardsmith/service-kit';
import { z } from 'zod';

/** Compose passes an unset provider variable as ''; blank means "not configured". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A positive whole number with a default; blank (compose's unset) takes the default. */
const count = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().default(fallback),
  );

const channelSettings = {
  /** The cards service: card ownership and titles. */
  CARDS_URL: z.string().url().default('http://127.0.0.1:4101'),
  /** The print service: a delivery by post is a print order there (lead times, payment, vendor). */
  PRINT_URL: z.string().url().default('http://127.0.0.1:4105'),
  /** SMTP server for email (`smtp://user:pass@host:587`); without it emails go to the outbox table. */
  SMTP_URL: optional(z.string().url()),
  /**
   * SMTP connections each process keeps open (messages are sent over them one at a time each);
   * a provider's limit on concurrent connections caps it.
   */
  SMTP_POOL_CONNECTIONS: count(5),
  /** Messages sent over one SMTP connection before it is replaced. */
  SMTP_POOL_MAX_MESSAGES: count(100),
  /** The From of every email. */
  EMAIL_FROM: z.string().default('Cardsmith <cards@cardsmith.local>'),
  /** Twilio account; without all three, SMS go to the outbox table. */
  TWILIO_ACCOUNT_SID: optional(z.string()),
  TWILIO_AUTH_TOKEN: optional(z.string()),
  TWILIO_FROM: optional(z.string()),
  /** Twilio's API origin; tests point it at a loopback peer. */
  TWILIO_API_BASE_URL: optional(z.string().url()),
};

export const SchedulerEnvSchema = BaseEnvSchema.extend({
  ...channelSettings,
  /** Deliveries the whole platform may schedule in one UTC day (DELIVERY_QUOTAS.dailyBudget). */
  DELIVERY_DAILY_BUDGET: count(DELIVERY_QUOTAS.dailyBudget),
});
export type SchedulerConfig = z.output<typeof SchedulerEnvSchema>;

export const SchedulerWorkerEnvSchema = WorkerEnvSchema.extend({
  ...channelSettings,
  /**
   * Deliveries sent at once by this process. A send mostly waits on the SMTP server or Twilio, so
   * one at a time would leave the process idle: 16 share the pooled SMTP connections
   * (`SMTP_POOL_CONNECTIONS`), as `bench/scheduler` measures them.
   */
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(16),
  /**
   * A delivery left in `sending` this long was claimed by a worker that died mid-send; it is
   * claimed again. Longer than any send takes, so a live worker is never overtaken.
   */
  DELIVERY_SENDING_LEASE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60 * 1000),
  /** An email delivery not opened this long after it was sent is resent, once. */
  DELIVERY_RESEND_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(72 * 60 * 60 * 1000),
});
export type SchedulerWorkerConfig = z.output<typeof SchedulerWorkerEnvSchema>;
