import { z } from 'zod';

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
   * only trust a visitor id whose signature matches. Must be set in production.
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
  if (result.data && typeof result.data === 'object') {
    const config = result.data as Partial<BaseConfig>;
    if (
      config.NODE_ENV === 'production' &&
      config.INTERNAL_SECRET === 'cardsmith-dev-internal-secret'
    ) {
      throw new ConfigError(
        'Invalid configuration:\n  INTERNAL_SECRET: set a secret of your own in production',
      );
    }
  }
  return result.data;
}
