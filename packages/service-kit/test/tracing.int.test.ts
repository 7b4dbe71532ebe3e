import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { defineRoute } from '@cardsmith/contracts';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from '../src/app.js';
import { createInternalClient } from '../src/internal.js';
import { createLogger } from '../src/logger.js';
import { bullPrefix, createProducer } from '../src/queue/producer.js';
import { startJobWorker } from '../src/queue/worker.js';
import { startTracing, traceHeaders, type Tracing } from '../src/tracing.js';
import { holdQueue } from './fixtures/queues.js';

const infra = inject('infra');
const logger = createLogger('tracing-test', 'silent');
const secret = 'tracing-test-internal-secret';
const queue = holdQueue(`kit-trace-${randomUUID().slice(0, 8)}`);
const exporter = new InMemorySpanExporter();
const enqueueRoute = defineRoute({
  method: 'POST',
  path: '/internal/enqueue',
  response: z.object({ jobId: z.string() }),
});

let tracing: Tracing;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  tracing = (await startTracing('tracing-test', { exporter }))!;
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await tracing.shutdown();
  const redis = new Redis(infra.redisUrl);
  const keys = await redis.keys(`${bullPrefix(infra.redisPrefix)}:${queue.name}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

async function listen(app: ReturnType<typeof createServiceApp>): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('tracing', () => {
  it('follows one request from the first service through an internal call into the queue job', async () => {
    const connection = { redisUrl: infra.redisUrl, redisPrefix: infra.redisPrefix };
    const producer = createProducer(queue, connection);
    cleanups.push(() => producer.close());

    // "orders" enqueues a job; "front" calls it the way services call each other.
    const orders = createServiceApp({ name: 'orders', logger, internalSecret: secret });
    orders.post('/internal/enqueue', async () => {
      const jobId = randomUUID();
      await producer.enqueue({ name: 'hold', data: { note: 'traced' } }, { id: jobId });
      return { jobId };
    });
    const ordersUrl = await listen(orders);
    const front = createServiceApp({ name: 'front', logger, internalSecret: secret });
    const callOrders = createInternalClient(ordersUrl, secret);
    front.post('/api/orders', async () => callOrders(enqueueRoute, {}));
    const frontUrl = await listen(front);

    const ran = vi.fn<(traceId: string | undefined) => void>();
    const worker = await startJobWorker({
      ...connection,
      definition: queue,
      logger,
      handlers: {
        hold: async () => ran(trace.getActiveSpan()?.spanContext().traceId),
      },
    });
    cleanups.push(() => worker.stop(1000));

    const response = await fetch(`${frontUrl}/api/orders`, { method: 'POST' });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(ran).toHaveBeenCalled());

    const spans = exporter.getFinishedSpans();
    const server = (service: string) =>
      spans.find((s) => s.attributes['cardsmith.service'] === service) as ReadableSpan;
    const frontSpan = server('front');
    const ordersSpan = server('orders');
    expect(frontSpan.name).toBe('POST /api/orders');
    expect(ordersSpan.name).toBe('POST /internal/enqueue');
    const traceId = frontSpan.spanContext().traceId;
    expect(ordersSpan.spanContext().traceId).toBe(traceId);
    expect(ordersSpan.parentSpanContext?.spanId).toBe(frontSpan.spanContext().spanId);
    // The job ran in the same trace, under the span that enqueued it.
    expect(ran).toHaveBeenCalledWith(traceId);
    await vi.waitFor(() =>
      expect(
        exporter
          .getFinishedSpans()
          .filter((s) => s.spanContext().traceId === traceId)
          .map((s) => s.name),
      ).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`${queue.name}`))])),
    );
  });

  it('adds no trace headers to calls made outside any span', () => {
    expect(traceHeaders()).toEqual({});
  });
});
