import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import {
  createDb,
  createLogger,
  createRedis,
  migrateToLatest,
  type Migrations,
} from '@cardsmith/service-kit';
import type { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
// Loads vitest's types so the ProvidedContext augmentation below has a module to extend.
import type {} from 'vitest';
import { freePort } from './ports.js';

export { ManualScheduler } from './manual-scheduler.js';
export { DEAD_URL, freePort } from './ports.js';

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

/**
 * Infra of its own (a throwaway database and Redis prefix, or containers) with these services'
 * migrations applied: the run's global setup, a bench, and a test file whose worker or reconciler
 * takes every row it finds and must not find the rows of the other files.
 */
export async function startMigratedInfra(
  services: { schema: string; migrations: Migrations }[],
): Promise<TestInfra> {
  const infra = await startTestInfra();
  try {
    await applyMigrations(infra.databaseUrl, services);
  } catch (error) {
    await infra.stop();
    throw error;
  }
  return infra;
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

/** A multipart/form-data body with one part per entry, for upload routes. */
export function multipartBody(
  parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----cardsmith-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const TEST_INTERNAL_SECRET = 'cardsmith-test-internal-secret';

/** The distinct `service` labels of an app's /metrics: one name when every metric carries it. */
export async function metricsServiceLabels(app: FastifyInstance): Promise<string[]> {
  const res = await app.inject('/metrics');
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
  const samples = res.body.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  const labels = samples.map((line) => /[{,]service="([^"]*)"/.exec(line)?.[1] ?? '(none)');
  return [...new Set(labels)];
}

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

/** A service started by a test as its own process, the way `npm start` runs it. */
export interface StartedService {
  name: string;
  url: string;
  /** The process's id, for a test that signals it (SIGSTOP to freeze it at a chosen moment). */
  pid: number;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a node failure would: no grace, no clean-up. */
  kill: () => Promise<void>;
}

export interface StartServiceOptions {
  /** The folder under services/ (cards, media, …). */
  name: string;
  infra: ProvidedInfra;
  /** Extra environment: the service's own settings, e.g. a dead MEDIA_URL. */
  env?: Record<string, string>;
  /**
   * `worker` starts the service's queue worker (`src/worker.ts`) instead: its `url` is then the
   * worker's health and metrics port, readiness its `/healthz`.
   */
  entry?: 'main' | 'worker';
  /**
   * How long start-up may take in all (migrations included). Longer than Vitest's hook timeout,
   * so a slow shared machine meets the hook's clear message rather than this one.
   */
  readyTimeoutMs?: number;
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const STOP_GRACE_MS = 10_000;
const running = new Set<ChildProcess>();
// A start-up cut short by a hook timeout never reaches its teardown: end its process with ours.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  const gone = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await gone;
  clearTimeout(timer);
  running.delete(child);
}

/**
 * Starts `services/<name>/src/main.ts` from source (`node --import tsx`) on a free loopback port,
 * on the run's throwaway database and Redis prefix, and resolves once its `/readyz` answers 200.
 * The service migrates its own schema on start. A test that needs another service uses this (or
 * a stand-in of its own), never the other service's source.
 */
export async function startService({
  name,
  infra,
  env = {},
  entry = 'main',
  readyTimeoutMs = 120_000,
}: StartServiceOptions): Promise<StartedService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const stderr: string[] = [];
  const child = spawn(
    process.execPath,
    ['--conditions=@cardsmith/source', '--import', 'tsx', `services/${name}/src/${entry}.ts`],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        DATABASE_URL: infra.databaseUrl,
        REDIS_URL: infra.redisUrl,
        REDIS_PREFIX: infra.redisPrefix,
        HOST: '127.0.0.1',
        ...(entry === 'worker' ? { METRICS_PORT: String(port) } : { PORT: String(port) }),
        ...env,
      },
    },
  );
  running.add(child);
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr.push(chunk.toString());
    if (process.env.TEST_LOG_LEVEL) process.stderr.write(`[${name}] ${chunk.toString()}`);
  });
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child);
      throw new Error(
        `${name} exited (${child.exitCode ?? child.signalCode}) while starting:\n${stderr.join('')}`,
      );
    }
    try {
      if ((await fetch(`${url}${entry === 'worker' ? '/healthz' : '/readyz'}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${name} was not ready at ${url} within ${readyTimeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    url,
    pid: child.pid!,
    stop: () => stopChild(child),
    kill: async () => {
      const gone = exited(child);
      child.kill('SIGKILL');
      await gone;
      running.delete(child);
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URLs of the other services a project's global setup started, by name. */
    serviceUrls: Record<string, string>;
  }
}

/**
 * A service's vitest global setup: start the run's infra, apply its own migrations, start the
 * other services its tests talk to (each migrates its own schema), provide `inject('infra')` and
 * `inject('serviceUrls')` to the test files and stop everything after.
 */
export function migratedInfraSetup(
  services: { schema: string; migrations: Migrations }[],
  others: Omit<StartServiceOptions, 'infra'>[] = [],
) {
  return async function setup(project: TestProject): Promise<() => Promise<void>> {
    const infra = await startMigratedInfra(services);
    const started: StartedService[] = [];
    const stop = async () => {
      await Promise.all(started.map((service) => service.stop()));
      await infra.stop();
    };
    const provided = {
      databaseUrl: infra.databaseUrl,
      redisUrl: infra.redisUrl,
      redisPrefix: infra.redisPrefix,
    };
    try {
      for (const other of others) started.push(await startService({ ...other, infra: provided }));
    } catch (error) {
      await stop();
      throw error;
    }
    project.provide('infra', provided);
    project.provide(
      'serviceUrls',
      Object.fromEntries(started.map((service) => [service.name, service.url])),
    );
    return stop;
  };
}
export * from './contract-routes.js';
export * from './fuzz.js';
export * from './fuzz-requests.js';
export * from './test-png.js';

/** The value of the first sample of `name` with these labels in a Prometheus text, if any. */
export function metricSample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        Object.entries(labels).every(([key, value]) => l.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}
