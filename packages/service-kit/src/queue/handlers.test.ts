import { defineQueue } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger.js';
import { checkHandlers, HandlerMapError, type JobHandlers } from './handlers.js';
import { startJobWorker } from './worker.js';

const deliveries = defineQueue({
  name: 'deliveries',
  jobs: {
    send: z.object({ deliveryId: z.string() }),
    remind: z.object({ reminderId: z.string() }),
  },
});

describe('a handler map', () => {
  it('must name every job of the queue to compile', () => {
    // @ts-expect-error 'remind' has no handler
    const missing: JobHandlers<typeof deliveries> = { send: async () => undefined };
    const complete: JobHandlers<typeof deliveries> = {
      send: async (data) => void data.deliveryId,
      remind: async (data) => void data.reminderId,
    };
    expect(() => checkHandlers(deliveries, complete)).not.toThrow();
    expect(() => checkHandlers(deliveries, missing)).toThrow(
      "The worker for queue 'deliveries' cannot start: no handler for 'remind'.",
    );
  });

  it('may not carry handlers for jobs the queue does not have', () => {
    const extra = {
      send: async () => undefined,
      remind: async () => undefined,
      sned: async () => undefined,
    };
    expect(() => checkHandlers(deliveries, extra)).toThrow(
      "handlers for jobs the queue does not have: 'sned'",
    );
  });

  it('keeps a worker from starting when it is incomplete, before it touches Redis', async () => {
    await expect(
      startJobWorker({
        definition: deliveries,
        handlers: { send: async () => undefined } as unknown as JobHandlers<typeof deliveries>,
        logger: createLogger('test', 'silent'),
        redisUrl: 'redis://127.0.0.1:1',
        redisPrefix: 'never-used:',
      }),
    ).rejects.toBeInstanceOf(HandlerMapError);
  });
});
