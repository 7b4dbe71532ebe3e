import {
  PRINT_COUNTRIES,
  PRINT_PAPER_TYPES,
  PRINT_SIZES,
  printInternalRoutes,
  printRoutes,
  quotePrint,
} from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { PaymentEventsService } from '../payments/payment-events.service.js';
import type { OrdersService } from './orders.service.js';

export function registerOrderRoutes(
  app: FastifyInstance,
  orders: OrdersService,
  paymentEvents: PaymentEventsService,
  internalSecret: string,
): void {
  registerRoute(app, printRoutes.options, async () => ({
    paperTypes: PRINT_PAPER_TYPES.map(({ id, name, description, price }) => ({
      id,
      name,
      description,
      price,
    })),
    sizes: PRINT_SIZES.map(({ id, name, dimensions, price }) => ({ id, name, dimensions, price })),
    countries: [...PRINT_COUNTRIES],
  }));
  registerRoute(app, printRoutes.quote, async ({ body }) => quotePrint(body));
  registerRoute(app, printRoutes.placeOrder, async ({ body, request }) => ({
    success: true as const,
    ...(await orders.place(requireVisitor(request), body)),
  }));
  registerRoute(app, printRoutes.listOrders, async ({ request }) => ({
    orders: await orders.list(requireVisitor(request)),
  }));
  registerRoute(app, printRoutes.getOrder, async ({ params, request }) =>
    orders.get(requireVisitor(request), params.id),
  );
  registerRoute(app, printRoutes.cancelOrder, async ({ params, request }) => ({
    order: await orders.cancel(requireVisitor(request), params.id),
  }));

  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, printInternalRoutes.markPaid, async ({ params, body }) => ({
      order: await paymentEvents.markPaid(params.id, body.note),
    }));
  });
}
