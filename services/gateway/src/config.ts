import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseEnvSchema } from '@cardsmith/service-kit';
import { z } from 'zod';

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
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  TRUST_PROXY: TrustProxySchema,
  /**
   * Prometheus metrics are served on this port only, never on the public one (0: any free port).
   * 9464 is the OpenTelemetry Prometheus exporter's customary port.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
});
export type GatewayConfig = z.output<typeof GatewayEnvSchema>;
