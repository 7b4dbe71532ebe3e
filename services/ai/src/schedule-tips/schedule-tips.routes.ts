import { aiRoutes } from '@cardsmith/contracts';
import { registerRoute } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ScheduleTipsService } from './schedule-tips.service.js';

export function registerScheduleTipsRoutes(app: FastifyInstance, tips: ScheduleTipsService): void {
  registerRoute(app, aiRoutes.scheduleTips, async ({ body, request }) => {
    const written = await tips.tips(body, { visitorId: request.visitorId, ip: request.ip });
    return { success: true as const, ...written };
  });
}
