import { randomUUID } from 'node:crypto';
import {
  TEST_CHECKOUT_NOTICE,
  PRINT_MESSAGES,
  quotePrint,
  SCHEDULED_PRINT_SELECTION,
  type ScheduledPrintOrder,
} from '@cardsmith/contracts';
import { internalHeaders, visitorHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_POST_LEAD_TIMES } from '../src/adapters/vendor.js';
import type { PrintDb } from '../src/db/database.js';
import {
  createCard,
  newVisitor,
  recordingSubmissions,
  markPaid,
  startApp,
  type TestApp,
  type Visitor,
} from './support.js';

const internal = internalHeaders(TEST_INTERNAL_SECRET);
const submissions = recordingSubmissions();
const ctx = createTestServiceContext<PrintDb>(inject('infra'), 'print');
let test: TestApp;

beforeAll(async () => {
  test = await startApp({ submissions });
});
afterAll(async () => {
  await test?.close();
  await ctx.close();
});

const shipping = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'sender@example.com',
  address1: '12 Analytical Row',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US' as const,
};

async function scheduledRequest(
  visitor: Visitor,
  over: Partial<ScheduledPrintOrder> = {},
): Promise<ScheduledPrintOrder> {
  return {
    deliveryId: randomUUID(),
    cardId: await createCard(visitor),
    ownerVisitorId: visitor.id,
    shippingDetails: shipping,
    submitAfter: '2031-03-10T14:00:00.000Z',
    ...over,
  };
}

const create = (payload: unknown, headers = internal) =>
  test.app.inject({
    method: 'POST',
    url: '/internal/print/scheduled-orders',
    headers,
    payload: payload as object,
  });

async function createdOrder(visitor = newVisitor()) {
  const response = await create(await scheduledRequest(visitor));
  expect(response.statusCode).toBe(201);
  return { visitor, id: response.json().order.id as string };
}

const cancel = (id: string) =>
  test.app.inject({
    method: 'POST',
    url: `/internal/print/scheduled-orders/${id}/cancel`,
    headers: internal,
  });
const change = (id: string, payload: object) =>
  test.app.inject({
    method: 'PATCH',
    url: `/internal/print/scheduled-orders/${id}`,
    headers: internal,
    payload,
  });

describe('the scheduler’s routes for deliveries by post', () => {
  it('answer only callers holding the internal secret', async () => {
    const visitor = newVisitor();
    const routes = [
      { method: 'GET' as const, url: '/internal/print/lead-times' },
      { method: 'POST' as const, url: '/internal/print/scheduled-orders', payload: {} },
      { method: 'POST' as const, url: '/internal/print/scheduled-orders/statuses', payload: {} },
      {
        method: 'PATCH' as const,
        url: `/internal/print/scheduled-orders/${randomUUID()}`,
        payload: {},
      },
      { method: 'POST' as const, url: `/internal/print/scheduled-orders/${randomUUID()}/cancel` },
    ];
    for (const route of routes) {
      for (const headers of [{}, visitor.headers, internalHeaders('not-the-secret')]) {
        const response = await test.app.inject({ ...route, headers });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('give the vendor’s lead times, the defaults unless the configuration overrides them', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/internal/print/lead-times',
      headers: internal,
    });
    expect(response.json()).toEqual({ businessDays: DEFAULT_POST_LEAD_TIMES });
    const overridden = await startApp({
      submissions: recordingSubmissions(),
      env: { VENDOR_LEAD_TIME_BUSINESS_DAYS: 'US=2, AU=15' },
    });
    try {
      const answer = await overridden.app.inject({
        method: 'GET',
        url: '/internal/print/lead-times',
        headers: internal,
      });
      expect(answer.json().businessDays).toEqual({ ...DEFAULT_POST_LEAD_TIMES, US: 2, AU: 15 });
    } finally {
      await overridden.close();
    }
  });

  it('refuse a bad order with the field and the sentence', async () => {
    const visitor = newVisitor();
    const request = await scheduledRequest(visitor);
    const response = await create({
      ...request,
      deliveryId: 'not-a-uuid',
      submitAfter: 'next tuesday',
      shippingDetails: { ...shipping, city: '', country: 'FR' },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'deliveryId',
        'submitAfter',
        'shippingDetails.city',
        'shippingDetails.country',
      ]),
    );
    expect(response.json().issues).toContainEqual({
      path: 'shippingDetails.city',
      message: PRINT_MESSAGES.city,
    });
    const notYours = await create({ ...request, ownerVisitorId: newVisitor().id });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(PRINT_MESSAGES.cardNotYours);
  });

  it('create one order per delivery, awaiting payment, that its sender pays on the order page', async () => {
    const visitor = newVisitor();
    const request = await scheduledRequest(visitor);
    const first = await create(request);
    expect(first.statusCode).toBe(201);
    expect(first.json().order).toEqual({
      id: expect.any(String),
      status: 'awaiting_payment',
      submitAfter: request.submitAfter,
      failureReason: null,
    });
    const again = await create(request);
    expect(again.json().order.id).toBe(first.json().order.id);

    const page = await test.app.inject({
      method: 'GET',
      url: `/api/print/orders/${first.json().order.id}`,
      headers: visitorHeaders(TEST_INTERNAL_SECRET, visitor.id),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().payment).toEqual({ provider: 'test', notice: TEST_CHECKOUT_NOTICE });
    expect(page.json().order).toMatchObject({
      quantity: 1,
      includeEnvelopes: true,
      shippingDetails: shipping,
      summary: { total: quotePrint(SCHEDULED_PRINT_SELECTION).total },
    });
  });

  it('once paid, queue the submission for the submit instant', async () => {
    const { id } = await createdOrder();
    expect((await markPaid(test.app, id)).statusCode).toBe(200);
    expect(submissions.at.get(id)).toEqual(new Date('2031-03-10T14:00:00.000Z'));
  });

  it('move the address and instant until the printer has it, the waiting job with them', async () => {
    const { id } = await createdOrder();
    const moved = await change(id, {
      shippingDetails: { ...shipping, address1: '1 New Street' },
      submitAfter: '2031-03-12T14:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().order.submitAfter).toBe('2031-03-12T14:00:00.000Z');
    expect(submissions.unscheduled).not.toContain(id);

    await markPaid(test.app, id);
    const again = await change(id, {
      shippingDetails: shipping,
      submitAfter: '2031-03-13T14:00:00.000Z',
    });
    expect(again.statusCode).toBe(200);
    expect(submissions.unscheduled).toContain(id);
    expect(submissions.at.get(id)).toEqual(new Date('2031-03-13T14:00:00.000Z'));

    await setSubmitted(id);
    const late = await change(id, {
      shippingDetails: shipping,
      submitAfter: '2031-03-14T14:00:00.000Z',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PRINT_MESSAGES.notCancellable);
  });

  it('cancel an unpaid order, refund a paid one, and refuse once at the printer', async () => {
    const unpaid = await createdOrder();
    const cancelled = await cancel(unpaid.id);
    expect(cancelled.json().order.status).toBe('cancelled');
    expect((await cancel(unpaid.id)).json().order.status).toBe('cancelled');

    const paid = await createdOrder();
    await markPaid(test.app, paid.id);
    const refunded = await cancel(paid.id);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().order.status).toBe('refunded');
    expect(submissions.unscheduled).toContain(paid.id);

    const printing = await createdOrder();
    await markPaid(test.app, printing.id);
    await setSubmitted(printing.id);
    const refused = await cancel(printing.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRINT_MESSAGES.notCancellable);

    const statuses = await test.app.inject({
      method: 'POST',
      url: '/internal/print/scheduled-orders/statuses',
      headers: internal,
      payload: { ids: [unpaid.id, paid.id, printing.id, randomUUID()] },
    });
    const byId = Object.fromEntries(
      statuses
        .json()
        .orders.map((order: { id: string; status: string }) => [order.id, order.status]),
    );
    expect(byId).toEqual({
      [unpaid.id]: 'cancelled',
      [paid.id]: 'refunded',
      [printing.id]: 'submitted',
    });
  });
});

/** Where the worker leaves an order it handed to the vendor (scheduled-submission.int.test.ts). */
async function setSubmitted(id: string) {
  await ctx.db
    .updateTable('print_order')
    .set({ status: 'submitted' })
    .where('id', '=', id)
    .execute();
}
