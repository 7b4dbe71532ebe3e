import { binaryRoutes } from '@cardsmith/contracts';
import { followStatus, requireVisitor, type StatusHub } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import { DeliveryTopic } from './delivery-events.js';

/** The first event of a stream: open, naming no delivery. */
const OPENED = { deliveryId: null, status: null };

/**
 * `GET /api/schedules/events`: the visitor's deliveries page hears each change of theirs, by
 * server-sent events fed from the process's one subscription (StatusHub), for as long as it is
 * open. Changes of different deliveries are not ordered against each other: each is sent.
 */
export function registerDeliveryEventsRoute(app: FastifyInstance, statusHub: StatusHub): void {
  app.get(binaryRoutes.scheduleEvents.path, async (request, reply) => {
    const visitorId = requireVisitor(request);
    await followStatus(request, reply, {
      hub: statusHub,
      topic: DeliveryTopic,
      key: visitorId,
      load: async () => OPENED,
      version: () => 0,
      present: (change) => change,
      finished: () => false,
    });
  });
}
