import { printRoutes } from '@cardsmith/contracts';
import { registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { TestCheckoutService } from './test-checkout.service.js';

export function registerTestCheckoutRoutes(
  app: FastifyInstance,
  testCheckout: TestCheckoutService,
): void {
  registerRoute(app, printRoutes.payWithTestCard, async ({ params, body, request }) => ({
    order: await testCheckout.pay(requireVisitor(request), params.id, body),
  }));
}
