import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Upstream } from '../routing/routing-table.js';
import { PROBE_ROUTE } from '../visitor/visitor-cookie.js';
import { checkUpstreams } from './upstream-health.js';

/**
 * Readiness is the gateway's own: Redis (rate limits). The services' health is reported beside
 * it but never makes the gateway unready, since it answers 503 for a missing service by itself.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { redis: Redis; upstreams: Record<Upstream, string> },
): void {
  app.get('/healthz', PROBE_ROUTE, async () => ({ status: 'ok' }));
  app.get('/readyz', PROBE_ROUTE, async (_request, reply) => {
    const [redis, upstreams] = await Promise.all([
      deps.redis.ping().then(
        () => 'ok' as const,
        () => 'failing' as const,
      ),
      checkUpstreams(deps.upstreams),
    ]);
    const ready = redis === 'ok';
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not_ready', checks: { redis }, upstreams });
  });
}
