import { PRINT_MESSAGES, printInternalRoutes, type PrintOrder } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCard,
  newVisitor,
  orderRequest,
  recordingSubmissions,
  startApp,
  type TestApp,
} from './support.js';

let test: TestApp;
const submissions = recordingSubmissions();

beforeAll(async () => {
  test = await startApp({ submissions });
});
afterAll(async () => {
  await test.close();
});

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  test.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('GET /api/print/options and POST /api/print/quote', () => {
  it('lists paper types, sizes and countries with prices in cents', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/print/options' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.countries).toEqual(['US', 'CA', 'UK', 'AU']);
    expect(
      body.paperTypes.map((paper: { id: string; price: number }) => [paper.id, paper.price]),
    ).toEqual([
      ['standard', 0],
      ['premium-matte', 399],
      ['glossy', 399],
      ['eco', 349],
    ]);
    expect(body.sizes.map((size: { id: string; price: number }) => [size.id, size.price])).toEqual([
      ['standard', 0],
      ['large', 100],
      ['square', 50],
      ['postcard', -50],
    ]);
  });

  it('quotes a selection', async () => {
    const response = await post(
      '/api/print/quote',
      {},
      {
        quantity: 11,
        paperType: 'glossy',
        size: 'large',
        includeEnvelopes: true,
      },
    );
    expect(response.json()).toEqual({
      cardPrice: 8778,
      envelopePrice: 550,
      shipping: 0,
      tax: 746,
      total: 10074,
    });
  });
});

describe('POST /api/print', () => {
  it('names every missing field at once, with the spec sentences', async () => {
    const visitor = newVisitor();
    const cardId = await createCard(visitor);
    const request = orderRequest(cardId);
    const response = await post('/api/print', visitor.headers, {
      ...request,
      quantity: 0,
      shippingDetails: {
        firstName: '  ',
        lastName: '',
        email: ' ',
        address1: '',
        city: '',
        state: '\t',
        zip: '',
        country: 'US',
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.issues.map((issue: { message: string }) => issue.message).sort()).toEqual(
      [
        'Quantity must be at least 1',
        'First name is required',
        'Last name is required',
        'Email is required',
        'Address is required',
        'City is required',
        'State is required',
        'ZIP code is required',
      ].sort(),
    );
  });

  it('says the sentence for a field left out entirely, and accepts no address2', async () => {
    const visitor = newVisitor();
    const cardId = await createCard(visitor);
    const { zip: _zip, ...withoutZip } = orderRequest(cardId).shippingDetails;
    const response = await post('/api/print', visitor.headers, {
      ...orderRequest(cardId),
      shippingDetails: withoutZip,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'shippingDetails.zip', message: 'ZIP code is required' },
    ]);
  });

  it('refuses a total that differs from the server price, saying the new total', async () => {
    const visitor = newVisitor();
    const cardId = await createCard(visitor);
    const request = orderRequest(cardId, { quantity: 3 });
    const response = await post('/api/print', visitor.headers, {
      ...request,
      totalAmount: request.totalAmount - 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: PRINT_MESSAGES.totalChanged(`$${(request.totalAmount / 100).toFixed(2)}`),
      total: request.totalAmount,
    });
    const list = await test.app.inject({
      method: 'GET',
      url: '/api/print/orders',
      headers: visitor.headers,
    });
    expect(list.json().orders).toEqual([]);
  });

  it('refuses a card that does not exist or is someone else’s', async () => {
    const owner = newVisitor();
    const cardId = await createCard(owner);
    const stranger = newVisitor();
    const notYours = await post('/api/print', stranger.headers, orderRequest(cardId));
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(PRINT_MESSAGES.cardNotYours);
    const missing = await post('/api/print', owner.headers, orderRequest('no-such-card-0000'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PRINT_MESSAGES.cardNotFound);
  });

  it('places an order that waits for payment (the test checkout offline), visible only to its owner', async () => {
    const visitor = newVisitor();
    const cardId = await createCard(visitor);
    const request = orderRequest(cardId, { quantity: 12, paperType: 'eco', size: 'postcard' });
    const response = await post('/api/print', visitor.headers, request);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.payment.provider).toBe('test');
    const order: PrintOrder = body.order;
    expect(order).toMatchObject({
      cardId,
      status: 'awaiting_payment',
      quantity: 12,
      summary: { cardPrice: 598 * 12, envelopePrice: 600, shipping: 0, total: request.totalAmount },
      shippingDetails: { firstName: 'Ada', zip: '62701' },
    });
    expect(order.history).toEqual([
      { status: 'awaiting_payment', at: expect.any(String), note: null },
    ]);

    const list = await test.app.inject({
      method: 'GET',
      url: '/api/print/orders',
      headers: visitor.headers,
    });
    expect(list.json().orders.map((o: PrintOrder) => o.id)).toEqual([order.id]);
    const other = await test.app.inject({
      method: 'GET',
      url: `/api/print/orders/${order.id}`,
      headers: newVisitor().headers,
    });
    expect(other.statusCode).toBe(404);
    const mine = await test.app.inject({
      method: 'GET',
      url: `/api/print/orders/${order.id}`,
      headers: visitor.headers,
    });
    expect(mine.json().order.id).toBe(order.id);
    expect(mine.json().payment.provider).toBe('test');
  });

  it('is marked paid through the internal route, recorded in the history and queued once', async () => {
    const visitor = newVisitor();
    const cardId = await createCard(visitor);
    const placed = await post('/api/print', visitor.headers, orderRequest(cardId));
    const orderId: string = placed.json().order.id;
    const url = `/internal/print/orders/${orderId}/mark-paid`;
    expect(printInternalRoutes.markPaid.path).toBe('/internal/print/orders/:id/mark-paid');

    expect((await post(url, {}, {})).statusCode).toBe(403);
    const paid = await post(url, internalHeaders(TEST_INTERNAL_SECRET), {
      note: 'Bank transfer 42',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order.status).toBe('paid');
    expect(
      paid
        .json()
        .order.history.map((h: { status: string; note: string | null }) => [h.status, h.note]),
    ).toEqual([
      ['awaiting_payment', null],
      ['paid', 'Bank transfer 42'],
    ]);
    expect(submissions.orderIds.filter((id) => id === orderId)).toHaveLength(1);

    const again = await post(url, internalHeaders(TEST_INTERNAL_SECRET), {});
    expect(again.statusCode).toBe(409);
    expect(submissions.orderIds.filter((id) => id === orderId)).toHaveLength(1);
  });

  it('lets the owner cancel while unpaid, and not after payment', async () => {
    const visitor = newVisitor();
    const cardId = await createCard(visitor);
    const first = (await post('/api/print', visitor.headers, orderRequest(cardId))).json().order.id;
    const cancelled = await post(`/api/print/orders/${first}/cancel`, visitor.headers, {});
    expect(cancelled.json().order.status).toBe('cancelled');

    const second = (await post('/api/print', visitor.headers, orderRequest(cardId))).json().order
      .id;
    await post(
      `/internal/print/orders/${second}/mark-paid`,
      internalHeaders(TEST_INTERNAL_SECRET),
      {},
    );
    const refused = await post(`/api/print/orders/${second}/cancel`, visitor.headers, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRINT_MESSAGES.notCancellable);
  });
});
