import { PrintSubmitQueue } from '@cardsmith/contracts';
import {
  createProducer,
  internalHeaders,
  loadConfig,
  startJobWorker,
  type JobWorker,
} from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/service-kit/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHttpVendor, type PrintVendor } from '../src/adapters/vendor.js';
import { PrintWorkerEnvSchema } from '../src/config.js';
import type { PrintDb } from '../src/db/database.js';
import { buildSubmission } from '../src/submission/build-submission.js';
import { startVendorPeer } from './vendor-peer.js';
import { createCard, newVisitor, orderRequest, startApp, type TestApp } from './support.js';

const infra = inject('infra');
const ctx = createTestServiceContext<PrintDb>(infra, 'print');
const connection = { redisUrl: infra.redisUrl, redisPrefix: infra.redisPrefix };
// Retries a few milliseconds apart, so the test waits for the retry, not for the 10 s default.
const producer = createProducer(PrintSubmitQueue, {
  ...connection,
  retry: { attempts: 3, backoffMs: 20 },
});
let test: TestApp;
let vendorPeer: Awaited<ReturnType<typeof startVendorPeer>>;
let worker: JobWorker | undefined;

beforeAll(async () => {
  vendorPeer = await startVendorPeer();
  test = await startApp({
    submissions: {
      enqueue: (orderId) =>
        producer.enqueue({ name: 'submit', data: { orderId } }, { id: orderId }),
    },
  });
});
afterAll(async () => {
  await worker?.stop(1000);
  await test.close();
  await producer.close();
  await vendorPeer.close();
  await ctx.close();
});

describe('the print-submit queue', () => {
  it('submits once when a run dies after the vendor answered and the job is retried', async () => {
    const visitor = newVisitor();
    const cardId = await createCard(visitor);
    const placed = await test.app.inject({
      method: 'POST',
      url: '/api/print',
      headers: visitor.headers,
      payload: orderRequest(cardId),
    });
    const orderId: string = placed.json().order.id;

    const http = createHttpVendor({ apiUrl: vendorPeer.apiUrl, apiKey: 'k' });
    let calls = 0;
    // The first run reaches the vendor, then "dies" before it records the submission.
    const crashingOnce: PrintVendor = {
      kind: 'http',
      async submit(order) {
        const answer = await http.submit(order);
        calls += 1;
        if (calls === 1) throw new Error('worker died after the vendor answered');
        return answer;
      },
    };
    const config = loadConfig(PrintWorkerEnvSchema, { INTERNAL_SECRET: TEST_INTERNAL_SECRET });
    const { submission, emailSender } = buildSubmission({
      config,
      db: ctx.db,
      logger: ctx.logger,
      vendor: crashingOnce,
    });
    let settled: (outcome: string) => void = () => {};
    const outcome = new Promise<string>((resolve) => {
      settled = resolve;
    });
    worker = await startJobWorker({
      definition: PrintSubmitQueue,
      ...connection,
      logger: ctx.logger,
      handlers: {
        submit: async (data) => {
          settled(await submission.submit(data.orderId));
        },
        email: async (data) => {
          await emailSender.send(data.emailId);
        },
      },
    });

    const uniqueBefore = vendorPeer.uniqueOrders();
    const paid = await test.app.inject({
      method: 'POST',
      url: `/internal/print/orders/${orderId}/mark-paid`,
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: {},
    });
    expect(paid.statusCode).toBe(200);
    // A duplicate enqueue of the same order is ignored by the queue.
    await producer.enqueue({ name: 'submit', data: { orderId } }, { id: orderId });

    expect(await outcome).toBe('submitted');
    const sent = vendorPeer.requests.filter((r) => r.body.merchantReference === orderId);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((r) => r.headers['idempotency-key']))).toEqual(new Set([orderId]));
    expect(vendorPeer.uniqueOrders()).toBe(uniqueBefore + 1);
    const order = (
      await test.app.inject({ url: `/api/print/orders/${orderId}`, headers: visitor.headers })
    ).json().order;
    expect(order.history.map((h: { status: string }) => h.status)).toEqual([
      'awaiting_payment',
      'paid',
      'submitted',
    ]);
  });
});
