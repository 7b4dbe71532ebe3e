import { randomUUID } from 'node:crypto';
import { DeliveriesQueue, type EmailJob } from '@cardsmith/contracts';
import { EmailRequestSchema, renderEmail } from '@cardsmith/emails';
import { createProducer, internalHeaders, loadConfig } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PrintWorkerEnvSchema } from '../src/config.js';
import type { PrintDb } from '../src/db/database.js';
import { orderPageUrl } from '../src/orders/order-page-url.js';
import { OrdersRepository } from '../src/orders/orders.repository.js';
import { buildSubmission } from '../src/app.js';
import {
  newVisitor,
  recordingSubmissions,
  markPaid,
  startApp,
  type TestApp,
  placeOrder,
} from './support.js';

const infra = inject('infra');
const ctx = createTestServiceContext<PrintDb>(infra, 'print');
const internal = internalHeaders(TEST_INTERNAL_SECRET);
const PUBLIC_ORIGIN = 'https://cards.example';
// The scheduler's queue as this run's Redis holds it: the app's relay puts the jobs there.
const deliveries = createProducer(DeliveriesQueue, {
  redisUrl: infra.redisUrl,
  redisPrefix: infra.redisPrefix,
});
let test: TestApp;

beforeAll(async () => {
  test = await startApp({
    submissions: recordingSubmissions(),
    env: { PUBLIC_ORIGIN, OUTBOX_RELAY_INTERVAL_MS: '100' },
  });
});
afterAll(async () => {
  await test.close();
  await deliveries.close();
  await ctx.close();
});

async function placedOrderId(): Promise<string> {
  return (await placeOrder(test.app, newVisitor())).order.id;
}

/** The email jobs print's outbox holds for the order, by job id. */
async function emailJobs(orderId: string): Promise<Map<string, EmailJob>> {
  const rows = await ctx.db
    .selectFrom('outbox')
    .select(['id', 'queue', 'job_name', 'data'])
    .where('id', 'like', `print-%-${orderId}`)
    .execute();
  for (const row of rows) expect(row).toMatchObject({ queue: 'deliveries', job_name: 'email' });
  return new Map(rows.map((row) => [row.id, row.data as EmailJob]));
}

describe('print emails', () => {
  it('are email jobs for the scheduler written with the paid and shipped changes, which the scheduler renders', async () => {
    const orderId = await placedOrderId();
    expect(await emailJobs(orderId)).toEqual(new Map());

    expect((await markPaid(test.app, orderId)).statusCode).toBe(200);
    const paid = (await emailJobs(orderId)).get(`print-paid-${orderId}`)!;
    expect(paid).toMatchObject({
      template: 'print-paid',
      to: 'ada@example.com',
      key: `print-paid-${orderId}`,
    });
    // What the scheduler's `email` handler does with it: check it against the template, render.
    const paidEmail = await renderEmail(
      'print-paid',
      EmailRequestSchema.parse(paid).props as never,
    );
    expect(paidEmail.subject).toBe('Your printed card order is paid');
    expect(paidEmail.text).toContain('$19.95');
    expect(paidEmail.text).toContain(`${PUBLIC_ORIGIN}/orders/${orderId}`);
    // The app's relay puts it on the scheduler's queue under its key.
    await expect
      .poll(() => deliveries.state(`print-paid-${orderId}`), { timeout: 10_000, interval: 100 })
      .not.toBe('unknown');

    // The printer (here: the offline outbox) takes the order, then reports it shipped.
    const config = loadConfig(PrintWorkerEnvSchema, {
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      // A group card's signatures are read from cards when the files are made.
      CARDS_URL: inject('serviceUrls').cards!,
    });
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
    const shippedJob = (await emailJobs(orderId)).get(`print-shipped-${orderId}`)!;
    const shippedEmail = await renderEmail(
      'print-shipped',
      EmailRequestSchema.parse(shippedJob).props as never,
    );
    expect(shippedEmail.subject).toBe('Your printed cards are on their way');
    expect(shippedEmail.text).toContain('Tracking number: LX123456789US');
    expect([...(await emailJobs(orderId)).keys()].sort()).toEqual([
      `print-paid-${orderId}`,
      `print-shipped-${orderId}`,
    ]);
  });

  it('writes one email per order and kind however often paid is entered', async () => {
    const orderId = await placedOrderId();
    await markPaid(test.app, orderId);
    // Paid entered again (a payment retried in the same intent): still one paid email.
    const orders = new OrdersRepository(ctx.db, orderPageUrl(PUBLIC_ORIGIN));
    expect(await orders.transition(orderId, ['paid'], 'paid')).toBeDefined();
    expect([...(await emailJobs(orderId)).keys()]).toEqual([`print-paid-${orderId}`]);
  });

  it('hands the emails the old print_email table held unsent to the outbox, once, beside what the new path wrote', async () => {
    const orders = new OrdersRepository(ctx.db, orderPageUrl(PUBLIC_ORIGIN));
    const waiting = await placedOrderId();
    await ctx.db
      .updateTable('print_order')
      .set({ status: 'paid' })
      .where('id', '=', waiting)
      .execute();
    // Paid through the new path as well: its job is in the outbox under the same key.
    const alsoNew = await placedOrderId();
    await markPaid(test.app, alsoNew);
    const alreadySent = await placedOrderId();
    await ctx.db
      .insertInto('print_email')
      .values([
        { id: randomUUID(), order_id: waiting, kind: 'paid', sent_at: null, channel: null },
        { id: randomUUID(), order_id: alsoNew, kind: 'paid', sent_at: null, channel: null },
        {
          id: randomUUID(),
          order_id: alreadySent,
          kind: 'paid',
          sent_at: new Date(),
          channel: 'smtp',
        },
      ])
      .execute();

    expect(await orders.handOverUnsentLegacyEmails(1)).toBeGreaterThanOrEqual(2);
    expect([...(await emailJobs(waiting)).keys()]).toEqual([`print-paid-${waiting}`]);
    expect((await emailJobs(waiting)).get(`print-paid-${waiting}`)).toMatchObject({
      template: 'print-paid',
      to: 'ada@example.com',
    });
    expect([...(await emailJobs(alsoNew)).keys()]).toEqual([`print-paid-${alsoNew}`]);
    expect(await emailJobs(alreadySent)).toEqual(new Map());
    const unsent = await ctx.db
      .selectFrom('print_email')
      .select('id')
      .where('sent_at', 'is', null)
      .execute();
    expect(unsent).toEqual([]);
    expect(await orders.handOverUnsentLegacyEmails()).toBe(0);
  });
});
