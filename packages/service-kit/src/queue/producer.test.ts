import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { defineQueue } from '@cardsmith/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from '../app.js';
import { createLogger } from '../logger.js';
import { createProducer, QUEUE_UNAVAILABLE_MESSAGE } from './producer.js';

const queue = defineQueue({ name: 'deliveries', jobs: { send: z.object({ to: z.string() }) } });

/** A port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const logger = createLogger('producer-test', 'silent');
const producer = createProducer(queue, {
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  redisPrefix: 'unused:',
  logger,
});
const app = createServiceApp({
  name: 'producer-test',
  logger,
  internalSecret: 'a-test-secret-16-chars',
});
app.post('/deliveries', async (_request, reply) => {
  await producer.enqueue({ name: 'send', data: { to: 'ada@example.com' } }, { id: 'dlv_7f3k2p9q' });
  return reply.status(202).send({ queued: true });
});

afterAll(async () => {
  await app.close();
  await producer.close();
});

describe('a producer without Redis', () => {
  it('answers the request with 503 and a clear sentence, keeping nothing in memory', async () => {
    const res = await app.inject({ method: 'POST', url: '/deliveries' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'service_unavailable', message: QUEUE_UNAVAILABLE_MESSAGE });
  });
});
