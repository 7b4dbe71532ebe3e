import { BaseEnvSchema, WorkerEnvSchema } from '@cardsmith/service-kit';
import { z } from 'zod';
import { parseLeadTimes } from './adapters/vendor.js';

/** An empty value (as compose and k8s write an unset secret) means "not configured". */
const optionalSecret = () =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined));

const PrintSettings = {
  /** The cards service: a card's existence and owner are checked there before an order. */
  CARDS_URL: z.string().url().default('http://127.0.0.1:4101'),
  /** Stripe turns on when set; without it orders wait in awaiting_payment for an admin. */
  STRIPE_SECRET_KEY: optionalSecret(),
  STRIPE_PUBLISHABLE_KEY: optionalSecret(),
  /** Signing secret of the Stripe webhook endpoint (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: optionalSecret(),
  /** Where card images (`/api/media/{id}`) are fetched from when drawing the print files. */
  MEDIA_URL: z.string().url().default('http://127.0.0.1:4103'),
  /** The print vendor's order API; without it paid orders wait in the outbox for an operator. */
  VENDOR_API_URL: optionalSecret().pipe(z.string().url().optional()),
  VENDOR_API_KEY: optionalSecret(),
  /**
   * Business days from submission to the door per country, replacing the defaults of the ones
   * named (`US=4,UK=9`; defaults in `DEFAULT_POST_LEAD_TIMES`): scheduled posts are submitted
   * this long before their delivery date.
   */
  VENDOR_LEAD_TIME_BUSINESS_DAYS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      try {
        return parseLeadTimes(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Shared with the vendor: its status callbacks are HMAC-SHA256 signed with it. */
  VENDOR_CALLBACK_SECRET: optionalSecret(),
  /** Stripe API host, for a local peer in tests; unset means api.stripe.com. */
  STRIPE_API_BASE: optionalSecret().pipe(z.string().url().optional()),
};

export const PrintEnvSchema = BaseEnvSchema.extend(PrintSettings);
export type PrintConfig = z.output<typeof PrintEnvSchema>;

export const PrintWorkerEnvSchema = WorkerEnvSchema.extend(PrintSettings);
export type PrintWorkerConfig = z.output<typeof PrintWorkerEnvSchema>;
