import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { internalHeaders, loadConfig } from '@cardsmith/service-kit';
import {
  createTestServiceContext,
  startMigratedInfra,
  TEST_INTERNAL_SECRET,
  type TestInfra,
  type TestServiceContext,
} from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { buildApp } from '../src/app.js';
import { PrintEnvSchema } from '../src/config.js';
import type { PrintDb } from '../src/db/database.js';
import { startVendorPeer } from './vendor-peer.js';
import { createCard, newVisitor, orderRequest, orderStatus } from './support.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// A database and queue of this file's own: the worker process's reconciler takes every paid
// order and unsent email it finds, and must not find the other test files' orders.
let infra: TestInfra;
let ctx: TestServiceContext<PrintDb>;
let app: FastifyInstance;
let vendor: Awaited<ReturnType<typeof startVendorPeer>>;
const workers: { child: ChildProcess; exited: Promise<unknown> }[] = [];

beforeAll(async () => {
  infra = await startMigratedInfra([{ schema: 'print', migrations }]);
  ctx = createTestServiceContext<PrintDb>(infra, 'print');
  vendor = await startVendorPeer();
  // The API as main.ts builds it, with its real print-submit producer.
  app = await buildApp({
    config: loadConfig(PrintEnvSchema, {
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      CARDS_URL: inject('serviceUrls').cards!,
      DATABASE_URL: infra.databaseUrl,
      REDIS_URL: infra.redisUrl,
      REDIS_PREFIX: infra.redisPrefix,
    }),
    logger: ctx.logger,
    db: ctx.db,
    redis: ctx.redis,
  });
  await app.ready();
});
afterAll(async () => {
  for (const { child, exited } of workers) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
  await app?.close();
  await vendor?.close();
  await ctx?.close();
  await infra?.stop();
});

/** `node dist/src/worker.js` as deployed, from source, against the loopback vendor. */
function startWorkerProcess() {
  const child = spawn(
    process.execPath,
    ['--conditions=@cardsmith/source', '--import', 'tsx', 'services/print/src/worker.ts'],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        DATABASE_URL: infra.databaseUrl,
        REDIS_URL: infra.redisUrl,
        REDIS_PREFIX: infra.redisPrefix,
        METRICS_PORT: '0',
        // A group card's signatures are read from cards when its print file is made.
        CARDS_URL: inject('serviceUrls').cards!,
        VENDOR_API_URL: vendor.apiUrl,
        VENDOR_API_KEY: 'vendor-key',
        // One job at a time, and a dead worker's job is taken back within seconds.
        WORKER_CONCURRENCY: '1',
        WORKER_LOCK_DURATION_MS: '2000',
        WORKER_STALLED_INTERVAL_MS: '1000',
        QUEUE_RECONCILE_INTERVAL_MS: '1000',
      },
    },
  );
  const worker = { child, exited: once(child, 'exit') };
  workers.push(worker);
  return worker;
}

const statusOf = (orderId: string) => orderStatus(ctx.db, orderId);

describe('a print worker killed mid-submit', () => {
  it('leaves the vendor with exactly one order, and the restarted worker records it submitted', async () => {
    const visitor = newVisitor();
    const cardId = await createCard(visitor);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/print',
      headers: visitor.headers,
      payload: orderRequest(cardId),
    });
    expect(placed.statusCode).toBe(201);
    const orderId: string = placed.json().order.id;

    const first = startWorkerProcess();
    const held = vendor.holdNext();
    const paid = await app.inject({
      method: 'POST',
      url: `/internal/print/orders/${orderId}/mark-paid`,
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: {},
    });
    expect(paid.statusCode).toBe(200);

    // The vendor has taken the order; its answer never reaches the worker, which dies now.
    await held;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(await statusOf(orderId)).toBe('paid');
    expect(vendor.uniqueOrders()).toBe(1);

    startWorkerProcess();
    await expect
      .poll(() => statusOf(orderId), { timeout: 90_000, interval: 200 })
      .toBe('submitted');

    const sent = vendor.requests.filter((r) => r.body.merchantReference === orderId);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((r) => r.headers['idempotency-key']))).toEqual(new Set([orderId]));
    expect(vendor.uniqueOrders()).toBe(1);
    const row = await ctx.db
      .selectFrom('print_order')
      .select('vendor_order_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.vendor_order_id).toBe(vendor.idOfOrder(orderId));
    const history = await ctx.db
      .selectFrom('print_order_event')
      .select('status')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(history.map((event) => event.status)).toEqual(['awaiting_payment', 'paid', 'submitted']);
    // The paid email is the scheduler's job, written once with the payment, whatever the kills.
    const emails = await ctx.db
      .selectFrom('outbox')
      .select(['id', 'job_name'])
      .where('id', 'like', `print-%-${orderId}`)
      .execute();
    expect(emails).toEqual([{ id: `print-paid-${orderId}`, job_name: 'email' }]);
  }, 150_000);
});
