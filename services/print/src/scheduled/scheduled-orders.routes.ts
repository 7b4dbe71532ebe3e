import { printScheduledRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ScheduledOrdersService } from './scheduled-orders.service.js';

/** The scheduler's routes for deliveries by post (internal secret). */
export function registerScheduledOrderRoutes(
  app: FastifyInstance,
  scheduled: ScheduledOrdersService,
  internalSecret: string,
): void {
  void app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, printScheduledRoutes.leadTimes, async () => ({
      businessDays: scheduled.leadTimes(),
    }));
    registerRoute(internal, printScheduledRoutes.create, async ({ body }) => ({
      order: await scheduled.create(body),
    }));
    registerRoute(internal, printScheduledRoutes.update, async ({ params, body }) => ({
      order: await scheduled.update(params.id, body),
    }));
    registerRoute(internal, printScheduledRoutes.cancel, async ({ params }) => ({
      order: await scheduled.cancel(params.id),
    }));
    registerRoute(internal, printScheduledRoutes.statuses, async ({ body }) => ({
      orders: await scheduled.statuses(body.ids),
    }));
  });
}
