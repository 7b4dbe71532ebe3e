import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestInfra } from '@cardsmith/testing';
import { GATEWAY, NATIVE_ALLOCATOR_ENV, SERVICES } from './services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningPlatform {
  baseUrl: string;
  /** Base URL of one service by name (cards, ai, media, …), for benchmarks that compare. */
  serviceUrl: (name: string) => string;
  /** Process id of one service's API process by name (cards, media, …, gateway), for benchmarks. */
  pidOf: (name: string) => number;
  databaseUrl: string;
  /** The Redis every process uses, and the prefix of its keys and channels. */
  redisUrl: string;
  redisPrefix: string;
  stop: () => Promise<void>;
}

/**
 * Generous on purpose: every service starts at once, on two cores that the tests or benchmarks
 * and other work share, and a start-up only has to fail when a service hangs, not when it is slow.
 */
const READY_LIMIT_MS = 180_000;

async function waitForReady(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + READY_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not become ready at ${url}`);
}

/**
 * Starts every built service and the gateway against a throwaway database and Redis prefix, on
 * the usual ports plus `portOffset` so a developer's running platform is left alone. Used by the
 * end-to-end tests and the benchmarks; `npm run build` first.
 */
/** The admin password of every platform this starts (e2e signs in with it). */
export const TEST_PLATFORM_ADMIN_PASSWORD = 'e2e-admin-password';

export async function startPlatform({
  portOffset = 10_000,
  env = {},
  nodeArgs = [],
}: {
  portOffset?: number;
  env?: Record<string, string>;
  /** Node flags for every service process, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
} = {}): Promise<RunningPlatform> {
  const infra = await startTestInfra();
  const port = (base: number) => base + portOffset;
  const upstreams = Object.fromEntries(
    SERVICES.map((s) => [s.env, `http://127.0.0.1:${port(s.port)}`]),
  );
  const baseUrl = `http://127.0.0.1:${port(GATEWAY.port)}`;
  const children: ChildProcess[] = [];
  const apiPids = new Map<string, number>();
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await infra.stop();
  };
  try {
    for (const service of [...SERVICES, GATEWAY]) {
      const main = join(root, 'services', service.name, 'dist', 'src', 'main.js');
      if (!existsSync(main)) continue;
      const child = spawn(process.execPath, [...nodeArgs, main], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          ...NATIVE_ALLOCATOR_ENV,
          ...upstreams,
          PORT: String(port(service.port)),
          METRICS_PORT: String(port(GATEWAY.metricsPort)),
          DATABASE_URL: infra.databaseUrl,
          REDIS_URL: infra.redisUrl,
          REDIS_PREFIX: infra.redisPrefix,
          LOG_LEVEL: 'warn',
          PUBLIC_ORIGIN: baseUrl,
          // Every browser of the suite shares 127.0.0.1; the gateway's tests check the limits.
          ACTION_LIMIT_MULTIPLIER: '1000',
          RATE_LIMIT_MAX_PER_ADDRESS: '1000000',
          ADMIN_PASSWORD: TEST_PLATFORM_ADMIN_PASSWORD,
          // A like shows in trending at once (the sharing journey checks it).
          TRENDING_MAX_AGE_MS: '0',
          ...env,
        },
      });
      children.push(child);
      apiPids.set(service.name, child.pid!);
      await waitForReady(`http://127.0.0.1:${port(service.port)}/readyz`, child, service.name);
    }
    // Queue workers (print-submit, …): their own processes, /healthz on the metrics port
    // (service port + 5000, e.g. print 4105 → 9105, as their defaults).
    for (const service of SERVICES) {
      const worker = join(root, 'services', service.name, 'dist', 'src', 'worker.js');
      if (!existsSync(worker)) continue;
      const metricsPort = port(service.port + 5000);
      const child = spawn(process.execPath, [worker], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          ...upstreams,
          METRICS_PORT: String(metricsPort),
          DATABASE_URL: infra.databaseUrl,
          REDIS_URL: infra.redisUrl,
          REDIS_PREFIX: infra.redisPrefix,
          LOG_LEVEL: 'warn',
          PUBLIC_ORIGIN: baseUrl,
          ...env,
        },
      });
      children.push(child);
      await waitForReady(
        `http://127.0.0.1:${metricsPort}/healthz`,
        child,
        `${service.name}-worker`,
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    serviceUrl: (name) => {
      const service = [...SERVICES, GATEWAY].find((s) => s.name === name);
      if (!service) throw new Error(`Unknown service ${name}`);
      return `http://127.0.0.1:${port(service.port)}`;
    },
    pidOf: (name) => {
      const pid = apiPids.get(name);
      if (pid === undefined) throw new Error(`No ${name} process was started`);
      return pid;
    },
    databaseUrl: infra.databaseUrl,
    redisUrl: infra.redisUrl,
    redisPrefix: infra.redisPrefix,
    stop,
  };
}
