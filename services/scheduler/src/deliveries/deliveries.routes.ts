import { schedulerRoutes } from '@cardsmith/contracts';
import { registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DeliveriesService } from './deliveries.service.js';

export function registerDeliveriesRoutes(
  app: FastifyInstance,
  deliveries: DeliveriesService,
): void {
  registerRoute(app, schedulerRoutes.scheduleCard, async ({ body, request }) => ({
    success: true as const,
    schedule: await deliveries.schedule(requireVisitor(request), body),
  }));
  registerRoute(app, schedulerRoutes.listSchedules, async ({ request }) => ({
    schedules: await deliveries.list(requireVisitor(request)),
  }));
  registerRoute(app, schedulerRoutes.getSchedule, async ({ params, request }) => ({
    success: true as const,
    schedule: await deliveries.get(requireVisitor(request), params.id),
  }));
  registerRoute(app, schedulerRoutes.updateSchedule, async ({ params, body, request }) => ({
    success: true as const,
    schedule: await deliveries.update(requireVisitor(request), params.id, body),
  }));
  registerRoute(app, schedulerRoutes.cancelSchedule, async ({ params, request }) => ({
    success: true as const,
    schedule: await deliveries.cancel(requireVisitor(request), params.id),
  }));
  registerRoute(app, schedulerRoutes.markOpened, async ({ body }) => ({
    success: true as const,
    ...(await deliveries.opened(body.token)),
  }));
  registerRoute(app, schedulerRoutes.unsubscribe, async ({ params }) => {
    await deliveries.unsubscribe(params.token);
    return { success: true as const };
  });
}
