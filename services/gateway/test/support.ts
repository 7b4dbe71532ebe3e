import {
  createDb,
  createLogger,
  loadConfig,
  type Redis,
  type Scheduler,
} from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
export { DEAD_URL, freePort } from '@cardsmith/testing';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { AdminPassword } from '../src/admin/admin-password.js';
import { buildApp } from '../src/app.js';
import { GatewayEnvSchema, type GatewayConfig } from '../src/config.js';
import type { GatewayDb } from '../src/db/database.js';
import { VISITOR_COOKIE } from '../src/visitor/visitor-cookie.js';

/** The public origin of the cards service the project's global setup starts. */
export const CARDS_PUBLIC_ORIGIN = 'https://cards.example';

export const logger = createLogger('gateway-test', process.env.TEST_LOG_LEVEL ?? 'silent');

/** Starts an app on an ephemeral loopback port and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Every test file's gateways share the run's Redis and the loopback address, so their per-network
 * counts add up across files running in the same minute: a file that does not test the limits
 * (it sets none) gets a per-network limit no run reaches.
 */
const UNREACHED_PER_ADDRESS_LIMIT = '1000000';

export function gatewayConfig(env: Record<string, string>): GatewayConfig {
  const testsLimits = 'RATE_LIMIT_MAX' in env || 'RATE_LIMIT_MAX_PER_ADDRESS' in env;
  return loadConfig(GatewayEnvSchema, {
    NODE_ENV: 'test',
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    METRICS_PORT: '0',
    ...(testsLimits ? {} : { RATE_LIMIT_MAX_PER_ADDRESS: UNREACHED_PER_ADDRESS_LIMIT }),
    ...env,
  });
}

/** The admin password of every test gateway (checking a hash per login stays cheap). */
export const TEST_ADMIN_PASSWORD = 'test-admin-password';
const testAdminPassword: AdminPassword = {
  verify: async (candidate) => candidate === TEST_ADMIN_PASSWORD,
};

/** A gateway on the run's database (its `gateway` schema, migrated by the global setup). */
export async function buildGateway(
  env: Record<string, string>,
  redis: Redis,
  options: {
    now?: () => number;
    scheduler?: Scheduler;
    adminPassword?: AdminPassword;
    apiFastPath?: boolean;
  } = {},
) {
  const db = createDb<GatewayDb>(inject('infra').databaseUrl, 'gateway', 2);
  const app = await buildApp({
    config: gatewayConfig(env),
    logger,
    redis,
    db,
    adminPassword: testAdminPassword,
    ...options,
  });
  app.addHook('onClose', () => db.destroy());
  await app.ready();
  return app;
}

/** The `name=value` pair of the visitor cookie a response set, ready for a Cookie header. */
export function visitorCookie(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === VISITOR_COOKIE);
  return cookie ? `${cookie.name}=${cookie.value}` : null;
}

/**
 * A stand-in for a service that is not written yet: it answers every path with what it
 * received (method, url, headers, body size), and serves one small file with Range and ETag.
 */
export async function startEchoUpstream(
  service: string,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    let bytes = 0;
    payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
    payload.on('end', () => done(null, { bytes }));
    payload.on('error', done);
  });
  const file = Buffer.from('0123456789');
  app.get('/api/media/file', async (request, reply) => {
    reply.header('etag', '"v1"').header('accept-ranges', 'bytes').type('audio/wav');
    if (request.headers['if-none-match'] === '"v1"') return reply.status(304).send();
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
    if (range) {
      const [start, end] = [Number(range[1]), Number(range[2])];
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${file.length}`)
        .send(file.subarray(start, end + 1));
    }
    return file;
  });
  app.all('/*', async (request) => ({
    service,
    method: request.method,
    url: request.url,
    headers: request.headers,
    bytes: (request.body as { bytes?: number } | undefined)?.bytes ?? 0,
  }));
  return { app, url: await listen(app) };
}
