import { scheduledShareRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DeliveriesService } from './deliveries.service.js';

/** The cards service hands its scheduled social shares over for delivery. */
export function registerDeliveriesInternalRoutes(
  app: FastifyInstance,
  deliveries: DeliveriesService,
  internalSecret: string,
): void {
  void app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, scheduledShareRoutes.schedule, async ({ body }) =>
      deliveries.scheduleShare(body),
    );
  });
}
