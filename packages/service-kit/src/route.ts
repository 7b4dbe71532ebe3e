import type { RouteDef, RouteOutput } from '@cardsmith/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteRequest<T extends RouteDef> {
  params: Parsed<T['params']>;
  query: Parsed<T['querystring']>;
  body: Parsed<T['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers a handler against a contract route: inputs are parsed by the route's zod schemas
 * before the handler runs (a failure is a 400 with issues), and the handler must return the
 * route's response type.
 */
export function registerRoute<T extends RouteDef>(
  app: FastifyInstance,
  def: T,
  handler: (input: RouteRequest<T>) => Promise<RouteOutput<T>>,
): void {
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      ...(def.params ? { params: def.params } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body ? { body: def.body } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Parsed<T['params']>,
        query: request.query as Parsed<T['querystring']>,
        body: request.body as Parsed<T['body']>,
        request,
        reply,
      });
      reply.status(def.status ?? 200);
      return result;
    },
  });
}
