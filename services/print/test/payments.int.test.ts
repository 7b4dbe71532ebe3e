import { printAdminRoutes } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStripePayments,
  TEST_CHECKOUT_OFF_MESSAGE,
  WEBHOOK_SIGNATURE_MESSAGE,
} from '../src/adapters/payments.js';
import { PAYMENT_IN_PROGRESS_MESSAGE } from '../src/orders/orders.service.js';
import { startStripePeer } from './stripe-peer.js';
import {
  createCard,
  newVisitor,
  orderRequest,
  recordingSubmissions,
  startApp,
  type TestApp,
} from './support.js';

const WEBHOOK_SECRET = 'whsec_test_print_webhook_secret';
let peer: Awaited<ReturnType<typeof startStripePeer>>;
let test: TestApp;
const submissions = recordingSubmissions();

beforeAll(async () => {
  peer = await startStripePeer();
  const payments = createStripePayments({
    secretKey: 'sk_test_print',
    publishableKey: 'pk_test_print',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: peer.url,
  });
  test = await startApp({ payments, submissions });
});
afterAll(async () => {
  await test.close();
  await peer.close();
});

function signedEvent(id: string, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: 1_790_000_000,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, header };
}

const sendWebhook = (payload: string, signature: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

async function placeOrder() {
  const visitor = newVisitor();
  const cardId = await createCard(visitor);
  const request = orderRequest(cardId, { quantity: 4 });
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/print',
    headers: visitor.headers,
    payload: request,
  });
  expect(response.statusCode).toBe(201);
  return { visitor, request, body: response.json() };
}

const getOrder = async (visitor: { headers: Record<string, string> }, id: string) =>
  (
    await test.app.inject({
      method: 'GET',
      url: `/api/print/orders/${id}`,
      headers: visitor.headers,
    })
  ).json();

describe('Stripe payments through the SDK', () => {
  it('creates one PaymentIntent of the server total, keyed by the order id', async () => {
    const { body, request, visitor } = await placeOrder();
    const created = peer.requests.filter((r) => r.form.get('metadata[orderId]') === body.order.id);
    expect(created).toHaveLength(1);
    expect(created[0]!.path).toBe('/v1/payment_intents');
    expect(created[0]!.headers['idempotency-key']).toBe(body.order.id);
    expect(created[0]!.form.get('amount')).toBe(String(request.totalAmount));
    expect(created[0]!.form.get('currency')).toBe('usd');
    expect(created[0]!.headers.authorization).toBe('Bearer sk_test_print');
    expect(body.payment).toEqual({
      provider: 'stripe',
      clientSecret: expect.stringMatching(/_secret_/),
      publishableKey: 'pk_test_print',
    });
    // Reading the order again reuses the stored intent.
    expect((await getOrder(visitor, body.order.id)).payment.clientSecret).toBe(
      body.payment.clientSecret,
    );
    expect(
      peer.requests.filter((r) => r.form.get('metadata[orderId]') === body.order.id),
    ).toHaveLength(1);
  });

  it('marks the order paid on a signed webhook, once, and ignores a replay', async () => {
    const { body, visitor } = await placeOrder();
    const intentId = body.payment.clientSecret.split('_secret_')[0];
    const event = signedEvent(`evt_paid_${body.order.id}`, 'payment_intent.succeeded', {
      id: intentId,
      object: 'payment_intent',
    });
    const first = await sendWebhook(event.payload, event.header);
    expect(first.statusCode).toBe(200);
    const paid = await getOrder(visitor, body.order.id);
    expect(paid.order.status).toBe('paid');
    expect(paid.payment).toBeNull();
    expect(submissions.orderIds.filter((id) => id === body.order.id)).toHaveLength(1);

    // A refund then the replayed success: the replay must not pull the order back.
    const refund = signedEvent(`evt_refund_${body.order.id}`, 'charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: intentId,
    });
    expect((await sendWebhook(refund.payload, refund.header)).statusCode).toBe(200);
    const replay = signedEvent(`evt_paid_${body.order.id}`, 'payment_intent.succeeded', {
      id: intentId,
      object: 'payment_intent',
    });
    expect((await sendWebhook(replay.payload, replay.header)).statusCode).toBe(200);
    const after = await getOrder(visitor, body.order.id);
    expect(after.order.status).toBe('refunded');
    expect(after.order.history.map((h: { status: string }) => h.status)).toEqual([
      'awaiting_payment',
      'paid',
      'refunded',
    ]);
    expect(submissions.orderIds.filter((id) => id === body.order.id)).toHaveLength(1);
  });

  it('shows the reason of a failed payment', async () => {
    const { body, visitor } = await placeOrder();
    const intentId = body.payment.clientSecret.split('_secret_')[0];
    const event = signedEvent(`evt_fail_${body.order.id}`, 'payment_intent.payment_failed', {
      id: intentId,
      object: 'payment_intent',
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect((await sendWebhook(event.payload, event.header)).statusCode).toBe(200);
    const failed = await getOrder(visitor, body.order.id);
    expect(failed.order.status).toBe('failed');
    expect(failed.order.failureReason).toBe('Your card was declined.');
    expect(failed.payment.provider).toBe('stripe');
  });

  it('cancels the PaymentIntent with the order, and keeps an order whose payment went through', async () => {
    const { body, visitor } = await placeOrder();
    const intentId = body.payment.clientSecret.split('_secret_')[0];
    const cancelled = await test.app.inject({
      method: 'POST',
      url: `/api/print/orders/${body.order.id}/cancel`,
      headers: visitor.headers,
    });
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(peer.requests.some((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(
      true,
    );

    const second = await placeOrder();
    const paidIntent = second.body.payment.clientSecret.split('_secret_')[0];
    peer.markSucceeded(paidIntent);
    const refused = await test.app.inject({
      method: 'POST',
      url: `/api/print/orders/${second.body.order.id}/cancel`,
      headers: second.visitor.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYMENT_IN_PROGRESS_MESSAGE);
    expect((await getOrder(second.visitor, second.body.order.id)).order.status).toBe(
      'awaiting_payment',
    );
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { body, visitor } = await placeOrder();
    const intentId = body.payment.clientSecret.split('_secret_')[0];
    const event = signedEvent(`evt_forged_${body.order.id}`, 'payment_intent.succeeded', {
      id: intentId,
      object: 'payment_intent',
    });
    const tampered = event.payload.replace('payment_intent.succeeded', 'payment_intent.succeeded ');
    const forged = await sendWebhook(tampered, event.header);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 'validation_failed',
      message: WEBHOOK_SIGNATURE_MESSAGE,
    });
    const unsigned = await sendWebhook(event.payload, 't=1,v1=deadbeef');
    expect(unsigned.statusCode).toBe(400);
    expect((await getOrder(visitor, body.order.id)).order.status).toBe('awaiting_payment');
  });

  it('takes no test card while Stripe is on: the order is paid through Stripe', async () => {
    const { body, visitor } = await placeOrder();
    const tried = await test.app.inject({
      method: 'POST',
      url: `/api/print/orders/${body.order.id}/test-payment`,
      headers: visitor.headers,
      payload: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' },
    });
    expect(tried.statusCode).toBe(404);
    expect(tried.json().message).toBe(TEST_CHECKOUT_OFF_MESSAGE);
    expect((await getOrder(visitor, body.order.id)).order.status).toBe('awaiting_payment');
  });
});

describe('offline payments', () => {
  it('answers the webhook route with 404 when Stripe is not configured', async () => {
    const offline = await startApp({ submissions: recordingSubmissions() });
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await offline.close();
    }
  });

  it('refunds a paid order through Stripe from the admin console, and the later event changes nothing', async () => {
    const { body, visitor } = await placeOrder();
    const intentId = body.payment.clientSecret.split('_secret_')[0];
    const paid = signedEvent(`evt_paid_${body.order.id}`, 'payment_intent.succeeded', {
      id: intentId,
      object: 'payment_intent',
    });
    expect((await sendWebhook(paid.payload, paid.header)).statusCode).toBe(200);

    const refund = await test.app.inject({
      method: 'POST',
      url: printAdminRoutes.refund.path.replace(':id', body.order.id),
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: {},
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().paymentState).toBe('refunded');
    const sent = peer.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent.at(-1)!.form.get('payment_intent')).toBe(intentId);
    expect(sent.at(-1)!.headers['idempotency-key']).toBe(`refund-${body.order.id}`);

    const event = signedEvent(`evt_refund_${body.order.id}`, 'charge.refunded', {
      id: 'ch_2',
      object: 'charge',
      payment_intent: intentId,
    });
    expect((await sendWebhook(event.payload, event.header)).statusCode).toBe(200);
    const after = await getOrder(visitor, body.order.id);
    expect(after.order.history.map((h: { note: string | null }) => h.note)).toEqual([
      null,
      'Payment received',
      'Refunded through Stripe',
    ]);
  });
});
