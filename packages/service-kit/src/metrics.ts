import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's Prometheus registry (served at /metrics): a service adds its own metrics. */
    metrics: Registry;
  }
}

/**
 * Prometheus metrics: process defaults plus request counts and latency by route pattern (never
 * the raw URL, which would explode cardinality with card ids). Served at the app's own /metrics
 * unless `route` is false: the public gateway serves them on a port of their own instead.
 */
export function installMetrics(
  app: FastifyInstance,
  service: string,
  { route = true }: { route?: boolean } = {},
): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  if (route) {
    app.get('/metrics', async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  }
  return registry;
}

/**
 * A bare HTTP server answering `GET /metrics` from `registry`, for an app that faces the
 * internet: it listens on a port the cluster scrapes but no ingress routes to. With `healthy`, it
 * also answers `GET /healthz` (a worker process has no other HTTP server to probe).
 */
export function createMetricsServer(
  registry: Registry,
  { healthy }: { healthy?: () => boolean } = {},
): Server {
  return createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (healthy && request.method === 'GET' && path === '/healthz') {
      const ok = healthy();
      response
        .writeHead(ok ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: ok ? 'ok' : 'stopping' }));
      return;
    }
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
}

/** Serves the app's metrics on `port` from when the app listens until it closes. */
export function serveMetricsWithApp(
  app: FastifyInstance,
  registry: Registry,
  { port, host }: { port: number; host: string },
): void {
  const server = createMetricsServer(registry);
  app.addHook('onListen', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ port }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
}

export type CountRow<L extends string> = Record<L, string> & { count: number };

/**
 * A gauge whose values are counts the database holds (rows by status, …), read at each scrape.
 * Every replica reports the same totals, so dashboards take `max` over replicas, not `sum`. A
 * failed read keeps the last values rather than failing the scrape; a label set no longer in the
 * result drops to zero.
 */
export function registerCountsGauge<L extends string>(
  registry: Registry,
  options: {
    name: string;
    help: string;
    labelNames: readonly L[];
    read: () => Promise<CountRow<L>[]>;
  },
): Gauge<L> {
  const { read } = options;
  return new Gauge<L>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames,
    registers: [registry],
    async collect() {
      const rows = await read().catch(() => null);
      if (!rows) return;
      this.reset();
      for (const row of rows) {
        const { count, ...labels } = row;
        this.set(labels as unknown as Partial<Record<L, string>>, count);
      }
    },
  });
}
