import {
  TEST_CARD_MESSAGES,
  TEST_CHECKOUT_NOTICE,
  printAdminRoutes,
  printRoutes,
} from '@cardsmith/contracts';
import { createDb, internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PrintDb } from '../src/db/database.js';
import {
  newVisitor,
  recordingSubmissions,
  startApp,
  type TestApp,
  type Visitor,
  placeOrder,
} from './support.js';

let test: TestApp;
const submissions = recordingSubmissions();
/** Reads what the service stored, past the service. */
const reader = createDb<PrintDb>(inject('infra').databaseUrl, 'print', 1);

beforeAll(async () => {
  // No Stripe keys: the offline default, the test checkout.
  test = await startApp({ submissions });
});
afterAll(async () => {
  await test.close();
  await reader.destroy();
});

const card = (number: string) => ({
  number,
  expiry: '12 / 30',
  cvc: '123',
  name: 'Ada Lovelace',
});

const pay = (visitor: Visitor, orderId: string, number: string) =>
  test.app.inject({
    method: 'POST',
    url: printRoutes.payWithTestCard.path.replace(':id', orderId),
    headers: visitor.headers,
    payload: card(number),
  });

async function storedOrder(visitor: Visitor, orderId: string) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/print/orders/${orderId}`,
    headers: visitor.headers,
  });
  return response.json() as {
    order: { status: string; history: { status: string; note: string | null }[] };
    payment: unknown;
  };
}

describe('the test checkout (no Stripe keys)', () => {
  it('offers the labelled test checkout for a new order', async () => {
    const placed = await placeOrder(test.app, newVisitor());
    expect(placed.payment).toEqual({ provider: 'test', notice: TEST_CHECKOUT_NOTICE });
  });

  it('pays with 4242 through the payment event: paid, queued for the printer, the paid email written, once however often paid', async () => {
    const visitor = newVisitor();
    const { order } = await placeOrder(test.app, visitor);

    const paid = await pay(visitor, order.id, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.status).toBe('paid');
    expect(paid.json().order.history.at(-1)).toMatchObject({
      status: 'paid',
      note: 'Test payment of $19.95, Visa •••• 4242: no money moved',
    });
    expect(submissions.orderIds.filter((id) => id === order.id)).toHaveLength(1);
    // The paid email: the scheduler's job, written in print's outbox with the payment.
    const paidEmails = await reader
      .selectFrom('outbox')
      .select(['id', 'job_name'])
      .where('id', 'like', `print-%-${order.id}`)
      .execute();
    expect(paidEmails).toEqual([{ id: `print-paid-${order.id}`, job_name: 'email' }]);

    const again = await pay(visitor, order.id, '4242424242424242');
    expect(again.statusCode).toBe(200);
    expect(
      again.json().order.history.filter((c: { status: string }) => c.status === 'paid'),
    ).toHaveLength(1);
    expect(submissions.orderIds.filter((id) => id === order.id)).toHaveLength(1);
    expect((await storedOrder(visitor, order.id)).payment).toBeNull();

    // Only the brand and last four digits are kept anywhere.
    const row = await reader
      .selectFrom('print_order')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/4242\s?4242\s?4242/);
  });

  it.each([
    ['4000 0000 0000 0002', TEST_CARD_MESSAGES.declined],
    ['4000 0000 0000 9995', TEST_CARD_MESSAGES.insufficientFunds],
    ['4000 0000 0000 0069', TEST_CARD_MESSAGES.expiredCard],
  ])(
    'declines %s with Stripe’s sentence and leaves the order as it was',
    async (number, message) => {
      const visitor = newVisitor();
      const { order } = await placeOrder(test.app, visitor);
      const declined = await pay(visitor, order.id, number);
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toMatchObject({ code: 'card_declined', message });
      const after = await storedOrder(visitor, order.id);
      expect(after.order.status).toBe('awaiting_payment');
      expect(after.order.history).toHaveLength(1);
      expect(submissions.orderIds).not.toContain(order.id);
    },
  );

  it('refuses a number that is not a Stripe test card, and bad card fields, in sentences', async () => {
    const visitor = newVisitor();
    const { order } = await placeOrder(test.app, visitor);
    const real = await pay(visitor, order.id, '4000 1234 5678 9010');
    expect(real.statusCode).toBe(400);
    expect(real.json()).toMatchObject({
      message: TEST_CARD_MESSAGES.notATestCard,
      issues: [{ path: 'number', message: TEST_CARD_MESSAGES.notATestCard }],
    });
    const blank = await test.app.inject({
      method: 'POST',
      url: printRoutes.payWithTestCard.path.replace(':id', order.id),
      headers: visitor.headers,
      payload: { number: '4242', expiry: '13/30', cvc: '1', name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues.map((issue: { message: string }) => issue.message)).toEqual([
      TEST_CARD_MESSAGES.number,
      TEST_CARD_MESSAGES.expiry,
      TEST_CARD_MESSAGES.cvc,
      TEST_CARD_MESSAGES.name,
    ]);
    expect((await storedOrder(visitor, order.id)).order.status).toBe('awaiting_payment');
  });

  it('answers another visitor’s order as missing and a cancelled one as not payable', async () => {
    const visitor = newVisitor();
    const { order } = await placeOrder(test.app, visitor);
    expect((await pay(newVisitor(), order.id, '4242424242424242')).statusCode).toBe(404);
    await test.app.inject({
      method: 'POST',
      url: `/api/print/orders/${order.id}/cancel`,
      headers: visitor.headers,
    });
    const cancelled = await pay(visitor, order.id, '4242424242424242');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This order cannot be paid: it is cancelled.');
  });

  it('records the refund of a test payment without asking Stripe for money that never moved', async () => {
    const visitor = newVisitor();
    const { order } = await placeOrder(test.app, visitor);
    await pay(visitor, order.id, '4242424242424242');
    const refunded = await test.app.inject({
      method: 'POST',
      url: printAdminRoutes.getOrder.path.replace(':id', order.id) + '/refund',
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: {},
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().order.history.at(-1)).toMatchObject({
      status: 'refunded',
      note: 'Refund recorded (a test payment: no money moved)',
    });
  });
});
