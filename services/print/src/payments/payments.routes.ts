import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../adapters/payments.js';
import type { PaymentEventsService } from './payment-events.service.js';

/** Stripe signs the exact bytes it sent, so this route keeps the body raw (not a contract route). */
export function registerPaymentRoutes(
  app: FastifyInstance,
  payments: PaymentGateway,
  paymentEvents: PaymentEventsService,
): void {
  app.register(async (raw) => {
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    raw.post('/api/payments/stripe/webhook', async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = payments.readWebhook(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
      await paymentEvents.applyPaymentEvent(event);
      return { received: true };
    });
  });
}
