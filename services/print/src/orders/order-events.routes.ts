import { binaryRoutes, PrintOrderIdParamsSchema } from '@cardsmith/contracts';
import { followStatus, requireVisitor, type StatusHub } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PrintOrderTopic } from './order-events.js';
import { isFinalStatus } from './order-status.js';
import type { OrdersService } from './orders.service.js';

/**
 * `GET /api/print/orders/:id/events`: the owner's order page follows its status by server-sent
 * events, the stored status once and then every move published on the process's one
 * subscription (StatusHub), until the order can move no more.
 */
export function registerOrderEventsRoute(
  app: FastifyInstance,
  orders: OrdersService,
  statusHub: StatusHub,
): void {
  app.get<{ Params: z.output<typeof PrintOrderIdParamsSchema> }>(
    binaryRoutes.printOrderEvents.path,
    { schema: { params: PrintOrderIdParamsSchema } },
    async (request, reply) => {
      const visitorId = requireVisitor(request);
      const { id } = request.params;
      await followStatus(request, reply, {
        hub: statusHub,
        topic: PrintOrderTopic,
        key: id,
        load: () => orders.statusOf(visitorId, id),
        version: (change) => Date.parse(change.updatedAt),
        present: (change) => change,
        finished: (change) => isFinalStatus(change.status),
      });
    },
  );
}
