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
import { PrintWorkerEnvSchema } from '../src/config.js';
import type { PrintDb } from '../src/db/database.js';
import type { EmailOutcome } from '../src/emails/email-sender.service.js';
import { OrdersRepository } from '../src/orders/orders.repository.js';
import { buildSubmission } from '../src/submission/build-submission.js';
import { startSchedulerPeer } from './scheduler-peer.js';
import {
  createCard,
  newVisitor,
  orderRequest,
  recordingSubmissions,
  markPaid,
  startApp,
  type TestApp,
} from './support.js';

const infra = inject('infra');
const ctx = createTestServiceContext<PrintDb>(infra, 'print');
// A queue of this file's own: no other file's worker takes these jobs.
const connection = { redisUrl: infra.redisUrl, redisPrefix: `${infra.redisPrefix}emails-` };
// Retries a few milliseconds apart, so the test waits for the retry, not for the 10 s default.
const producer = createProducer(PrintSubmitQueue, {
  ...connection,
  retry: { attempts: 3, backoffMs: 20 },
});
const internal = internalHeaders(TEST_INTERNAL_SECRET);
let scheduler: Awaited<ReturnType<typeof startSchedulerPeer>>;
let test: TestApp;
let worker: JobWorker;
const outcomes = new Map<string, (outcome: EmailOutcome) => void>();
const outcomeOf = (emailId: string) =>
  new Promise<EmailOutcome>((resolve) => outcomes.set(emailId, resolve));

beforeAll(async () => {
  scheduler = await startSchedulerPeer(TEST_INTERNAL_SECRET);
  test = await startApp({
    submissions: recordingSubmissions(),
    emailQueue: {
      enqueue: (emailId) => producer.enqueue({ name: 'email', data: { emailId } }, { id: emailId }),
    },
  });
  const config = loadConfig(PrintWorkerEnvSchema, {
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    SCHEDULER_URL: scheduler.url,
    PUBLIC_ORIGIN: 'https://cards.example',
  });
  const { submission, emailSender } = buildSubmission({ config, db: ctx.db, logger: ctx.logger });
  worker = await startJobWorker({
    definition: PrintSubmitQueue,
    ...connection,
    logger: ctx.logger,
    handlers: {
      submit: async (data) => {
        await submission.submit(data.orderId);
      },
      email: async (data) => {
        const outcome = await emailSender.send(data.emailId);
        outcomes.get(data.emailId)?.(outcome);
      },
    },
  });
});
afterAll(async () => {
  await worker.stop(1000);
  await test.close();
  await producer.close();
  await scheduler.close();
  await ctx.close();
});

async function placeOrder(): Promise<string> {
  const visitor = newVisitor();
  const cardId = await createCard(visitor);
  const placed = await test.app.inject({
    method: 'POST',
    url: '/api/print',
    headers: visitor.headers,
    payload: orderRequest(cardId),
  });
  expect(placed.statusCode).toBe(201);
  return placed.json().order.id;
}

const emailRows = (orderId: string) =>
  ctx.db
    .selectFrom('print_email')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();

describe('print emails', () => {
  it('emails at paid and at shipped (with tracking) through the scheduler, once each, retrying while it is down', async () => {
    const orderId = await placeOrder();
    expect(await emailRows(orderId)).toEqual([]);

    scheduler.failNext(1);
    // The email row is written with the status change; its id is known only afterwards, so the
    // test waits for the scheduler to receive it and then for the job's outcome.
    const paid = await markPaid(test.app, orderId);
    expect(paid.statusCode).toBe(200);
    const [paidRow] = await emailRows(orderId);
    expect(paidRow).toMatchObject({ kind: 'paid' });
    const paidOutcome = outcomeOf(paidRow!.id);
    const [paidEmail] = await scheduler.received(orderId, 1);
    expect(await paidOutcome).toBe('sent');

    expect(paidEmail!.to).toBe('ada@example.com');
    expect(paidEmail!.subject).toBe('Your printed card order is paid');
    expect(paidEmail!.text).toContain('$19.95');
    expect(paidEmail!.text).toContain(`https://cards.example/orders/${orderId}`);
    expect(paidEmail!.html).toContain(`href="https://cards.example/orders/${orderId}"`);
    const [sentRow] = await emailRows(orderId);
    expect(sentRow).toMatchObject({ channel: 'outbox', attempts: 2, last_error: null });
    expect(sentRow!.sent_at).toBeInstanceOf(Date);

    // The printer (here: the offline outbox) takes the order, then reports it shipped.
    const config = loadConfig(PrintWorkerEnvSchema, { INTERNAL_SECRET: TEST_INTERNAL_SECRET });
    const { submission } = buildSubmission({ config, db: ctx.db, logger: ctx.logger });
    expect(await submission.submit(orderId)).toBe('submitted');
    const shipped = await test.app.inject({
      method: 'POST',
      url: `/internal/print/orders/${orderId}/vendor-status`,
      headers: internal,
      payload: {
        status: 'shipped',
        trackingNumber: 'LX123456789US',
        trackingUrl: 'https://post.example/track?n=LX123456789US',
      },
    });
    expect(shipped.statusCode).toBe(200);
    const shippedRow = (await emailRows(orderId)).find((row) => row.kind === 'shipped')!;
    const shippedOutcome = outcomeOf(shippedRow.id);
    const [, shippedEmail] = await scheduler.received(orderId, 2);
    expect(await shippedOutcome).toBe('sent');

    expect(shippedEmail!.subject).toBe('Your printed cards are on their way');
    expect(shippedEmail!.text).toContain('Tracking number: LX123456789US');
    expect(shippedEmail!.text).toContain('https://post.example/track?n=LX123456789US');
    expect(shippedEmail!.html).toContain('href="https://post.example/track?n=LX123456789US"');
    expect(scheduler.emails.filter((email) => email.text.includes(orderId))).toHaveLength(2);
    // Each email names itself by its row, so the scheduler keeps a retried one once.
    expect(shippedEmail!.idempotencyKey).toBe(`print-email:${shippedRow.id}`);
    expect(paidEmail!.idempotencyKey).toBe(`print-email:${paidRow!.id}`);
  });

  it('sends a sent email never again and writes one email per kind however often paid is entered', async () => {
    const orderId = await placeOrder();
    await markPaid(test.app, orderId);
    const [row] = await emailRows(orderId);
    const outcome = outcomeOf(row!.id);
    await scheduler.received(orderId, 1);
    expect(await outcome).toBe('sent');

    // A replayed job (the reconciler racing the worker, a retry after a lost ack) sends nothing.
    const config = loadConfig(PrintWorkerEnvSchema, {
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      SCHEDULER_URL: scheduler.url,
    });
    const { emailSender, emails } = buildSubmission({ config, db: ctx.db, logger: ctx.logger });
    expect(await emailSender.send(row!.id)).toBe('already-sent');
    // Paid entered again (a payment retried in the same intent): still one paid email.
    const orders = new OrdersRepository(ctx.db);
    expect(await orders.transition(orderId, ['paid'], 'paid')).toBeDefined();
    expect(await emailRows(orderId)).toHaveLength(1);
    expect(await emails.listUnsent(orderId)).toEqual([]);
    expect(scheduler.emails.filter((email) => email.text.includes(orderId))).toHaveLength(1);
  });

  it('keeps the email for the reconciler when the queue cannot take it', async () => {
    const unreachable = await startApp({
      submissions: recordingSubmissions(),
      emailQueue: {
        enqueue: async () => {
          throw new Error('Redis is down');
        },
      },
    });
    try {
      const orderId = await placeOrder();
      const paid = await markPaid(unreachable.app, orderId);
      expect(paid.statusCode).toBe(200);
      const config = loadConfig(PrintWorkerEnvSchema, { INTERNAL_SECRET: TEST_INTERNAL_SECRET });
      const { emails } = buildSubmission({ config, db: ctx.db, logger: ctx.logger });
      const [row] = await emailRows(orderId);
      expect(await emails.listUnsent()).toContainEqual({ id: row!.id });
    } finally {
      await unreachable.close();
    }
  });
});
