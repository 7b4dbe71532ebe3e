import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { pingDb } from './db.js';
import { installErrorHandling } from './errors.js';
import type { Logger } from './logger.js';
import { installMetrics } from './metrics.js';
import { requestLogOptions } from './request-log.js';
import { installTracing } from './tracing.js';
import { readVisitor } from './visitor.js';

export interface ServiceAppOptions {
  /** Service name, the `service` label on every metric, so dashboards tell services apart. */
  name: string;
  logger: Logger;
  internalSecret: string;
  db?: Kysely<any>;
  redis?: Redis;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit?: number;
}

/**
 * Request ids carried across services: the gateway mints one, services reuse it so one request
 * can be followed through every log.
 */
export const requestIdOptions = {
  genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  },
  requestIdHeader: false as const,
};

/**
 * The Fastify app every service starts from: zod validation, request ids carried across
 * services, the trusted visitor id, uniform errors, /healthz, /readyz and /metrics.
 */
export function createServiceApp(options: ServiceAppOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    ...requestIdOptions,
    ...requestLogOptions,
    routerOptions: { maxParamLength: 200 },
    // Services are reached through the gateway, which appends the address it saw to
    // X-Forwarded-For: trusting the direct peer only makes request.ip that last address, the
    // client's, so per-address limits do not all land on the gateway's address. (A hop count of
    // 1 does not do this in Fastify 5.)
    trustProxy: (_address: string, hop: number) => hop === 0,
  });
  installTracing(app, options.name);
  useContractValidation(app);
  app.decorateRequest('visitorId', null);
  app.addHook('onRequest', async (request, reply) => {
    request.visitorId = readVisitor(request, options.internalSecret);
    reply.header('x-request-id', request.id);
  });
  installErrorHandling(app);
  app.decorate('metrics', installMetrics(app, options.name));

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, 'ok' | 'failing'> = {};
    if (options.db)
      checks.postgres = await pingDb(options.db).then(
        () => 'ok' as const,
        () => 'failing' as const,
      );
    if (options.redis) {
      checks.redis = await options.redis.ping().then(
        () => 'ok' as const,
        () => 'failing' as const,
      );
    }
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  });
  return app;
}

/**
 * Contract routes (`registerRoute`) validate with zod: a service app has this from the start;
 * the gateway turns it on for the few routes it answers itself.
 */
export function useContractValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
