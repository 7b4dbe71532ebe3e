import { z } from 'zod';

/** Secrets anyone can read in this repository; each is refused in production. */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'cardsmith-dev-internal-secret',
  'cardsmith-dev-cookie-secret-not-for-production',
  // Defaults an older docker-compose.yml filled in; an install may still carry them.
  'compose-internal-secret-change-me',
  'compose-cookie-secret-change-me',
];
/** 32 characters of `openssl rand -base64 32`-style randomness are out of reach of guessing. */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** Env every service reads; a service extends it with its own keys. */
export const BaseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/cardsmith'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key, so several installs (or test runs) share one Redis. */
  REDIS_PREFIX: z.string().default('cardsmith:'),
  /**
   * Shared by the gateway and the services: the gateway signs the visitor id with it, services
   * only trust a visitor id whose signature matches. Must be set in production (see
   * productionSecretProblems).
   */
  INTERNAL_SECRET: z.string().min(16).default('cardsmith-dev-internal-secret'),
  /** The product's public origin, used in links handed to users. */
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:8080'),
});
export type BaseConfig = z.infer<typeof BaseEnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses env with the service's schema; a missing or bad value is one readable error. */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = productionSecretProblems(result.data as Record<string, unknown>);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return result.data;
}

/**
 * The one rule for secrets: in production every `*_SECRET` key must be at least
 * MIN_PRODUCTION_SECRET_LENGTH characters and none of the defaults published in this repository,
 * so a secret added later is covered without anyone remembering to.
 */
export function productionSecretProblems(config: Record<string, unknown> | null): string[] {
  if (!config || typeof config !== 'object' || config.NODE_ENV !== 'production') return [];
  // An optional secret left unset switches its provider off (e.g. STRIPE_WEBHOOK_SECRET).
  return Object.entries(config)
    .filter(([key, value]) => key.endsWith('_SECRET') && value !== undefined)
    .flatMap(([key, value]) => {
      if (typeof value !== 'string' || KNOWN_DEFAULT_SECRETS.includes(value)) {
        return [`${key}: set a secret of your own in production`];
      }
      if (value.length < MIN_PRODUCTION_SECRET_LENGTH) {
        return [
          `${key}: use at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production (openssl rand -base64 32)`,
        ];
      }
      return [];
    });
}
