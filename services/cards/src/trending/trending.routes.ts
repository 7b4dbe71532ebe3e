import { sharingRoutes } from '@cardsmith/contracts';
import { registerRoute } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { TrendingService } from './trending.service.js';

export function registerTrendingRoutes(app: FastifyInstance, trending: TrendingService): void {
  registerRoute(app, sharingRoutes.trending, async () => ({
    success: true as const,
    trendingCards: await trending.list(),
  }));
}
