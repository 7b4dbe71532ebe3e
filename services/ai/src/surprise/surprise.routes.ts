import { aiRoutes } from '@cardsmith/contracts';
import { registerRoute } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SurpriseService } from './surprise.service.js';

export function registerSurpriseRoutes(app: FastifyInstance, surprise: SurpriseService): void {
  registerRoute(app, aiRoutes.surpriseCard, async ({ body, request }) => {
    const made = await surprise.surprise(body, { visitorId: request.visitorId, ip: request.ip });
    return { success: true as const, ...made };
  });
}
