import { startTracing, type Tracing } from '@cardsmith/service-kit';
import { createTestServiceContext } from '@cardsmith/testing';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL, startEchoUpstream } from './support.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');
const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let scheduler: Awaited<ReturnType<typeof startEchoUpstream>>;
let gateway: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  tracing = (await startTracing('gateway', { exporter }))!;
  scheduler = await startEchoUpstream('scheduler');
  gateway = await buildGateway(
    {
      CARDS_URL: DEAD_URL,
      SCHEDULER_URL: scheduler.url,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    },
    ctx.redis,
  );
});
afterAll(async () => {
  await gateway.close();
  await scheduler.app.close();
  await ctx.close();
  await tracing.shutdown();
});

it('hands the service it proxies to a traceparent naming its own request span', async () => {
  const clientTrace = '0af7651916cd43dd8448eb211c80319c';
  const response = await gateway.inject({
    method: 'GET',
    url: '/api/schedules',
    headers: { traceparent: `00-${clientTrace}-b7ad6b7169203331-01` },
  });
  expect(response.statusCode).toBe(200);
  const forwarded = (response.json() as { headers: Record<string, string> }).headers.traceparent;
  const [span] = exporter
    .getFinishedSpans()
    .filter((s) => s.attributes['cardsmith.service'] === 'gateway');
  expect(span!.name).toMatch(/^GET \/api/);
  // The caller's trace goes on; the service's parent is the gateway's span, not the caller's.
  expect(span!.spanContext().traceId).toBe(clientTrace);
  expect(forwarded).toBe(`00-${clientTrace}-${span!.spanContext().spanId}-01`);
});
