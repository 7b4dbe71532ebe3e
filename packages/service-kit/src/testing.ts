import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDb, migrateToLatest, type Migrations } from './db.js';
import { createLogger } from './logger.js';
import { createRedis } from './redis.js';
import type { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
// Loads vitest's types so the ProvidedContext augmentation below has a module to extend.
import type {} from 'vitest';

export { ManualScheduler } from './manual-scheduler.js';

/**
 * Test infrastructure (ARCHITECTURE §8): Testcontainers when a Docker engine answers, otherwise
 * the ambient DATABASE_URL / REDIS_URL with a throwaway database and Redis key prefix per run.
 */
export interface TestInfra {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  stop: () => Promise<void>;
}

const AMBIENT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const AMBIENT_REDIS_URL = 'redis://127.0.0.1:6379';

async function dockerAvailable(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function startContainers(): Promise<TestInfra> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { RedisContainer } = await import('@testcontainers/redis');
  const [postgres, redis] = await Promise.all([
    new PostgreSqlContainer('postgres:16-alpine').start(),
    new RedisContainer('redis:7-alpine').start(),
  ]);
  return {
    databaseUrl: postgres.getConnectionUri(),
    redisUrl: redis.getConnectionUrl(),
    redisPrefix: 'cardsmith-test:',
    stop: async () => {
      await Promise.all([postgres.stop(), redis.stop()]);
    },
  };
}

async function createThrowawayDatabase(): Promise<TestInfra> {
  const adminUrl =
    process.env.TEST_DATABASE_ADMIN_URL ?? process.env.DATABASE_URL ?? AMBIENT_DATABASE_URL;
  const name = `cardsmith_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    databaseUrl: databaseUrl.toString(),
    redisUrl: process.env.REDIS_URL ?? AMBIENT_REDIS_URL,
    redisPrefix: `cardsmith-test:${name}:`,
    stop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function startTestInfra(): Promise<TestInfra> {
  if (process.env.TESTCONTAINERS !== 'off' && (await dockerAvailable())) return startContainers();
  return createThrowawayDatabase();
}

/** Applies each service's migrations once, before any test file runs. */
export async function applyMigrations(
  databaseUrl: string,
  services: { schema: string; migrations: Migrations }[],
): Promise<void> {
  for (const service of services) {
    const db = createDb<unknown>(databaseUrl, service.schema, 2);
    try {
      await migrateToLatest(db as Kysely<any>, service.schema, service.migrations);
    } finally {
      await db.destroy();
    }
  }
}

export interface TestServiceContext<DB> {
  db: Kysely<DB>;
  redis: Redis;
  logger: ReturnType<typeof createLogger>;
  close: () => Promise<void>;
}

/** Database, Redis and a silent logger for one test file, bound to the run's throwaway infra. */
export function createTestServiceContext<DB>(
  infra: { databaseUrl: string; redisUrl: string; redisPrefix: string },
  schema: string,
): TestServiceContext<DB> {
  const db = createDb<DB>(infra.databaseUrl, schema, 4);
  const redis = createRedis(infra.redisUrl, {
    keyPrefix: infra.redisPrefix,
    enableOfflineQueue: true,
  });
  return {
    db,
    redis,
    logger: createLogger(`test-${schema}`, process.env.TEST_LOG_LEVEL ?? 'silent'),
    close: async () => {
      await db.destroy();
      redis.disconnect();
    },
  };
}

export const TEST_INTERNAL_SECRET = 'cardsmith-test-internal-secret';

export interface ProvidedInfra {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    infra: ProvidedInfra;
  }
}

/**
 * A service's vitest global setup: start the run's infra, apply the migrations of the schemas
 * its tests use (its own, plus any service it runs in-process), provide `inject('infra')` to the
 * test files and stop everything after.
 */
export function migratedInfraSetup(services: { schema: string; migrations: Migrations }[]) {
  return async function setup(project: TestProject): Promise<() => Promise<void>> {
    const infra = await startTestInfra();
    try {
      await applyMigrations(infra.databaseUrl, services);
    } catch (error) {
      await infra.stop();
      throw error;
    }
    project.provide('infra', {
      databaseUrl: infra.databaseUrl,
      redisUrl: infra.redisUrl,
      redisPrefix: infra.redisPrefix,
    });
    return () => infra.stop();
  };
}
