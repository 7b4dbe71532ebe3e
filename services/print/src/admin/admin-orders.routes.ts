import { printAdminRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AdminOrdersService } from './admin-orders.service.js';

/** The admin console's orders and payments, for the gateway (internal secret). */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  adminOrders: AdminOrdersService,
  internalSecret: string,
): void {
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, printAdminRoutes.stats, () => adminOrders.stats());
    registerRoute(internal, printAdminRoutes.listOrders, ({ query }) => adminOrders.list(query));
    registerRoute(internal, printAdminRoutes.getOrder, ({ params }) =>
      adminOrders.detail(params.id),
    );
    registerRoute(internal, printAdminRoutes.setStatus, ({ params, body }) =>
      adminOrders.setStatus(params.id, body),
    );
    registerRoute(internal, printAdminRoutes.markPaid, ({ params, body }) =>
      adminOrders.markPaid(params.id, body.note),
    );
    registerRoute(internal, printAdminRoutes.refund, ({ params, body }) =>
      adminOrders.refund(params.id, body.note),
    );
  });
}
