import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineQueue, type QueueJob } from './queues.js';

const prints = defineQueue({
  name: 'print-submit',
  jobs: {
    submit: z.object({ orderId: z.string() }),
    cancel: z.object({ orderId: z.string(), reason: z.string() }),
  },
});

describe('defineQueue', () => {
  it('makes one tagged union of the jobs, told apart by name', () => {
    const job: QueueJob<typeof prints> = {
      name: 'cancel',
      data: { orderId: 'o1', reason: 'typo' },
    };
    expect(prints.schema.parse(job)).toEqual(job);
    expect(prints.jobNames).toEqual(['submit', 'cancel']);
    expect(prints.schema.safeParse({ name: 'submit', data: { reason: 'x' } }).success).toBe(false);
    expect(prints.schema.safeParse({ name: 'refund', data: { orderId: 'o1' } }).success).toBe(
      false,
    );
  });

  it('refuses a queue name that would not read well as a Redis key, and a queue without jobs', () => {
    expect(() => defineQueue({ name: 'Print:Submit', jobs: { submit: z.object({}) } })).toThrow(
      /lowercase words joined by dashes/,
    );
    expect(() => defineQueue({ name: 'empty', jobs: {} })).toThrow(/declares no jobs/);
  });
});
