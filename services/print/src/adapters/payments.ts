import { OFFLINE_PAYMENT_INSTRUCTIONS, type PrintPayment } from '@cardsmith/contracts';
import { HttpError } from '@cardsmith/service-kit';
import Stripe from 'stripe';

/** A payment webhook event reduced to what moves an order. */
export type PaymentEvent =
  | { kind: 'succeeded'; eventId: string; paymentIntentId: string }
  | { kind: 'failed'; eventId: string; paymentIntentId: string; reason: string }
  | { kind: 'refunded'; eventId: string; paymentIntentId: string }
  | { kind: 'ignored'; eventId: string };

export interface StartedPayment {
  intentId: string;
  clientSecret: string;
}

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
}

export const WEBHOOK_SIGNATURE_MESSAGE = 'The webhook signature is not valid.';
export const PAYMENTS_OFF_MESSAGE = 'Card payments are not switched on for this site.';
export const STRIPE_REFUND_ELSEWHERE_MESSAGE =
  'This order was paid through Stripe, which is not switched on now: refund it in the Stripe dashboard.';

/** No keys: orders wait in awaiting_payment and an admin marks them paid. */
export const offlinePayments: PaymentGateway = {
  provider: 'offline',
  startPayment: async () => null,
  cancelPayment: async () => {},
  refundPayment: async () => {
    throw new HttpError(409, 'conflict', STRIPE_REFUND_ELSEWHERE_MESSAGE);
  },
  browserPayment: () => ({ provider: 'offline', instructions: OFFLINE_PAYMENT_INSTRUCTIONS }),
  readWebhook: () => {
    throw new HttpError(404, 'not_found', PAYMENTS_OFF_MESSAGE);
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
        : { provider: 'offline', instructions: OFFLINE_PAYMENT_INSTRUCTIONS },
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
