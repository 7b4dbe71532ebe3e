import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { BaseEnvSchema } from './config.js';
import { ConfigError, loadConfig, type BaseConfig } from './config.js';
import { createDb, migrateToLatest, pingDb, type Migrations } from './db.js';
import { createLogger, type Logger } from './logger.js';
import { createRedis, waitForRedis } from './redis.js';
import { collectStartupGarbage } from './startup-garbage.js';
import { startTracing, type Tracing } from './tracing.js';

export interface ServiceContext<C extends BaseConfig, DB> {
  config: C;
  logger: Logger;
  db: Kysely<DB>;
  redis: Redis;
  /** Set when OTEL_EXPORTER_OTLP_ENDPOINT turned tracing on; shut down last on exit. */
  tracing?: Tracing;
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

interface RuntimeOptions<S extends typeof BaseEnvSchema> {
  name: string;
  /** Postgres schema the process owns. */
  schema: string;
  configSchema: S;
  migrations: Migrations;
}

/**
 * What every service and worker process does first: read config, make the logger, reach
 * Postgres (own schema, migrations applied) and Redis. A bad config or an unreachable store is
 * one clear sentence and exit code 1, never a stack trace.
 */
export async function startRuntime<S extends typeof BaseEnvSchema, DB>(
  options: RuntimeOptions<S>,
): Promise<ServiceContext<z.output<S>, DB>> {
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
  const logger = createLogger(options.name, config.LOG_LEVEL);
  const tracing = await startTracing(options.name);
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
  return { config, logger, db, redis, ...(tracing ? { tracing } : {}) };
}

/**
 * Runs `close` once on the first SIGTERM or SIGINT, then exits; a close still hanging after
 * `forceAfterMs` exits with code 1 so an orchestrator never waits on a stuck process.
 */
export function exitOnSignal(
  logger: Logger,
  close: () => Promise<void>,
  forceAfterMs = 10_000,
): void {
  let closing = false;
  const onSignal = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), forceAfterMs);
    force.unref();
    try {
      await close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void onSignal('SIGTERM'));
  process.once('SIGINT', () => void onSignal('SIGINT'));
}

/**
 * The one way a service starts: config, logger, Postgres (own schema, migrations), Redis,
 * listen, and a clean stop on SIGTERM/SIGINT.
 */
export async function runService<S extends typeof BaseEnvSchema, DB>(
  options: RunServiceOptions<S, DB>,
): Promise<void> {
  const context = await startRuntime<S, DB>(options);
  const { config, logger, db, redis } = context;
  const port = Number(process.env.PORT ?? options.defaultPort);
  const app = await options.build(context);
  exitOnSignal(logger, async () => {
    await app.close();
    await options.onClose?.();
    await db.destroy();
    redis.disconnect();
    await context.tracing?.shutdown();
  });
  await app.listen({ port, host: config.HOST });
  collectStartupGarbage();
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
