import { createBullBoard } from '@bull-board/api';
import type { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { FastifyAdapter } from '@bull-board/fastify';
import { DeliveriesQueue, PrintSubmitQueue, VideoRenderQueue } from '@cardsmith/contracts';
import type { FastifyInstance } from 'fastify';

/** Every BullMQ queue of the platform, by the name its producers and workers use. */
export const PLATFORM_QUEUES = [
  DeliveriesQueue.name,
  PrintSubmitQueue.name,
  VideoRenderQueue.name,
] as const;

export const QUEUES_PATH = '/api/admin/queues';

/** The dashboard's parts, made in app.ts: bull-board's Fastify adapter and one adapter a queue. */
export interface QueueDashboard {
  serverAdapter: FastifyAdapter;
  queues: BullMQAdapter[];
}

/**
 * The queue dashboard of `@bull-board/fastify` at `/api/admin/queues`. It has no sign-in of its
 * own: `scope` must already require the admin session.
 */
export async function mountQueueDashboard(
  scope: FastifyInstance,
  { serverAdapter, queues }: QueueDashboard,
): Promise<void> {
  serverAdapter.setBasePath(QUEUES_PATH);
  createBullBoard({ queues, serverAdapter });
  await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUES_PATH });
}
