import { randomUUID } from 'node:crypto';
import { PrintSubmitQueue } from '@cardsmith/contracts';
import {
  createDb,
  createProducer,
  internalHeaders,
  loadConfig,
  startJobWorker,
  startReconciler,
  type JobWorker,
  type QueueProducer,
  type Reconciler,
} from '@cardsmith/service-kit';
import {
  applyMigrations,
  createTestServiceContext,
  TEST_INTERNAL_SECRET,
} from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { createHttpVendor } from '../src/adapters/vendor.js';
import { PrintWorkerEnvSchema } from '../src/config.js';
import type { PrintDb } from '../src/db/database.js';
import { buildSubmission } from '../src/app.js';
import { findDueJobs } from '../src/submission/due-jobs.js';
import { submissionQueue } from '../src/submission/submission-queue.js';
import type { SubmitOutcome } from '../src/submission/submission.service.js';
import { startVendorPeer } from './vendor-peer.js';
import {
  createCard,
  newVisitor,
  orderStatus,
  markPaid,
  startApp,
  type TestApp,
} from './support.js';

// The reconciler takes every paid order it finds: this file's orders live in a schema and a
// queue of their own, so it never finds (or submits) another file's.
const SCHEMA = `print_scheduled_${randomUUID().slice(0, 8)}`;
const infra = inject('infra');
const queueConnection = {
  redisUrl: infra.redisUrl,
  redisPrefix: `${infra.redisPrefix}${SCHEMA}:`,
};
const internal = internalHeaders(TEST_INTERNAL_SECRET);

/** The one clock of the API's producer and the worker's submit check, moved by the test. */
let clock = Date.now();
const runs: { orderId: string; outcome: SubmitOutcome; at: number }[] = [];
let test: TestApp;
let producer: QueueProducer<typeof PrintSubmitQueue>;
let worker: JobWorker;
let reconciler: Reconciler;
let vendor: Awaited<ReturnType<typeof startVendorPeer>>;
/** The worker process's wiring (its submission service and repositories), in this process. */
let side: ReturnType<typeof buildSubmission>;
const ctx = createTestServiceContext<PrintDb>(infra, SCHEMA);

beforeAll(async () => {
  await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations }]);
  vendor = await startVendorPeer();
  producer = createProducer(PrintSubmitQueue, {
    ...queueConnection,
    logger: ctx.logger,
    now: () => clock,
  });
  test = await startApp({ schema: SCHEMA, submissions: submissionQueue(producer) });
  side = buildSubmission({
    config: loadConfig(PrintWorkerEnvSchema, {
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      // A group card's signatures are read from cards when the files are made.
      CARDS_URL: inject('serviceUrls').cards!,
    }),
    db: ctx.db,
    logger: ctx.logger,
    vendor: createHttpVendor({ apiUrl: vendor.apiUrl, apiKey: 'vendor-key' }),
    now: () => new Date(clock),
  });
  const { submission, orders } = side;
  worker = await startJobWorker({
    ...queueConnection,
    definition: PrintSubmitQueue,
    logger: ctx.logger,
    handlers: {
      submit: async ({ orderId }) => {
        const at = clock;
        runs.push({ orderId, outcome: await submission.submit(orderId), at });
      },
    },
  });
  // Passes run when the test says, not on a timer.
  reconciler = startReconciler({
    producer,
    findDue: () => findDueJobs(orders),
    logger: ctx.logger,
    repeat: () => () => {},
  });
});
afterAll(async () => {
  await reconciler?.stop();
  await worker?.stop();
  await producer?.close();
  await test?.close();
  await vendor?.close();
  await ctx.close();
  const db = createDb<PrintDb>(infra.databaseUrl, 'public', 1);
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(db);
  await db.destroy();
});

async function paidScheduledOrder(submitAfter: Date): Promise<string> {
  const visitor = newVisitor();
  const created = await test.app.inject({
    method: 'POST',
    url: '/internal/print/scheduled-orders',
    headers: internal,
    payload: {
      deliveryId: randomUUID(),
      cardId: await createCard(visitor, 'Happy birthday, Grace!'),
      ownerVisitorId: visitor.id,
      shippingDetails: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'sender@example.com',
        address1: '1 Harbor Way',
        city: 'Arlington',
        state: 'VA',
        zip: '22201',
        country: 'US',
      },
      submitAfter: submitAfter.toISOString(),
    },
  });
  expect(created.statusCode).toBe(201);
  const orderId: string = created.json().order.id;
  const paid = await markPaid(test.app, orderId);
  expect(paid.statusCode).toBe(200);
  return orderId;
}

const statusOf = (orderId: string) => orderStatus(ctx.db, orderId);
const vendorRequestsFor = (orderId: string) =>
  vendor.requests.filter((request) => request.body.merchantReference === orderId);

describe('a paid scheduled post', () => {
  it('goes to the vendor at its submit instant by the clock, never before', async () => {
    clock = Date.now();
    const submitAfter = new Date(clock + 2000);
    const orderId = await paidScheduledOrder(submitAfter);

    // Paid: its job waits in Redis for the instant.
    expect(await producer.state(orderId)).toBe('delayed');
    expect(await findDueJobs(side.orders)).toContainEqual({
      id: orderId,
      job: { name: 'submit', data: { orderId } },
      at: submitAfter,
    });

    // Run before the instant (a job promoted by hand, a clock ahead elsewhere): nothing is sent.
    expect(await side.submission.submit(orderId)).toBe('early');
    expect(vendorRequestsFor(orderId)).toEqual([]);
    expect(await statusOf(orderId)).toBe('paid');

    // Redis lost the job: the reconciler puts it back for the instant, not for now.
    await producer.remove(orderId);
    await reconciler.reconcile();
    expect(await producer.state(orderId)).toBe('delayed');
    expect(vendorRequestsFor(orderId)).toEqual([]);

    // The clock reaches the instant. Whether the delayed job fires now or already ran early on a
    // slow machine (then the reconciler replaces it, due at once), the order goes once.
    clock = submitAfter.getTime();
    await reconciler.reconcile();
    await expect.poll(() => statusOf(orderId)).toBe('submitted');
    expect(vendorRequestsFor(orderId)).toHaveLength(1);
    const sent = runs.filter((run) => run.orderId === orderId && run.outcome === 'submitted');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.at).toBeGreaterThanOrEqual(submitAfter.getTime());
  });

  it('paid after its submit instant goes at once', async () => {
    clock = Date.now();
    const orderId = await paidScheduledOrder(new Date(clock - 60_000));
    await expect.poll(() => statusOf(orderId)).toBe('submitted');
    expect(vendorRequestsFor(orderId)).toHaveLength(1);
  });
});
