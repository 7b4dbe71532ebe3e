import { createTestServiceContext } from '@cardsmith/service-kit/testing';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { RateLimitCountsRepository } from '../src/security/rate-limit-counts.repository.js';
import { BatchedWindowCounts } from '../src/security/rate-limit-store.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');

afterAll(() => ctx.close());

describe('rate limit counts in Redis', () => {
  it('adds each replica’s batch to one total per key, within the window it started', async () => {
    const repository = new RateLimitCountsRepository(ctx.redis, 'rate-limit-counts-test:');
    expect(
      await repository.add([
        { key: 'visitor:a', by: 3, windowMs: 60_000 },
        { key: 'visitor:b', by: 1, windowMs: 60_000 },
      ]),
    ).toEqual([
      { total: 3, ttlMs: 60_000 },
      { total: 1, ttlMs: 60_000 },
    ]);
    const [again] = await repository.add([{ key: 'visitor:a', by: 2, windowMs: 60_000 }]);
    expect(again!.total).toBe(5);
    expect(again!.ttlMs).toBeGreaterThan(0);
    expect(again!.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it('lets two replicas count one visitor together', async () => {
    const repository = new RateLimitCountsRepository(ctx.redis, 'rate-limit-replicas-test:');
    const [one, two] = [new BatchedWindowCounts(repository), new BatchedWindowCounts(repository)];
    for (let i = 0; i < 4; i++) one.increment('visitor:a', 60_000);
    two.increment('visitor:a', 60_000);
    await Promise.all([one.flush(), two.flush()]);
    two.increment('visitor:a', 60_000);
    await two.flush();
    expect(two.read('visitor:a').current).toBe(6);
  });
});
