import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseEnvSchema } from '@cardsmith/service-kit';
import { z } from 'zod';
import { isAdminPasswordHash } from './admin/admin-password.js';

export const DEV_COOKIE_SECRET = 'cardsmith-dev-cookie-secret-not-for-production';

/** The repo root, whether this file runs from src/ (tests, tsx) or dist/src/ (built). */
function repoRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const gatewayRoot =
    path.basename(path.dirname(here)) === 'dist'
      ? path.resolve(here, '..', '..')
      : path.resolve(here, '..');
  return path.resolve(gatewayRoot, '..', '..');
}

const upstreamUrl = (port: number) => z.string().url().default(`http://127.0.0.1:${port}`);

/**
 * `true`, or a comma-separated list of proxy addresses/CIDRs to trust for X-Forwarded-*; off by
 * default so a client cannot pick its own rate-limit key by sending them.
 */
const TrustProxySchema = z
  .string()
  .default('')
  .transform((value): boolean | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });

/** Origins the Vite dev server is opened at; it forwards /api and /ws with the page's Origin. */
export const DEV_EXTRA_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** A comma-separated list of origins (`scheme://host[:port]`), each checked to be one. */
const OriginListSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .url()
        .transform((url) => new URL(url).origin),
    ),
  );

export const GatewayEnvSchema = BaseEnvSchema.extend({
  CARDS_URL: upstreamUrl(4101),
  AI_URL: upstreamUrl(4102),
  MEDIA_URL: upstreamUrl(4103),
  SCHEDULER_URL: upstreamUrl(4104),
  PRINT_URL: upstreamUrl(4105),
  COLLAB_URL: upstreamUrl(4106),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot(), 'apps', 'web', 'dist')),
  /**
   * Signs the visitor cookie; rotating it gives every visitor a new identity. The development
   * value is refused in production by service-kit's rule for every `*_SECRET`.
   */
  COOKIE_SECRET: z.string().min(32).default(DEV_COOKIE_SECRET),
  /** Requests per visitor (or per IP without a visitor cookie) per window. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /**
   * Requests per client address (per /64 for IPv6) per window, whatever cookies they bring; unset:
   * RATE_LIMIT_MAX, so fresh cookies do not multiply one visitor's budget. Raise it for many
   * people behind one address (an office NAT, a carrier's CGNAT).
   */
  RATE_LIMIT_MAX_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  TRUST_PROXY: TrustProxySchema,
  /**
   * Prometheus metrics are served on this port only, never on the public one (0: any free port).
   * 9464 is the OpenTelemetry Prometheus exporter's customary port.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  /**
   * Origins besides PUBLIC_ORIGIN whose pages may send mutations and open /ws. Unset: the Vite
   * dev server's outside production, none in production.
   */
  ALLOWED_ORIGINS: OriginListSchema.optional(),
  /** Open /ws sockets per visitor and per client address (per /64 for IPv6), per gateway replica. */
  WS_MAX_SOCKETS_PER_VISITOR: z.coerce.number().int().positive().default(10),
  WS_MAX_SOCKETS_PER_IP: z.coerce.number().int().positive().default(100),
  /**
   * Open long-lived streams (a video render's progress events) per visitor and per client
   * address, per gateway replica.
   */
  STREAM_MAX_PER_VISITOR: z.coerce.number().int().positive().default(5),
  STREAM_MAX_PER_IP: z.coerce.number().int().positive().default(50),
  /**
   * How long a request body may send nothing before its connection is cut (see limitBodyStall).
   * A minute, as Node gives a request's head (headersTimeout).
   */
  BODY_STALL_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * Multiplies every limit of costly actions (AI, uploads, likes, views); load tests and the
   * end-to-end suite, whose every browser shares one loopback address, raise them.
   */
  ACTION_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  /**
   * The API fast path (plain GET/HEAD under /api answered before Fastify, see api-fast-path.ts).
   * `false` sends every API call through the ordinary route: to compare the two (bench/gateway).
   */
  API_FAST_PATH: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Memory for the proxy's response cache (small public answers such as card previews), in MB. */
  RESPONSE_CACHE_MB: z.coerce.number().int().positive().default(64),
  /**
   * The longest the response cache serves a stored answer without asking its service, however
   * long the service declared it fresh; 0 confirms every reuse. Seconds.
   */
  RESPONSE_CACHE_FRESH_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Print's Stripe publishable key (card payments on): the pages' Content-Security-Policy then
   * admits Stripe.js. Unset or empty, it admits nothing of Stripe's.
   */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /**
   * The address browsers reach media's S3 bucket by (media's S3_PUBLIC_ENDPOINT, or its
   * S3_ENDPOINT), when media keeps blobs in a bucket and sends browsers there by presigned links:
   * the pages' Content-Security-Policy then admits images, audio and video from its origin.
   */
  S3_PUBLIC_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The admin area's password; outside production an unset one is generated and logged at start. */
  ADMIN_PASSWORD: z.string().min(12).optional(),
  /**
   * Turns on the admin's second factor: the base32 secret an authenticator app is given (32
   * characters, 160 bits; see the README). Unset: the password alone signs in.
   */
  ADMIN_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]+=*$/i, 'is not base32 (letters A–Z and digits 2–7)')
    .min(32)
    .optional(),
  /** Instead of ADMIN_PASSWORD: its hash, `scrypt:<salt>:<key>` (see the README). */
  ADMIN_PASSWORD_HASH: z
    .string()
    .refine(isAdminPasswordHash, 'is not of the form scrypt:<salt>:<key>')
    .optional(),
});
export type GatewayConfig = z.output<typeof GatewayEnvSchema>;

/** ALLOWED_ORIGINS, or when unset the Vite dev server's outside production and none in it. */
export function extraOrigins(
  config: Pick<GatewayConfig, 'ALLOWED_ORIGINS' | 'NODE_ENV'>,
): string[] {
  return config.ALLOWED_ORIGINS ?? (config.NODE_ENV === 'production' ? [] : DEV_EXTRA_ORIGINS);
}
