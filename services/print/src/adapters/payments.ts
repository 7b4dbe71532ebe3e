import {
  OFFLINE_PAYMENT_INSTRUCTIONS,
  TEST_CHECKOUT_NOTICE,
  formatCents,
  type PrintPayment,
  type TestCardPayment,
} from '@cardsmith/contracts';
import { HttpError } from '@cardsmith/service-kit';
import Stripe from 'stripe';
import { decideTestCard } from '../payments/test-cards.js';

/** A payment webhook event reduced to what moves an order. */
export type PaymentEvent =
  | {
      kind: 'succeeded';
      eventId: string;
      paymentIntentId: string;
      /** What the order's history says; "Payment received" when absent. */
      note?: string;
    }
  | { kind: 'failed'; eventId: string; paymentIntentId: string; reason: string }
  | { kind: 'refunded'; eventId: string; paymentIntentId: string }
  | { kind: 'ignored'; eventId: string };

export interface StartedPayment {
  intentId: string;
  clientSecret: string;
}

/** A test card's answer: the event a Stripe webhook would bring for it, or Stripe's decline. */
export type TestCardCharge =
  | { kind: 'paid'; paymentIntentId: string; event: PaymentEvent & { kind: 'succeeded' } }
  | { kind: 'declined'; message: string };

export interface PaymentGateway {
  readonly provider: 'stripe' | 'offline';
  /** Starts the order's payment; the order id is the idempotency key, so a retry finds the same one. */
  startPayment(order: { id: string; total: number; email: string }): Promise<StartedPayment | null>;
  /** Stops a payment that has not gone through, so a cancelled order is never charged. */
  cancelPayment(intentId: string): Promise<void>;
  /** Gives a received payment back in full; the order id keys it, so a retry refunds once. */
  refundPayment(intentId: string, orderId: string): Promise<void>;
  /** What the browser needs to pay, given the stored client secret. */
  browserPayment(clientSecret: string | null): PrintPayment;
  /** Verifies the signature over the raw body; a bad one is a 400. */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /**
   * The test checkout: what Stripe's test mode does with this card for the order's total. Only
   * the offline adapter takes cards this way (Stripe's answers 404); a number that is not one of
   * Stripe's test cards is a 400, so no real card is ever "paid" with no money moving.
   */
  chargeTestCard(
    order: { id: string; total: number },
    card: TestCardPayment,
    now: Date,
  ): TestCardCharge;
}

export const WEBHOOK_SIGNATURE_MESSAGE = 'The webhook signature is not valid.';
export const PAYMENTS_OFF_MESSAGE = 'Card payments are not switched on for this site.';
export const STRIPE_REFUND_ELSEWHERE_MESSAGE =
  'This order was paid through Stripe, which is not switched on now: refund it in the Stripe dashboard.';
export const TEST_CHECKOUT_OFF_MESSAGE =
  'The test checkout is off: card payments on this site go through Stripe.';

/** How an order placed under the other payment mode than the site's now is paid: by invoice. */
export const INVOICE_PAYMENT: PrintPayment = {
  provider: 'offline',
  instructions: OFFLINE_PAYMENT_INSTRUCTIONS,
};

/** The test checkout's payment ids; never Stripe's (`pi_…`), so nothing sends them to Stripe. */
const TEST_PAYMENT_PREFIX = 'test_pi_';

export function isTestPayment(paymentIntentId: string | null): boolean {
  return paymentIntentId?.startsWith(TEST_PAYMENT_PREFIX) ?? false;
}

/**
 * No keys: the test checkout (Stripe's test card numbers, no money moves). An approved card
 * yields the `succeeded` event Stripe's webhook would, with ids derived from the order so paying
 * twice applies once. An admin can still mark an order paid when it is paid by invoice.
 */
export const offlinePayments: PaymentGateway = {
  provider: 'offline',
  startPayment: async () => null,
  cancelPayment: async () => {},
  refundPayment: async () => {
    throw new HttpError(409, 'conflict', STRIPE_REFUND_ELSEWHERE_MESSAGE);
  },
  browserPayment: () => ({ provider: 'test', notice: TEST_CHECKOUT_NOTICE }),
  readWebhook: () => {
    throw new HttpError(404, 'not_found', PAYMENTS_OFF_MESSAGE);
  },
  chargeTestCard(order, card, now) {
    const outcome = decideTestCard(card, now);
    switch (outcome.kind) {
      case 'refused':
        throw new HttpError(400, 'validation_failed', outcome.message, [
          { path: outcome.field, message: outcome.message },
        ]);
      case 'declined':
        return outcome;
      case 'approved': {
        const paymentIntentId = `${TEST_PAYMENT_PREFIX}${order.id}`;
        const note = `Test payment of ${formatCents(order.total)}, ${outcome.brand} •••• ${outcome.last4}: no money moved`;
        return {
          kind: 'paid',
          paymentIntentId,
          event: { kind: 'succeeded', eventId: `test_evt_${order.id}`, paymentIntentId, note },
        };
      }
    }
  },
};

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:PORT for a loopback peer; unset means api.stripe.com. */
  apiBase?: string;
}

export function createStripeClient(
  settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>,
): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
          maxNetworkRetries: 0,
        }
      : { maxNetworkRetries: 2 }),
  });
}

function paymentIntentIdOf(value: string | { id: string } | null): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function createStripePayments(settings: StripeSettings): PaymentGateway {
  const stripe = createStripeClient(settings);
  return {
    provider: 'stripe',
    async startPayment(order) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.total,
          currency: 'usd',
          receipt_email: order.email,
          automatic_payment_methods: { enabled: true },
          metadata: { orderId: order.id },
        },
        { idempotencyKey: order.id },
      );
      if (!intent.client_secret)
        throw new Error('Stripe returned a PaymentIntent without a client secret');
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },
    async cancelPayment(intentId) {
      await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `cancel-${intentId}` });
    },
    async refundPayment(intentId, orderId) {
      await stripe.refunds.create(
        { payment_intent: intentId, metadata: { orderId } },
        { idempotencyKey: `refund-${orderId}` },
      );
    },
    browserPayment: (clientSecret) =>
      clientSecret
        ? { provider: 'stripe', clientSecret, publishableKey: settings.publishableKey }
        : INVOICE_PAYMENT,
    chargeTestCard() {
      throw new HttpError(404, 'not_found', TEST_CHECKOUT_OFF_MESSAGE);
    },
    readWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw new HttpError(400, 'validation_failed', WEBHOOK_SIGNATURE_MESSAGE);
      }
      switch (event.type) {
        case 'payment_intent.succeeded':
          return { kind: 'succeeded', eventId: event.id, paymentIntentId: event.data.object.id };
        case 'payment_intent.payment_failed':
          return {
            kind: 'failed',
            eventId: event.id,
            paymentIntentId: event.data.object.id,
            reason: event.data.object.last_payment_error?.message ?? 'The payment was declined.',
          };
        case 'charge.refunded': {
          const intentId = paymentIntentIdOf(event.data.object.payment_intent);
          return intentId
            ? { kind: 'refunded', eventId: event.id, paymentIntentId: intentId }
            : { kind: 'ignored', eventId: event.id };
        }
        default:
          return { kind: 'ignored', eventId: event.id };
      }
    },
  };
}
