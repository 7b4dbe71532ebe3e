import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { DeliveriesQueue, PrintSubmitQueue, VideoRenderQueue } from '@cardsmith/contracts';
import { bullPrefix, type QueueConnection } from '@cardsmith/service-kit';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Every BullMQ queue of the platform, by the name its producers and workers use. */
export const PLATFORM_QUEUES = [
  DeliveriesQueue.name,
  PrintSubmitQueue.name,
  VideoRenderQueue.name,
] as const;

export const QUEUES_PATH = '/api/admin/queues';

/**
 * The queue dashboard of `@bull-board/fastify` at `/api/admin/queues`, on the shared Redis. It has
 * no sign-in of its own: `scope` must already require the admin session.
 */
export async function mountQueueDashboard(
  scope: FastifyInstance,
  connection: QueueConnection,
): Promise<void> {
  // BullMQ needs a connection of its own (no ioredis keyPrefix; blocking commands never retried).
  const redis = new Redis(connection.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  const queues = PLATFORM_QUEUES.map(
    (name) => new Queue(name, { connection: redis, prefix: bullPrefix(connection.redisPrefix) }),
  );
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUES_PATH);
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter });
  await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUES_PATH });
  scope.addHook('onClose', async () => {
    await Promise.all(queues.map((queue) => queue.close()));
    redis.disconnect();
  });
}
