import { PrintOrderIdParamsSchema, printAdminRoutes } from '@cardsmith/contracts';
import {
  followStatus,
  registerRoute,
  requireInternalCaller,
  type StatusHub,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PrintOrderTopic } from '../orders/order-events.js';
import { isFinalStatus } from '../orders/order-status.js';
import type { AdminOrdersService } from './admin-orders.service.js';

/**
 * The admin console's orders and payments, for the gateway (internal secret). With a status hub,
 * an order's status also streams as server-sent events from the process's one subscription, as
 * the owner's order page gets them.
 */
export function registerAdminOrderRoutes(
  app: FastifyInstance,
  adminOrders: AdminOrdersService,
  internalSecret: string,
  statusHub?: StatusHub,
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
    if (!statusHub) return;
    internal.get<{ Params: z.output<typeof PrintOrderIdParamsSchema> }>(
      printAdminRoutes.orderEvents.path,
      { schema: { params: PrintOrderIdParamsSchema } },
      async (request, reply) => {
        const { id } = request.params;
        await followStatus(request, reply, {
          hub: statusHub,
          topic: PrintOrderTopic,
          key: id,
          load: () => adminOrders.statusOf(id),
          version: (change) => Date.parse(change.updatedAt),
          present: (change) => change,
          finished: (change) => isFinalStatus(change.status),
        });
      },
    );
  });
}
