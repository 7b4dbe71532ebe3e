import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { BaseEnvSchema } from './config.js';
import { ConfigError, loadConfig, type BaseConfig } from './config.js';
import { createDb, migrateToLatest, pingDb, type Migrations } from './db.js';
import { createLogger, type Logger } from './logger.js';
import { createRedis, waitForRedis } from './redis.js';

export interface ServiceContext<C extends BaseConfig, DB> {
  config: C;
  logger: Logger;
  db: Kysely<DB>;
  redis: Redis;
}

export interface RunServiceOptions<S extends typeof BaseEnvSchema, DB> {
  name: string;
  /** Postgres schema the service owns. */
  schema: string;
  configSchema: S;
  defaultPort: number;
  migrations: Migrations;
  build: (context: ServiceContext<z.output<S>, DB>) => Promise<FastifyInstance> | FastifyInstance;
  /** Runs after the app closed, before the pools close (stop workers, timers). */
  onClose?: () => Promise<void>;
}

const HOW_TO_START =
  "start them with `docker compose up -d postgres redis` or your distribution's packages (see README.md).";

/**
 * The one way a service starts: config, logger, Postgres (own schema, migrations), Redis,
 * listen, and a clean stop on SIGTERM/SIGINT.
 */
export async function runService<S extends typeof BaseEnvSchema, DB>(
  options: RunServiceOptions<S, DB>,
): Promise<void> {
  let config: z.output<S>;
  try {
    config = loadConfig(options.configSchema.extend({}), process.env) as z.output<S>;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[${options.name}] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const port = Number(process.env.PORT ?? options.defaultPort);
  const logger = createLogger(options.name, config.LOG_LEVEL);
  const db = createDb<DB>(config.DATABASE_URL, options.schema);
  const redis = createRedis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX });
  redis.on('error', (error) => logger.warn({ err: error.message }, 'redis error'));

  try {
    await pingDb(db);
  } catch (error) {
    console.error(
      `[${options.name}] Cannot reach Postgres at ${redactUrl(config.DATABASE_URL)} (${(error as Error).message}); ${HOW_TO_START}`,
    );
    process.exit(1);
  }
  try {
    await waitForRedis(redis);
  } catch {
    console.error(
      `[${options.name}] Cannot reach Redis at ${redactUrl(config.REDIS_URL)}; ${HOW_TO_START}`,
    );
    process.exit(1);
  }
  await migrateToLatest(db as Kysely<any>, options.schema, options.migrations, logger);
  const app = await options.build({ config, logger, db, redis });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await options.onClose?.();
      await db.destroy();
      redis.disconnect();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  await app.listen({ port, host: config.HOST });
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
